import { expect, test } from 'vitest';
import { compareVersions, isNewerVersion } from './version';

test('dotted versions compare numerically per part', () => {
  expect(compareVersions('6.10', '6.9')).toBe(1);
  expect(compareVersions('6.9', '6.10')).toBe(-1);
  expect(compareVersions('1.2.0', '1.2')).toBe(0);
  expect(compareVersions('1.2.1', '1.2')).toBe(1);
  expect(compareVersions('2', '10')).toBe(-1);
  expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
});

test('only a strictly greater server version counts as newer', () => {
  expect(isNewerVersion('0.2.0', '0.1.9')).toBe(true);
  expect(isNewerVersion('0.1.0', '0.1.0')).toBe(false);
  expect(isNewerVersion('0.0.9', '0.1.0')).toBe(false);
  expect(isNewerVersion('', '0.1.0')).toBe(false);
  expect(isNewerVersion('x.1', '0.0')).toBe(true);
});
