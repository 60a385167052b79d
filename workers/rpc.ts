/**
 * Comlink behind one module (STYLE): the hub exposes a {@link HubApi} per tab port and tabs wrap
 * it. One port carries two kinds of message, told apart by an envelope: Comlink's calls (`rpc`)
 * and the hub's pushes (`event`). No Comlink proxy or transferable crosses the port, so the same
 * messages also travel over a BroadcastChannel bridge (dedicated-worker mode).
 */
import * as Comlink from 'comlink';
import type { HubEvent } from './api';
import { HubError, type HubErrorCode } from './errors';

/** What a port must offer: a MessagePort, a Worker, or the BroadcastChannel bridge's virtual port. */
export interface PortLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

/** The envelope of everything sent over a hub port. */
export type Envelope = { ch: 'rpc'; data: unknown } | { ch: 'event'; event: HubEvent };

type Listener = (event: { data: unknown }) => void;

function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && 'ch' in data;
}

/**
 * A Comlink endpoint over the `rpc` part of a port.
 *
 * NOTE: it has no `close`, so Comlink's release of a garbage-collected proxy never closes the
 * shared port; tabs still keep their proxy referenced for as long as they live (DESIGN §9).
 */
function rpcEndpoint(port: PortLike): Comlink.Endpoint {
  const wrapped = new Map<unknown, (event: MessageEvent) => void>();
  const endpoint = {
    postMessage(data: unknown) {
      port.postMessage({ ch: 'rpc', data } satisfies Envelope);
    },
    addEventListener(_type: string, listener: Listener) {
      const inner = (event: MessageEvent) => {
        const envelope: unknown = event.data;
        if (isEnvelope(envelope) && envelope.ch === 'rpc') listener({ data: envelope.data });
      };
      wrapped.set(listener, inner);
      port.addEventListener('message', inner);
    },
    removeEventListener(_type: string, listener: Listener) {
      const inner = wrapped.get(listener);
      if (inner) port.removeEventListener('message', inner);
      wrapped.delete(listener);
    },
    start: () => port.start?.(),
  };
  // NOTE: Comlink types its endpoint with DOM EventListener signatures; ours passes the same data.
  return endpoint as unknown as Comlink.Endpoint;
}

/** Serves `api` on `port`. */
export function exposeApi(api: object, port: PortLike): void {
  Comlink.expose(api, rpcEndpoint(port));
  port.start?.();
}

/** The remote API behind `port`. Keep the returned proxy referenced while calls are in flight. */
export function wrapApi<T>(port: PortLike): Comlink.Remote<T> {
  const remote = Comlink.wrap<T>(rpcEndpoint(port));
  port.start?.();
  return remote;
}

/** Sends a hub event to a tab. */
export function postEvent(port: PortLike, event: HubEvent): void {
  port.postMessage({ ch: 'event', event } satisfies Envelope);
}

/** Calls `handler` with every hub event arriving on `port`; returns the unsubscribe function. */
export function onEvents(port: PortLike, handler: (event: HubEvent) => void): () => void {
  const listener = (message: MessageEvent) => {
    const envelope: unknown = message.data;
    if (isEnvelope(envelope) && envelope.ch === 'event') handler(envelope.event);
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
}

// NOTE: Comlink's own 'throw' handler keeps only name, message and stack; this one also keeps a
// HubError's `code` and `result`, so a tab can switch on them. Both sides load this module.
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
          }
        : value instanceof Error
          ? { hub: false, name: value.name, message: value.message }
          : { hub: false, name: 'Error', message: String(value) };
    return [error, []];
  },
  deserialize(serialized: unknown) {
    const e = serialized as SerializedError;
    if (e.hub && e.code) throw new HubError(e.code, e.message, e.result);
    throw Object.assign(new Error(e.message), { name: e.name });
  },
} as Comlink.TransferHandler<unknown, unknown>);
