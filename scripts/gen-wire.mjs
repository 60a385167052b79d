// The codec's straight-line wire code (protocol/gen/wire.js), written by `npm run gen:proto`.
//
// Per message and record, one encoder that checks a plain value field by field and writes it
// straight into a protobufjs Writer, and one decoder that reads a protobufjs Reader straight into the
// plain value (every field present, int64 as bigint, bytes copied), checking wire types as it goes.
// NOTE: one walk each way. The earlier plain layer built a protobufjs object from the plain value and
// back (a second walk over every object, plus a separate scan of each body), which halved the
// speed of protobufjs's own generated code; this runs at its speed.

const CHECK = {
  int32: ['(typeof x !== "number" || (x | 0) !== x)', 'an int32', 'x !== 0'],
  uint32: ['(typeof x !== "number" || x >>> 0 !== x)', 'a uint32', 'x !== 0'],
  int64: ['(typeof x !== "bigint" || x < INT64_MIN || x > INT64_MAX)', 'an int64 bigint', 'x !== 0n'],
  string: ['typeof x !== "string"', 'a string', 'x !== ""'],
  bytes: ['!(x instanceof Uint8Array)', 'a Uint8Array', 'x.length !== 0'],
};
const WRITE = {
  int32: 'w.int32(x)',
  uint32: 'w.uint32(x)',
  int64: 'i64w(w, x)',
  string: 'w.string(x)',
  bytes: 'w.bytes(x)',
};
const READ = {
  int32: 'r.int32()',
  uint32: 'r.uint32()',
  int64: 'i64r(r)',
  string: 'r.string()',
  bytes: 'bytes(r)',
};
const ZERO = { int32: '0', uint32: '0', int64: '0n', string: '""', bytes: 'new Uint8Array(0)' };
const NUMERIC = new Set(['int32', 'uint32', 'int64']);
const tagOf = (no, wire) => ((no << 3) | wire) >>> 0;

const RUNTIME = `import $protobuf from "protobufjs/minimal.js";

const Writer = $protobuf.Writer;
const Reader = $protobuf.Reader;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const SAFE = 9007199254740991n;
const TWO_32 = 4294967296;

export class PlainValueError extends Error {
  constructor(field, reason) {
    super(reason);
    this.path = [field];
    this.reason = reason;
  }
}
/** A body that is not a valid encoding of its message; codec.ts reports it as invalid-body. */
export class WireError extends Error {}
const describe = (v) =>
  v === null ? "null" : Array.isArray(v) ? "an array" : v instanceof Uint8Array ? "bytes"
  : typeof v === "string" ? \`string \${JSON.stringify(v.length > 20 ? \`\${v.slice(0, 20)}…\` : v)}\`
  : typeof v === "number" || typeof v === "bigint" || typeof v === "boolean" ? \`\${typeof v} \${String(v)}\`
  : typeof v;
const bad = (field, expected, got) => new PlainValueError(field, \`expected \${expected}, got \${describe(got)}\`);
const at = (e, field) => {
  if (e instanceof PlainValueError) e.path.unshift(field);
  return e;
};
function unknownField(v, known, type) {
  for (const k of Object.keys(v)) {
    if (!known.has(k)) throw new PlainValueError(k, \`\${type} has no field "\${k}"\`);
  }
}
const notObject = (v) => typeof v !== "object" || v === null || Array.isArray(v);
const i64w = (w, x) =>
  w.int64(x >= -SAFE && x <= SAFE ? Number(x) : { low: Number(BigInt.asIntN(32, x)), high: Number(BigInt.asIntN(32, x >> 32n)) });
/** Own enumerable keys of a plain object, counted without making the array Object.keys would. */
function keyCount(v) {
  let c = 0;
  for (const _ in v) c++;
  return c;
}
const eof = (r) => new WireError(\`truncated at byte \${r.pos}\`);
/** A varint read as a signed 64-bit bigint, exact. */
function i64r(r) {
  const buf = r.buf;
  let p = r.pos;
  let lo = 0;
  let hi = 0;
  let b = 0;
  for (let i = 0; i < 4; i++) {
    if (p >= r.len) throw eof(r);
    b = buf[p++];
    lo = (lo | ((b & 127) << (i * 7))) >>> 0;
    if (b < 128) {
      r.pos = p;
      return BigInt(lo);
    }
  }
  if (p >= r.len) throw eof(r);
  b = buf[p++];
  lo = (lo | ((b & 127) << 28)) >>> 0;
  hi = (b & 127) >> 4;
  if (b >= 128) {
    for (let i = 0; ; i++) {
      if (i === 5) throw new WireError(\`over-long varint at byte \${r.pos}\`);
      if (p >= r.len) throw eof(r);
      b = buf[p++];
      hi = (hi | ((b & 127) << (i * 7 + 3))) >>> 0;
      if (b < 128) break;
    }
  }
  r.pos = p;
  hi |= 0;
  return hi >= -0x200000 && hi < 0x200000 ? BigInt(hi * TWO_32 + lo) : (BigInt(hi) << 32n) | BigInt(lo);
}
/** A length-delimited field's end, checked against the enclosing end. */
function lenEnd(r, end) {
  const n = r.uint32();
  const e = r.pos + n;
  if (e > end) throw new WireError(\`length \${n} at byte \${r.pos} runs past the body\`);
  return e;
}
/** The placeholder of an absent bytes field while a body is read (never handed out). */
const NO_BYTES = new Uint8Array(0);
// A copy, not a view into the frame: a stored value must not keep the whole frame alive.
function bytes(r) {
  const e = lenEnd(r, r.len);
  // NOTE: one allocation (slice copies) when the frame is a plain Uint8Array, as codec.ts makes it;
  // a Node Buffer's slice would be a view, so a Buffer is copied through a view.
  const out = r.buf.constructor === Uint8Array ? r.buf.slice(r.pos, e) : new Uint8Array(r.buf.subarray(r.pos, e));
  r.pos = e;
  return out;
}
/** An unknown field: skipped when well formed (a newer peer may send it); a known one with the wrong wire type throws. */
function skip(r, t, known, end) {
  const no = t >>> 3;
  if (no === 0) throw new WireError("invalid field number 0");
  if (known) throw new WireError(\`field \${no} has the wrong wire type \${t & 7}\`);
  switch (t & 7) {
    case 0:
      r.skip();
      break;
    case 1:
      r.skip(8);
      break;
    case 2:
      r.pos = lenEnd(r, end);
      break;
    case 5:
      r.skip(4);
      break;
    default:
      throw new WireError(\`unsupported wire type \${t & 7} in field \${no}\`);
  }
}
`;

