import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { liveDb } from '../../server/live/tables';
import { roomsDb } from '../../server/rooms/tables';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import { startServer, type TestServer } from '../helpers/server';
import { screenshot, setLang } from './app-helpers';
import { ensureHubOnline, type User, userPool } from './users';

const run = liveTestsRun();

let server: TestServer;
const pool = userPool(() => server.url);
let host: User;
let viewer: User;
let roomId = 0;
let key = '';
let push: ReturnType<typeof pushTestPattern> | undefined;

beforeAll(async () => {
  if (!run) return;
  server = await startServer({
    distDir: inject('distDir'),
    live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 },
  });
});
afterAll(async () => {
  push?.kill('SIGKILL');
  await pool.closeAll();
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

describe.runIf(run)('/golive in Chromium: a host goes live, a follower watches', () => {
  test('the host sees the RTMP server, makes a key, rotates it: only the new key broadcasts', async () => {
    host = await pool.register('13900001901');
    viewer = await pool.register('13900001902');
    // The host owns a live room (staff make hosts); the viewer follows them.
    const room = await liveDb(server.db)
      .selectFrom('live_rooms')
      .select('room_id')
      .orderBy('room_id')
      .executeTakeFirstOrThrow();
    roomId = room.room_id;
    await liveDb(server.db)
      .updateTable('live_rooms')
      .set({ uid: host.uid })
      .where('room_id', '=', roomId)
      .execute();
    await liveDb(server.db)
      .insertInto('host_follows')
      .values({ uid: viewer.uid, host_uid: host.uid, created_at: Date.now() })
      .execute();
    // The viewer reads the app in Thai.
    await viewer.page.evaluate(() => localStorage.setItem('sl:lang', JSON.stringify({ v: 'th', e: 0 })));
    await viewer.page.reload();
    await ensureHubOnline(viewer.page);
    const page = host.page;
    await page.goto(`${server.url}/golive`);
    await page.getByTestId('golive-page').waitFor();
    const rtmp = `rtmp://127.0.0.1:${server.server.live.rtmpPort}/live`;
    await expect.poll(() => page.getByTestId('golive-server').textContent()).toBe(rtmp);
    expect(await page.getByTestId('golive-key-hidden').textContent()).toContain('还没有推流码');
    expect(await page.getByTestId('golive-state').getAttribute('data-live')).toBe('0');

    await page.getByTestId('golive-rotate').click();
    const first = (await page.getByTestId('golive-key').textContent({ timeout: 10_000 })) ?? '';
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // A second key asks first: the old one stops working at once.
    await page.getByTestId('golive-rotate').click();
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await expect
      .poll(() => page.getByTestId('golive-key').textContent(), { timeout: 10_000 })
      .not.toBe(first);
    const second = (await page.getByTestId('golive-key').textContent()) ?? '';
    expect(second).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await screenshot(page, 'golive-key');

    const refused = pushTestPattern(`${rtmp}/${first}`, 3);
    expect(await refused.exited).not.toBe(0);
    expect(await isLive()).toBe(false);

    key = second;
  }, 150_000);

  test('the new key turns the room live; the follower hears it in Thai and the tap plays the room', async () => {
    const notice = viewer.page.getByTestId('went-live-toast');
    // NOTE: the toast shows for 5 s, so it is watched for from before the push.
    const heard = notice.waitFor({ timeout: 20_000 }).then(() => notice.textContent());
    push = pushTestPattern(`rtmp://127.0.0.1:${server.server.live.rtmpPort}/live/${key}`, 120);
    await expect.poll(isLive, { timeout: 15_000 }).toBe(true);
    expect(await heard).toContain('เริ่มถ่ายทอดสดแล้ว');
    await screenshot(viewer.page, 'golive-went-live-th');
    const page = viewer.page;
    await notice.click();
    await page.getByTestId('player-page').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(roomId));
    const video = page.getByTestId('player-video');
    await expect
      .poll(() => video.getAttribute('data-stream'), { timeout: 15_000 })
      .toMatch(/\/live\/\d+\.flv$/);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(viewer.errors).toEqual([]);
    // The host's page asks again every 10 s.
    await expect
      .poll(() => host.page.getByTestId('golive-state').getAttribute('data-live'), { timeout: 15_000 })
      .toBe('1');
  }, 90_000);

  test("the host's page while live: the figures refresh and tick; the host edits the title and ends the stream", async () => {
    const page = host.page;
    const value = (id: string) => page.getByTestId(id).locator('.golive-stat-value').textContent();
    // A gift given now is this stream's: it shows within a refresh (every 5 s while live).
    await roomsDb(server.db)
      .insertInto('gift_records')
      .values({
        uid: viewer.uid,
        room_id: roomId,
        host_uid: host.uid,
        gift_id: 1,
        num: 1,
        total: 300,
        created_at: Date.now(),
      })
      .execute();
    await expect.poll(() => value('golive-gifts'), { timeout: 12_000 }).toBe('1 个 · 3.00 CNY');
    expect(await value('golive-redpackets')).toBe('0 个 · 0.00 CNY');
    // The follower plays the room: one viewer now, and at least that at peak.
    await expect
      .poll(async () => Number(await value('golive-viewers')), { timeout: 12_000 })
      .toBeGreaterThan(0);
    expect(Number(await value('golive-peak'))).toBeGreaterThanOrEqual(Number(await value('golive-viewers')));
    // The duration ticks every second between two refreshes.
    const shown = await value('golive-duration');
    expect(shown).toMatch(/^\d+:\d{2}$/);
    await expect.poll(() => value('golive-duration'), { timeout: 2500, interval: 200 }).not.toBe(shown);

    await page.getByTestId('golive-room-edit').click();
    await page.getByTestId('golive-room-title-input').locator('input').fill('今晚英超直播');
    await page.getByTestId('golive-room-save').click();
    await expect.poll(() => page.getByTestId('golive-room-title').textContent()).toBe('今晚英超直播');
    const row = await liveDb(server.db)
      .selectFrom('live_rooms')
      .select('room_title')
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(row.room_title).toBe('今晚英超直播');

    await page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 5000 });
    await screenshot(page, 'golive-live-zh');
    for (const lang of ['th', 'id'] as const) {
      await setLang(page, lang);
      await page.reload();
      await page.getByTestId('golive-stats').waitFor({ timeout: 15_000 });
      await screenshot(page, `golive-live-${lang}`);
    }
    await setLang(page, 'zh');
    await page.reload();

    // Ending asks first; then the publisher is cut and the page says offline.
    await page.getByTestId('golive-end').click();
    await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
    await expect
      .poll(() => page.getByTestId('golive-state').getAttribute('data-live'), { timeout: 5000 })
      .toBe('0');
    expect(await push?.exited).not.toBe(0);
    await expect.poll(isLive, { timeout: 5000 }).toBe(false);
    expect(host.errors).toEqual([]);
  }, 90_000);
});
