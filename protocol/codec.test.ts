import { describe, expect, it } from 'vitest';
import { decodeBody, decodeMessage, encodeBody, encodeMessage, type MessageValue } from './codec';
import type { FieldSpec } from './codec-fields';
import { ProtocolError } from './errors';
import { decodeFrame } from './frame';
import { SCHEMA } from './gen/schema';
import { MESSAGE_NAMES, type MessageName, messageId } from './ids';

type Plain = Record<string, unknown>;
const fieldsOf = (type: string): readonly FieldSpec[] => {
  const fields = (SCHEMA as Record<string, readonly FieldSpec[]>)[type];
  if (!fields) throw new Error(`no type ${type}`);
  return fields;
};

/** A non-default value for one field: the extremes a codec gets wrong first. */
function sample(f: FieldSpec, i: number): unknown {
  switch (f.kind) {
    case 'int32':
      return i % 2 ? -(123_456 + f.no) : 2_147_483_000 + f.no; // negatives are 10-byte varints
    case 'uint32':
      return 4_000_000_000 + f.no; // above int32
    case 'int64':
      return i % 2 ? -(2n ** 62n) - BigInt(f.no) : 2n ** 62n + 12_345n + BigInt(f.no); // beyond 2^53
    case 'string':
      return `球迷 ✓ ${f.name} 🏀 ${i}`;
    case 'bytes':
      return new Uint8Array([0, 255, 128, f.no, i, 0xe4, 0xbd]);
    case 'message':
      return fullValue(f.type as string, i + 1);
  }
}

/** A value of `type` with every field set to a non-default, every list holding 2 or 3 entries. */
function fullValue(type: string, seed = 0): Plain {
  const out: Plain = {};
  for (const f of fieldsOf(type)) {
    out[f.name] = f.repeated
      ? [0, 1, 2].slice(0, 2 + (seed % 2)).map((i) => sample(f, seed + i))
      : sample(f, seed);
  }
  return out;
}

/** The value decoding an empty body must give: every field at its default. */
function defaultValue(type: string): Plain {
  const out: Plain = {};
  for (const f of fieldsOf(type)) {
    if (f.repeated) out[f.name] = [];
    else if (f.kind === 'message') out[f.name] = defaultValue(f.type as string);
    else out[f.name] = { int32: 0, uint32: 0, int64: 0n, string: '', bytes: new Uint8Array(0) }[f.kind];
  }
  return out;
}

describe('codec round trip', () => {
  it.each(MESSAGE_NAMES.map((n) => [n]))('%s: every field set survives encode then decode', (name) => {
    const value = fullValue(name) as MessageValue<MessageName>;
    const body = encodeBody(name, value);
    const back = decodeBody(name, body);
    expect(back.ok ? back.value : back.error).toEqual(value);

    const frame = decodeFrame(encodeMessage(42, name, value));
    if (!frame.ok) throw frame.error;
    const message = decodeMessage(frame.value);
    if (!message.ok) throw message.error;
    expect(message.value).toEqual({ seq: 42, id: messageId(name), name, value });
  });

  it('keeps int64 exact at both ends of its range', () => {
    for (const ms_time of [2n ** 63n - 1n, -(2n ** 63n), 2n ** 53n + 1n, -1n, 1n]) {
      const back = decodeBody('msg_heart_test', encodeBody('msg_heart_test', { ms_time }));
      expect(back.ok && back.value.ms_time).toBe(ms_time);
    }
  });

  it('decodes an empty body to every field at its default, nested records included', () => {
    for (const name of ['msg_get_group_info_rep', 'msg_login_rep', 'msg_user_data_notify'] as const) {
      const back = decodeBody(name, new Uint8Array(0));
      expect(back.ok && back.value).toEqual(defaultValue(name));
    }
  });

  it('encodes defaults as nothing (canonical proto3) and a partial value as its fields only', () => {
    expect(encodeBody('msg_login_req', { uid: 0, fastkey: '', version: '' })).toEqual(new Uint8Array(0));
    expect(encodeBody('msg_offline_data_req', {})).toEqual(new Uint8Array(0));
    const back = decodeBody(
      'msg_send_private_msg_req',
      encodeBody('msg_send_private_msg_req', { recvuid: 9 }),
    );
    expect(back.ok && back.value).toEqual({ ...defaultValue('msg_send_private_msg_req'), recvuid: 9 });
  });

  it('hands out bytes of their own, not views into the frame', () => {
    const frameBytes = encodeMessage(1, 'msg_voice_data_notify', { voice_data: new Uint8Array([1, 2, 3]) });
    const frame = decodeFrame(frameBytes);
    if (!frame.ok) throw frame.error;
    const message = decodeMessage(frame.value);
    if (!message.ok || message.value.name !== 'msg_voice_data_notify') throw new Error('decode failed');
    frameBytes.fill(0);
    expect(message.value.value.voice_data).toEqual(new Uint8Array([1, 2, 3]));
    expect(message.value.value.voice_data.buffer.byteLength).toBe(3);
  });

  it('leaves the value it encodes untouched', () => {
    const value = fullValue('msg_get_msg_list_rep');
    const copy = structuredClone(value);
    encodeBody('msg_get_msg_list_rep', value);
    expect(value).toEqual(copy);
  });
});

describe('codec refuses values of the wrong type', () => {
  const bad: [MessageName, Plain, RegExp][] = [
    ['msg_login_req', { uid: '10001' }, /msg_login_req\.uid: expected an int32, got string "10001"/],
    ['msg_login_req', { uid: 1.5 }, /uid: expected an int32/],
    ['msg_login_req', { uid: 2 ** 31 }, /uid: expected an int32/],
    ['msg_login_rep', { result: -1 }, /result: expected a uint32/],
    ['msg_heart_test', { ms_time: 5 }, /ms_time: expected an int64 bigint, got number 5/],
    ['msg_heart_test', { ms_time: 2n ** 63n }, /ms_time: expected an int64 bigint/],
    ['msg_login_req', { fastkey: 7 }, /fastkey: expected a string/],
    ['msg_send_private_msg_req', { content: 'text' }, /content: expected a Uint8Array/],
    ['msg_online_list_req', { uidlist: 5 }, /uidlist: expected an array of int32/],
    ['msg_online_list_req', { uidlist: [1, 'two'] }, /uidlist\[1\]: expected an int32/],
    ['msg_user_data_notify', { base_data: { coin_list: [{ coin: 1n }] } }, /base_data\.coin_list\[0\]\.coin/],
    ['msg_user_data_notify', { base_data: 'me' }, /base_data: expected a base_info object/],
    ['msg_login_req', { msgType: 1 }, /msg_login_req has no field "msgType"/],
  ];
  it.each(bad)('%s %o', (name, value, message) => {
    const run = () => encodeBody(name, value as never);
    expect(run).toThrow(ProtocolError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (e) {
      expect((e as ProtocolError).code).toBe('invalid-value');
    }
  });

  it('refuses a frame whose body is too large, naming the limit', () => {
    const run = () => encodeMessage(1, 'msg_voice_data_req', { voice_data: new Uint8Array(70_000) });
    expect(run).toThrow(/65535/);
  });
});
