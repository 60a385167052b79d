// Money in a private chat and the money notices (issue 17): A sends B a red packet in their private
// chat in A's browser, B opens it in B's own; balances and money logs change on both. B's transfer
// receipt comes as a type-17 card from the platform account, in Chinese and in Thai, and a tap opens
// the wallet. In a live room the red-packet rain drops a packet the viewer opens and keeps.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PLATFORM_ACCOUNT } from '../../server/accounts/userType';
import { writeSetting } from '../../server/content/settings';
import { startServer, type TestServer } from '../helpers/server';
import { givePayPassword, PAY, someRoom } from '../integration/money-fixture';
import { screenshot, stored, toast } from './app-helpers';
import { ensureHubOnline, type User, userPool } from './users';

let server: TestServer;
const { register, closeAll } = userPool(() => server.url);
let a: User;
let b: User;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir'), rainCheckMs: 200 });
  // NOTE: no rain until the last test asks for it.
  await writeSetting(server.db, 'chat_hb_price', 0, Date.now());
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

async function typePassword(page: Page, password: string): Promise<void> {
  await page.getByTestId('pay-keypad').waitFor();
  for (const digit of password) await page.getByTestId(`pay-key-${digit}`).click();
}

async function openTab(u: User, path: string): Promise<Page> {
  const page = await u.context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('app-root').waitFor();
  await ensureHubOnline(page);
  return page;
}

const balance = (page: Page) => page.getByTestId('wallet-balance').textContent();
const firstRow = (page: Page) => page.getByTestId('money-row').first();

test('a private red packet: A sends it in A’s browser, B opens it in B’s; both balances and logs change', {
  timeout: 180_000,
}, async () => {
  a = await register('13800001721');
  b = await register('13800001722');
  await givePayPassword(server.db, a.uid, 50_000);
  const fidB = Number(((await stored(b.page, 'user')) as { fid: string | number }).fid);
  await a.page.evaluate((fid) => window.__hub?.addFriend({ fid }, 'hi'), fidB);
  await expect
    .poll(
      () => b.page.evaluate((other) => window.__hub?.handleFriendApply(other, true).then(() => 1), a.uid),
      {
        timeout: 10_000,
      },
    )
    .toBe(1);

  await a.page.goto(`${server.url}/chat?id=${b.uid}`);
  await a.page.getByTestId('composer').waitFor();
  await a.page.getByTestId('red-packet-tool').click();
  await a.page.getByTestId('red-packet-send-sheet').waitFor();
  await a.page.getByTestId('red-packet-amount').locator('input').fill('8.88');
  await a.page.getByTestId('red-packet-greeting').locator('input').fill('给你的');
  await a.page.getByTestId('red-packet-next').click();
  await typePassword(a.page, PAY);
  await toast(a.page, '红包已发出');
  const aCard = a.page.getByTestId('red-packet-card').last();
  await aCard.waitFor({ timeout: 10_000 });
  const packetId = Number(await aCard.getAttribute('data-red-packet-id'));
  expect(packetId).toBeGreaterThan(0);

  const aWallet = await openTab(a, '/wallet');
  await expect.poll(() => balance(aWallet), { timeout: 10_000 }).toBe('491.12');
  await expect.poll(() => firstRow(aWallet).getAttribute('data-moneytype'), { timeout: 10_000 }).toBe('3');
  expect(await aWallet.getByTestId('money-amount').first().textContent()).toContain('-8.88');

  // B, in B's own browser: the welcome coins, then the packet opened in the chat with A.
  const bWallet = await openTab(b, '/wallet');
  await expect.poll(() => balance(bWallet), { timeout: 10_000 }).toBe('1000.00');
  await b.page.goto(`${server.url}/chat?id=${a.uid}`);
  const bCard = b.page.locator(`[data-testid=red-packet-card][data-red-packet-id="${packetId}"]`);
  await bCard.waitFor({ timeout: 10_000 });
  await bCard.click();
  await b.page.getByTestId('red-packet-open').click();
  await b.page.getByTestId('red-packet-details').waitFor({ timeout: 10_000 });
  expect(await b.page.getByTestId('red-packet-mine').locator('b').textContent()).toBe('8.88');
  await screenshot(b.page, 'redpacket-private-opened');
  await b.page.getByTestId('red-packet-close').click();

  await expect.poll(() => balance(bWallet), { timeout: 10_000 }).toBe('1008.88');
  await expect.poll(() => firstRow(bWallet).getAttribute('data-moneytype'), { timeout: 10_000 }).toBe('3');
  expect(await bWallet.getByTestId('money-amount').first().textContent()).toContain('+8.88');
  // A sees B's claim in the chat; A's balance stays where the send left it.
  await expect.poll(() => a.page.getByTestId('red-packet-claim-notice').count(), { timeout: 10_000 }).toBe(1);
  expect(await balance(aWallet)).toBe('491.12');
  for (const u of [a, b]) expect(u.errors).toEqual([]);
});

