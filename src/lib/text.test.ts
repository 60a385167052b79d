import { expect, test } from 'vitest';
import { compactNumber, ensureHttp, hasCjk, toMillis } from './text';

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
