import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { writeSetting } from '../../server/content/settings';
import { grantWelcome } from '../../server/money/wallet';
import { setRoomFlag } from '../../server/rooms/store';
import { roomsDb } from '../../server/rooms/tables';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { roomJoined as joined, openApp, screenshot, stored, toast } from './app-helpers';

let server: TestServer;
let roomId: number;
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
let admin: Page;
let viewer: Page;
let viewerUid: number;

async function openRoom(): Promise<Page> {
  const browser = await launchBrowser();
  browsers.push(browser);
  const { page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
  await joined(page);
  return page;
}
const messages = (p: Page, text: string) => p.getByTestId('room-msg').filter({ hasText: text });

async function send(p: Page, text: string): Promise<void> {
  await p.getByTestId('room-input').fill(text);
  await p.getByTestId('room-send').click();
}

/** Holds a message for the 1 s long press and picks `action` in the sheet. */
async function manage(p: Page, text: string, action: string): Promise<void> {
  const box = await messages(p, text).first().boundingBox();
  if (!box) throw new Error(`no message ${text}`);
  await p.mouse.move(box.x + 20, box.y + box.height / 2);
  await p.mouse.down();
  await p.waitForTimeout(1200);
  await p.mouse.up();
  await p.locator('.adm-action-sheet-button-item').getByText(action, { exact: true }).click();
  await toast(p, '操作成功');
}

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  const now = Date.now();
  await writeSetting(server.db, 'live_jump_time', 0, now);
  // No chat send interval (3 s by default): the tests send one after another.
  await writeSetting(server.db, 'chat_interval_time', 0, now);
  roomId = (
    await server.db.selectFrom('live_rooms').select('room_id').orderBy('room_id').executeTakeFirstOrThrow()
  ).room_id;
  admin = await openRoom();
  const adminUid = Number(await stored(admin, 'uid'));
  // The room's host makes this guest a room admin (server side, as the host's own client would).
  await setRoomFlag(server.db, 'chat_room_admins', roomId, adminUid, true, Date.now());
  await admin.reload();
  await joined(admin);
  viewer = await openRoom();
  viewerUid = Number(await stored(viewer, 'uid'));
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  await server?.close();
});

// NOTE: how fast a line crosses is the fan-out benchmark's to measure (npm run bench fanout), not a
// timed assertion here: a loaded CI machine took 1.1 s and failed a 1 s bound that tells nothing.
test('two browsers in the same room see each other', async () => {
  await send(viewer, 'hello from the viewer');
  await messages(admin, 'hello from the viewer').waitFor({ timeout: 5000 });
  await send(admin, 'welcome, viewer');
  await messages(viewer, 'welcome, viewer').waitFor({ timeout: 5000 });
  await admin
    .getByTestId('room-msg')
    .filter({ hasText: 'welcome, viewer' })
    .locator('.room-badge-admin')
    .waitFor();
  await screenshot(viewer, 'player-chat');
});

test('a deleted message disappears for everyone', async () => {
  await send(viewer, 'please delete me');
  await messages(admin, 'please delete me').waitFor();
  const numbers = async (p: Page) => messages(p, 'please delete me').first().getAttribute('data-msgno');
  expect(await numbers(viewer)).toBe(await numbers(admin));
  await manage(admin, 'please delete me', '删除消息');
  await expect.poll(() => messages(viewer, 'please delete me').count(), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => messages(admin, 'please delete me').count(), { timeout: 10_000 }).toBe(0);
});

test('a gift shows for everyone and the sender’s coins drop', async () => {
  // Welcome coins go to phone-verified accounts only (issue 43): the viewer binds a phone, as an SMS
  // code would, and is welcomed.
  await server.db
    .updateTable('users')
    .set({ zone: '86', phone: '13855550002' })
    .where('uid', '=', viewerUid)
    .execute();
  expect(await server.db.transaction().execute((trx) => grantWelcome(trx, viewerUid, Date.now()))).toBe(true);
  await viewer.getByTestId('gift-open').click();
  const balance = viewer.getByTestId('gift-balance');
  await expect.poll(async () => (await balance.textContent()) ?? '').toMatch(/\d/);
  const before = Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
  await viewer.getByTestId('gift-item').first().click();
  await viewer.getByTestId('gift-send').click();
  await admin.getByTestId('gift-burst').first().waitFor({ timeout: 3000 });
  await viewer.getByTestId('gift-burst').first().waitFor({ timeout: 3000 });
  await screenshot(admin, 'player-gift');
  await viewer.getByTestId('gift-open').click();
  await expect
    .poll(async () => Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, '')))
    .toBeLessThan(before);
  await viewer.mouse.click(195, 100);
});

test('a muted user sees the muted toast and cannot send', async () => {
  await manage(admin, 'hello from the viewer', '禁言');
  await send(viewer, 'am I muted?');
  await toast(viewer, '你已被禁言');
  // A line the admin sends after the refusal reaches the viewer: the refused one, had it gone out,
  // would have been fanned out before it.
  await send(admin, 'after the muted send');
  await messages(viewer, 'after the muted send').waitFor({ timeout: 10_000 });
  expect(await messages(admin, 'am I muted?').count()).toBe(0);
  expect(await messages(viewer, 'am I muted?').count()).toBe(0);
});

test('a kick removes the user from the room', async () => {
  await manage(admin, 'hello from the viewer', '踢出房间');
  await toast(viewer, '你已被踢出聊天室');
  await viewer.locator('[data-testid="room-chat"][data-status="kicked"]').waitFor();
  expect(await viewer.getByTestId('room-input').isDisabled()).toBe(true);
  const members = await roomsDb(server.db)
    .selectFrom('chat_room_members')
    .select('uid')
    .where('roomkey', '=', roomId)
    .where('uid', '=', viewerUid)
    .execute();
  expect(members).toEqual([]);
  await screenshot(viewer, 'player-kicked');
});

test('the chat list follows the newest line as lines arrive', async () => {
  await admin.setViewportSize({ width: 390, height: 600 });
  const list = admin.getByTestId('room-msgs');
  // Each line shows in the sender's own list as it is sent: it scrolls to keep the newest in view.
  for (let i = 1; i <= 10; i += 1) {
    await send(admin, `line ${i} of ten`);
    await messages(admin, `line ${i} of ten`).waitFor();
  }
  const newest = messages(admin, 'line 10 of ten');
  await newest.waitFor();
  // Scrolled down to it: the newest line is inside the list's box, the first ones above it.
  await expect
    .poll(async () => {
      const [box, line] = [await list.boundingBox(), await newest.boundingBox()];
      return !!box && !!line && line.y >= box.y && line.y + line.height <= box.y + box.height + 1;
    })
    .toBe(true);
  expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await admin.setViewportSize({ width: 390, height: 844 });
});
