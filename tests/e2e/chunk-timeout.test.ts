// The chunk load timeout (issue 46 item 5, spec 000 §9: 120 s): a route whose chunk has not arrived
// in time shows a retry, never a blank page or a spinner for ever; the retry shows the page once the
// chunk comes. The test shortens the timeout through the app's test hook (`__chunkTimeoutMs`).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { freshPage, holdRequests, screenshot } from './app-helpers';

const TIMEOUT_MS = 3000;
const TITLES = { zh: '页面加载失败', th: 'โหลดหน้าไม่สำเร็จ', id: 'Halaman gagal dimuat' } as const;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await server?.close();
});

test('a route chunk held past the timeout shows a retry in the user language; the retry shows the page', {
  timeout: 120_000,
}, async ({ onTestFinished }) => {
  const page = await freshPage(onTestFinished, 'block');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((ms) => {
    (window as { __chunkTimeoutMs?: number }).__chunkTimeoutMs = ms;
  }, TIMEOUT_MS);
  for (const lang of ['zh', 'th', 'id'] as const) {
    await page.goto(`${server.url}/`);
    await page.evaluate((v) => localStorage.setItem('sl:lang', JSON.stringify({ v, e: 0 })), lang);
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    // Every script from now on is held: the about page's chunk does not come.
    const release = await holdRequests(page, /\/assets\/.+\.js$/, onTestFinished);
    await page.evaluate(() => {
      history.pushState({}, '', '/Aboat');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const failed = page.getByTestId('page-failed');
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.locator('h2').textContent()).toBe(TITLES[lang]);
    expect(await page.getByTestId('about-page').count()).toBe(0);
    await screenshot(page, `chunk-timeout-${lang}`);
    release();
    await page.unrouteAll();
    await page.getByTestId('page-retry').click();
    await page.getByTestId('about-page').waitFor({ timeout: 20_000 });
    expect(await failed.count()).toBe(0);
  }
});
