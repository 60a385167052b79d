import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Accounts } from '../accounts';
import type { Bus } from '../bus';
import { metricsGuard } from '../http/security';
import type { Limits } from '../limits';
import type { Payments } from '../money/payments';
import type { Database } from '../store';
import { CALL_HANDLERS, callsClosed, ringingCallsOfflineData, startCallSweep } from './calls';
import { CHAT_HANDLERS } from './chat';
import { CHAT_MANAGE_HANDLERS } from './chatManage';
import { privateOfflineData, startSnapSweep } from './chatSync';
import { Dispatcher, mergeTables } from './dispatch';
import { FRIEND_HANDLERS, friendsOfflineData, presenceClosed, presenceOpened } from './friends';
import { GROUP_CALL_HANDLERS, groupCallsClosed, groupCallsOfflineData } from './groupCalls';
import { GROUP_HANDLERS, groupsOfflineData } from './groups';
import type { HeldOptions } from './held';
import { MARKET_HANDLERS, startOrderSweep } from './market';
import { createMetrics, type ImMetrics } from './metrics';
import { MONEY_HANDLERS, moneyOfflineData, startRedPacketRain, startRedPacketSweep } from './money';
import { type NodeWatchOptions, startNodeWatch } from './nodes';
import { finishPcFlow } from './pcLogin';
import { PROFILE_SETTER_HANDLERS } from './profileSetters';
import { ConnectionRegistry } from './registry';
import { ROOMS_HANDLERS } from './rooms';
import { SESSION_HANDLERS } from './session';
import { SocketEndpoint } from './socket';
import type { HandlerTable, ImHooks, ImServices, OfflineDataHook, RequestName, SessionHook } from './types';

export { CLOSE, type ClientKind, Connection, Status } from '../delivery/connection';
export type { DeliveryOptions } from '../delivery/types';
export { MAX_PENDING_REQUESTS, MAX_REFUSED_BEFORE_LOGIN, PUBLIC_REQUESTS } from './dispatch';
export type { ImMetrics } from './metrics';
export type { NodeWatchOptions } from './nodes';
export type { ConnectionRegistry } from './registry';
export { MAX_MESSAGE_BYTES, WS_PATH } from './socket';
export * from './types';

/** The protocol areas the server answers; later issues add friends, chat, groups, rooms, money, market, calls. */
const AREAS: readonly HandlerTable[] = [
  SESSION_HANDLERS,
  FRIEND_HANDLERS,
  PROFILE_SETTER_HANDLERS,
  CHAT_HANDLERS,
  CHAT_MANAGE_HANDLERS,
  GROUP_HANDLERS,
  ROOMS_HANDLERS,
  MONEY_HANDLERS,
  CALL_HANDLERS,
  GROUP_CALL_HANDLERS,
  MARKET_HANDLERS,
];

/**
 * Offline-data pushes in the order docs/messaging.md gives (private calls still ringing, added in
 * attachIm; groups, private chats, then the friends' part: red dot 3 and friend states); one line
 * per area.
 */
const OFFLINE_DATA_HOOKS: readonly OfflineDataHook[] = [
  groupsOfflineData,
  privateOfflineData,
  friendsOfflineData,
  moneyOfflineData,
  groupCallsOfflineData,
];
/** Runs when a user's socket logs in / closes (presence); one line per area. */
const SESSION_OPENED_HOOKS: readonly SessionHook[] = [presenceOpened];
const SESSION_CLOSED_HOOKS: readonly SessionHook[] = [presenceClosed, callsClosed, groupCallsClosed];

/** 4 MiB queued for one socket is far past any burst of frames; beyond it the reader is stuck. */
export const DEFAULT_MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface ImOptions {
  /** A socket with no frame for this long is closed (ms). */
  idleTimeoutMs: number;
  /** A socket with more than this queued for sending is dropped (bytes). */
  maxBufferedBytes?: number;
  /** More handler tables merged with the built-in areas (one handler per message across all). */
  areas?: readonly HandlerTable[];
  /**
   * Requests the built-in areas do not serve on this node. Tests only: every request of the
   * protocol has a handler, so this is how the path of a request nobody serves is still tested,
   * and how a test area stands in for a built-in handler.
   */
  unserved?: readonly RequestName[];
  /** The clock (ms since the epoch) handlers see as `ctx.now()`; tests move it. Default the wall clock. */
  now?: () => number;
  /** How often this node sweeps for due self-destructing messages (ms); tests shorten it. */
  snapSweepMs?: number;
  /** How often this node refunds expired red packets (ms); tests shorten it. */
  redPacketSweepMs?: number;
  /** How often this node looks for calls that rang out (ms); tests shorten it. */
  callSweepMs?: number;
  /** How long an unanswered call rings before it is missed (ms); browser tests shorten it. */
  ringTimeoutMs?: number;
  /** How often this node checks for rooms due a drop of the red-packet rain (ms); 0 turns it off. */
  rainCheckMs?: number;
  /** The product's time zone: the rain's daily budget counts its days (server/points/day.ts). */
  timeZone?: string;
  /** How often this node cancels orders past their time to pay (ms). */
  orderSweepMs?: number;
  /** Node liveness timings (server/im/nodes.ts); tests shorten them. */
  nodeWatch?: NodeWatchOptions;
  /** Deliveries held while the bus is away (server/im/held.ts); tests shorten the waits. */
  heldPublishes?: HeldOptions;
  /** Bearer token opening GET /metrics to other than loopback clients (METRICS_TOKEN). */
  metricsToken?: string;
}

