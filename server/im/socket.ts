import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { decodeFrame, type Frame, FrameDecoder, HEADER_SIZE, MAX_BODY } from '../../protocol/frame';
import { CLOSE, Connection, type ConnectionOptions, type Transport } from '../delivery/connection';
import { isLoopbackAddress } from '../http/security';
import type { Dispatcher } from './dispatch';
import { runSessionHooks } from './login';
import type { ImServices } from './types';

/** The path of the WebSocket endpoint, on the HTTP port. */
export const WS_PATH = '/ws';

/** One WebSocket message carries at most one maximal frame (several smaller ones may share it). */
export const MAX_MESSAGE_BYTES = HEADER_SIZE + MAX_BODY;

export interface SocketOptions {
  /** A socket with no frame for this long is closed (ms). */
  idleTimeoutMs: number;
  /** A socket with more than this queued for sending is dropped (bytes). */
  maxBufferedBytes: number;
}

/** A `ws` socket as a connection's transport: methods on the prototype, no closures per socket. */
class WsTransport implements Transport {
  constructor(private readonly ws: WebSocket) {}
  send(data: Uint8Array): void {
    this.ws.send(data, { binary: true });
  }
  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }
  terminate(): void {
    this.ws.terminate();
  }
  get bufferedAmount(): number {
    return this.ws.bufferedAmount;
  }
}

/**
 * The `/ws` endpoint: accepts upgrades on the HTTP server (`ws` in noServer mode, no compression),
 * turns each binary message into frames for the {@link Dispatcher}, closes idle sockets and, on
 * shutdown, every socket.
 */
