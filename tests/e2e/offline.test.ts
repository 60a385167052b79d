// Offline (issue 13): a reload without network shows an offline state, never "no data" or "room
// does not exist", and the data comes as soon as the network is back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { demoRooms } from '../integration/rooms.helpers';
import { closeAdvert, homeReady, offlineCached, openApp, screenshot } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
  ({ page } = await openApp(browser.context, server.url));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await offlineCached(page);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const list = () => page.getByTestId('home-panel-recommend');

test('home reloaded offline shows the offline state, then its rooms within seconds of the network coming back', async () => {
  await homeReady(page);
  await closeAdvert(page);
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.getByTestId('home-page').waitFor({ timeout: 10_000 });
    await list().getByTestId('offline-state').waitFor({ timeout: 10_000 });
    expect(await list().getByText('暂无数据').count()).toBe(0);
    await screenshot(page, 'home-offline');
  } finally {
    await browser.context.setOffline(false);
  }
  const back = Date.now();
  await list().getByTestId('live-card').first().waitFor({ timeout: 8000 });
  expect(Date.now() - back).toBeLessThan(8000);
  expect(await list().getByTestId('offline-state').count()).toBe(0);
});

test('the player offline says the network is down, not that the room does not exist, and loads when back', async () => {
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  await browser.context.setOffline(true);
  try {
    await page.goto(`${server.url}/player?id=${room.roomId}`);
    await page.getByTestId('player-page').getByTestId('offline-state').waitFor({ timeout: 10_000 });
    expect(await page.getByText('直播间不存在').count()).toBe(0);
    await screenshot(page, 'player-offline');
  } finally {
    await browser.context.setOffline(false);
  }
  await page.getByTestId('room-host-name').waitFor({ timeout: 8000 });
});
