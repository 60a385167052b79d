import type { Kysely } from 'kysely';
import { WebSocket } from 'ws';
import { decodeMessage, encodeMessage, type MessageInit, type MessageValue } from '../../protocol/codec';
import { FrameDecoder } from '../../protocol/frame';
import { type MessageName, messageName, replyOf } from '../../protocol/ids';
import { startSession } from '../../server/accounts/sessions';
import type { ClientKind } from '../../server/delivery/connection';
import type { ReplyName, RequestName } from '../../server/im/types';
import type { Database } from '../../server/store';
import { imCall } from './server';

/** How a socket closed. */
export interface Closed {
  code: number;
  reason: string;
}

/** A frame the client received, decoded. */
export interface Received {
  seq: number;
  name: MessageName;
  value: unknown;
}

interface Waiter {
  name: MessageName;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** A user made through the real HTTP API (IMUser.guestLogin), ready for a socket login. */
export interface TestUser {
  uid: number;
  fastkey: string;
  deviceid: string;
}

// NOTE: 10 s, not 3: on a loaded CI machine (the whole suite at once) a reply took longer than 3 s.
const DEFAULT_TIMEOUT = 10_000;
let deviceCounter = 0;

/** A fresh device id, unique in this test process. */
export function newDeviceId(prefix = 'dev'): string {
  deviceCounter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${deviceCounter}`;
}

/** Creates a guest through POST /api/flashapi.php IMUser.guestLogin and returns its socket credentials. */
export async function createGuest(url: string, deviceid = newDeviceId('guest')): Promise<TestUser> {
  const answer = await imCall(url, 'IMUser.guestLogin', {}, { deviceid });
  if (answer.ret !== 0) throw new Error(`guest login failed: ret ${answer.ret} ${answer.msg}`);
  return { uid: (answer.user as { uid: number }).uid, fastkey: answer.fastkey as string, deviceid };
}

const LOGIN_OF = { h5: 'msg_h5_login_req', app: 'msg_login_req', pc: 'msg_pc_login_req' } as const;
type LoginReply<K extends ClientKind> = MessageValue<ReplyName<(typeof LOGIN_OF)[K]>>;

/**
 * A protocol client over a real WebSocket, as integration tests use it: seq-matched requests,
 * server pushes (seq 0) collected by name, raw sends for broken input, and the close.
 */
export class ImClient {
  #seq = 0;
  readonly #replies = new Map<number, { name: MessageName; waiter: Omit<Waiter, 'name'> }>();
  readonly #pushes: Received[] = [];
  /** Index in #pushes of the next push each name's nextPush returns. */
  readonly #consumed = new Map<MessageName, number>();
  #pushWaiters: Waiter[] = [];
  readonly #closed: Promise<Closed>;
  #closedValue: Closed | undefined;
  /** The socket's last error, if it had one (the close that follows it fails the waiters). */
  socketError: Error | undefined;
  /** Every frame received, in order (replies and pushes). */
  readonly received: Received[] = [];

  private constructor(readonly socket: WebSocket) {
    this.#closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        this.#closedValue = { code, reason: reason.toString('utf8') };
        const error = new Error(`socket closed (${code} ${this.#closedValue.reason})`);
        for (const { waiter, name } of this.#replies.values()) {
          clearTimeout(waiter.timer);
          waiter.reject(new Error(`${name}: ${error.message}`));
        }
        this.#replies.clear();
        for (const w of this.#pushWaiters) {
          clearTimeout(w.timer);
          w.reject(new Error(`waiting for push ${w.name}: ${error.message}`));
        }
        this.#pushWaiters = [];
        resolve(this.#closedValue);
      });
    });
    // NOTE: a socket error (a reset by a stopping server) is always followed by 'close', which
    // fails what waits on this socket; without a listener the error would end the test process.
    socket.on('error', (error) => {
      this.socketError = error;
    });
    socket.on('message', (data, isBinary) => {
      if (!isBinary) throw new Error('the server sent a text message');
      this.#onBytes(new Uint8Array(data as Buffer));
    });
  }

  /** Opens a socket to `<url>/ws` (url is the server's http:// address). */
  static connect(url: string): Promise<ImClient> {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
    socket.binaryType = 'nodebuffer';
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new ImClient(socket)));
      socket.once('error', reject);
    });
  }

  /** Whether the socket is closed. */
  get closed(): Closed | undefined {
    return this.#closedValue;
  }

  /** Logs in with the login message of `kind` (h5: msg_h5_login_req, app: msg_login_req, pc: msg_pc_login_req). */
  async login<K extends ClientKind = 'h5'>(user: TestUser & { kind?: K }): Promise<LoginReply<K>> {
    const name: (typeof LOGIN_OF)[ClientKind] = LOGIN_OF[user.kind ?? 'h5'];
    const { uid, fastkey, deviceid } = user;
    // NOTE: the request name follows `kind`; TypeScript cannot tie the two through the lookup.
    return (await this.request(name, { uid, fastkey, deviceid, version: '2.0' })) as LoginReply<K>;
  }

  /** Sends a request and resolves with its reply's value (matched by seq), or rejects naming the message. */
  request<N extends RequestName>(
    name: N,
    value: MessageInit<N>,
    options: { timeout?: number } = {},
  ): Promise<MessageValue<ReplyName<N>>> {
    this.#seq += 1;
    const seq = this.#seq;
    const reply = replyOf(name);
    if (!reply) throw new Error(`${name} has no reply`);
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#replies.delete(seq);
        reject(new Error(`no ${reply} for ${name} (seq ${seq}) within ${timeout} ms`));
      }, timeout);
      this.#replies.set(seq, {
        name,
        waiter: { resolve: resolve as (value: unknown) => void, reject, timer },
      });
      this.socket.send(encodeMessage(seq, name, value));
    });
  }

  /** Sends raw bytes (one WebSocket binary message) or a text message. */
  sendRaw(data: Uint8Array | string): void {
    this.socket.send(data, { binary: typeof data !== 'string' });
  }

  /** The next push of `name` not yet returned by nextPush: one already received, or the next to come. */
  nextPush<N extends MessageName>(name: N, options: { timeout?: number } = {}): Promise<MessageValue<N>> {
    const from = this.#consumed.get(name) ?? 0;
    const index = this.#pushes.findIndex((p, i) => i >= from && p.name === name);
    const found = this.#pushes[index];
    if (found) {
      this.#consumed.set(name, index + 1);
      return Promise.resolve(found.value as MessageValue<N>);
    }
    if (this.#closedValue) {
      return Promise.reject(new Error(`waiting for push ${name}: socket closed (${this.#closedValue.code})`));
    }
    const timeout = options.timeout ?? DEFAULT_TIMEOUT;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pushWaiters = this.#pushWaiters.filter((w) => w.timer !== timer);
        reject(new Error(`no push ${name} within ${timeout} ms`));
      }, timeout);
      this.#pushWaiters.push({ name, resolve: resolve as (value: unknown) => void, reject, timer });
    });
  }

  /** Every push of `name` received so far. */
  pushes<N extends MessageName>(name: N): MessageValue<N>[] {
    return this.#pushes.filter((p) => p.name === name).map((p) => p.value as MessageValue<N>);
  }

  /** Resolves when the socket is closed, with the close code and reason. */
  waitForClose(timeout = DEFAULT_TIMEOUT): Promise<Closed> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeout} ms`)), timeout);
    });
    return Promise.race([this.#closed, late]).finally(() => clearTimeout(timer));
  }

  /** Closes the socket and waits for it to be closed. */
  async close(): Promise<void> {
    if (!this.#closedValue) this.socket.close(1000, 'test done');
    await this.waitForClose();
  }

  #onBytes(bytes: Uint8Array): void {
    const decoder = new FrameDecoder();
    for (const result of [...decoder.push(bytes), ...decoder.end()]) {
      if (!result.ok) throw new Error(`the server sent a broken frame: ${result.error.message}`);
      const decoded = decodeMessage(result.value);
      if (!decoded.ok) {
        throw new Error(
          `the server sent ${messageName(result.value.id) ?? result.value.id}: ${decoded.error.message}`,
        );
      }
      const { seq, name, value } = decoded.value;
      const received: Received = { seq, name, value };
      this.received.push(received);
      if (seq === 0) this.#onPush(received);
      else this.#onReply(received);
    }
  }

  #onReply(received: Received): void {
    const pending = this.#replies.get(received.seq);
    // NOTE: a reply to a frame sent with sendRaw has no waiter; it is still in `received`.
    if (!pending) return;
    this.#replies.delete(received.seq);
    clearTimeout(pending.waiter.timer);
    const expected = replyOf(pending.name);
    if (received.name !== expected) {
      pending.waiter.reject(new Error(`${pending.name} was answered with ${received.name}, not ${expected}`));
    } else {
      pending.waiter.resolve(received.value);
    }
  }

  #onPush(received: Received): void {
    this.#pushes.push(received);
    const waiter = this.#pushWaiters.find((w) => w.name === received.name);
    if (!waiter) return;
    this.#pushWaiters = this.#pushWaiters.filter((w) => w !== waiter);
    clearTimeout(waiter.timer);
    this.#consumed.set(received.name, this.#pushes.length);
    waiter.resolve(received.value);
  }
}

/**
 * Starts a second session of an existing user on another device, as a password or SMS login on
 * that device would (the same accounts function), without the 30 s SMS resend wait.
 */
export async function addDeviceSession(
  db: Kysely<Database>,
  uid: number,
  deviceid = newDeviceId('second'),
): Promise<TestUser> {
  const { fastkey } = await startSession(db, Date.now(), uid, deviceid, 'phone');
  return { uid, fastkey, deviceid };
}
