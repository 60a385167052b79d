import { afterEach, describe, expect, it, vi } from 'vitest';

const refreshWebPush = vi.fn(async () => {});
vi.mock('./webPush', () => ({ refreshWebPush, forgetWebPush: vi.fn(async () => {}) }));

const { refreshWebPushIfRegistered } = await import('./pushSession');

afterEach(() => {
  vi.unstubAllGlobals();
  refreshWebPush.mockClear();
});

describe('refreshWebPushIfRegistered', () => {
  it('tells the server again when the page has a service worker’s registration', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({}) } });
    await refreshWebPushIfRegistered();
    expect(refreshWebPush).toHaveBeenCalledOnce();
  });

  it('does nothing, and does not fail, with no registration or where the browser will not say', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => undefined } });
    await refreshWebPushIfRegistered();
    // Storage blocked: reading `navigator.serviceWorker` itself throws.
    vi.stubGlobal('navigator', {
      get serviceWorker(): never {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    await expect(refreshWebPushIfRegistered()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.reject(new Error('no')) } });
    await expect(refreshWebPushIfRegistered()).resolves.toBeUndefined();
    expect(refreshWebPush).not.toHaveBeenCalled();
  });
});
