import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { openApp } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('the built React root renders in Chromium', async () => {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  // NOTE: the first render is a transition: it may commit after the load event (the splash shows until then).
  await page.getByTestId('app-root').waitFor();
  await expect(page.getByTestId('app-root').isVisible()).resolves.toBe(true);
  expect(await page.locator('.splash').count()).toBe(0);
  expect(await page.title()).not.toBe('');
  expect(errors).toEqual([]);
});

test('a client-side route is served the app, not a 404', async () => {
  const page = await browser.context.newPage();
  const response = await page.goto(`${server.url}/match`);
  expect(response?.status()).toBe(200);
  await page.getByTestId('app-root').waitFor();
});

test('an address no route knows says the page does not exist and leads home', async () => {
  const page = await browser.context.newPage();
  await page.goto(`${server.url}/no-such-page`);
  const notFound = page.getByTestId('not-found');
  await notFound.waitFor();
  expect(await notFound.textContent()).toContain('页面不存在');
  await notFound.getByRole('button', { name: '返回首页' }).click();
  await page.waitForURL(`${server.url}/`);
});

test('paths match without regard to case or a trailing slash; the page changes with the address', async () => {
  const { page, errors } = await openApp(browser.context, `${server.url}/MATCH/`);
  await page.getByTestId('match-page').waitFor();
  expect(await page.getByTestId('not-found').count()).toBe(0);
  // A page that is not kept alive replaces the last one when the address changes.
  await page.goto(`${server.url}/Blank`);
  await page.getByTestId('app-root').waitFor();
  await page.evaluate(() => {
    history.pushState(null, '', '/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('not-found').waitFor();
  await page.goBack();
  await expect.poll(() => page.getByTestId('not-found').count()).toBe(0);
  expect(errors).toEqual([]);
});
