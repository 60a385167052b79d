/** Which client a session belongs to; one live session per user and kind (a pc and an h5 session coexist). */
export type ClientKind = 'h5' | 'pc' | 'app';

/** Lifecycle of one socket. Requests other than login and heartbeat are served only when authenticated. */
export const Status = {
  /** Open, not logged in yet. */
  Connecting: 'connecting',
  /** Logged in: uid, deviceid and kind are set. */
  Authenticated: 'authenticated',
  /** A close was started by the server; nothing more is sent. */
  Closing: 'closing',
  /** The socket is gone. */
  Closed: 'closed',
} as const;
export type Status = (typeof Status)[keyof typeof Status];

/**
 * WebSocket close codes the server uses. 1001-1009 are RFC 6455's; 4000-4999 are the
 * application's own range (RFC 6455 §7.4.2).
 */
export const CLOSE = {
  /** Server shutting down. */
  GOING_AWAY: 1001,
  /** Broken framing (truncated header, length mismatch). */
  PROTOCOL_ERROR: 1002,
  /** A text message: the protocol is binary only. */
  UNSUPPORTED_DATA: 1003,
  /** Too many requests queued, or too many refused requests before login. */
  POLICY: 1008,
  /** Another device of the same kind logged in to this account (after msg_login_elsewhere_notify). */
  LOGIN_ELSEWHERE: 4001,
  /** The same device opened a new connection. */
  REPLACED: 4002,
  /** No frame within the idle timeout. */
  IDLE: 4003,
  /** More than the buffer limit waiting to be sent: the client reads too slowly. */
  SLOW_READER: 4004,
} as const;
export type CloseCode = (typeof CLOSE)[keyof typeof CLOSE];

/** The part of a WebSocket a connection uses; `ws`'s WebSocket is adapted to it in socket.ts. */
export interface Transport {
  /** Queues one binary message. */
  send(data: Uint8Array): void;
  /** Starts the closing handshake (queued after what was sent before). */
  close(code: number, reason: string): void;
  /** Drops the socket at once. */
  terminate(): void;
  /** Bytes queued and not yet written to the network. */
  readonly bufferedAmount: number;
}

/** A read-only view of a connection, for logs, metrics and tests. */
export interface ConnectionSnapshot {
  id: string;
  status: Status;
  uid: number;
  deviceid: string;
  kind: ClientKind | undefined;
  background: boolean;
  lastFrameAt: number;
  lastHeartbeatAt: number;
}

export interface ConnectionOptions {
  /** Above this many bytes queued, the socket is dropped rather than buffering more (slow reader). */
  maxBufferedBytes: number;
  now: () => number;
}

/**
 * One client socket of this node: its status, who it is once logged in, and the bookkeeping the
 * layer needs (last frame time for the idle timeout, refusals before login, the request queue).
 */
/**
 * One settled promise shared by every idle connection (its empty request queue, a session whose
 * hooks ran): an idle socket keeps no promise of its own.
 */
export const SETTLED: Promise<void> = Promise.resolve();

/** A session's key on a connection: the first 52 bits of its fastkey's SHA-256 (hex). */
export function sessionKeyOf(fastkeyHash: string): number {
  return Number.parseInt(fastkeyHash.slice(0, 13), 16);
}

export class Connection {
  #status: Status = Status.Connecting;
  #uid = 0;
  #deviceid = '';
  #kind: ClientKind | undefined;
  /** Made on the first listener: most sockets have none. */
  #closedListeners: (() => void)[] | undefined;
  /** The app moved to the background (msg_set_background_req). */
  background = false;
  /** The client is on this machine (its TCP peer address is loopback): the dev pay provider answers it only. */
  loopback = false;
  lastFrameAt: number;
  lastHeartbeatAt = 0;
  /** Requests refused because the socket is not logged in. */
  refusedBeforeLogin = 0;
  /** Requests received and not yet answered. */
  pending = 0;
  /** The tail of this connection's request queue: requests are served one at a time, in order. */
  queue: Promise<void> = SETTLED;
  /**
   * The session this socket logged in with, as {@link sessionKeyOf} its fastkey's SHA-256 (hex):
   * revoking that session closes it. NOTE: a number, not the 64-character hex (issue 23: memory
   * per idle socket); it is only compared among one user's sockets.
   */
  sessionKey = 0;
  /** The QR-login flow this (PC) socket waits on: the flow's SHA-256 hex and the PC's device id. */
  pcFlow: { hash: string; deviceid: string } | undefined;
  /** The session-opened hooks of this socket's login; the session-closed ones run after them. */
  sessionOpened: Promise<void> | undefined;

