import 'fake-indexeddb/auto';
import { decodeFrame, decodeMessage, type MessageName } from '../../protocol';
import type { HubEvent, LoginParams } from '../../workers/api';
import { HubCore } from '../../workers/core';
import { ChatDb } from '../../workers/db/schema';
import { silentLogger } from '../../workers/log';
import type { TransportFactory } from '../../workers/socket/transport';
import { wsTransport } from '../../workers/socket/wsTransport';
import { imCall } from '../helpers/server';

let serial = 0;

/** A guest made through the real IM HTTP API: login parameters for a hub, and its friend id. */
export interface Guest extends LoginParams {
  fid: number;
}

/** Creates a guest through IMUser.guestLogin. */
export async function guest(url: string, deviceid = `hub-it-${process.pid}-${++serial}`): Promise<Guest> {
  const answer = await imCall(url, 'IMUser.guestLogin', {}, { deviceid });
  if (answer.ret !== 0) throw new Error(`guest login failed: ${answer.ret} ${answer.msg}`);
  const servers = answer.svrlist as { svrip: string; websvrport: number }[];
  const user = answer.user as { uid: number; fid: string | number };
  return { uid: user.uid, fastkey: answer.fastkey as string, deviceid, servers, fid: Number(user.fid) };
}

/** The login parameters alone (what the app passes). */
export function loginOf({ uid, fastkey, deviceid, servers }: Guest): LoginParams {
  return { uid, fastkey, deviceid, servers };
}

/** The same login, pointed at another port (a proxy in front of the server). */
export function via(params: LoginParams, port: number): LoginParams {
  return { ...params, servers: [{ svrip: '127.0.0.1', websvrport: port }] };
}

/** A message on the wire, as a test sees it. */
export interface WireRecord {
  dir: 'out' | 'in';
  name: MessageName | 'undecodable';
  seq: number;
  at: number;
}

/** Wraps a transport to record the messages that cross it. */
export function recording(inner: TransportFactory, log: WireRecord[]): TransportFactory {
  const record = (dir: 'out' | 'in', bytes: Uint8Array) => {
    const frame = decodeFrame(bytes);
    const message = frame.ok ? decodeMessage(frame.value) : undefined;
    log.push({
      dir,
      name: message?.ok ? message.value.name : 'undecodable',
      seq: frame.ok ? frame.value.seq : -1,
      at: Date.now(),
    });
  };
  return (url, handlers) => {
    const transport = inner(url, {
      ...handlers,
      message: (bytes) => {
        record('in', bytes);
        handlers.message(bytes);
      },
    });
    return {
      send: (bytes) => {
        record('out', bytes);
        transport.send(bytes);
      },
      close: () => transport.close(),
    };
  };
}

/** A hub core running in Node over the `ws` transport, with its events and wire log. */
export interface NodeHub {
  core: HubCore;
  events: HubEvent[];
  wire: WireRecord[];
  close(): Promise<void>;
}

/**
 * Starts a hub core as a tab-less Node process would; `wrap` may put a test's own layer around
 * its transport (to drop a frame, say).
 */
export function nodeHub(wrap: (inner: TransportFactory) => TransportFactory = (inner) => inner): NodeHub {
  const wire: WireRecord[] = [];
  const events: HubEvent[] = [];
  const name = `hub-it-db-${process.pid}-${++serial}`;
  const core = new HubCore({
    version: 'integration',
    transport: recording(wrap(wsTransport), wire),
    logger: silentLogger,
    openDb: (uid) => new ChatDb(uid, name),
    requestTimeoutMs: 5000,
  });
  core.on((e) => events.push(e));
  return {
    core,
    events,
    wire,
    close: async () => {
      const db = core.db;
      await core.logout();
      await db?.delete();
    },
  };
}

/** Polls `check` every 50 ms until it returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  timeoutMs: number,
  what: string,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
