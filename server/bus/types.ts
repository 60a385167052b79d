/**
 * The bus carries fan-out between server nodes (DESIGN.md §7): a message for a user, a group or
 * a room is published once on its topic and reaches every node with a socket subscribed to it.
 * Payloads are bytes: an encoded frame, or a small envelope the publisher and subscribers agree on.
 */

/**
 * Where a payload goes:
 * - `user:<uid>`: every socket of one user (pushes, private messages, login-elsewhere notices);
 * - `group:<groupkey>`: every member socket of one group;
 * - `room:<roomId>`: every socket joined to one (live) room;
 * - `node:<nodeId>`: one server node (e.g. to close a socket it holds);
 * - `presence`: online/offline changes;
 * - `broadcast`: every socket on every node (server notices, maintenance).
 */
export type Topic =
  | `user:${number}`
  | `group:${number}`
  | `room:${number}`
  | `node:${string}`
  | 'presence'
  | 'broadcast';

/**
 * Receives one payload. Handlers on one node share one copy of the bytes: do not mutate it.
 * A throw (or a rejected promise) is logged and does not reach other handlers or the publisher.
 */
export type BusHandler = (payload: Uint8Array, topic: Topic) => void | Promise<void>;

/**
 * Ends one subscription (idempotent). `ready` settles once the subscription is live across
 * nodes (at once in-process; after Redis acknowledges SUBSCRIBE otherwise); it may reject when
 * Redis refuses, and nobody has to await it.
 */
export type Unsubscribe = (() => void) & { readonly ready: Promise<void> };

/** Fan-out of payloads to topics, in-process or across nodes. */
export interface Bus {
  /** This node's id, unique per process: the suffix of its `node:` topic. */
  readonly nodeId: string;
  /** `'memory'` for the in-process bus, `'redis'` across nodes. */
  readonly kind: 'memory' | 'redis';
  /**
   * Sends `payload` to every subscriber of `topic` on every node (this one included). Resolves
   * once the payload is handed over; rejects with {@link BusError} when it cannot be (bus
   * closed, Redis unreachable), after logging it.
   */
  publish(topic: Topic, payload: Uint8Array): Promise<void>;
  /**
   * Calls `handler` for each payload published on `topic` from now on. Subscriptions are
   * counted per topic, so a node listens to a topic once however many sockets subscribe.
   *
   * @throws {BusError} when the bus is closed.
   */
  subscribe(topic: Topic, handler: BusHandler): Unsubscribe;
  /**
   * Ends one subscription of `handler` to `topic`, as its {@link Unsubscribe} would (a subscriber
   * with one shared handler for many topics need not keep one function per topic). Nothing when
   * there is none.
   */
  unsubscribe(topic: Topic, handler: BusHandler): void;
  /** Drops every subscription and releases connections; later publishes reject. Idempotent. */
  close(): Promise<void>;
}

/** Why the bus refused an operation. */
export type BusErrorCode =
  | 'closed'
  | 'bad-topic'
  | 'bad-url'
  | 'unreachable'
  | 'publish-failed'
  | 'subscribe-failed';

/** A refused bus operation; `cause` holds the underlying error when there is one. */
export class BusError extends Error {
  override readonly name = 'BusError';
  constructor(
    readonly code: BusErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Where the bus reports problems it handles itself (a failing handler, a dropped connection). */
export type BusLog = (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => void;

/** The default {@link BusLog}: one line on stderr per event. */
export const consoleBusLog: BusLog = (level, message, error) => {
  const line = `[bus] ${message}`;
  if (level === 'info') console.info(line);
  else if (error === undefined) console[level](line);
  else console[level](line, error);
};

function checkKey(kind: string, n: number): void {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new BusError('bad-topic', `${kind} topic needs a positive integer, got ${n}`);
}

/** Builders for topics that check their number, so `user:NaN` never reaches the wire. */
export const topics = {
  user(uid: number): Topic {
    checkKey('user', uid);
    return `user:${uid}`;
  },
  group(groupKey: number): Topic {
    checkKey('group', groupKey);
    return `group:${groupKey}`;
  },
  room(roomId: number): Topic {
    checkKey('room', roomId);
    return `room:${roomId}`;
  },
  node(nodeId: string): Topic {
    if (!/^[\w-]{1,64}$/.test(nodeId))
      throw new BusError('bad-topic', `bad node id ${JSON.stringify(nodeId)}`);
    return `node:${nodeId}`;
  },
  presence: 'presence',
  broadcast: 'broadcast',
} as const;
