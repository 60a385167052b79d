import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

test('the standalone display mode is asked of the browser once and read live after', async () => {
  const query = { matches: false };
  const matchMedia = vi.fn(() => query);
  vi.stubGlobal('window', { matchMedia });
  vi.stubGlobal('navigator', {});
  const { isStandalone, isInstalledApp } = await import('./platform');
  expect(isStandalone()).toBe(false);
  expect(isInstalledApp('')).toBe(false);
  query.matches = true;
  expect(isStandalone()).toBe(true);
  expect(isInstalledApp('')).toBe(true);
  expect(matchMedia).toHaveBeenCalledTimes(1);
  expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
});

test('an iOS web clip is standalone; a native shell is an installed app', async () => {
  vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
  vi.stubGlobal('navigator', { standalone: true });
  const { isStandalone, isInstalledApp } = await import('./platform');
  expect(isStandalone()).toBe(true);
  vi.stubGlobal('navigator', {});
  expect(isStandalone()).toBe(false);
  expect(isInstalledApp('android')).toBe(true);
  expect(isInstalledApp('h5')).toBe(false);
});
