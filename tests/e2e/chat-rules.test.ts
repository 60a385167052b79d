// Site-wide chat rules on the chat screens (issue 46 items 8 and 12). Chat-off mode (all_chat 0, spec
// 000 §6): the server takes no chat message (50), and every chat screen says chat is off instead of
// offering a send that would fail. Shielded words (encryptionMsgShield): masked in what is sent and
// in every line shown.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { RESULT, resultText } from '../../protocol/result';
import { writeSetting } from '../../server/content/settings';
import { forgetLimits } from '../../server/rooms/limits';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { guest } from '../integration/hub-fixture';
import { roomJoined as joined, openApp, screenshot, toast } from './app-helpers';

const OFF = resultText(RESULT.CHAT_OFF, 'zh');
let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let roomId: number;

/** Switches chat on (1) or off (0) as staff would; this node reads the setting again at once. */
async function chatSwitch(on: 0 | 1): Promise<void> {
  await writeSetting(server.db, 'all_chat', on, Date.now());
  forgetLimits(server.db);
}

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

  await chatSwitch(0);
  await input.fill('还能发吗');
  await page.getByTestId('room-send').click();
  await toast(page, OFF);
  // The tab reads the configuration again: the box is off, saying why.
  await expect.poll(() => input.getAttribute('placeholder')).toBe(OFF);
  expect(await input.isDisabled()).toBe(true);
  expect(await page.getByTestId('room-msg').filter({ hasText: '还能发吗' }).count()).toBe(0);
  await screenshot(page, 'chat-off-room');
  await page.close();
  await chatSwitch(1);
});

test('a private chat opened in chat-off mode says chat is off instead of a composer', async () => {
  await chatSwitch(0);
  const other = await guest(server.url);
  const { page } = await openApp(browser.context, `${server.url}/chat?id=${other.uid}`);
  await page.getByTestId('chat-off').getByText(OFF).waitFor();
  expect(await page.getByTestId('chat-input').count()).toBe(0);
  await screenshot(page, 'chat-off-private');
  await page.close();
  await chatSwitch(1);
});

test('shielded words leave the composer as stars, and a line holding one from elsewhere shows them masked', async () => {
  await writeSetting(server.db, 'msg_shield', ['加群', '私聊领福利'], Date.now());
  const { page } = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
  await joined(page);
  await page.getByTestId('room-input').fill('快来加群吧');
  await page.getByTestId('room-send').click();
  await page.getByTestId('room-msg').filter({ hasText: '快来**吧' }).waitFor();
  // Another client sends the word as it is (not through a composer): this page masks it.
  const other = await openApp(browser.context, `${server.url}/player?id=${roomId}`);
  await joined(other.page);
  await other.page.evaluate((key) => window.__hub?.sendRoom(key, '私聊领福利找我'), roomId);
  await page.getByTestId('room-msg').filter({ hasText: '*****找我' }).waitFor();
  expect(
    await page
      .getByTestId('room-msg')
      .filter({ hasText: /加群|私聊领福利/ })
      .count(),
  ).toBe(0);
  await other.page.close();
  await page.close();
});
