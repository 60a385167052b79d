import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { writeSetting } from '../../server/content/settings';
import { rotateStreamKey } from '../../server/live/keys';
import { liveDb } from '../../server/live/tables';
import { launchBrowser } from '../helpers/browser';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import { startServer, type TestServer } from '../helpers/server';
import { openApp, screenshot } from './app-helpers';

const run = liveTestsRun();

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let roomId = 0;
let push: ReturnType<typeof pushTestPattern> | undefined;

beforeAll(async () => {
  if (!run) return;
  server = await startServer({
    distDir: inject('distDir'),
    live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 },
  });
  await writeSetting(server.db, 'live_jump_time', 0, Date.now());
  const room = await liveDb(server.db)
    .selectFrom('live_rooms')
    .select('room_id')
    .orderBy('room_id')
    .executeTakeFirstOrThrow();
  roomId = room.room_id;
  const key = await rotateStreamKey(server.db, roomId, Date.now());
  push = pushTestPattern(`rtmp://127.0.0.1:${server.server.live.rtmpPort}/live/${key}`, 40);
  for (let i = 0; i < 100 && !(await isLive()); i++) await new Promise((r) => setTimeout(r, 100));
  browser = await launchBrowser();
  ({ page } = await openApp(browser.context, server.url));
}, 60_000);
afterAll(async () => {
  push?.kill('SIGKILL');
  await browser?.close();
  await server?.close();
});

async function isLive(): Promise<boolean> {
  const row = await liveDb(server.db)
    .selectFrom('live_rooms')
    .select('is_live')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row?.is_live === 1;
}

const video = (p: Page) => p.getByTestId('player-video');
const currentTime = (p: Page) => video(p).evaluate((v: HTMLVideoElement) => v.currentTime);

/** Opens the room and checks the pushed stream plays (time advances) through `engine`. */
async function playsWith(engine: string, stream: RegExp): Promise<void> {
  await page.goto(`${server.url}/player?id=${roomId}`);
  await page.getByTestId('player-page').waitFor({ timeout: 15_000 });
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await video(page).getAttribute('data-engine')).toBe(engine);
  expect(await video(page).getAttribute('data-stream')).toMatch(stream);
  const t0 = await currentTime(page);
  await page.waitForTimeout(3000);
  expect((await currentTime(page)) - t0).toBeGreaterThan(1.5);
}

describe.runIf(run)('a pushed RTMP stream in Chromium', () => {
  test('the room plays it by FLV (mpegts.js), its live_url', async () => {
    expect(await isLive()).toBe(true);
    await playsWith('mpegts.js', new RegExp(`/live/${roomId}\\.flv$`));
    await screenshot(page, 'live-flv');
  }, 60_000);

  test('a room set to HLS plays it by hls.js', async () => {
    await liveDb(server.db)
      .updateTable('live_rooms')
      .set({ live_url: `/live/${roomId}/index.m3u8` })
      .where('room_id', '=', roomId)
      .execute();
    await playsWith('hls.js', new RegExp(`/live/${roomId}/index\\.m3u8$`));
  }, 60_000);

  test('when the FLV stream fails, the player falls back to HLS', async () => {
    await liveDb(server.db)
      .updateTable('live_rooms')
      .set({ live_url: `/live/${roomId}.flv` })
      .where('room_id', '=', roomId)
      .execute();
    await page.route('**/*.flv', (route) => route.abort());
    await playsWith('hls.js', new RegExp(`/live/${roomId}/index\\.m3u8$`));
    await page.unroute('**/*.flv');
  }, 60_000);

  test('when the host stops, the viewer sees the offline card', async () => {
    push?.kill('SIGINT');
    await push?.exited;
    await page.getByTestId('player-offline').waitFor({ timeout: 30_000 });
    await screenshot(page, 'live-offline');
  }, 60_000);
});
