import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chatKey, chatKeyFromString, chatKeyToString, isGroupKey, MAX_UID, peerOf, uidsOf } from './chatkey';

describe('chatKey', () => {
  it('puts the smaller uid in the high 32 bits, symmetrically', () => {
    expect(chatKey(1, 2)).toBe(0x1_0000_0002n);
    expect(chatKey(2, 1)).toBe(0x1_0000_0002n);
    expect(chatKey(100001, 100002)).toBe(429501024667298n);
  });

  it('handles uids near 2^31 without losing bits', () => {
    expect(chatKey(MAX_UID, MAX_UID - 1)).toBe(0x7fff_fffe_7fff_ffffn);
    expect(chatKey(1, MAX_UID)).toBe(0x1_7fff_ffffn);
    expect(uidsOf(chatKey(MAX_UID - 1, MAX_UID))).toEqual([MAX_UID - 1, MAX_UID]);
  });

  it.each([0, -1, 1.5, MAX_UID + 1, 2 ** 32, Number.NaN])('refuses uid %d with a RangeError', (uid) => {
    expect(() => chatKey(uid, 5)).toThrow(RangeError);
    expect(() => chatKey(5, uid)).toThrow(/uidB must be an integer/);
  });

  it('round-trips through uidsOf and peerOf for any two uids', () => {
    const uid = fc.integer({ min: 1, max: MAX_UID });
    fc.assert(
      fc.property(uid, uid, (a, b) => {
        const key = chatKey(a, b);
        expect(key).toBe(chatKey(b, a));
        expect(isGroupKey(key)).toBe(false);
        expect(uidsOf(key)).toEqual([Math.min(a, b), Math.max(a, b)]);
        expect(peerOf(key, a)).toBe(b);
        expect(peerOf(key, b)).toBe(a);
        expect(chatKeyFromString(chatKeyToString(key))).toBe(key);
      }),
    );
  });
});

describe('group keys', () => {
  it('are positive keys below 2147483647, as bigint or number', () => {
    expect(isGroupKey(1)).toBe(true);
    expect(isGroupKey(2147483646n)).toBe(true);
    expect(isGroupKey(2147483647)).toBe(false);
    expect(isGroupKey(2147483647n)).toBe(false);
    expect(isGroupKey(0)).toBe(false);
    expect(isGroupKey(-5n)).toBe(false);
    expect(isGroupKey(1.5)).toBe(false);
  });

  it('have no uids or peer', () => {
    expect(() => uidsOf(12345n)).toThrow(/group key/);
    expect(() => peerOf(12345n, 1)).toThrow(RangeError);
  });
});

describe('malformed keys', () => {
  it('refuse keys no pair of uids produces', () => {
    expect(() => uidsOf(0x5_0000_0003n)).toThrow(/smaller uid in the high/);
    expect(() => uidsOf(0x8000_0000_8000_0001n)).toThrow(RangeError);
    expect(() => uidsOf(2n ** 64n)).toThrow(RangeError);
  });

  it('refuse a uid that is not a party', () => {
    expect(() => peerOf(chatKey(3, 4), 5)).toThrow(/not a party/);
  });
});

describe('string form', () => {
  it('is plain decimal', () => {
    expect(chatKeyToString(chatKey(MAX_UID - 1, MAX_UID))).toBe('9223372030412324863');
    expect(chatKeyFromString('4294967298')).toBe(chatKey(1, 2));
    expect(chatKeyFromString('18446744073709551615')).toBe(2n ** 64n - 1n);
  });

  it.each(['', '-1', ' 12', '1e5', '0x10', '12.0', '18446744073709551616', '123456789012345678901'])(
    'refuses %j',
    (text) => {
      expect(() => chatKeyFromString(text)).toThrow(RangeError);
    },
  );
});
