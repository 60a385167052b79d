import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody, decodeMessage, encodeMessage } from './codec';
import type { Decoded } from './errors';
import { decodeFrame } from './frame';
import type { MessageName } from './ids';

const hex = (s: string) => Uint8Array.from(s.split(/\s+/).filter(Boolean), (b) => Number.parseInt(b, 16));
const errorOf = <T>(d: Decoded<T>) => (d.ok ? undefined : d.error);

// Written by hand from spec 001 §7 (u32 seq, u16 id, u16 length, big-endian) and the protobuf
// encoding rules (tag = field << 3 | wire type; varints 7 bits at a time, low group first).
const GOLDEN = [
  {
    what: 'heartbeat: svr_time 1700000000, ms_time 1700000000123',
    seq: 1,
    name: 'msg_heart_test',
    value: { svr_time: 1_700_000_000, ms_time: 1_700_000_000_123n },
    bytes: hex(`00 00 00 01  03 e8  00 0d
                08 80 e2 cf aa 06
                10 fb d0 95 ff bc 31`),
  },
  {
    what: 'login request: uid 10001, fastkey "k1", deviceid "dev", version "2.0" (phonenum empty, so absent)',
    seq: 2,
    name: 'msg_login_req',
    value: { uid: 10001, fastkey: 'k1', phonenum: '', deviceid: 'dev', version: '2.0' },
    bytes: hex(`00 00 00 02  03 e9  00 11
                08 91 4e
                12 02 6b 31
                22 03 64 65 76
                2a 03 32 2e 30`),
  },
  {
    what: 'online state request for uid -1: a negative int32 takes ten varint bytes',
    seq: 0xfffffffe,
    name: 'msg_online_state_req',
    value: { uid: -1 },
    bytes: hex(`ff ff ff fe  04 21  00 0b
                08 ff ff ff ff ff ff ff ff ff 01`),
  },
  {
    what: 'red dot push (seq 0): chatkey 2^62 + 5 inside a nested red_info, content "好"',
    seq: 0,
    name: 'msg_red_dot_notify',
    value: {
      red: {
        redtype: 1,
        chatkey: 2n ** 62n + 5n,
        uid: 0,
        content: new Uint8Array([0xe5, 0xa5, 0xbd]),
        unread_apply_num: 0,
      },
    },
    bytes: hex(`00 00 00 00  04 b1  00 13
                0a 11
                   08 01
                   10 85 80 80 80 80 80 80 80 40
                   22 03 e5 a5 bd`),
  },
] as const;

describe('golden frames', () => {
  it.each(GOLDEN)('$what', ({ seq, name, value, bytes }) => {
    expect(encodeMessage(seq, name, value)).toEqual(bytes);
    const frame = decodeFrame(bytes);
    if (!frame.ok) throw frame.error;
    const message = decodeMessage(frame.value);
    expect(message.ok && message.value.seq).toBe(seq);
    expect(message.ok && message.value.name).toBe(name);
    expect(message.ok && message.value.value).toMatchObject(value);
  });
});

describe('decoding bad input gives typed errors, never a throw', () => {
  it('an id with no message: unknown-id, carrying the id and seq', () => {
    const error = errorOf(decodeMessage({ seq: 77, id: 999, body: new Uint8Array(0) }));
    expect(error).toMatchObject({ name: 'ProtocolError', code: 'unknown-id', messageId: 999, seq: 77 });
  });

  const badBodies: [string, MessageName, Uint8Array, RegExp][] = [
    [
      'bytes 0xff 0xff… (a tag that never ends)',
      'msg_login_req',
      hex('ff ff ff ff ff ff ff ff ff ff ff'),
      /tag/,
    ],
    ['a truncated varint', 'msg_login_req', hex('08 80'), /truncated varint/],
    [
      'an int32 sent length-delimited (wrong wire type)',
      'msg_login_req',
      hex('0a 01 41'),
      /uid: wire type 2/,
    ],
    ['a string sent as a varint (wrong wire type)', 'msg_login_req', hex('10 05'), /fastkey: wire type 0/],
    [
      'an int64 sent as fixed64 (wrong wire type)',
      'msg_heart_test',
      hex('11 01 02 03 04 05 06 07 08'),
      /ms_time/,
    ],
    ['a length running past the body', 'msg_login_req', hex('12 09 6b 31'), /runs past the body/],
    ['wire type 7', 'msg_login_req', hex('0f'), /unsupported wire type 7/],
    ['a group (wire type 3)', 'msg_login_req', hex('0b 0c'), /unsupported wire type 3/],
    ['field number 0', 'msg_login_req', hex('00 01'), /field number 0/],
    ['a broken nested record', 'msg_user_data_notify', hex('0a 02 12 05'), /base_info: field 2 length 5/],
    ['a broken packed list', 'msg_online_list_req', hex('0a 02 01 80'), /packed list/],
  ];
  it.each(badBodies)('%s: invalid-body', (_what, name, body, reason) => {
    const error = errorOf(decodeBody(name, body));
    expect(error?.code).toBe('invalid-body');
    expect(error?.message).toMatch(reason);
  });

  it('a bad body inside a frame keeps the frame id and seq on the error', () => {
    const error = errorOf(decodeMessage({ seq: 5, id: 1001, body: hex('08 80') }));
    expect(error).toMatchObject({ code: 'invalid-body', messageId: 1001, seq: 5 });
  });

  it('accepts well-formed fields it does not know (a newer peer) and packed or unpacked lists', () => {
    const withUnknown = decodeBody(
      'msg_heart_test',
      hex('08 05  f8 01 07  82 02 02 aa bb  8d 02 01 02 03 04'),
    );
    expect(withUnknown).toEqual({ ok: true, value: { svr_time: 5, ms_time: 0n } });
    const packed = decodeBody('msg_online_list_req', hex('0a 03 01 02 03'));
    const unpacked = decodeBody('msg_online_list_req', hex('08 01 08 02 08 03'));
    expect(packed).toEqual({ ok: true, value: { uidlist: [1, 2, 3] } });
    expect(unpacked).toEqual(packed);
  });
});

describe('decoding random bytes (property)', () => {
  const names: MessageName[] = [
    'msg_heart_test',
    'msg_login_req',
    'msg_get_msg_list_rep',
    'msg_get_group_info_rep',
    'msg_friend_list_rep',
    'msg_red_dot_notify',
    'msg_create_goods_req',
  ];
  it.each(names.map((n) => [n]))(
    '%s: 3,000 random bodies never throw; each is a value or invalid-body',
    (name) => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 200 }), (body) => {
          const result = decodeBody(name, body);
          if (!result.ok) expect(result.error.code).toBe('invalid-body');
          else expect(typeof result.value).toBe('object');
        }),
        { numRuns: 3000 },
      );
    },
  );

  it('random frames for random ids never throw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), fc.uint8Array({ maxLength: 64 }), (id, body) => {
        const result = decodeMessage({ seq: 1, id, body });
        if (!result.ok) expect(['unknown-id', 'invalid-body']).toContain(result.error.code);
      }),
      { numRuns: 3000 },
    );
  });
});
