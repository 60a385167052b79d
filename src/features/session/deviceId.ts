import type { ExpiringStore } from '../../lib/storage';

const KEY = 'deviceid';
/** A device id shorter than this is regenerated (spec 000 §5). */
export const MIN_DEVICE_ID_LENGTH = 3;

function randomDeviceId(): string {
  return `h5${crypto.randomUUID().replaceAll('-', '')}`;
}

/** Whether the device has its id already (a visit before this one kept it). */
export function hasDeviceId(store: ExpiringStore): boolean {
  const stored = store.get<unknown>(KEY);
  return typeof stored === 'string' && stored.length >= MIN_DEVICE_ID_LENGTH;
}

/** The stored device id, or a new one (kept without expiry) when missing or too short. */
export function ensureDeviceId(store: ExpiringStore, make: () => string = randomDeviceId): string {
  const stored = store.get<unknown>(KEY);
  if (hasDeviceId(store)) return stored as string;
  const id = make();
  store.set(KEY, id, null);
  return id;
}

/** Storage keys that survive a logout: the device id, and the chosen language (a device preference). */
export const KEPT_ON_LOGOUT = [KEY, 'lang'] as const;