export interface ImDeps {
  db: Kysely<Database>;
  accounts: Accounts;
  bus: Bus;
  limits: Limits;
  /** Top-ups and third-party orders through the pay provider (server/money/payments); none: refused. */
  pay?: Payments;
}

/** The running WebSocket layer of one node. */
export interface ImLayer {
  metrics: ImMetrics;
  registry: ConnectionRegistry;
  /** What every handler is given (the staff console delivers through it). */
  services: ImServices;
  /** Hooks later areas register into (offline data after login, sessions opening and closing). */
  hooks: ImHooks;
  /** Closes every socket (1001) and waits for the last logout times to be written. */
  close(): Promise<void>;
}

/**
 * Adds the WebSocket layer to the HTTP app: `/ws` on the same port (the server's `upgrade` event),
 * `GET /metrics` with its counters, and a `preClose` hook closing every socket when the server closes.
 */
export function attachIm(app: FastifyInstance, deps: ImDeps, options: ImOptions): ImLayer {
  const metrics = createMetrics();
  const now = options.now ?? Date.now;
  const log = app.log.child({ part: 'im' });
  const registry = new ConnectionRegistry({
    bus: deps.bus,
    accounts: deps.accounts,
    metrics,
    log,
    now,
    ...(options.heldPublishes ? { held: options.heldPublishes } : {}),
  });
  const hooks: ImHooks = {
    // NOTE: a call still ringing comes first, so a device opened from its Web Push rings before it
    // stores its offline pages; the hook knows this node's ring timeout.
    offlineData: [ringingCallsOfflineData(options.ringTimeoutMs), ...OFFLINE_DATA_HOOKS],
    sessionOpened: [...SESSION_OPENED_HOOKS],
    sessionClosed: [...SESSION_CLOSED_HOOKS],
    running: new Set(),
  };
  const services: ImServices = { ...deps, registry, metrics, log, hooks, now };
  registry.onPcApproved = (conn, uid) => finishPcFlow(services, conn, uid);
  registry.start();
  const unserved = new Set<string>(options.unserved ?? []);
  const builtIn = AREAS.map((table) =>
    Object.fromEntries(Object.entries(table).filter(([name]) => !unserved.has(name))),
  );
  const dispatcher = new Dispatcher(mergeTables(...builtIn, ...(options.areas ?? [])), services);
  const endpoint = new SocketEndpoint(services, dispatcher, {
    idleTimeoutMs: options.idleTimeoutMs,
    maxBufferedBytes: options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES,
  });
  app.server.on('upgrade', (req, socket, head) => endpoint.handleUpgrade(req, socket, head));
  const stopSnapSweep = startSnapSweep(services, options.snapSweepMs);
  const stopRedPacketSweep = startRedPacketSweep(services, options.redPacketSweepMs);
  const stopCallSweep = startCallSweep(services, options.callSweepMs, options.ringTimeoutMs);
  const stopRain = startRedPacketRain(services, options.rainCheckMs ?? 0, options.timeZone);
  const stopOrderSweep = startOrderSweep(services, options.orderSweepMs);
  const stopNodeWatch = startNodeWatch(services, options.nodeWatch);
  app.get('/metrics', { onRequest: metricsGuard(options.metricsToken ?? '') }, async () => ({
    im: { ...metrics, connections: [...registry.connections()].length },
  }));
  const stopRevocations = deps.accounts.onRevoked(({ uid, fastkeyHashes, byDevice }) => {
    registry
      .revokeSessions(uid, fastkeyHashes, byDevice)
      .catch((error: unknown) => log.error({ err: error, uid }, 'could not announce revoked sessions'));
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopRevocations();
      await endpoint.close();
      await stopSnapSweep();
      await stopRedPacketSweep();
      await stopCallSweep();
      await stopRain();
      await stopOrderSweep();
      registry.stop();
      await registry.drain();
      while (hooks.running.size > 0) await Promise.allSettled([...hooks.running]);
      // NOTE: after the sockets' own closes, so the node's row goes last.
      await stopNodeWatch();
    })();
    return closing;
  };
  app.addHook('preClose', close);
  return { metrics, registry, services, hooks, close };
}
