// Red packets in the browser (issue 17 "Must show"): A sends a lucky red packet into a group with the
// pay-password keypad; B (two tabs) and C claim it in their own browsers; balances and the money log
// change on every open tab; a second claim, an empty packet and an expired one show the spec's texts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { resultText } from '../../protocol/result';
import { moneyDb } from '../../server/money/tables';
import { devSmsCode, startServer, type TestServer } from '../helpers/server';
import { givePayPassword, PAY, someRoom } from '../integration/money-fixture';
import { roomJoined as joined, screenshot, toast } from './app-helpers';
import { ensureHubOnline, type User, userPool } from './users';

let server: TestServer;
const { register, closeAll } = userPool(() => server.url);
/** The users of the first test, kept for the second. */
let a: User;
let b: User;
let c: User;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

/** Types a pay password on the keypad's keys. */
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
const card = (page: Page, packetId: number) =>
  page.locator(`[data-testid=red-packet-card][data-red-packet-id="${packetId}"]`);

/** Sends a lucky packet of `amount` for `count` from the group chat's sheet; returns its id. */
async function sendPacket(page: Page, count: string, amount: string, greeting: string): Promise<number> {
  const before = await page.getByTestId('red-packet-card').count();
  await page.getByTestId('red-packet-tool').click();
  await page.getByTestId('red-packet-send-sheet').waitFor();
  await page.getByTestId('red-packet-type-1').click();
  await page.getByTestId('red-packet-count').locator('input').fill(count);
  await page.getByTestId('red-packet-amount').locator('input').fill(amount);
  await page.getByTestId('red-packet-greeting').locator('input').fill(greeting);
  await page.getByTestId('red-packet-next').click();
  await typePassword(page, PAY);
  await toast(page, '红包已发出');
  await expect.poll(() => page.getByTestId('red-packet-card').count(), { timeout: 10_000 }).toBe(before + 1);
  return Number(await page.getByTestId('red-packet-card').last().getAttribute('data-red-packet-id'));
}

