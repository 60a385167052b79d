import { expect, test } from 'vitest';
import { ExpiringStore, memoryArea } from '../../lib/storage';
import { ensureDeviceId, hasDeviceId } from './deviceId';

test('a device id is made once and kept', () => {
  const store = new ExpiringStore(memoryArea());
  const first = ensureDeviceId(store);
  expect(first.length).toBeGreaterThanOrEqual(3);
  expect(ensureDeviceId(store)).toBe(first);
});

test('a device id shorter than 3 characters is regenerated', () => {
  const store = new ExpiringStore(memoryArea());
  store.set('deviceid', 'ab', null);
  expect(ensureDeviceId(store, () => 'fresh-id')).toBe('fresh-id');
  expect(store.get('deviceid')).toBe('fresh-id');
  store.set('deviceid', 'abc', null);
  expect(ensureDeviceId(store, () => 'other')).toBe('abc');
});

test('a device id that is not text is regenerated', () => {
  const store = new ExpiringStore(memoryArea());
  store.set('deviceid', 12345, null);
  expect(ensureDeviceId(store, () => 'fresh')).toBe('fresh');
});

test('a device has its id once one was kept, not before (nor with one too short to keep)', () => {
  const store = new ExpiringStore(memoryArea());
  expect(hasDeviceId(store)).toBe(false);
  store.set('deviceid', 'ab', null);
  expect(hasDeviceId(store)).toBe(false);
  ensureDeviceId(store);
  expect(hasDeviceId(store)).toBe(true);
});
