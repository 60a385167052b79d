import type { FastifyBaseLogger } from 'fastify';
import { encodeMessage, type MessageInit } from '../../protocol/codec';
import type { MessageName } from '../../protocol/ids';
import type { Accounts } from '../accounts';
import { type Bus, type Topic, topics, type Unsubscribe } from '../bus';
import { CLOSE, type Connection, sessionKeyOf } from '../delivery/connection';
import { decodeEnvelope, type Envelope, encodeEnvelope } from '../delivery/envelope';
import type { Delivery, DeliveryOptions } from '../delivery/types';
import { type HeldOptions, HeldPublishes } from './held';
import type { ImMetrics } from './metrics';

export interface RegistryDeps {
  bus: Bus;
  accounts: Accounts;
  metrics: ImMetrics;
  log: FastifyBaseLogger;
  now: () => number;
  /** Tuning of the deliveries held while the bus is away (tests shorten the waits). */
  held?: HeldOptions;
}

/** How long a login waits for its bus subscription to go live before answering anyway. */
const SUBSCRIBE_WAIT_MS = 2000;
/** `user:<uid>` topics (server/bus topics.user) start with this. */
const USER_TOPIC_PREFIX = 'user:';

/**
 * This node's sockets, and delivery to users on every node.
 *
 * While a user has a logged-in socket here, the node is subscribed to the bus topic `user:<uid>`
 * (the bus counts subscriptions per topic, so one per user and node). {@link deliverToUser}
 * publishes a frame on that topic and every node sends it to its own sockets of the user; there is
 * one delivery path, whether the user is on this node, another, or several.
 */
export class ConnectionRegistry implements Delivery {
  readonly #all = new Map<string, Connection>();
  /** A user's sockets here: the one socket itself (most users), or a set once there are several. */
  readonly #byUid = new Map<number, Connection | Set<Connection>>();
  /** Subscriptions to `user:<uid>` made by a login here and not yet live. */
  readonly #subscribing = new Map<number, Promise<void>>();
  readonly #writes = new Set<Promise<unknown>>();
  #nodeSubscription: Unsubscribe | undefined;
  #next = 0;
  /** Completes the QR login of a PC socket an app approved (set by the session area). */
  onPcApproved: ((conn: Connection, uid: number) => Promise<void>) | undefined;

  constructor(private readonly deps: RegistryDeps) {
    this.held = new HeldPublishes(deps.bus, deps.log, deps.now, deps.held);
  }

  /** Listens on this node's own topic (`node:<nodeId>`) for control messages aimed at its sockets. */
  start(): void {
    const topic = topics.node(this.deps.bus.nodeId);
    this.#nodeSubscription = this.deps.bus.subscribe(topic, (payload) => this.#onNodePayload(payload));
  }

  /** A new connection id, unique across nodes. */
  newConnectionId(): string {
    this.#next += 1;
    return `${this.deps.bus.nodeId}/${this.#next}`;
  }

  /** Tracks a new socket until {@link forget} (the socket layer calls it when the socket closes). */
  track(conn: Connection): void {
    this.#all.set(conn.id, conn);
  }

  /** Every open socket of this node. */
  connections(): IterableIterator<Connection> {
    return this.#all.values();
  }

  /** This node's logged-in sockets of one user. */
  local(uid: number): Connection[] {
    const here = this.#byUid.get(uid);
    return here === undefined ? [] : here instanceof Set ? [...here] : [here];
  }

