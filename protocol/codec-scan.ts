import type { TypeSpec } from './codec-fields';

// Protobuf wire types (https://protobuf.dev/programming-guides/encoding/#structure).
const VARINT = 0;
const I64 = 1;
const LEN = 2;
const I32 = 5;

/** Where a body stopped making sense as its message: a reason for a typed `invalid-body` error. */
export type ScanFault = string;

/**
 * Walks a protobuf body against its message's fields without building anything, and reports the
 * first structural fault: a truncated or over-long varint, a length running past the end, a
 * reserved or group wire type, field number 0, or a known field sent with the wrong wire type
 * (which the generated decoders would otherwise read as garbage). Unknown fields are allowed
 * (a newer peer may send them) as long as they are well formed. Returns `null` when the body is sound.
 */
export function scanBody(
  types: ReadonlyMap<string, TypeSpec>,
  type: TypeSpec,
  buf: Uint8Array,
  start = 0,
  end = buf.length,
): ScanFault | null {
  let pos = start;
  while (pos < end) {
    const tag = readVarint(buf, pos, end);
    if (tag < 0) return `${type.name}: truncated or over-long tag at byte ${pos}`;
    pos = varintEnd;
    const no = Math.floor(tag / 8);
    const wire = tag % 8;
    if (no === 0 || no > 0x1fffffff) return `${type.name}: invalid field number ${no}`;
    const field = type.byNo.get(no);
    switch (wire) {
      case VARINT: {
        if (readVarint(buf, pos, end) < 0) return `${type.name}: truncated varint in field ${no}`;
        pos = varintEnd;
        if (field && (field.kind === 'string' || field.kind === 'bytes' || field.kind === 'message')) {
          return `${type.name}.${field.name}: wire type 0 (varint) where ${field.kind} needs 2 (length)`;
        }
        break;
      }
      case LEN: {
        const len = readVarint(buf, pos, end);
        if (len < 0) return `${type.name}: truncated length in field ${no}`;
        pos = varintEnd;
        if (len > end - pos) return `${type.name}: field ${no} length ${len} runs past the body`;
        const bodyEnd = pos + len;
        if (field?.kind === 'message') {
          const inner = types.get(field.type ?? '');
          if (!inner) return `${type.name}.${field.name}: unknown record ${field.type}`;
          const fault = scanBody(types, inner, buf, pos, bodyEnd);
          if (fault) return fault;
        } else if (field && field.kind !== 'string' && field.kind !== 'bytes') {
          // A length-delimited number is only valid as a packed list of varints.
          if (!field.repeated)
            return `${type.name}.${field.name}: wire type 2 (length) for a single ${field.kind}`;
          for (let p = pos; p < bodyEnd; p = varintEnd) {
            if (readVarint(buf, p, bodyEnd) < 0)
              return `${type.name}.${field.name}: bad varint in packed list`;
          }
        }
        pos = bodyEnd;
        break;
      }
      case I64:
      case I32: {
        const size = wire === I64 ? 8 : 4;
        if (size > end - pos) return `${type.name}: fixed-size field ${no} runs past the body`;
        if (field)
          return `${type.name}.${field.name}: wire type ${wire} (fixed) where ${field.kind} needs a varint or length`;
        pos += size;
        break;
      }
      default:
        // 3 and 4 are proto2 groups (never used by net.proto), 6 and 7 do not exist.
        return `${type.name}: unsupported wire type ${wire} in field ${no}`;
    }
  }
  return null;
}

// NOTE: readVarint reports where the varint ended through this variable rather than an object, so the
// scan allocates nothing (it runs on every body received).
let varintEnd = 0;

/**
 * Read one varint (at most 10 bytes) and set `varintEnd`; -1 when truncated or over-long. Values past
 * 2^53 lose precision, which only matters for tags and lengths, where anything that large is invalid.
 */
function readVarint(buf: Uint8Array, pos: number, end: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < 10; i++) {
    if (pos + i >= end) return -1;
    const byte = buf[pos + i] as number;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) {
      varintEnd = pos + i + 1;
      return value;
    }
    scale *= 128;
  }
  return -1;
}