test('a group red packet: sent with the keypad, claimed in two browsers, every tab updated', {
  timeout: 180_000,
}, async () => {
  a = await register('13800001701');
  b = await register('13800001702');
  c = await register('13800001703');
  await givePayPassword(server.db, a.uid, 50_000);
  const group = await a.page.evaluate((uids) => window.__hub?.createGroup(uids, 'money'), [b.uid, c.uid]);
  const groupkey = group?.groupkey ?? 0;
  expect(groupkey).toBeGreaterThan(0);

  // A: a wrong password is refused in the keypad with its text; the right one sends.
  await a.page.goto(`${server.url}/chat?id=${groupkey}`);
  await a.page.getByTestId('composer').waitFor();
  await a.page.getByTestId('red-packet-tool').click();
  await a.page.getByTestId('red-packet-count').locator('input').fill('2');
  await a.page.getByTestId('red-packet-amount').locator('input').fill('0.01');
  await a.page.getByTestId('red-packet-next').click();
  await toast(a.page, '请输入正确的金额，每个红包至少0.01');
  await a.page.getByTestId('red-packet-amount').locator('input').fill('10');
  await a.page.getByTestId('red-packet-greeting').locator('input').fill('球赛红包');
  await a.page.getByTestId('red-packet-next').click();
  await typePassword(a.page, '000000');
  await expect.poll(() => a.page.getByTestId('pay-error').textContent()).toBe('支付密码错误，还可以再试4次');
  await typePassword(a.page, PAY);
  await toast(a.page, '红包已发出');
  await a.page.getByTestId('red-packet-card').first().waitFor({ timeout: 10_000 });
  const packetId = Number(
    await a.page.getByTestId('red-packet-card').last().getAttribute('data-red-packet-id'),
  );
  expect(packetId).toBeGreaterThan(0);

  // B has the chat in one tab and the wallet in another; C the chat.
  const bWallet = await openTab(b, '/wallet');
  // A new account starts with its welcome coins (server/money/wallet.ts STARTING_COINS).
  await expect.poll(() => balance(bWallet), { timeout: 10_000 }).toBe('1000.00');
  const bChat = b.page;
  await bChat.goto(`${server.url}/chat?id=${groupkey}`);
  await card(bChat, packetId).waitFor({ timeout: 10_000 });
  // A second tab of B holds the cover open while the first claims.
  const bSecond = await openTab(b, `/chat?id=${groupkey}`);
  await card(bSecond, packetId).click();
  await bSecond.getByTestId('red-packet-open').waitFor();

  await card(bChat, packetId).click();
  await bChat.getByTestId('red-packet-open').click();
  await bChat.getByTestId('red-packet-details').waitFor({ timeout: 10_000 });
  const bShare = Number((await bChat.getByTestId('red-packet-mine').locator('b').textContent()) ?? 'NaN');
  expect(bShare).toBeGreaterThan(0);
  expect(bShare).toBeLessThan(10);
  await screenshot(bChat, 'redpacket-claimed');

  // The wallet tab shows the share and the money-log row without a reload.
  await expect.poll(() => balance(bWallet), { timeout: 10_000 }).toBe((1000 + bShare).toFixed(2));
  await expect
    .poll(() => bWallet.getByTestId('money-row').first().getAttribute('data-moneytype'), { timeout: 10_000 })
    .toBe('3');
  expect(await bWallet.getByTestId('money-amount').first().textContent()).toContain(`+${bShare.toFixed(2)}`);

  // The cover still open in B's other tab: claiming again gets "taken already".
  await bSecond.getByTestId('red-packet-open').click();
  await expect
    .poll(() => bSecond.getByTestId('red-packet-refused').textContent(), { timeout: 10_000 })
    .toBe(resultText(5, 'zh'));

  // C claims the rest: both claims listed, the best luck marked.
  await c.page.goto(`${server.url}/chat?id=${groupkey}`);
  await card(c.page, packetId).click();
  await c.page.getByTestId('red-packet-open').click();
  await c.page.getByTestId('red-packet-details').waitFor({ timeout: 10_000 });
  const cShare = Number((await c.page.getByTestId('red-packet-mine').locator('b').textContent()) ?? 'NaN');
  expect(Math.round((bShare + cShare) * 100)).toBe(1000);
  await expect.poll(() => c.page.getByTestId('red-packet-record').count()).toBe(2);
  expect(await c.page.getByTestId('red-packet-best').count()).toBe(1);
  await screenshot(c.page, 'redpacket-best-luck');
  await c.page.getByTestId('red-packet-close').click();

  // The claim notices reach the chat; A (a member too) finds the packet empty.
  await expect.poll(() => a.page.getByTestId('red-packet-claim-notice').count(), { timeout: 10_000 }).toBe(2);
  await card(a.page, packetId).click();
  await expect
    .poll(() => a.page.getByTestId('red-packet-refused').textContent(), { timeout: 10_000 })
    .toBe(resultText(4, 'zh'));
  await a.page.getByTestId('red-packet-to-details').click();
  await expect.poll(() => a.page.getByTestId('red-packet-summary').textContent()).toContain('2/2');
  await a.page.getByTestId('red-packet-close').click();

  // A's wallet: 500.00 - 10.00, and the red-packet row in the money log.
  const aWallet = await openTab(a, '/wallet');
  await expect.poll(() => balance(aWallet), { timeout: 10_000 }).toBe('490.00');
  await expect.poll(() => aWallet.getByTestId('money-amount').first().textContent()).toContain('-10.00');

  // A packet past its 24 h: the cover says expired, and claiming is refused.
  const late = await sendPacket(a.page, '1', '1', '');
  const day = 25 * 3600 * 1000;
  await moneyDb(server.db)
    .updateTable('red_packets')
    .set((eb) => ({ created_at: eb('created_at', '-', day), expires_at: eb('expires_at', '-', day) }))
    .where('redbag_id', '=', late)
    .execute();
  await card(c.page, late).waitFor({ timeout: 10_000 });
  await card(c.page, late).click();
  await expect
    .poll(() => c.page.getByTestId('red-packet-refused').textContent(), { timeout: 10_000 })
    .toBe(resultText(8, 'zh'));
  await screenshot(c.page, 'redpacket-expired');

  for (const u of [a, b, c]) expect(u.errors).toEqual([]);
});