  /**
   * Registers a socket that just logged in under its uid and, for the user's first socket on this
   * node, subscribes to `user:<uid>` and waits (bounded) until the subscription is live.
   */
  async attach(conn: Connection): Promise<void> {
    const uid = conn.uid;
    const here = this.#byUid.get(uid);
    if (here === undefined) {
      this.#byUid.set(uid, conn);
      // NOTE: one handler for every user topic (the uid is read from the topic), and no function
      // kept per user: `forget` unsubscribes by topic and handler (memory per idle socket).
      const { ready } = this.deps.bus.subscribe(topics.user(uid), this.#onUserTopic);
      this.#subscribing.set(uid, ready);
      try {
        await this.#untilLive(uid, ready);
      } finally {
        if (this.#subscribing.get(uid) === ready) this.#subscribing.delete(uid);
      }
      return;
    }
    if (here instanceof Set) here.add(conn);
    else if (here !== conn) this.#byUid.set(uid, new Set([here, conn]));
    const pending = this.#subscribing.get(uid);
    if (pending) await this.#untilLive(uid, pending);
  }

  /** Waits (at most SUBSCRIBE_WAIT_MS) for a user's subscription to be live. */
  async #untilLive(uid: number, ready: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
    });
    try {
      await Promise.race([ready, timeout]);
    } catch (error) {
      this.deps.log.error({ err: error, uid }, 'bus subscription for a user failed');
    } finally {
      clearTimeout(timer);
    }
  }

  readonly #onUserTopic = (payload: Uint8Array, topic: Topic): void => {
    this.#onUserPayload(Number(topic.slice(USER_TOPIC_PREFIX.length)), payload);
  };

  /** Tells every node that `conn` logged in: older sessions of the same user and kind are closed. */
  announceLogin(conn: Connection): Promise<void> {
    if (!conn.kind) return Promise.resolve();
    return this.#publish(topics.user(conn.uid), {
      kind: 'login',
      clientKind: conn.kind,
      deviceid: conn.deviceid,
      connection: conn.id,
    });
  }

  /** Tells every node that these sessions of `uid` were revoked: their sockets are closed. */
  revokeSessions(uid: number, fastkeyHashes: string[], byDevice: string): Promise<void> {
    return this.#publish(topics.user(uid), { kind: 'revoke', fastkeyHashes, byDevice });
  }

  /** Sends message `name` to one socket as a push (seq 0). */
  push<N extends MessageName>(conn: Connection, name: N, value: MessageInit<N>): boolean {
    return this.send(conn, encodeMessage(0, name, value));
  }

  /** Sends an encoded frame to one socket, counting it. */
  send(conn: Connection, frame: Uint8Array): boolean {
    const sent = conn.send(frame);
    if (sent) this.deps.metrics.framesOut += 1;
    return sent;
  }

  /** Delivers an encoded frame to every logged-in socket of `uid`, on every node. */
  deliverToUser(uid: number, frame: Uint8Array, options: DeliveryOptions = {}): Promise<void> {
    const except = options.exceptConnection;
    return this.#publish(topics.user(uid), {
      kind: 'frame',
      frame,
      exceptConnection: typeof except === 'string' ? except : (except?.id ?? ''),
      exceptDevice: options.exceptDevice ?? '',
    });
  }

  /** {@link deliverToUser} for several users (each once). */
  async deliverToUsers(
    uids: Iterable<number>,
    frame: Uint8Array,
    options: DeliveryOptions = {},
  ): Promise<void> {
    await Promise.all([...new Set(uids)].map((uid) => this.deliverToUser(uid, frame, options)));
  }

  /** Tells the node holding connection `connection` that an app approved its QR login as `uid`. */
  approvePc(nodeId: string, connection: string, uid: number): Promise<void> {
    return this.#publish(topics.node(nodeId), { kind: 'pc-approved', connection, uid });
  }

  /** Waits for the writes closing sockets started (last logout times). */
  async drain(): Promise<void> {
    while (this.#writes.size > 0) await Promise.allSettled([...this.#writes]);
  }

  /** Leaves the node topic (the bus itself is closed by the server). */
  stop(): void {
    this.#nodeSubscription?.();
    this.held.stop();
  }

  /** Deliveries held while the bus is away (frames, logins elsewhere, revocations), sent when it is back. */
  readonly held: HeldPublishes;

  #publish(topic: Topic, envelope: Envelope): Promise<void> {
    return this.held.publish(topic, encodeEnvelope(envelope));
  }

  /**
   * The socket is gone: it leaves the node's lists, and the user's bus subscription ends with their
   * last socket here (their logout time is written). Idempotent.
   */
  forget(conn: Connection): void {
    this.#all.delete(conn.id);
    const uid = conn.uid;
    const here = this.#byUid.get(uid);
    if (here instanceof Set) {
      if (!here.delete(conn)) return;
      if (here.size > 1) return;
      const [left] = here;
      if (left) {
        this.#byUid.set(uid, left);
        return;
      }
    } else if (here !== conn) return;
    this.#byUid.delete(uid);
    this.#subscribing.delete(uid);
    this.deps.bus.unsubscribe(topics.user(uid), this.#onUserTopic);
    // NOTE: "last connection" is per node: with several nodes, a user still online on another node
    // gets a logout time here too; the next login there does not clear it, which is what a
    // "last seen" needs (it is only shown while the user is offline).
    const write = this.deps.accounts
      .markLogout(uid, this.deps.now())
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, uid }, 'could not record the logout time'),
      );
    this.#writes.add(write);
    void write.finally(() => this.#writes.delete(write));
  }

  #decode(payload: Uint8Array): Envelope | undefined {
    try {
      return decodeEnvelope(payload);
    } catch (error) {
      this.deps.metrics.badEnvelopes += 1;
      this.deps.log.error({ err: error }, 'bad envelope on the bus');
      return undefined;
    }
  }

  #onUserPayload(uid: number, payload: Uint8Array): void {
    const envelope = this.#decode(payload);
    if (envelope?.kind === 'frame') {
      for (const conn of this.local(uid)) {
        if (conn.id === envelope.exceptConnection || conn.deviceid === envelope.exceptDevice) continue;
        this.send(conn, envelope.frame);
      }
    } else if (envelope?.kind === 'login') {
      this.#closeOlderSessions(uid, envelope);
    } else if (envelope?.kind === 'revoke') {
      this.#closeRevoked(uid, envelope);
    } else if (envelope) {
      this.deps.metrics.badEnvelopes += 1;
      this.deps.log.error({ kind: envelope.kind, uid }, 'envelope kind not expected on a user topic');
    }
  }

  #closeOlderSessions(uid: number, login: Extract<Envelope, { kind: 'login' }>): void {
    for (const conn of this.local(uid)) {
      if (conn.kind !== login.clientKind || conn.id === login.connection || !conn.authenticated) continue;
      if (conn.deviceid === login.deviceid) {
        this.deps.metrics.replaced += 1;
        conn.close(CLOSE.REPLACED, 'replaced by a newer connection of this device');
      } else {
        this.deps.metrics.kickedElsewhere += 1;
        this.push(conn, 'msg_login_elsewhere_notify', { deviceid: login.deviceid });
        conn.close(CLOSE.LOGIN_ELSEWHERE, 'logged in on another device');
      }
    }
  }

  #closeRevoked(uid: number, revoke: Extract<Envelope, { kind: 'revoke' }>): void {
    const hashes = new Set(revoke.fastkeyHashes.map(sessionKeyOf));
    for (const conn of this.local(uid)) {
      if (!conn.authenticated || !hashes.has(conn.sessionKey)) continue;
      this.deps.metrics.kickedElsewhere += 1;
      this.push(conn, 'msg_login_elsewhere_notify', { deviceid: revoke.byDevice });
      conn.close(CLOSE.LOGIN_ELSEWHERE, 'the session was revoked');
    }
  }

  #onNodePayload(payload: Uint8Array): void {
    const envelope = this.#decode(payload);
    if (envelope?.kind !== 'pc-approved') {
      if (envelope) {
        this.deps.metrics.badEnvelopes += 1;
        this.deps.log.error({ kind: envelope.kind }, 'envelope kind not expected on a node topic');
      }
      return;
    }
    const conn = this.#all.get(envelope.connection);
    if (!conn?.open || conn.authenticated || !this.onPcApproved) return;
    this.onPcApproved(conn, envelope.uid).catch((error: unknown) =>
      this.deps.log.error({ err: error, uid: envelope.uid }, 'could not complete an approved PC login'),
    );
  }
}
