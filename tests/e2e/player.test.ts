import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { writeSetting } from '../../server/content/settings';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { closeAdvert, homeReady, openApp, screenshot } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  await writeSetting(server.db, 'live_jump_time', 0, Date.now());
  browser = await launchBrowser();
  ({ page, errors } = await openApp(browser.context, server.url));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const currentTime = (p: Page) =>
  p.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.currentTime);

test('a guest opens a live room from the home list and the stream plays', async () => {
  await homeReady(page);
  await closeAdvert(page);
  const card = page.getByTestId('home-panel-recommend').getByTestId('live-card').first();
  const href = (await card.getAttribute('href')) ?? '';
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const roomId = Number(/id=(\d+)/.exec(href)?.[1]);
  await card.click();
  await page
    .getByTestId('player-page')
    .and(page.locator(`[data-room="${roomId}"]`))
    .waitFor();
  const title = await page.getByTestId('room-host-name').textContent();
  expect((title ?? '').length).toBeGreaterThan(0);

  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const engine = await page.getByTestId('player-video').getAttribute('data-engine');
  expect(engine).toBe('hls.js');
  // The stream is demuxed in hls.js's worker, not on the page's main thread.
  expect(workers.some((url) => /\/assets\/hls\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  const t0 = await currentTime(page);
  await page.waitForTimeout(5000);
  const t1 = await currentTime(page);
  // Real decoding: the element advances roughly in real time and has decoded frames.
  expect(t1 - t0).toBeGreaterThan(3.5);
  const frames = await page
    .getByTestId('player-video')
    .evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  expect(frames).toBeGreaterThan(50);
  expect(await page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page
    .getByTestId('room-chat')
    .and(page.locator('[data-status="joined"]'))
    .waitFor({ timeout: 15_000 });
  await screenshot(page, 'player-guest');

  await page.getByTestId('player-unmute').click();
  expect(await page.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect.poll(() => page.getByTestId('player-unmute').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the host tab and the ranking tab show under the video', async () => {
  await page.locator('.player-tabs [role=tab]', { hasText: '主播' }).click();
  await page.getByTestId('host-tab').waitFor();
  await page.locator('.player-tabs [role=tab]', { hasText: '排行' }).click();
  await expect.poll(() => page.getByTestId('rank-row').count()).toBeGreaterThan(2);
  await screenshot(page, 'player-rank');
});

test('/hotzb lists hosts by heat; /History lists the room watched; /Subscribe starts empty', async () => {
  await page.goto(`${server.url}/hotzb`);
  // NOTE: a full page load boots the app again (session, hub, queries): more than expect.poll's 1 s.
  await expect.poll(() => page.getByTestId('rank-row').count(), { timeout: 10_000 }).toBeGreaterThan(2);
  await screenshot(page, 'hotzb');
  await page.goto(`${server.url}/Subscribe`);
  await page.getByTestId('subscribe-page').waitFor();
  await page.getByTestId('empty').waitFor();
});
