import { describe, expect, test } from 'vitest';
import { checkSend, giftOf, sendResultToast, systemText } from './chatRules';

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

test('send results map to the toasts of spec 000 §8', () => {
  expect(sendResultToast(36)).toBe('kicked');
  expect(sendResultToast(38)).toBe('muted');
  expect(sendResultToast(39)).toBe('noRoom');
  expect(sendResultToast(45)).toBeNull();
  expect(sendResultToast(0)).toBeNull();
});

describe('giftOf', () => {
  test('reads a gift announcement of a system message', () => {
    const content = JSON.stringify({
      kind: 'gift',
      gift_id: 2,
      name: 'Rose',
      icon: '/gift-img/2.svg',
      num: 3,
    });
    expect(giftOf({ msgtype: 20, content })).toMatchObject({ name: 'Rose', num: 3 });
  });
  test('ignores other messages and broken JSON', () => {
    expect(giftOf({ msgtype: 1, content: '{"kind":"gift","name":"x","num":1}' })).toBeNull();
    expect(giftOf({ msgtype: 20, content: '{oops' })).toBeNull();
    expect(giftOf({ msgtype: 20, content: '{"kind":"other"}' })).toBeNull();
  });
  test('system text falls back to the raw content', () => {
    expect(systemText('{"text":"hello"}')).toBe('hello');
    expect(systemText('plain')).toBe('plain');
  });
});
