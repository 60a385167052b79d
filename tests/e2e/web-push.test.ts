// Web Push in Chromium (issue 23): the settings switch, and a push delivered to the service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage, as no push service is reachable
// here) shows its notification; tapping it opens the chat it names in the app's window.
import type { Worker } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { makeUsers } from '../integration/groups-fixture';
import { screenshot } from './app-helpers';
import { userPool } from './users';

let server: TestServer;
// NOTE: on disk: an off-the-record context has no Push API.
const pool = userPool(() => server.url, { persistent: true });

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

/** The app's service worker once it controls `page`. */
async function serviceWorkerOf(user: Awaited<ReturnType<typeof pool.register>>): Promise<Worker> {
  await user.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // NOTE: the worker controls pages loaded after it installed.
  await user.page.reload();
  await user.page.getByTestId('app-root').waitFor();
  await expect.poll(() => user.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const worker = user.context.serviceWorkers()[0] ?? (await user.context.waitForEvent('serviceworker'));
  return worker;
}

test('a pushed message shows its notification from the service worker and a tap opens the chat', async () => {
  const user = await pool.register('13800138101');
  const [friend] = await makeUsers(server.db, 1, () => '阿杰');
  await user.context.grantPermissions(['notifications'], { origin: server.url });
  const worker = await serviceWorkerOf(user);

  const cdp = await user.context.newCDPSession(user.page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${server.url}/`);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: '阿杰',
    body: '今晚一起看球吗？',
    url: `/chat?id=${friend}`,
    tag: `chat-${friend}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url: string }).url,
      })),
    );
  await expect
    .poll(shown, { timeout: 10_000 })
    .toEqual([{ title: '阿杰', body: '今晚一起看球吗？', tag: `chat-${friend}`, url: `/chat?id=${friend}` }]);

  // NOTE: DevTools cannot tap a notification; the service worker gets the event a tap would fire.
  await worker.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await user.page.waitForURL(`${server.url}/chat?id=${friend}`, { timeout: 10_000 });
  await user.page.getByTestId('chat-page').waitFor({ timeout: 10_000 });
  await expect.poll(shown).toEqual([]);
  await screenshot(user.page, 'web-push-opened-chat');

  // A payload pointing off the app opens the home page instead.
  // NOTE: delivered once the chat page the tap opened has its service worker ready: sent during
  // that navigation (no screenshot between them under CI), the push once showed nothing.
  await user.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: await registration,
    data: JSON.stringify({ title: 'x', body: 'y', url: '//evil.example/phish' }),
  });
  await expect.poll(async () => (await shown()).map((n) => n.url), { timeout: 10_000 }).toEqual(['/']);
  expect(user.errors.filter((e) => !/web push/.test(e))).toEqual([]);
});

test('the settings page offers push notifications and says what happens', async () => {
  const user = await pool.register('13800138102');
  await serviceWorkerOf(user);
  await user.context.grantPermissions(['notifications'], { origin: server.url });
  await user.page.goto(`${server.url}/Syssetting`);
  await user.page.getByTestId('syssetting-page').waitFor();
  const state = user.page.getByTestId('notify-state');
  await expect.poll(() => state.textContent()).toBe('未开启');
  await screenshot(user.page, 'web-push-settings');
  // NOTE: Chromium's push service is out of reach here: subscribing fails (or never answers), and
  // the user is told instead of a switch left spinning.
  await user.page.locator('.adm-switch').first().click();
  await user.page
    .locator('.adm-toast-main', { hasText: '开启失败，请稍后再试' })
    .waitFor({ timeout: 30_000 });
  expect(await state.textContent()).toBe('未开启');
}, 90_000);
