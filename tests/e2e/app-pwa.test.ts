import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { freshPage, holdRequests, offlineCached, openApp } from './app-helpers';

let server: TestServer;
let serverStopped = false;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (!serverStopped) await server?.close();
});

test('the app is installable: a manifest with icons, standalone display and start_url /', async () => {
  const { page } = await openApp(browser.context, server.url);
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await fetch(new URL(href ?? '', server.url))).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: '球迷直播', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, server.url));
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  }
  await page.close();
});

/** Whether the page's origin has a service worker registered yet. */
function registered(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
}

test('a tab hidden before its first screen painted registers the service worker at once', async ({
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // A hidden tab paints no frame: here no animation frame ever comes.
  await page.addInitScript(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.goto(server.url, { waitUntil: 'load' });
  await page.getByTestId('app-root').waitFor();
  expect(await registered(page)).toBe(false);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => registered(page), { timeout: 3500 }).toBe(true);
});

test('the push settings opened on a first visit register the service worker themselves, without waiting for the page to settle', async ({
  onTestFinished,
}) => {
  const page = await freshPage(onTestFinished);
  // A picture that never comes keeps the page's load event from firing.
  await holdRequests(page, /\/held-picture\.png$/, onTestFinished);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img');
      img.src = '/held-picture.png';
      img.alt = '';
      document.body.append(img);
    });
  });
  await page.goto(`${server.url}/Syssetting`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('syssetting-page').waitFor();
  await expect.poll(() => registered(page), { timeout: 15_000 }).toBe(true);
  // Off, with a switch that can be turned on (not "unsupported": the settings have their worker).
  await expect.poll(() => page.getByTestId('notify-state').textContent()).toBe('未开启');
  expect(await page.locator('.adm-switch-disabled').count()).toBe(0);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test('the app shell works offline once the service worker is installed; APIs are never cached', async () => {
  const { page } = await openApp(browser.context, server.url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The install cached the shell; the rest of the app follows (public/offline-sw.js).
  await offlineCached(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((u) => /^\/(app|api|ws|live|upload)\b/.test(u))).toEqual([]);

  // NOTE: the server itself goes away (context.setOffline does not reliably reach a service
  // worker's own fetches, so the shell could still come from the network).
  const url = server.url;
  serverStopped = true;
  await server.close();
  await page.reload();
  await page.getByTestId('app-root').waitFor({ timeout: 10_000 });
  await page.goto(`${url}/me`);
  await page.getByTestId('me-page').waitFor({ timeout: 10_000 });
});
