import { describe, expect, test } from 'vitest';
import { parseBody } from '../../../protocol/content';
import { checkSend, giftOf } from './chatRules';

const limits = { maxChars: 5, intervalSeconds: 3 };

describe('checkSend', () => {
  test('refuses blank text', () => {
    expect(checkSend('   ', limits, null, 0)).toEqual({ kind: 'empty' });
  });
  test('counts characters, not UTF-16 units', () => {
    expect(checkSend('😀😀😀😀😀', limits, null, 0)).toBeNull();
    expect(checkSend('你好你好你好', limits, null, 0)).toEqual({ kind: 'too-long', max: 5 });
  });
  test('enforces the interval unless privileged', () => {
    expect(checkSend('hi', limits, 10_000, 11_500)).toEqual({ kind: 'too-fast', waitSeconds: 2 });
    expect(checkSend('hi', limits, 10_000, 13_000)).toBeNull();
    expect(checkSend('hi', limits, 10_000, 11_500, true)).toBeNull();
  });
});

describe('giftOf', () => {
  test('reads the gift the hub found in a system message', () => {
    const content = JSON.stringify({
      kind: 'gift',
      gift_id: 2,
      name: 'Rose',
      icon: '/gift-img/2.svg',
      num: 3,
    });
    expect(giftOf({ body: parseBody(20, content) })).toMatchObject({ name: 'Rose', num: 3 });
  });
  test('other messages announce no gift', () => {
    expect(giftOf({ body: parseBody(1, '{"kind":"gift","name":"x","num":1}') })).toBeNull();
    expect(giftOf({ body: parseBody(20, '{oops') })).toBeNull();
  });
});
