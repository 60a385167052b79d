/**
 * The hub's one connection to the server (spec 000 §4 "Socket", spec 001 §7, DESIGN §5): connect
 * to the server list in order, send the h5 login on open, heartbeat every 5 s, fail over to the
 * next address after a lag of more than 15 s (waiting 3 s), stop for good on a login-elsewhere
 * notice or a refused login (any result but 1: spec 000 §8 toasts it, `onLoginRefused`), hold requests made while closed for the 4 s delayed send, and match
 * replies to requests by sequence number (and the seq-0 pages of a paged list to the request that
 * opened it, paging.ts).
 */
import {
  decodeFrame,
  decodeMessage,
  encodeBody,
  encodeFrame,
  type MessageName,
  messageId,
  PROTOCOL_VERSION,
  RESULT,
  TIMING,
} from '../../protocol';
import { HubError } from '../errors';
import { consoleLogger, type Logger } from '../log';
import { type Cancel, realTimers, type Timers } from '../timers';
import { type ReplyValue, type RequestInit, type RequestName, replyNameOf } from './messages';
import { isPaged, laneOf, type PagedRequest, PageLanes, pagingRule } from './paging';
import { type PageWait, RequestTable } from './requests';
import type { Transport } from './transport';
import {
  type RequestOptions,
  type SocketOptions,
  type SocketSnapshot,
  type SocketStats,
  Status,
  type StopReason,
} from './types';

export * from './types';

interface Waiter {
  resolve(): void;
  reject(error: HubError): void;
  cancel: Cancel;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** An attempt that has neither opened nor logged in by then is abandoned (as a lagging one is). */
const ATTEMPT_TIMEOUT_MS = TIMING.MAX_LAG_MS;

/** The socket state machine. Read it with `subscribe` / `getSnapshot`. */
export class HubSocket {
  /** Frame counters. */
  readonly stats: SocketStats = { framesIn: 0, framesOut: 0, badFrames: 0, lateReplies: 0, connects: 0 };

  private snapshot: SocketSnapshot = { status: Status.Idle };
  private readonly listeners = new Set<(snapshot: SocketSnapshot) => void>();
  private readonly timers: Timers;
  private readonly log: Logger;
  private readonly requests: RequestTable;
  private readonly lanes = new PageLanes();
  private readonly timeoutMs: number;
  private transport: Transport | null = null;
  /** Bumped per connection attempt: handlers of an older attempt are ignored. */
  private generation = 0;
  private urlIndex = 0;
  private attempt = 0;
  private lastAnswerAt = 0;
  private serverOffsetMs = 0;
  private cancelTick: Cancel = () => {};
  private cancelRetry: Cancel = () => {};
  private cancelAttempt: Cancel = () => {};
  private waiters: Waiter[] = [];

