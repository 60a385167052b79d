/**
 * The message codec: plain objects in, protobuf bodies and whole frames out, and back.
 *
 * Values are plain objects shaped by net.proto (`gen/types.ts`): int64 fields (chatkey, ms_time,
 * privacy) are `bigint` and stay exact, bytes are `Uint8Array`, lists are arrays, nested records are
 * plain objects. On output every field is present (proto3 defaults where the body left it out); on
 * input every field is optional. Decoding never throws: it returns a {@link Decoded} result.
 *
 * The engine is straight-line code generated per message (`gen/wire.js`) over protobufjs's Reader
 * and Writer, the faster of the two libraries measured in `tests/bench/codec.bench.ts`: one pass
 * checks and writes a plain value, one pass reads and checks a body into its plain value.
 */
import { indexSchema, type TypeSpec } from './codec-fields';
import { scanBody } from './codec-scan';
import { type Decoded, ProtocolError } from './errors';
import { type Frame, HEADER_SIZE, writeHeader } from './frame';
import { SCHEMA } from './gen/schema';
import type { Messages, Records } from './gen/types';
import { decoders, encoders, PlainValueError } from './gen/wire.js';
import { type IdOf, type MessageName, messageId, messageName } from './ids';

/** The plain value of message `N`, as decoded: every field present. */
export type MessageValue<N extends MessageName> = Messages[N];

/** The plain value of a shared record of net.proto (`base_info`, `chat_msg`, …). */
export type RecordValue<R extends keyof Records> = Records[R];

/** A value to encode as message `N`: any field, nested or not, may be left out (it then encodes as its default). */
export type MessageInit<N extends MessageName> = Init<Messages[N]>;

/** Deep-optional form of a plain value: bytes and bigints stay as they are. */
export type Init<T> = {
  [K in keyof T]?: T[K] extends readonly (infer E)[] ? InitItem<E>[] : InitItem<T[K]>;
};
type InitItem<T> = T extends Uint8Array | bigint | number | string ? T : Init<T>;

/** A decoded frame: its header, the message's name and its plain value, discriminated by `name`. */
export type DecodedMessage = {
  [N in MessageName]: { seq: number; id: IdOf<N>; name: N; value: MessageValue<N> };
}[MessageName];

/** Everything the codec needs for one message, looked up once by name. */
interface Codec {
  name: MessageName;
  id: number;
  type: TypeSpec;
  /** The body, after `head` zero bytes left for a frame header. */
  encode: (value: unknown, head: number) => Uint8Array;
  decode: (body: Uint8Array) => Record<string, unknown>;
}

const TYPES = indexSchema(SCHEMA);
const CODECS = new Map<string, Codec>();

function codecOf(name: string): Codec | undefined {
  let codec = CODECS.get(name);
  if (codec) return codec;
  const [type, encode, decode] = [TYPES.get(name), encoders[name], decoders[name]];
  if (!type || !encode || !decode || !name.startsWith('msg_')) return undefined;
  codec = { name: name as MessageName, id: messageId(name as MessageName), type, encode, decode };
  CODECS.set(name, codec);
  return codec;
}

/** Codecs by message id, filled on first use (a frame's id needs no name lookup after that). */
const CODECS_BY_ID: (Codec | undefined)[] = [];

function codecById(id: number): Codec | undefined {
  const known = CODECS_BY_ID[id];
  if (known) return known;
  const name = messageName(id);
  const codec = name ? codecOf(name) : undefined;
  if (codec) CODECS_BY_ID[id] = codec;
  return codec;
}

/**
 * Encode a message body.
 *
 * @throws {ProtocolError} `invalid-value` when a field has the wrong type or range (an int32 that is
 *   not an integer, a number where an int64 bigint is due, an unknown field name, …), naming the
 *   field's path; nothing is encoded then.
 */
export function encodeBody<N extends MessageName>(name: N, value: MessageInit<N>): Uint8Array {
  return encodeAfter(name, value, 0);
}

/** Encode `value` as message `name` after `head` bytes left free; see {@link encodeBody}. */
function encodeAfter(name: MessageName, value: unknown, head: number): Uint8Array {
  const codec = codecOf(name);
  if (!codec) throw new ProtocolError('invalid-value', `no message named ${String(name)}`);
  let bytes: Uint8Array;
  try {
    bytes = codec.encode(value, head);
  } catch (e) {
    if (!(e instanceof PlainValueError)) throw e;
    const at = [name, ...e.path].filter(Boolean).join('.');
    throw new ProtocolError('invalid-value', `${at}: ${e.reason}`, codec.id);
  }
  // Node's protobufjs writer returns a Buffer; hand out a plain Uint8Array view of the same bytes.
  return bytes.constructor === Uint8Array
    ? bytes
    : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

/**
 * Decode a message body. A body that is not a valid encoding of the message (truncated, a wrong
 * wire type for a known field, a length running past the end) gives `invalid-body`; never throws.
 */
export function decodeBody<N extends MessageName>(name: N, body: Uint8Array): Decoded<MessageValue<N>> {
  const codec = codecOf(name);
  if (!codec)
    return { ok: false, error: new ProtocolError('unknown-id', `no message named ${String(name)}`) };
  try {
    const value = codec.decode(body);
    return { ok: true, value: value as unknown as MessageValue<N> };
  } catch (e) {
    return { ok: false, error: invalidBody(codec, body, e) };
  }
}

/**
 * Why a body did not decode. NOTE: the decoder stops at the first fault; the scan then names it
 * precisely (which field, which byte). Only bodies that fail pay for it.
 */
function invalidBody(codec: Codec, body: Uint8Array, e: unknown, seq?: number): ProtocolError {
  const fault = scanBody(TYPES, codec.type, body);
  const reason = fault ?? `${codec.name}: ${e instanceof Error ? e.message : String(e)}`;
  return new ProtocolError('invalid-body', reason, codec.id, seq);
}

/**
 * Encode a whole frame: header (seq, the message's id, body length) and body.
 *
 * @throws {ProtocolError} `invalid-value` as {@link encodeBody}; `body-too-large` past 65,535 bytes;
 *   `bad-header` for a seq outside 0..2^32-1.
 */
export function encodeMessage<N extends MessageName>(
  seq: number,
  name: N,
  value: MessageInit<N>,
): Uint8Array {
  const frame = encodeAfter(name, value, HEADER_SIZE);
  writeHeader(frame, seq, (CODECS.get(name) as Codec).id);
  return frame;
}

/**
 * Decode a frame's body by its message id. `unknown-id` for an id with no message, `invalid-body`
 * for a body that does not decode; both carry the frame's id and seq so a reply can still echo it.
 */
export function decodeMessage(frame: Frame): Decoded<DecodedMessage> {
  const codec = codecById(frame.id);
  if (!codec) {
    const error = new ProtocolError('unknown-id', `no message with id ${frame.id}`, frame.id, frame.seq);
    return { ok: false, error };
  }
  let value: Record<string, unknown>;
  try {
    value = codec.decode(frame.body);
  } catch (e) {
    return { ok: false, error: invalidBody(codec, frame.body, e, frame.seq) };
  }
  // NOTE: name and value come from the same registry entry; TypeScript cannot follow that through the union.
  const message = { seq: frame.seq, id: frame.id, name: codec.name, value } as DecodedMessage;
  return { ok: true, value: message };
}
