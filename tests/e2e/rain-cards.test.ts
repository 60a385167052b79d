// Issue 49 item 8: the red-packet rain drops a packet into a live room every period, each from the
// platform with the same greeting. The room chat shows one rain card, the newest drop's: the
// earlier drops' cards (identical to look at, and expired at the next drop, server/money/rain.ts)
// collapse into it instead of piling up, live and after a reload. A viewer's own packets stay.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { writeSetting } from '../../server/content/settings';
import { dropRain } from '../../server/money/rain';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { someRoom } from '../integration/money-fixture';
import { openApp, screenshot } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: string[];
let roomId: number;
const PERIOD_S = 100;

beforeAll(async () => {
  // NOTE: the periodic rain stays off (the helper's RAIN_CHECK_MS 0): the test drops each round itself.
  server = await startServer({ distDir: inject('distDir') });
  const now = Date.now();
  await writeSetting(server.db, 'chat_hb_time', PERIOD_S, now);
  await writeSetting(server.db, 'chat_hb_price', 2, now);
  roomId = await someRoom(server.db);
  browser = await launchBrowser();
  ({ page, errors } = await openApp(browser.context, `${server.url}/player?id=${roomId}`));
  await joined();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const joined = () =>
  page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });
const rainCards = () => page.getByTestId('room-redpacket').getByTestId('red-packet-card');

/** Drops the rain of the round `round` periods from now into every room with someone in it. */
async function dropRound(round: number): Promise<number> {
  const drops = await dropRain(
    { db: server.db, bus: server.server.bus, timeZone: server.config.timeZone },
    Date.now() + round * PERIOD_S * 1000,
  );
  const drop = drops.find((d) => d.roomId === roomId);
  if (!drop) throw new Error(`round ${round} dropped nothing into room ${roomId}`);
  return drop.redbag_id;
}

test('three rounds of rain leave one rain card, the newest round’s, live and after a reload', async () => {
  const first = await dropRound(0);
  await expect.poll(() => rainCards().count(), { timeout: 10_000 }).toBe(1);
  expect(await rainCards().getAttribute('data-red-packet-id')).toBe(String(first));
  await dropRound(1);
  const last = await dropRound(2);
  await expect
    .poll(() => rainCards().last().getAttribute('data-red-packet-id'), { timeout: 10_000 })
    .toBe(String(last));
  expect(await rainCards().count()).toBe(1);
  await screenshot(page, 'rain-one-card');

  // The room's history, read again on joining, shows the same.
  await page.reload();
  await joined();
  await expect.poll(() => rainCards().count(), { timeout: 10_000 }).toBe(1);
  expect(await rainCards().getAttribute('data-red-packet-id')).toBe(String(last));
  expect(errors).toEqual([]);
});

test("a rain drop's cover links chat_hb_url, the rain's rules page", async () => {
  await writeSetting(server.db, 'chat_hb_url', '/Aboat', Date.now());
  try {
    await page.reload();
    await joined();
    await rainCards().last().click();
    await page.getByTestId('red-packet-cover').waitFor();
    await screenshot(page, 'rain-rules-link');
    await page.getByTestId('red-packet-rain-rules').click();
    await page.getByTestId('about-page').waitFor();
    expect(await page.getByTestId('red-packet-cover').count()).toBe(0);
  } finally {
    await writeSetting(server.db, 'chat_hb_url', '', Date.now());
  }
});
