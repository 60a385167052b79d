/**
 * The message codec: plain objects in, protobuf bodies and whole frames out, and back.
 *
 * Values are plain objects shaped by net.proto (`gen/types.ts`): int64 fields (chatkey, ms_time,
 * privacy) are `bigint` and stay exact, bytes are `Uint8Array`, lists are arrays, nested records are
 * plain objects. On output every field is present (proto3 defaults where the body left it out); on
 * input every field is optional. Decoding never throws: it returns a {@link Decoded} result.
 *
 * The engine is protobufjs's generated static code (`gen/pbjs/`), the faster of the two libraries
 * measured in `tests/bench/codec.bench.ts`; no other module imports it.
 */
import { indexSchema, type TypeSpec } from './codec-fields';
import { scanBody } from './codec-scan';
import { type Decoded, ProtocolError } from './errors';
import { encodeFrame, type Frame } from './frame';
import { net } from './gen/pbjs/net.js';
import { decoders, encoders, PlainValueError } from './gen/plain.js';
import { SCHEMA } from './gen/schema';
import type { Messages, Records } from './gen/types';
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

interface Engine {
  encode(message: object): { finish(): Uint8Array };
  decode(body: Uint8Array): object;
}

/** Everything the codec needs for one message, looked up once by name. */
interface Codec {
  id: number;
  type: TypeSpec;
  engine: Engine;
  toEngine: (value: unknown) => object;
  fromEngine: (decoded: object) => Record<string, unknown>;
}

const TYPES = indexSchema(SCHEMA);
// NOTE: the generated namespace is typed per message class; the codec only needs encode/decode.
const ENGINE = net as unknown as Readonly<Record<string, Engine>>;
const CODECS = new Map<string, Codec>();

function codecOf(name: string): Codec | undefined {
  let codec = CODECS.get(name);
  if (codec) return codec;
  const [type, engine, toEngine, fromEngine] = [
    TYPES.get(name),
    ENGINE[name],
    encoders[name],
    decoders[name],
  ];
  if (!type || !engine || !toEngine || !fromEngine || !name.startsWith('msg_')) return undefined;
  codec = { id: messageId(name as MessageName), type, engine, toEngine, fromEngine };
  CODECS.set(name, codec);
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
  const codec = codecOf(name);
  if (!codec) throw new ProtocolError('invalid-value', `no message named ${String(name)}`);
  let prepared: object;
  try {
    prepared = codec.toEngine(value);
  } catch (e) {
    if (!(e instanceof PlainValueError)) throw e;
    const at = [name, ...e.path].filter(Boolean).join('.');
    throw new ProtocolError('invalid-value', `${at}: ${e.reason}`, codec.id);
  }
  const bytes = codec.engine.encode(prepared).finish();
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
  const fault = scanBody(TYPES, codec.type, body);
  if (fault) return { ok: false, error: new ProtocolError('invalid-body', fault, codec.id) };
  try {
    const value = codec.fromEngine(codec.engine.decode(body));
    return { ok: true, value: value as unknown as MessageValue<N> };
  } catch (e) {
    // NOTE: the scan above already rejects what protobufjs would throw on; this is the backstop.
    const reason = e instanceof Error ? e.message : String(e);
    return { ok: false, error: new ProtocolError('invalid-body', `${name}: ${reason}`, codec.id) };
  }
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
  return encodeFrame({ seq, id: messageId(name), body: encodeBody(name, value) });
}

/**
 * Decode a frame's body by its message id. `unknown-id` for an id with no message, `invalid-body`
 * for a body that does not decode; both carry the frame's id and seq so a reply can still echo it.
 */
export function decodeMessage(frame: Frame): Decoded<DecodedMessage> {
  const name = messageName(frame.id);
  if (!name) {
    const error = new ProtocolError('unknown-id', `no message with id ${frame.id}`, frame.id, frame.seq);
    return { ok: false, error };
  }
  const body = decodeBody(name, frame.body);
  if (!body.ok) {
    return { ok: false, error: new ProtocolError(body.error.code, body.error.message, frame.id, frame.seq) };
  }
  // NOTE: name and value come from the same registry entry; TypeScript cannot follow that through the union.
  const message = { seq: frame.seq, id: frame.id, name, value: body.value } as DecodedMessage;
  return { ok: true, value: message };
}