test('a transfer received: the platform’s type-17 card in B’s chats, in Chinese and Thai; a tap opens the wallet', {
  timeout: 180_000,
}, async () => {
  const page = a.page;
  await page.goto(`${server.url}/transfer`);
  await page.getByTestId('transfer-phone').locator('input').fill(b.phone);
  await page.getByTestId('transfer-amount').locator('input').fill('12.34');
  await page.getByTestId('transfer-next').click();
  await typePassword(page, PAY);
  await toast(page, '转账成功');

  await b.page.goto(`${server.url}/message`);
  const row = b.page.getByTestId('conversation').filter({ hasText: PLATFORM_ACCOUNT.nickname });
  await row.waitFor({ timeout: 10_000 });
  expect(await row.textContent()).toContain('[钱包通知]');
  await b.page.goto(`${server.url}/chat?id=${PLATFORM_ACCOUNT.uid}`);
  const notice = b.page.getByTestId('money-notice').last();
  await notice.waitFor({ timeout: 10_000 });
  expect(await notice.getAttribute('data-moneytype')).toBe('2');
  expect(await notice.getByTestId('money-notice-amount').textContent()).toContain('+12.34');
  expect(await notice.textContent()).toContain('转账到账');
  // Nobody writes to the platform: its chat has a line in place of the composer.
  await b.page.getByTestId('chat-readonly').waitFor();
  expect(await b.page.getByTestId('composer').count()).toBe(0);
  await screenshot(b.page, 'money-notice-zh');

  await b.page.evaluate(() => localStorage.setItem('sl:lang', JSON.stringify({ v: 'th', e: 0 })));
  await b.page.reload();
  await b.page.getByTestId('money-notice').last().waitFor({ timeout: 10_000 });
  expect(await b.page.getByTestId('money-notice').last().textContent()).toContain('ได้รับเงิน: โอนเงิน');
  await screenshot(b.page, 'money-notice-th');
  await b.page.evaluate(() => localStorage.setItem('sl:lang', JSON.stringify({ v: 'zh', e: 0 })));
  await b.page.reload();

  await b.page.getByTestId('money-notice').last().click();
  await b.page.getByTestId('wallet-balance').waitFor({ timeout: 10_000 });
  // The balance reads '--' until the wallet has loaded.
  await expect.poll(() => balance(b.page)).toBe('1021.22');
  for (const u of [a, b]) expect(u.errors).toEqual([]);
});

test('the red-packet rain: the platform’s packet drops into the room, the viewer opens it and gets a notice', {
  timeout: 120_000,
}, async () => {
  const roomId = await someRoom(server.db);
  await b.page.goto(`${server.url}/player?id=${roomId}`);
  await b.page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 15_000 });
  await writeSetting(server.db, 'chat_hb_time', 3600, Date.now());
  await writeSetting(server.db, 'chat_hb_price', 2, Date.now());
  // The first drop: the wall clock crossing the hour while the test runs drops a second one.
  const rain = b.page.getByTestId('room-redpacket').getByTestId('red-packet-card').first();
  await rain.waitFor({ timeout: 10_000 });
  await screenshot(b.page, 'redpacket-rain');
  await rain.click();
  await b.page.getByTestId('red-packet-open').click();
  await b.page.getByTestId('red-packet-details').waitFor({ timeout: 10_000 });
  const share = (await b.page.getByTestId('red-packet-mine').locator('b').textContent()) ?? '';
  expect(Number(share)).toBeGreaterThan(0);
  await b.page.getByTestId('red-packet-close').click();
  await writeSetting(server.db, 'chat_hb_price', 0, Date.now());

  await b.page.goto(`${server.url}/chat?id=${PLATFORM_ACCOUNT.uid}`);
  const notice = b.page.getByTestId('money-notice').last();
  await notice.waitFor({ timeout: 10_000 });
  expect(await notice.getAttribute('data-moneytype')).toBe('3');
  expect(await notice.getByTestId('money-notice-amount').textContent()).toContain(`+${share}`);
  for (const u of [a, b]) expect(u.errors).toEqual([]);
});
