/**
 * Comlink behind one module (STYLE): the hub exposes a {@link HubApi} per tab port and tabs wrap
 * it. One port carries two kinds of message: Comlink's own calls and replies, and the hub's pushes,
 * which travel in an {@link EventMessage} (`ch: 'event'`). No Comlink proxy or transferable crosses
 * the port, so the same messages also travel over a BroadcastChannel bridge (dedicated-worker mode).
 */
import * as Comlink from 'comlink';
import type { HubEvent } from './api';
import { HubError, type HubErrorCode, type RefusalDetail } from './errors';

/** What a port must offer: a MessagePort, a Worker, or the BroadcastChannel bridge's virtual port. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

/** A hub push as it crosses a port. */
export interface EventMessage {
  ch: 'event';
  event: HubEvent;
}

function isEventMessage(data: unknown): data is EventMessage {
  return typeof data === 'object' && data !== null && (data as { ch?: unknown }).ch === 'event';
}

/**
 * A Comlink endpoint over a port.
 *
 * NOTE: Comlink's messages go out as they are, without an envelope of ours: Comlink's side of a
 * tab skips every message without an `id` (an {@link EventMessage} has none), and the hub's side
 * only ever receives Comlink's calls. A wrapper per message, on both sides of every call, was
 * per-call cost for nothing. The endpoint is still an object of its own rather than the port: it
 * has no `close`, so Comlink's release of a garbage-collected proxy never closes the shared port;
 * tabs still keep their proxy referenced for as long as they live (DESIGN §9). It has no `start`
 * either: Comlink would call it before every request; the port is started once, below.
 */
function rpcEndpoint(port: PortLike): Comlink.Endpoint {
  const endpoint = {
    // NOTE: Comlink hands over a transfer list with every message, empty but for transferables; an
    // empty list still costs Chromium's binding a conversion on every send (measured: +2-4% of a
    // raw round trip), so it is passed on only when it holds something.
    postMessage: (data: unknown, transfer?: Transferable[]) =>
      transfer?.length ? port.postMessage(data, transfer) : port.postMessage(data),
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) =>
      port.addEventListener('message', listener),
    removeEventListener: (_type: 'message', listener: (event: MessageEvent) => void) =>
      port.removeEventListener('message', listener),
  };
  // NOTE: Comlink types its endpoint with DOM EventListener signatures; ours passes the same events.
  return endpoint as unknown as Comlink.Endpoint;
}

/** Serves `api` on `port`. */
export function exposeApi(api: object, port: PortLike): void {
  Comlink.expose(api, rpcEndpoint(port));
  port.start?.();
}

/**
 * The remote API behind `port`. Keep the returned object referenced while calls are in flight.
 *
 * NOTE: Comlink makes a new proxy for every property read (`api.state` in `api.state()`) and
 * registers each with a FinalizationRegistry; a caller on a hot path reads each method once and
 * keeps it (the tab's hub client does, per hub).
 */
export function wrapApi<T>(port: PortLike): Comlink.Remote<T> {
  const remote = Comlink.wrap<T>(rpcEndpoint(port));
  port.start?.();
  return remote;
}

/** Sends a hub event to a tab. */
export function postEvent(port: PortLike, event: HubEvent): void {
  port.postMessage({ ch: 'event', event } satisfies EventMessage);
}

/** Calls `handler` with every hub event arriving on `port`; returns the unsubscribe function. */
export function onEvents(port: PortLike, handler: (event: HubEvent) => void): () => void {
  const listener = (message: MessageEvent) => {
    const data: unknown = message.data;
    if (isEventMessage(data)) handler(data.event);
  };
  port.addEventListener('message', listener);
  port.start?.();
  return () => port.removeEventListener('message', listener);
}

interface SerializedError {
  hub: boolean;
  name: string;
  message: string;
  code?: HubErrorCode;
  result?: number;
  detail?: RefusalDetail;
}

// NOTE: Comlink's own 'throw' handler keeps only name, message and stack; this one also keeps a
// HubError's `code`, `result` and `detail`, so a tab can switch on them. Both sides load this module.
const comlinkThrow = Comlink.transferHandlers.get('throw');
Comlink.transferHandlers.set('throw', {
  // NOTE: Comlink marks a thrown value with a private symbol: its own check finds it (it runs on
  // every value a call returns, so no walk over the value's symbols).
  canHandle: (value: unknown): value is { value: unknown } => comlinkThrow?.canHandle(value) ?? false,
  serialize(thrown: unknown) {
    const { value } = thrown as { value: unknown };
    const error: SerializedError =
      value instanceof HubError
        ? {
            hub: true,
            name: value.name,
            message: value.message,
            code: value.code,
            ...(value.result === undefined ? {} : { result: value.result }),
            ...(value.detail === undefined ? {} : { detail: value.detail }),
          }
        : value instanceof Error
          ? { hub: false, name: value.name, message: value.message }
          : { hub: false, name: 'Error', message: String(value) };
    return [error, []];
  },
  deserialize(serialized: unknown) {
    const e = serialized as SerializedError;
    if (e.hub && e.code) throw new HubError(e.code, e.message, e.result, e.detail);
    throw Object.assign(new Error(e.message), { name: e.name });
  },
} as Comlink.TransferHandler<unknown, unknown>);