/** The source of protocol/gen/wire.js for `list`, pairs of [type name, fields] (fields as gen-proto's fieldOf gives them). */
export function wireCodec(list) {
  let out = RUNTIME;
  for (const [name, fields] of list) {
    const sorted = [...fields].sort((a, b) => a.no - b.no);
    // encoder: checks and writes in one pass
    out += `\nfunction e_${name}(v, w) {\n  if (notObject(v)) throw new PlainValueError("", \`expected a ${name} object, got \${describe(v)}\`);\n`;
    // NOTE: fields are counted as they are read; only a value with more keys than that (an unknown
    // field, or a known one set to undefined) pays for a walk over its keys.
    if (fields.length > 0) out += '  let x;\n  let n = 0;\n';
    for (const f of sorted) {
      out += `  x = v.${f.name};\n  if (x !== undefined) n++;\n  if (x != null) {\n`;
      if (f.repeated) {
        out += `    if (!Array.isArray(x)) throw bad("${f.name}", "an array of ${f.type ?? f.kind}", x);\n`;
        out += '    if (x.length) {\n';
        if (f.kind === 'message') {
          out += `      for (let i = 0; i < x.length; i++) {\n        w.uint32(${tagOf(f.no, 2)}).fork();\n        try {\n          e_${f.type}(x[i], w);\n        } catch (e) {\n          throw at(e, \`${f.name}[\${i}]\`);\n        }\n        w.ldelim();\n      }\n`;
        } else {
          const [test, expected] = CHECK[f.kind];
          const check = `        const y = x[i];\n        if (${test.replaceAll('x', 'y')}) throw bad(\`${f.name}[\${i}]\`, "${expected}", y);\n`;
          const write = WRITE[f.kind].replaceAll('x', 'y');
          if (NUMERIC.has(f.kind)) {
            // proto3 packs repeated numbers
            out += `      w.uint32(${tagOf(f.no, 2)}).fork();\n      for (let i = 0; i < x.length; i++) {\n${check}        ${write};\n      }\n      w.ldelim();\n`;
          } else {
            out += `      for (let i = 0; i < x.length; i++) {\n${check}        ${write.replace('w.', `w.uint32(${tagOf(f.no, 2)}).`)};\n      }\n`;
          }
        }
        out += '    }\n';
      } else if (f.kind === 'message') {
        out += `    w.uint32(${tagOf(f.no, 2)}).fork();\n    try {\n      e_${f.type}(x, w);\n    } catch (e) {\n      throw at(e, "${f.name}");\n    }\n    w.ldelim();\n`;
      } else {
        const [test, expected, nonDefault] = CHECK[f.kind];
        const wire = f.kind === 'string' || f.kind === 'bytes' ? 2 : 0;
        const write =
          f.kind === 'int64'
            ? `i64w(w.uint32(${tagOf(f.no, wire)}), x)`
            : WRITE[f.kind].replace('w.', `w.uint32(${tagOf(f.no, wire)}).`);
        out += `    if (${test}) throw bad("${f.name}", "${expected}", x);\n    if (${nonDefault}) ${write};\n`;
      }
      out += '  }\n';
    }
    out += `  if (${fields.length > 0 ? 'n' : '0'} !== keyCount(v)) unknownField(v, K_${name}, "${name}");\n}\n`;
    out += `const K_${name} = new Set([${fields.map((f) => `"${f.name}"`).join(', ')}]);\n`;

    // decoder: every field present, nested records filled with their zero value when absent
    // NOTE: an absent bytes field gets its own empty array at the end; a shared placeholder
    // meanwhile spares an allocation for every field that is there (most are).
    const init = fields.map((f) =>
      f.repeated
        ? `    ${f.name}: [],\n`
        : f.kind === 'message'
          ? `    ${f.name}: null,\n`
          : `    ${f.name}: ${f.kind === 'bytes' ? 'NO_BYTES' : ZERO[f.kind]},\n`,
    );
    out += `function d_${name}(r, end) {\n  const m = {\n${init.join('')}  };\n`;
    out += '  while (r.pos < end) {\n    const t = r.uint32();\n    switch (t) {\n';
    const known = new Set(fields.map((f) => f.no));
    for (const f of fields) {
      if (f.kind === 'message') {
        const read = `{\n        const e = lenEnd(r, end);\n        const sub = d_${f.type}(r, e);\n        if (r.pos !== e) throw new WireError("${name}.${f.name}: record overruns its length");\n`;
        out += `      case ${tagOf(f.no, 2)}: ${read}        ${f.repeated ? `m.${f.name}.push(sub)` : `m.${f.name} = sub`};\n        break;\n      }\n`;
      } else if (f.repeated && NUMERIC.has(f.kind)) {
        out += `      case ${tagOf(f.no, 2)}: {\n        const e = lenEnd(r, end);\n        while (r.pos < e) m.${f.name}.push(${READ[f.kind]});\n        if (r.pos !== e) throw new WireError("${name}.${f.name}: bad packed list");\n        break;\n      }\n`;
        out += `      case ${tagOf(f.no, 0)}:\n        m.${f.name}.push(${READ[f.kind]});\n        break;\n`;
      } else {
        const wire = f.kind === 'string' || f.kind === 'bytes' ? 2 : 0;
        const read = f.kind === 'string' ? 'str(r, end)' : READ[f.kind];
        out += `      case ${tagOf(f.no, wire)}:\n        ${f.repeated ? `m.${f.name}.push(${read})` : `m.${f.name} = ${read}`};\n        break;\n`;
      }
    }
    const knownTest = known.size ? `[${[...known].join(', ')}].includes(t >>> 3)` : 'false';
    out += `      default:\n        skip(r, t, ${knownTest}, end);\n    }\n  }\n`;
    for (const f of fields) {
      if (f.kind === 'message' && !f.repeated)
        out += `  if (m.${f.name} === null) m.${f.name} = z_${f.type}();\n`;
      if (f.kind === 'bytes' && !f.repeated)
        out += `  if (m.${f.name} === NO_BYTES) m.${f.name} = new Uint8Array(0);\n`;
    }
    out += '  return m;\n}\n';
    const zero = fields.map((f) =>
      f.repeated
        ? `    ${f.name}: [],\n`
        : f.kind === 'message'
          ? `    ${f.name}: z_${f.type}(),\n`
          : `    ${f.name}: ${ZERO[f.kind]},\n`,
    );
    out += `function z_${name}() {\n  return {\n${zero.join('')}  };\n}\n`;
  }
  out += `
// A string whose length runs past the enclosing record is caught here rather than after the record.
function str(r, end) {
  const p = r.pos;
  const e = lenEnd(r, end);
  r.pos = p;
  const s = r.string();
  if (r.pos !== e) throw new WireError("bad string length");
  return s;
}

/** Per message: check a plain value and write its body into a fresh protobufjs Writer after head zero bytes (a multiple of 4, room for a frame header); returns the bytes. */
export const encoders = {
${list.map(([n]) => `  ${n}: (v, head) => {\n    const w = new Writer();\n    for (let i = 0; i < head; i += 4) w.fixed32(0);\n    e_${n}(v, w);\n    return w.finish();\n  },\n`).join('')}};
/** Per message: read a body into its plain value. Throws WireError (or a RangeError from the reader). */
export const decoders = {
${list.map(([n]) => `  ${n}: (body) => {\n    const r = Reader.create(body);\n    return d_${n}(r, r.len);\n  },\n`).join('')}};
`;
  return out;
}

export const WIRE_DTS = `/** A plain value that does not fit its message; codec.ts reports it as ProtocolError('invalid-value'). */
export declare class PlainValueError extends Error {
  /** Field names from the message down to the bad field (\`coin_list[0]\`, \`coin\`); "" for the value itself. */
  readonly path: string[];
  readonly reason: string;
}
/** A body that is not a valid encoding of its message. */
export declare class WireError extends Error {}
/** Per message: check a plain value and encode its body after head zero bytes (a multiple of 4). Throws PlainValueError. */
export declare const encoders: Readonly<Record<string, (value: unknown, head: number) => Uint8Array>>;
/** Per message: decode a body into its plain value. Throws WireError or RangeError. */
export declare const decoders: Readonly<Record<string, (body: Uint8Array) => Record<string, unknown>>>;
`;