export class SocketEndpoint {
  // NOTE: no client tracking: the registry knows the sockets (ws's set and close closure per
  // socket would be memory held twice; issue 23).
  readonly #wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: MAX_MESSAGE_BYTES,
  });
  readonly #sweep: NodeJS.Timeout;
  // NOTE: idle sockets are most of a node's memory: every socket shares these (the socket's
  // connection is found through #connOf) instead of holding closures of its own (issue 23).
  readonly #connOf = new WeakMap<WebSocket, Connection>();
  readonly #connectionOptions: ConnectionOptions;
  readonly #onSlowReader: (conn: Connection) => void;
  readonly #onWsMessage: (this: WebSocket, data: RawData, isBinary: boolean) => void;
  readonly #onWsClose: (this: WebSocket) => void;
  readonly #onWsError: (this: WebSocket, error: Error) => void;

  constructor(
    private readonly services: ImServices,
    private readonly dispatcher: Dispatcher,
    private readonly options: SocketOptions,
  ) {
    const { metrics, log } = services;
    const endpoint = this;
    this.#connectionOptions = { maxBufferedBytes: options.maxBufferedBytes, now: services.now };
    this.#onSlowReader = (conn) => {
      metrics.backpressureClosed += 1;
      log.warn({ conn: conn.id, uid: conn.uid }, 'socket dropped: too much queued for a slow reader');
    };
    this.#onWsMessage = function (data, isBinary) {
      const conn = endpoint.#connOf.get(this);
      if (conn) endpoint.#onMessage(conn, data, isBinary);
    };
    this.#onWsClose = function () {
      const conn = endpoint.#connOf.get(this);
      if (conn) endpoint.#onClose(conn);
    };
    this.#onWsError = function (error) {
      // NOTE: ws closes the socket itself after an error (e.g. 1009 for a message over maxPayload).
      log.info({ err: error, conn: endpoint.#connOf.get(this)?.id }, 'socket error');
    };
    // NOTE: one sweep over all sockets instead of a timer per socket reset on every frame.
    const every = Math.max(10, Math.min(5000, Math.floor(options.idleTimeoutMs / 4)));
    this.#sweep = setInterval(() => this.#closeIdle(), every);
    this.#sweep.unref();
  }

  /** Handles an HTTP upgrade request; anything but `/ws` is refused with 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '').split('?')[0];
    if (path !== WS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const loopback = isLoopbackAddress(req.socket.remoteAddress);
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#accept(ws, loopback));
  }

  #accept(ws: WebSocket, loopback: boolean): void {
    const { registry, metrics } = this.services;
    const conn = new Connection(
      registry.newConnectionId(),
      new WsTransport(ws),
      this.#connectionOptions,
      this.#onSlowReader,
    );
    conn.loopback = loopback;
    metrics.connectionsOpened += 1;
    registry.track(conn);
    this.#connOf.set(ws, conn);
    ws.on('message', this.#onWsMessage);
    ws.on('close', this.#onWsClose);
    ws.on('error', this.#onWsError);
  }

  /** The socket is gone: its connection closes, and a session it opened ends after it opened. */
  #onClose(conn: Connection): void {
    this.services.metrics.connectionsClosed += 1;
    this.services.registry.forget(conn);
    conn.markClosed();
    const opened = conn.sessionOpened;
    if (opened) void opened.then(() => runSessionHooks(this.services, conn, 'sessionClosed'));
  }

  #onMessage(conn: Connection, data: RawData, isBinary: boolean): void {
    const { metrics, log } = this.services;
    if (!conn.open) return;
    conn.touch();
    if (!isBinary) {
      metrics.textMessages += 1;
      log.info({ conn: conn.id }, 'text message on the binary protocol');
      conn.close(CLOSE.UNSUPPORTED_DATA, 'binary frames only');
      return;
    }
    const bytes = toBytes(data);
    const frames = splitFrames(bytes);
    if (!frames.ok) {
      metrics.badFraming += 1;
      log.info({ conn: conn.id, reason: frames.reason }, 'broken framing');
      conn.close(CLOSE.PROTOCOL_ERROR, truncateReason(frames.reason));
      return;
    }
    for (const frame of frames.frames) {
      metrics.framesIn += 1;
      this.dispatcher.enqueue(conn, frame);
    }
  }

  #closeIdle(): void {
    const { registry, metrics, now } = this.services;
    const deadline = now() - this.options.idleTimeoutMs;
    for (const conn of registry.connections()) {
      if (conn.open && conn.lastFrameAt < deadline) {
        metrics.idleClosed += 1;
        conn.close(CLOSE.IDLE, 'idle timeout');
      }
    }
  }

  /**
   * Closes every socket with 1001 and waits for them to go (at most `graceMs`, then the rest are
   * dropped), then stops the endpoint.
   */
  async close(graceMs = 1000): Promise<void> {
    clearInterval(this.#sweep);
    const conns = [...this.services.registry.connections()];
    const gone = Promise.all(conns.map((conn) => new Promise<void>((resolve) => conn.onClosed(resolve))));
    for (const conn of conns) conn.close(CLOSE.GOING_AWAY, 'server shutting down');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([gone, late])) === 'late') {
      for (const conn of conns) conn.terminate();
      await gone;
    }
    clearTimeout(timer);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }
}

function toBytes(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}

/**
 * The frames of one WebSocket message: normally exactly one; several concatenated frames are
 * accepted too. Anything else (a short header, a length that does not match) is broken framing.
 */
export function splitFrames(
  bytes: Uint8Array,
): { ok: true; frames: Frame[] } | { ok: false; reason: string } {
  const one = decodeFrame(bytes);
  if (one.ok) return { ok: true, frames: [one.value] };
  if (one.error.code !== 'length-mismatch' || bytes.byteLength < HEADER_SIZE) {
    return { ok: false, reason: one.error.message };
  }
  const decoder = new FrameDecoder();
  const frames: Frame[] = [];
  for (const result of [...decoder.push(bytes), ...decoder.end()]) {
    if (!result.ok) return { ok: false, reason: result.error.message };
    frames.push(result.value);
  }
  return { ok: true, frames };
}

/** Close reasons are limited to 123 bytes by RFC 6455. */
function truncateReason(reason: string): string {
  return reason.length > 120 ? `${reason.slice(0, 117)}...` : reason;
}