test('a pay password set with an SMS code, a transfer on the keypad, and a red packet in a live room', {
  timeout: 180_000,
}, async () => {
  // B sets a first pay password with the SMS code of purpose 5.
  const page = b.page;
  await page.goto(`${server.url}/paypassword?mode=set`);
  await page.getByTestId('paypassword-send-code').click();
  await toast(page, '验证码已发送');
  await page.getByTestId('paypassword-new').locator('input').fill('246810');
  await page.getByTestId('paypassword-again').locator('input').fill('246811');
  await page.getByTestId('paypassword-submit').click();
  await toast(page, '两次输入的密码不一致');
  await page.getByTestId('paypassword-again').locator('input').fill('246810');
  await page.getByTestId('paypassword-code').locator('input').fill('000000');
  await page.getByTestId('paypassword-submit').click();
  await toast(page, '短信验证码错误或已过期，请重新获取');
  await page
    .getByTestId('paypassword-code')
    .locator('input')
    .fill(await devSmsCode(server.url, b.phone));
  await page.getByTestId('paypassword-submit').click();
  await toast(page, '支付密码已设置');

  // B transfers 12.34 to C by phone; C's wallet tab shows it at once.
  const cWallet = await openTab(c, '/wallet');
  // The balance reads '--' until the wallet has loaded.
  await expect.poll(() => balance(cWallet), { timeout: 10_000 }).toMatch(/^\d+\.\d\d$/);
  const cBefore = Number(await balance(cWallet));
  await page.goto(`${server.url}/transfer`);
  await page.getByTestId('transfer-phone').locator('input').fill(c.phone);
  await page.getByTestId('transfer-amount').locator('input').fill('12.34');
  await page.getByTestId('transfer-next').click();
  await typePassword(page, '246810');
  await toast(page, '转账成功');
  await expect.poll(() => balance(cWallet), { timeout: 10_000 }).toBe((cBefore + 12.34).toFixed(2));
  await expect
    .poll(() => cWallet.getByTestId('money-row').first().getAttribute('data-moneytype'), { timeout: 10_000 })
    .toBe('2');
  // A too large transfer is refused in the keypad with 10's text.
  await page.goto(`${server.url}/transfer`);
  await page.getByTestId('transfer-phone').locator('input').fill(c.phone);
  await page.getByTestId('transfer-amount').locator('input').fill('99999');
  await page.getByTestId('transfer-next').click();
  await typePassword(page, '246810');
  await expect.poll(() => page.getByTestId('pay-error').textContent()).toBe(resultText(10, 'zh'));

  // In a live room, B sends a packet from the chat's red-packet button and C claims it.
  const roomId = await someRoom(server.db);
  await page.goto(`${server.url}/player?id=${roomId}`);
  await c.page.goto(`${server.url}/player?id=${roomId}`);
  await Promise.all([joined(page), joined(c.page)]);
  // NOTE: a background tab runs no animation frames, so its popups would never finish closing.
  await c.page.bringToFront();
  await page.getByTestId('red-packet-tool').click();
  await page.getByTestId('red-packet-type-2').click();
  await page.getByTestId('red-packet-count').locator('input').fill('3');
  await page.getByTestId('red-packet-amount').locator('input').fill('1.5');
  await expect.poll(() => page.getByTestId('red-packet-total').textContent()).toContain('4.50');
  await page.getByTestId('red-packet-next').click();
  await typePassword(page, '246810');
  await toast(page, '红包已发出');
  const roomCard = c.page.getByTestId('room-redpacket').getByTestId('red-packet-card');
  await roomCard.waitFor({ timeout: 10_000 });
  await roomCard.click();
  await c.page.getByTestId('red-packet-open').click();
  await c.page.getByTestId('red-packet-details').waitFor({ timeout: 10_000 });
  expect(await c.page.getByTestId('red-packet-mine').locator('b').textContent()).toBe('1.50');
  await c.page.getByTestId('red-packet-close').click();
  await expect.poll(() => page.getByTestId('red-packet-claim-notice').count(), { timeout: 10_000 }).toBe(1);
  await screenshot(c.page, 'redpacket-room');
  for (const u of [a, b, c]) expect(u.errors).toEqual([]);
});
