import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { closeAdvert, homeReady, openApp, screenshot, visibleChineseUiText } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
  ({ page } = await openApp(browser.context, server.url));
  await homeReady(page);
  await closeAdvert(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('switching to Thai in /Setting changes every visible string of the home and me pages', async () => {
  await page.getByTestId('live-card').first().waitFor();
  expect((await visibleChineseUiText(page)).length).toBeGreaterThan(5);

  await page.getByTestId('tab-bar').getByText('我的').click();
  await page.getByTestId('me-settings').click();
  await page.getByTestId('setting-language').click();
  await page.locator('.adm-action-sheet-button-item', { hasText: 'ภาษาไทย' }).click();
  await page.getByTestId('setting-language').getByText('ภาษาไทย').waitFor();

  await page.goBack();
  await page.getByTestId('me-page').waitFor();
  await page.getByTestId('tab-bar').getByText('ของฉัน').waitFor();
  expect(await visibleChineseUiText(page)).toEqual([]);
  await screenshot(page, 'me-thai');

  await page.getByTestId('tab-bar').getByText('หน้าแรก').click();
  await page.getByTestId('home-page').waitFor();
  await page.getByTestId('live-card').first().waitFor();
  await page.waitForTimeout(500);
  expect(await visibleChineseUiText(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
  await screenshot(page, 'home-thai');
});

test('the chosen language is sent as the APIs’ lang and survives a reload', async () => {
  const langs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/flashapi.php')) {
      const body = new URLSearchParams(r.postData() ?? '');
      langs.push((JSON.parse(body.get('win_param') ?? '{}') as { lang?: string }).lang ?? '');
    }
  });
  await page.reload();
  await homeReady(page);
  await expect.poll(() => langs.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(langs.every((l) => l === 'th')).toBe(true);
  expect(await visibleChineseUiText(page)).toEqual([]);
});
