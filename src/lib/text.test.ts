import { expect, test } from 'vitest';
import { compactNumber, ensureHttp, formatMinute, hasCjk, toMillis } from './text';

test('creation times drop their seconds', () => {
  expect(formatMinute('2024-05-01 12:30:45')).toBe('2024-05-01 12:30');
  expect(formatMinute('2024-05-01T08:05:00Z')).toBe('2024-05-01 08:05');
  const local = new Date(2024, 0, 2, 3, 4, 5);
  expect(formatMinute(local.getTime())).toBe('2024-01-02 03:04');
  expect(formatMinute(Math.floor(local.getTime() / 1000))).toBe('2024-01-02 03:04');
  expect(formatMinute('yesterday')).toBe('yesterday');
});

test('timestamps below 1e11 are seconds', () => {
  expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
  expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
});

test('links without http get a prefix, relative and absolute ones do not', () => {
  expect(ensureHttp('example.com/a')).toBe('http://example.com/a');
  expect(ensureHttp('https://x.y')).toBe('https://x.y');
  expect(ensureHttp('/player?id=1')).toBe('/player?id=1');
  expect(ensureHttp('')).toBe('');
});

test('CJK detection and compact numbers', () => {
  expect(hasCjk('ไทย 123')).toBe(false);
  expect(hasCjk('Beranda 首页')).toBe(true);
  expect(compactNumber(12_345, 'zh')).toBe('1.2万');
  expect(compactNumber(999, 'th')).toBe('999');
  expect(compactNumber(12_345, 'id')).toBe('12.3K');
});
