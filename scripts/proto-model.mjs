// One parse of protocol/net.proto for the generators (scripts/gen-proto.mjs for the codec's
// protocol/gen/, scripts/gen-bench-peers.mjs for the benchmark's peers): every message and record
// with its fields as the generators need them.
import protobuf from 'protobufjs';

const SCALARS = { int32: 'number', uint32: 'number', int64: 'bigint', string: 'string', bytes: 'Uint8Array' };

/** The fields of one field of net.proto as the generators use them; throws on what the codec does not support. */
const fieldOf = (f) => {
  if (f.map || f.partOf) throw new Error(`gen:proto: ${f.fullName}: maps and oneofs are not supported`);
  const scalar = SCALARS[f.type];
  if (!scalar && !(f.resolve().resolvedType instanceof protobuf.Type)) {
    throw new Error(
      `gen:proto: ${f.fullName}: type ${f.type} is not supported (use ${Object.keys(SCALARS)})`,
    );
  }
  return {
    name: f.name,
    no: f.id,
    kind: scalar ? f.type : 'message',
    repeated: f.repeated,
    type: scalar ? undefined : f.type,
    ts: scalar ?? f.type,
  };
};

/**
 * Parses `file` (a path to net.proto). Returns `types` (protobufjs Types in declaration order),
 * `list` (pairs of [type name, fields]), and the names split into `messages` (msg_*) and `records`.
 */
export function readProto(file) {
  const parsed = new protobuf.Root().loadSync(file, { keepCase: true, alternateCommentMode: true });
  parsed.resolveAll();
  const types = parsed.lookup('net').nestedArray.filter((t) => t instanceof protobuf.Type);
  return {
    types,
    list: types.map((t) => [t.name, t.fieldsArray.map(fieldOf)]),
    messages: types.filter((t) => t.name.startsWith('msg_')),
    records: types.filter((t) => !t.name.startsWith('msg_')),
  };
}
