import { expect, test } from 'vitest';
import { coinCode, formatCents, parseCents } from './money';

test('cents are shown with two places and signs', () => {
  expect(formatCents(0)).toBe('0.00');
  expect(formatCents(5)).toBe('0.05');
  expect(formatCents(123_456)).toBe('1234.56');
  expect(formatCents(-1_230)).toBe('-12.30');
  expect(formatCents(1_230, true)).toBe('+12.30');
  expect(coinCode(0)).toBe('CNY');
  expect(coinCode(5)).toBe('TWD');
});

test('amounts typed are read as cents, anything else refused', () => {
  expect(parseCents('12')).toBe(1_200);
  expect(parseCents('12.3')).toBe(1_230);
  expect(parseCents(' 0.01 ')).toBe(1);
  expect(parseCents('12.')).toBe(1_200);
  for (const bad of ['', '0', '0.00', '1.234', '-1', 'abc', '1e3', '99999999.99', '1,5']) {
    expect(parseCents(bad)).toBeNull();
  }
});
