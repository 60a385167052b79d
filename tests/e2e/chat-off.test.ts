// Chat-off mode (issue 46 item 8; all_chat 0, spec 000 §6): the server takes no chat message (50),
// and every chat screen says chat is off instead of offering a send that would fail.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { RESULT, resultText } from '../../protocol/result';
import { writeSetting } from '../../server/content/settings';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { guest } from '../integration/hub-fixture';
import { openApp, screenshot, toast } from './app-helpers';

const OFF = resultText(RESULT.CHAT_OFF, 'zh');
let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let roomId: number;

const joined = (p: Page) =>
  p.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  const now = Date.now();
  await writeSetting(server.db, 'live_jump_time', 0, now);
  await writeSetting(server.db, 'chat_interval_time', 0, now);
  roomId = (
    await server.db.selectFrom('live_rooms').select('room_id').orderBy('room_id').executeTakeFirstOrThrow()
  ).room_id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('chat switched off while a room is open: the send is refused with a toast and the box says chat is off', async () => {
  const { page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
  await joined(page);
  const input = page.getByTestId('room-input');
  expect(await input.isEnabled()).toBe(true);

  await writeSetting(server.db, 'all_chat', 0, Date.now());
  await input.fill('还能发吗');
  await page.getByTestId('room-send').click();
  await toast(page, OFF);
  // The tab reads the configuration again: the box is off, saying why.
  await expect.poll(() => input.getAttribute('placeholder')).toBe(OFF);
  expect(await input.isDisabled()).toBe(true);
  expect(await page.getByTestId('room-msg').filter({ hasText: '还能发吗' }).count()).toBe(0);
  await screenshot(page, 'chat-off-room');
  await page.close();
  await writeSetting(server.db, 'all_chat', 1, Date.now());
});

test('a private chat opened in chat-off mode says chat is off instead of a composer', async () => {
  await writeSetting(server.db, 'all_chat', 0, Date.now());
  const other = await guest(server.url);
  const { page } = await openApp(browser.context, `${server.url}/chat?id=${other.uid}`);
  await page.getByTestId('chat-off').getByText(OFF).waitFor();
  expect(await page.getByTestId('chat-input').count()).toBe(0);
  await screenshot(page, 'chat-off-private');
  await page.close();
  await writeSetting(server.db, 'all_chat', 1, Date.now());
});
