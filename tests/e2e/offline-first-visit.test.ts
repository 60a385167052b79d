import { expect, inject, test } from 'vitest';
import { startServer } from '../helpers/server';
import { freshPage } from './app-helpers';

// Issue 49 item 5: on a first visit the service worker registered 5 s after the load event and
// installed the whole app: for 3-8 s a reload offline showed the browser's own error page. It now
// registers once the first screen has painted and its install caches the shell alone
// (vite.config.ts offlineShell); the rest follows once it is active (public/offline-sw.js).

test('a first visit arms the offline shell right after its first screen: a reload offline shows the app', async ({
  onTestFinished,
}) => {
  const server = await startServer({ distDir: inject('distDir') });
  onTestFinished(() => server.close());
  const page = await freshPage(onTestFinished);
  await page.goto(server.url);
  await page.getByTestId('app-root').waitFor();
  // Registered within a moment of the first screen (before: 5 s after the load event).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined), {
      timeout: 2000,
    })
    .toBe(true);
  // The shell is cached once the worker is active: its install waits for nothing else.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      if (name.includes('precache'))
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toContain('/index.html');
  // The shell is small: the pages loaded later are not in the install.
  expect(cached.filter((u) => u.startsWith('/assets/')).length).toBeLessThan(30);

  // NOTE: context.setOffline cuts the page's and its service worker's network (a navigation
  // included); the server stays up, so nothing but the worker's cache can answer.
  await page.context().setOffline(true);
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  await page.getByTestId('app-root').waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
