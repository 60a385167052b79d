import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { closeAdvert, homeReady, openApp, screenshot, stored, toast, toastsGone } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('in a plain browser there is no news tab', async () => {
  ({ page } = await openApp(browser.context, server.url));
  await homeReady(page);
  await page.getByTestId('home-tabs').getByText('直播').waitFor();
  expect(await page.getByTestId('home-tabs').getByText('资讯').count()).toBe(0);
});

test('in the installed app (os=android) the news tab lists articles and opens one', async () => {
  ({ page } = await openApp(browser.context, `${server.url}/?os=android`));
  await homeReady(page);
  await closeAdvert(page);
  expect(await page.getByTestId('tab-bar').count()).toBe(0);
  await page.getByTestId('home-tabs').getByText('资讯').click();
  const rows = page.getByTestId('news-row');
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(20);
  expect(await rows.first().locator('time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await page.getByTestId('home-panel-news').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(40);

  const title = await rows.first().locator('.news-row-title').textContent();
  await rows.first().click();
  await page.getByTestId('news-detail').waitFor();
  expect(new URL(page.url()).searchParams.get('os')).toBe('android');
  await expect.poll(() => page.getByTestId('article-title').textContent()).toBe(title);
  expect(await page.locator('.article p').count()).toBeGreaterThan(1);
});

test('a comment is posted and listed; text stays text', async () => {
  await expect.poll(() => stored(page, 'token'), { timeout: 10_000 }).toBeTruthy();
  const text = `<b>好球</b> ${Date.now()}`;
  await page.getByTestId('comment-input').locator('input').fill(text);
  await page.getByTestId('comment-send').click();
  await toast(page, '评论成功');
  const comment = page.getByTestId('comment').filter({ hasText: text });
  await comment.waitFor();
  expect(await comment.locator('p b').count()).toBe(0);
  expect(await comment.locator('p').textContent()).toBe(text);
  await page.getByTestId('comments').scrollIntoViewIfNeeded();
  await page
    .getByTestId('news-detail')
    .locator('.scroll')
    .evaluate((el) => el.scrollTo({ top: 0 }));
  await toastsGone(page);
  await screenshot(page, 'news-detail');
});

test('likes toggle', async () => {
  const zan = page.getByTestId('zan');
  const before = await zan.textContent();
  await zan.click();
  await expect.poll(() => zan.getAttribute('class')).toContain('zan-on');
  expect(await zan.textContent()).not.toBe(before);
});

test('the app’s own navigation (a match card, not a link) carries os too', async () => {
  const { page: home, errors } = await openApp(browser.context, `${server.url}/?os=android`);
  await homeReady(home);
  await closeAdvert(home);
  await home.getByTestId('today-matches').getByTestId('match-card').first().click();
  await home.waitForURL(/\/(player|matchdetail)\?/);
  expect(new URL(home.url()).searchParams.get('os')).toBe('android');
  expect(errors).toEqual([]);
  await home.close();
});
