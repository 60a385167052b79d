import { storage } from '../lib/storage';
import { isNewerVersion } from '../lib/version';
import { mainApi } from './client';

/** The version check is cached 10 min (spec 000 §9). */
export const VERSION_CHECK_TTL_SECONDS = 600;
/** A newer server version reloads the page after this long (spec 000 §4). */
export const RELOAD_DELAY_MS = 800;

/** The running app's version: the package version part of the build version ("0.1.0-dev" → "0.1.0"). */
export function runningVersion(): string {
  return __BUILD_VERSION__.split('-')[0] ?? __BUILD_VERSION__;
}

/**
 * Asks encryptionVersion (at most every 10 min) and reloads 800 ms later when the server's version
 * is greater. Resolves true when a reload is scheduled.
 */
export async function checkVersion(reload: () => void = () => location.reload()): Promise<boolean> {
  if (storage.get<number>('versionCheckedAt') !== undefined) return false;
  const running = runningVersion();
  const data = await mainApi.call('encryptionVersion', { version: running });
  storage.set('versionCheckedAt', Date.now(), VERSION_CHECK_TTL_SECONDS);
  if (!isNewerVersion(data.version, running)) return false;
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  await registration?.update().catch(() => undefined);
  setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
