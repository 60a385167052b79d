import { describe, expect, it, test } from 'vitest';
import {
  ADMIN_PERM,
  type AdminPerm,
  canGrant,
  canMoveOrder,
  hasPermission,
  isFinalOrderStatus,
  isPayChannel,
  isServiceUid,
  LEVELS,
  levelFor,
  liveKind,
  MSG_TYPE,
  orderMove,
  PAY_CHANNELS,
  PERMISSION_ALL,
  permissionMask,
  ORDER_STATUS as S,
  sendRule,
  siteIdOf,
} from './enums';

describe('order moves', () => {
  it('allows exactly the moves of the escrow table', () => {
    const allowed = new Set(['1>2', '1>5', '1>6', '2>3', '2>4', '4>3', '4>7']);
    for (let from = 1; from <= 7; from++) {
      for (let to = 1; to <= 7; to++) {
        expect(canMoveOrder(from, to), `${from} -> ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('says who moves and when', () => {
    expect(orderMove(S.PAID, S.COMPLETED)?.by).toBe('seller');
    expect(orderMove(S.WAITING_PAYMENT, S.CANCELLED_BY_TIMEOUT)).toMatchObject({
      by: 'system',
      afterMs: 900_000,
    });
    expect(orderMove(S.PAID, S.APPEAL)).toMatchObject({ by: 'either', afterMs: 900_000 });
    // The seller cannot cancel once paid: no move from PAID to any cancelled status.
    expect(canMoveOrder(S.PAID, S.CANCELLED_BY_BUYER)).toBe(false);
  });

  it('marks completed and cancelled orders final', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isFinalOrderStatus)).toEqual([3, 5, 6, 7]);
  });
});

describe('levelFor', () => {
  it.each([
    [0, 'newcomer'],
    [99, 'newcomer'],
    [100, 'bronze'],
    [499, 'bronze'],
    [500, 'silver'],
    [1999, 'silver'],
    [2000, 'gold'],
    [4999, 'gold'],
    [5000, 'platinum'],
    [19999, 'platinum'],
    [20000, 'diamond'],
    [10_000_000, 'diamond'],
    [-5, 'newcomer'],
  ])('%i points is %s', (points, name) => {
    const level = levelFor(points);
    expect(level.name).toBe(name);
    expect(LEVELS[level.index]?.name).toBe(name);
  });
});

describe('admin permissions', () => {
  const bits = Object.values(ADMIN_PERM);

  it('has twelve bits, all held by the host mask', () => {
    expect(bits).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const bit of bits) expect(hasPermission(PERMISSION_ALL, bit)).toBe(true);
    expect(permissionMask(...bits)).toBe(PERMISSION_ALL);
  });

  it('reads single bits of a mask, including from unsigned 32-bit wire values', () => {
    const mask = permissionMask(ADMIN_PERM.MUTE_MEMBERS, ADMIN_PERM.SEND_RED_PACKETS);
    expect(mask).toBe(0b1000_0000_0100);
    expect(bits.filter((b) => hasPermission(mask, b))).toEqual([2, 11]);
    expect(hasPermission(0xffff_ffff, ADMIN_PERM.PIN_MESSAGES)).toBe(true);
    expect(() => hasPermission(1, 12 as AdminPerm)).toThrow(RangeError);
  });

  it('lets an admin grant only bits it holds, and only with ADD_ADMINS', () => {
    const granter = permissionMask(
      ADMIN_PERM.ADD_ADMINS,
      ADMIN_PERM.DELETE_MESSAGES,
      ADMIN_PERM.PIN_MESSAGES,
    );
    expect(canGrant(granter, permissionMask(ADMIN_PERM.DELETE_MESSAGES))).toBe(true);
    expect(canGrant(granter, permissionMask(ADMIN_PERM.MUTE_MEMBERS))).toBe(false);
    expect(
      canGrant(permissionMask(ADMIN_PERM.DELETE_MESSAGES), permissionMask(ADMIN_PERM.DELETE_MESSAGES)),
    ).toBe(false);
    expect(canGrant(PERMISSION_ALL, PERMISSION_ALL)).toBe(true);
  });
});

describe('group send limits', () => {
  it.each([
    [0, { kind: 'all' }],
    [1, { kind: 'admins-only' }],
    [10, { kind: 'slow', seconds: 10 }],
    [300, { kind: 'slow', seconds: 300 }],
    [2, null],
    [9, null],
    [-1, null],
    [10.5, null],
  ])('send_msg_limits %d', (value, rule) => {
    expect(sendRule(value)).toEqual(rule);
  });
});

describe('small lookups', () => {
  it('knows the service uids, pay channels and live kinds of the spec', () => {
    expect([9999, 10000, 10001, 10010].every(isServiceUid)).toBe(true);
    expect(isServiceUid(10002)).toBe(false);
    expect(PAY_CHANNELS).toHaveLength(31);
    expect([1, 25, 50, 60, 63, 100].every(isPayChannel)).toBe(true);
    expect([0, 26, 49, 64, 99, 101].some(isPayChannel)).toBe(false);
    expect([1, 2, 4, 3, 0].map(liveKind)).toEqual([
      'anchor-talk',
      'current-sound',
      'movie-playback',
      'high-quality',
      'high-quality',
    ]);
    expect(new Set(Object.values(MSG_TYPE)).size).toBe(Object.keys(MSG_TYPE).length);
  });
});

describe('siteIdOf (spec 000 §9: site id 3, 1 for standalone non-login calls)', () => {
  test('the login calls send 3', () => {
    for (const m of ['IMUser.guestLogin', 'IMUser.verifyLogin', 'IMUser.passwdLogin', 'IMUser.fastLogin']) {
      expect(siteIdOf(m)).toBe(3);
    }
  });
  test('the standalone calls send 1', () => {
    for (const m of [
      'IMTools.getValid',
      'IMTools.saveClienterrorlog',
      'IMTools.testNet',
      'IMTools.getHeadList',
    ]) {
      expect(siteIdOf(m)).toBe(1);
    }
  });
});
