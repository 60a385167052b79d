import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageInit, MessageValue } from '../../protocol/codec';
import type { MessageName } from '../../protocol/ids';
import type { Accounts } from '../accounts';
import type { Bus } from '../bus';
import type { Connection } from '../delivery/connection';
import type { Limits } from '../limits';
import type { Payments } from '../money/payments';
import type { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ImMetrics } from './metrics';
import type { ConnectionRegistry } from './registry';

/** A message the client sends and the server answers: every `_req`, and the heartbeat (one message both ways). */
export type RequestName = Extract<MessageName, `${string}_req`> | 'msg_heart_test';

/** The reply of request `N`: `msg_x_req` → `msg_x_rep`; the heartbeat answers with itself. */
export type ReplyName<N extends RequestName> = N extends 'msg_heart_test'
  ? 'msg_heart_test'
  : N extends `${infer Base}_req`
    ? Extract<`${Base}_rep`, MessageName>
    : never;

/** What a handler returns: the value of its reply (fields left out encode as their defaults). */
export type ReplyInit<N extends RequestName> = MessageInit<ReplyName<N>>;

/**
 * One request's handler. It gets the context and the decoded request and returns the reply value;
 * the layer encodes it under the reply's id with the request's seq. To refuse, throw {@link Refusal};
 * any other throw is a server fault, answered with result 0, logged and counted.
 */
export type Handler<N extends RequestName> = (
  ctx: ImContext,
  request: MessageValue<N>,
) => ReplyInit<N> | Promise<ReplyInit<N>>;

/**
 * The handlers of one protocol area (`server/im/session.ts`, later `friends.ts`, `chat.ts`, …):
 * request name → handler. Adding a message is adding a line here and a function.
 */
export type HandlerTable = { readonly [N in RequestName]?: Handler<N> };

/** Runs after the reply of the current request is sent (e.g. the user-data push after a login). */
export type AfterReply = () => void | Promise<void>;

/** Hook run after the offline-data reply, in registration order; later areas push their offline data here. */
export type OfflineDataHook = (ctx: ImContext) => void | Promise<void>;

/**
 * Hook run when a socket logs in (after it is registered for delivery, before the login reply)
 * and when a logged-in socket closes; a socket's closed hooks start after its opened hooks end.
 * A throw is logged and does not stop the other hooks or the login.
 */
export type SessionHook = (services: ImServices, conn: Connection) => void | Promise<void>;

/** Extension points other areas register into. */
export interface ImHooks {
  offlineData: OfflineDataHook[];
  sessionOpened: SessionHook[];
  sessionClosed: SessionHook[];
  /** Session hooks still running; the layer waits for them when it closes. */
  running: Set<Promise<void>>;
}

/** The server parts every handler may use. */
export interface ImServices {
  db: Kysely<Database>;
  accounts: Accounts;
  bus: Bus;
  /** Abuse limits shared by every node (phone look-ups). */
  limits: Limits;
  /** This node's connections, and delivery to users on any node. */
  registry: ConnectionRegistry;
  metrics: ImMetrics;
  log: FastifyBaseLogger;
  /** Extension points other areas register into. */
  hooks: ImHooks;
  /** Top-ups and third-party orders through the pay provider (server/money/payments); none: refused (0). */
  pay?: Payments;
  /** The clock (ms since the epoch); tests may move it. */
  now(): number;
}

/** What a handler receives besides the request: the sending connection and the server parts. */
export interface ImContext extends ImServices {
  /** The connection the request came on. */
  conn: Connection;
  /** Schedules work after this request's reply is sent (still before the connection's next request). */
  afterReply(task: AfterReply): void;
}