  constructor(
    /** Unique across nodes: `<nodeId>/<n>`. */
    readonly id: string,
    private readonly transport: Transport,
    private readonly options: ConnectionOptions,
    /**
     * Called when a send found the buffer over its limit (for the metrics).
     * NOTE: given the connection, so one function serves every socket (no closure per socket).
     */
    private readonly onSlowReader: (conn: Connection) => void,
  ) {
    this.lastFrameAt = options.now();
  }

  get status(): Status {
    return this.#status;
  }
  get authenticated(): boolean {
    return this.#status === Status.Authenticated;
  }
  get open(): boolean {
    return this.#status === Status.Connecting || this.#status === Status.Authenticated;
  }
  /** 0 until logged in. */
  get uid(): number {
    return this.#uid;
  }
  get deviceid(): string {
    return this.#deviceid;
  }
  get kind(): ClientKind | undefined {
    return this.#kind;
  }

  /** Marks the socket logged in. A socket logs in once; a later login must name the same user and device. */
  authenticate(uid: number, deviceid: string, kind: ClientKind): void {
    if (!this.open) throw new Error(`connection ${this.id} is ${this.#status}`);
    if (this.#status === Status.Authenticated && (uid !== this.#uid || deviceid !== this.#deviceid)) {
      throw new Error(`connection ${this.id} is already logged in as ${this.#uid}/${this.#deviceid}`);
    }
    this.#uid = uid;
    this.#deviceid = deviceid;
    this.#kind = kind;
    this.#status = Status.Authenticated;
  }

  /** Records a frame (any frame keeps the socket from idling out). */
  touch(): void {
    this.lastFrameAt = this.options.now();
  }

  /**
   * Sends one encoded frame. Returns false when the socket is not open (nothing sent). When the
   * socket's queue grows past the limit the socket is dropped: a client that does not read must
   * not make the server hold an ever-growing buffer.
   */
  send(frame: Uint8Array): boolean {
    if (!this.open) return false;
    this.transport.send(frame);
    if (this.transport.bufferedAmount > this.options.maxBufferedBytes) {
      this.onSlowReader(this);
      this.#status = Status.Closing;
      this.transport.terminate();
      return false;
    }
    return true;
  }

  /** Starts closing with a code and reason; frames sent before still go out first. Idempotent. */
  close(code: CloseCode, reason: string): void {
    if (!this.open) return;
    this.#status = Status.Closing;
    this.transport.close(code, reason);
  }

  /** Drops the socket without a closing handshake (used when a graceful close does not finish). */
  terminate(): void {
    if (this.#status === Status.Closed) return;
    this.#status = Status.Closing;
    this.transport.terminate();
  }

  /** Calls `listener` once when the socket is gone. */
  onClosed(listener: () => void): void {
    if (this.#status === Status.Closed) {
      listener();
      return;
    }
    this.#closedListeners ??= [];
    this.#closedListeners.push(listener);
  }

  /** The socket is gone (its close event fired). */
  markClosed(): void {
    if (this.#status === Status.Closed) return;
    this.#status = Status.Closed;
    const listeners = this.#closedListeners ?? [];
    this.#closedListeners = undefined;
    for (const listener of listeners) listener();
  }

  getSnapshot(): ConnectionSnapshot {
    return {
      id: this.id,
      status: this.#status,
      uid: this.#uid,
      deviceid: this.#deviceid,
      kind: this.#kind,
      background: this.background,
      lastFrameAt: this.lastFrameAt,
      lastHeartbeatAt: this.lastHeartbeatAt,
    };
  }
}
