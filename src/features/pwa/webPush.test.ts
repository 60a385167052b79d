import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.fn(async () => ({ code: 200, msg: '', data: {} }));
vi.mock('../../api', () => ({
  mainApi: { request },
  MainApiError: class extends Error {},
}));

const { session } = await import('../../state/session');
const { refreshWebPush } = await import('./webPush');

/** A browser whose permission reads are counted, with or without a push subscription. */
function browser(permission: NotificationPermission, subscribed: boolean): { reads: () => number } {
  let reads = 0;
  const sub = {
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  };
  vi.stubGlobal('window', { PushManager: class {} });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => (subscribed ? sub : null) },
      }),
    },
  });
  vi.stubGlobal('Notification', {
    get permission(): NotificationPermission {
      reads += 1;
      return permission;
    },
  });
  return { reads: () => reads };
}

describe('refreshWebPush after a login', () => {
  beforeEach(() => {
    session.token = 'token-1';
    request.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.token = '';
  });

  it('asks the browser nothing about permission when it holds no subscription', async () => {
    const { reads } = browser('granted', false);
    await refreshWebPush();
    expect(reads()).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });

  it('tells the server the subscription the browser holds, with permission granted', async () => {
    browser('granted', true);
    await refreshWebPush();
    expect(request).toHaveBeenCalledWith('webPushSubscribe', {
      endpoint: 'https://push.example/1',
      p256dh: 'p',
      auth: 'a',
    });
  });

  it('tells the server nothing once the permission was taken back', async () => {
    browser('denied', true);
    await refreshWebPush();
    expect(request).not.toHaveBeenCalled();
  });

  it('does nothing without a session token', async () => {
    const { reads } = browser('granted', true);
    session.token = '';
    await refreshWebPush();
    expect(reads()).toBe(0);
    expect(request).not.toHaveBeenCalled();
  });
});
