import type { ClientKind } from './connection';

/**
 * What travels on the bus between nodes for the WebSocket layer.
 *
 * NOTE: a small binary envelope rather than JSON, because most payloads are a frame for sockets
 * and should cross the bus as the bytes they are. Layout (big-endian), first byte the kind:
 *
 * ```
 * 1 frame        str exceptConnection, str exceptDevice, then the frame bytes to the end
 * 2 login        u8 client kind (1 h5, 2 pc, 3 app), str deviceid, str connection id
 * 3 pc-approved  str connection id, u32 uid
 * 4 revoke       str fastkey hashes (comma separated), str deviceid of the login that caused it
 * ```
 *
 * `str` is a u16 byte length then UTF-8; an empty string means "none". `frame` goes to `user:<uid>`
 * topics: every node sends the frame to its sockets of that user, skipping the excepted
 * connection or device. `login` goes to `user:<uid>` too: each node closes that user's older
 * sessions of the same kind (other devices get msg_login_elsewhere_notify first). `pc-approved`
 * goes to `node:<nodeId>`, the node holding the PC socket whose QR login an app approved.
 * `revoke` goes to `user:<uid>`: each node closes that user's sockets logged in with one of those
 * fastkeys (after msg_login_elsewhere_notify), whatever their kind.
 */
export type Envelope =
  | { kind: 'frame'; frame: Uint8Array; exceptConnection: string; exceptDevice: string }
  | { kind: 'login'; clientKind: ClientKind; deviceid: string; connection: string }
  | { kind: 'pc-approved'; connection: string; uid: number }
  | { kind: 'revoke'; fastkeyHashes: string[]; byDevice: string };

const KIND_BYTE = { frame: 1, login: 2, 'pc-approved': 3, revoke: 4 } as const;
const CLIENT_KINDS: readonly ClientKind[] = ['h5', 'pc', 'app'];
const MAX_STR = 0xffff;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

class Writer {
  private readonly parts: Uint8Array[] = [];
  private size = 0;
  u8(n: number): this {
    return this.bytes(Uint8Array.of(n));
  }
  u32(n: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, n);
    return this.bytes(b);
  }
  str(s: string): this {
    const b = utf8.encode(s);
    if (b.length > MAX_STR) throw new RangeError(`envelope string of ${b.length} bytes is too long`);
    const head = new Uint8Array(2);
    new DataView(head.buffer).setUint16(0, b.length);
    return this.bytes(head).bytes(b);
  }
  bytes(b: Uint8Array): this {
    this.parts.push(b);
    this.size += b.length;
    return this;
  }
  finish(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

class Reader {
  private at = 0;
  private readonly view: DataView;
  constructor(private readonly b: Uint8Array) {
    this.view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  }
  private need(n: number): void {
    if (this.at + n > this.b.length) throw new EnvelopeError(`envelope truncated at byte ${this.at}`);
  }
  u8(): number {
    this.need(1);
    return this.view.getUint8(this.at++);
  }
  u32(): number {
    this.need(4);
    const n = this.view.getUint32(this.at);
    this.at += 4;
    return n;
  }
  str(): string {
    this.need(2);
    const length = this.view.getUint16(this.at);
    this.at += 2;
    this.need(length);
    const s = this.b.subarray(this.at, this.at + length);
    this.at += length;
    try {
      return fromUtf8.decode(s);
    } catch {
      throw new EnvelopeError('envelope string is not UTF-8');
    }
  }
  rest(): Uint8Array {
    const r = this.b.subarray(this.at);
    this.at = this.b.length;
    return r;
  }
  end(): void {
    if (this.at !== this.b.length)
      throw new EnvelopeError(`${this.b.length - this.at} stray bytes after envelope`);
  }
}

/** A bus payload that is not a valid envelope. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

/** Encodes an envelope for the bus. */
export function encodeEnvelope(envelope: Envelope): Uint8Array {
  const w = new Writer().u8(KIND_BYTE[envelope.kind]);
  switch (envelope.kind) {
    case 'frame':
      return w.str(envelope.exceptConnection).str(envelope.exceptDevice).bytes(envelope.frame).finish();
    case 'login':
      return w
        .u8(CLIENT_KINDS.indexOf(envelope.clientKind) + 1)
        .str(envelope.deviceid)
        .str(envelope.connection)
        .finish();
    case 'pc-approved':
      return w.str(envelope.connection).u32(envelope.uid).finish();
    case 'revoke':
      return w.str(envelope.fastkeyHashes.join(',')).str(envelope.byDevice).finish();
  }
}

/** Decodes a bus payload; throws {@link EnvelopeError} when it is not an envelope. */
export function decodeEnvelope(payload: Uint8Array): Envelope {
  const r = new Reader(payload);
  const kind = r.u8();
  if (kind === KIND_BYTE.frame) {
    const exceptConnection = r.str();
    const exceptDevice = r.str();
    return { kind: 'frame', exceptConnection, exceptDevice, frame: r.rest() };
  }
  if (kind === KIND_BYTE.login) {
    const clientKind = CLIENT_KINDS[r.u8() - 1];
    if (!clientKind) throw new EnvelopeError('envelope has an unknown client kind');
    const deviceid = r.str();
    const connection = r.str();
    r.end();
    return { kind: 'login', clientKind, deviceid, connection };
  }
  if (kind === KIND_BYTE['pc-approved']) {
    const connection = r.str();
    const uid = r.u32();
    r.end();
    return { kind: 'pc-approved', connection, uid };
  }
  if (kind === KIND_BYTE.revoke) {
    const hashes = r.str();
    const byDevice = r.str();
    r.end();
    return { kind: 'revoke', fastkeyHashes: hashes ? hashes.split(',') : [], byDevice };
  }
  throw new EnvelopeError(`unknown envelope kind ${kind}`);
}