  constructor(private readonly options: SocketOptions) {
    if (options.urls.length === 0) throw new HubError('invalid-argument', 'the server list is empty');
    this.timers = options.timers ?? realTimers;
    this.log = options.logger ?? consoleLogger;
    this.requests = new RequestTable(this.timers);
    this.timeoutMs = options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** The current state. */
  getSnapshot = (): SocketSnapshot => this.snapshot;

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe = (listener: (snapshot: SocketSnapshot) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts connecting at the first address (from Idle or Stopped; otherwise does nothing). */
  start(): void {
    const { status } = this.snapshot;
    if (status !== Status.Idle && status !== Status.Stopped) return;
    this.urlIndex = 0;
    this.attempt = 0;
    this.connect();
  }

  /** Closes the connection and stops reconnecting; pending and waiting requests are rejected. */
  stop(reason: StopReason, detail = ''): void {
    this.teardown(new HubError('stopped', `socket stopped: ${reason}`));
    this.cancelRetry();
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) {
      w.cancel();
      w.reject(new HubError('stopped', `socket stopped: ${reason}`));
    }
    this.set({ status: Status.Stopped, reason, detail });
  }

  /**
   * Something suggests the network is back (the `online` event, a tab became visible): a waiting
   * socket retries at once; an online one sends a heartbeat now to check it still is.
   */
  nudge(): void {
    if (this.snapshot.status === Status.Waiting) {
      this.cancelRetry();
      this.connect();
    } else if (this.snapshot.status === Status.Online) {
      this.heartbeat();
    }
  }

  /**
   * Sends request `name` and resolves with its reply. While the socket is not online the request
   * waits up to `delayMs` (the spec's 4 s delayed send) for it.
   *
   * @throws {HubError} `invalid-argument` (value does not encode, or a paged list), `offline`, `stopped`,
   *   `not-logged-in`, `timeout`, `disconnected`, `bad-reply`.
   */
  async request<N extends RequestName>(
    name: N,
    value: RequestInit<N>,
    options: RequestOptions = {},
  ): Promise<ReplyValue<N>> {
    // A list answered in pages: one reply would be its first page only.
    if (isPaged(name)) throw new HubError('invalid-argument', `${name} is answered in pages: use requestAll`);
    const body = this.encode(name, value);
    await this.whenOnline(options.delayMs ?? TIMING.DELAYED_SEND_MS);
    return this.transmit(name, body, options.timeoutMs ?? this.timeoutMs) as Promise<ReplyValue<N>>;
  }

  /**
   * Sends a request answered in pages (paging.ts: the reply, then seq-0 pages of the same message)
   * and resolves with every page, in order. One such request per list is on the wire at a time:
   * a second waits its turn, or shares the answer of an equal one still waiting. A refusal resolves
   * with its one empty reply. The timeout restarts with every page.
   *
   * @throws {HubError} as {@link request}; `timeout` also when the pages stop before the last.
   */
  async requestAll<N extends PagedRequest>(
    name: N,
    value: RequestInit<N>,
    options: RequestOptions = {},
  ): Promise<ReplyValue<N>[]> {
    const body = this.encode(name, value);
    const rule = pagingRule<RequestName>(name);
    if (!rule) throw new HubError('invalid-argument', `${name} is not answered in pages`);
    const paging: PageWait = { rule, key: rule.key?.request(value as never) };
    const pages = this.lanes.run(laneOf(replyNameOf(name), paging.key), body, async () => {
      await this.whenOnline(options.delayMs ?? TIMING.DELAYED_SEND_MS);
      return this.transmit(name, body, options.timeoutMs ?? this.timeoutMs, paging) as Promise<unknown[]>;
    });
    return pages as Promise<ReplyValue<N>[]>;
  }

  /** Resolves when the socket is online, or rejects after `delayMs` (`offline`) or on a stop. */
  whenOnline(delayMs: number = TIMING.DELAYED_SEND_MS): Promise<void> {
    const { status } = this.snapshot;
    if (status === Status.Online) return Promise.resolve();
    if (status === Status.Idle)
      return Promise.reject(new HubError('not-logged-in', 'the socket is not started'));
    if (status === Status.Stopped) {
      return Promise.reject(new HubError('stopped', `socket stopped: ${this.snapshot.reason}`));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, cancel: () => {} };
      waiter.cancel = this.timers.setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new HubError('offline', `not connected within ${delayMs} ms`));
      }, delayMs);
      this.waiters.push(waiter);
    });
  }

  private encode<N extends RequestName>(name: N, value: RequestInit<N>): Uint8Array {
    try {
      return encodeBody(name, value);
    } catch (e) {
      throw new HubError('invalid-argument', `${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private transmit(
    name: RequestName,
    body: Uint8Array,
    timeoutMs: number,
    paging?: PageWait,
  ): Promise<unknown> {
    const seq = this.requests.nextSeq();
    const reply: MessageName = replyNameOf(name);
    const promise = this.requests.wait(seq, reply, timeoutMs, name, paging);
    if (!this.write(encodeFrame({ seq, id: messageId(name), body }))) {
      this.requests.reject(seq, new HubError('disconnected', `${name}: the connection is closed`));
    }
    return promise;
  }

  private write(frame: Uint8Array): boolean {
    if (!this.transport) return false;
    try {
      this.transport.send(frame);
      this.stats.framesOut++;
      return true;
    } catch (e) {
      this.log.warn('send failed', e);
      return false;
    }
  }

  private connect(): void {
    const generation = ++this.generation;
    const url = this.options.urls[this.urlIndex % this.options.urls.length] as string;
    this.attempt++;
    this.stats.connects++;
    this.set({ status: Status.Connecting, url, attempt: this.attempt });
    this.cancelAttempt = this.timers.setTimeout(() => {
      if (generation === this.generation) this.failover(`no login within ${ATTEMPT_TIMEOUT_MS} ms`);
    }, ATTEMPT_TIMEOUT_MS);
    try {
      this.transport = this.openTransport(url, generation);
    } catch (e) {
      this.failover(`cannot open ${url}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private openTransport(url: string, generation: number): Transport {
    return this.options.transport(url, {
      open: () => {
        if (generation === this.generation) this.opened(url);
      },
      message: (bytes) => {
        if (generation === this.generation) this.received(bytes);
      },
      close: (code, reason) => {
        if (generation === this.generation) this.failover(`closed (${code}${reason ? ` ${reason}` : ''})`);
      },
    });
  }

  private opened(url: string): void {
    this.set({ status: Status.Authenticating, url, attempt: this.attempt });
    this.lastAnswerAt = this.timers.now();
    this.scheduleTick();
    const { uid, fastkey, deviceid } = this.options.credentials;
    const body = this.encode('msg_h5_login_req', { uid, fastkey, deviceid, version: PROTOCOL_VERSION });
    const generation = this.generation;
    this.transmit('msg_h5_login_req', body, this.timeoutMs).then(
      (reply) => {
        if (generation !== this.generation) return;
        const { result } = reply as ReplyValue<'msg_h5_login_req'>;
        if (result === RESULT.SUCCESS) {
          this.loggedIn(url);
          return;
        }
        // NOTE: a refusal is the server's answer, not a lost path: the next address would give
        // the same one, so trying again would loop against it. The user is told; a new login
        // (session restart, another page load) starts the socket again.
        this.stop('auth-failed', `login result ${result}`);
        this.options.onLoginRefused?.(result);
      },
      (error: unknown) => {
        if (generation === this.generation) this.failover(`login: ${String(error)}`);
      },
    );
  }

  private loggedIn(url: string): void {
    this.cancelAttempt();
    this.attempt = 0;
    this.set({ status: Status.Online, url, since: this.timers.now(), serverOffsetMs: this.serverOffsetMs });
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) {
      w.cancel();
      w.resolve();
    }
    this.options.onOnline?.();
  }

  private received(bytes: Uint8Array): void {
    this.stats.framesIn++;
    const frame = decodeFrame(bytes);
    if (!frame.ok) {
      this.stats.badFrames++;
      this.log.warn(`bad frame: ${frame.error.message}`);
      return;
    }
    const decoded = decodeMessage(frame.value);
    if (!decoded.ok) {
      this.stats.badFrames++;
      this.log.warn(`undecodable message: ${decoded.error.message}`);
      return;
    }
    const message = decoded.value;
    if (message.seq !== 0) {
      if (!this.requests.settle(message)) this.stats.lateReplies++;
      return;
    }
    if (this.requests.continuePage(message)) return;
    if (message.name === 'msg_login_elsewhere_notify') {
      // NOTE: another device of the same kind took the session; reconnecting would only kick it
      // back, so the socket stops until the user logs in again.
      this.stop('login-elsewhere', message.value.deviceid);
    }
    this.options.onPush?.(message);
  }

  /** Heartbeat cadence and lag check, every 5 s while a connection is open. */
  private scheduleTick(): void {
    this.cancelTick();
    this.cancelTick = this.timers.setTimeout(() => {
      const lag = this.timers.now() - this.lastAnswerAt;
      if (lag > TIMING.MAX_LAG_MS) {
        this.failover(`no heartbeat answer for ${lag} ms`);
        return;
      }
      this.heartbeat();
      this.scheduleTick();
    }, TIMING.HEARTBEAT_MS);
  }

  private heartbeat(): void {
    // NOTE: the hub sends its own heartbeat (not the server) so that a dead path is noticed from
    // this side: the lag is measured on our clock, from the last answer, so a skewed server clock
    // cannot trigger a failover.
    const now = this.timers.now();
    const body = encodeBody('msg_heart_test', { svr_time: Math.floor(now / 1000), ms_time: BigInt(now) });
    const generation = this.generation;
    this.transmit('msg_heart_test', body, TIMING.MAX_LAG_MS).then(
      (reply) => {
        if (generation !== this.generation) return;
        const answeredAt = this.timers.now();
        this.lastAnswerAt = answeredAt;
        const serverMs = Number((reply as ReplyValue<'msg_heart_test'>).ms_time);
        if (serverMs > 0) this.serverOffsetMs = serverMs - answeredAt;
      },
      () => {
        // A lost heartbeat shows as lag at the next tick.
      },
    );
  }

  /** Drops the connection, waits 3 s, and tries the next address. */
  private failover(reason: string): void {
    this.log.info(`connection lost: ${reason}`);
    this.teardown(new HubError('disconnected', `connection lost: ${reason}`));
    this.urlIndex = (this.urlIndex + 1) % this.options.urls.length;
    const nextUrl = this.options.urls[this.urlIndex] as string;
    const retryAt = this.timers.now() + TIMING.RECONNECT_WAIT_MS;
    this.set({ status: Status.Waiting, nextUrl, retryAt, reason, attempt: this.attempt });
    this.cancelRetry = this.timers.setTimeout(() => this.connect(), TIMING.RECONNECT_WAIT_MS);
  }

  private teardown(error: HubError): void {
    this.generation++;
    this.cancelTick();
    this.cancelAttempt();
    this.transport?.close();
    this.transport = null;
    this.requests.rejectAll(error);
  }

  private set(snapshot: SocketSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of [...this.listeners]) listener(snapshot);
  }
}
