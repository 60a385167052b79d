// The coin marketplace in the browser (issue 20 "Must show"): a seller and a buyer, each in their own
// browser, trade coins: the seller adds a pay account and publishes a sell offer; the buyer finds it,
// orders within its limits, sees the seller's account and the countdown, marks it paid; the seller
// releases the coins with the pay-password keypad; both wallets show the result.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { givePayPassword, PAY } from '../integration/money-fixture';
import { screenshot, toast } from './app-helpers';
import { ensureHubOnline, userPool } from './users';

let server: TestServer;
const { register, closeAll } = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('app-root').waitFor();
  await ensureHubOnline(page);
}

async function confirmDialog(page: Page): Promise<void> {
  await page.locator('.adm-dialog-footer .adm-dialog-action-row button').last().click();
}

async function wallet(page: Page): Promise<{ coin: string | null; card: string | null }> {
  await open(page, '/wallet');
  await page.getByTestId('wallet-card').waitFor();
  // The balance reads '--' until the wallet has loaded.
  await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toMatch(/^\d/);
  return {
    coin: await page.getByTestId('wallet-balance').textContent(),
    card: await page.getByTestId('wallet-card').textContent(),
  };
}

test('a full trade between two browsers: offer, order, paid, released; balances on both sides', {
  timeout: 180_000,
}, async () => {
  const seller = await register('13800002001');
  const buyer = await register('13800002002');
  await givePayPassword(server.db, seller.uid, 50_000);
  await givePayPassword(server.db, buyer.uid, 10_000);

  // The seller: a bank account, then a sell offer of 300.00 at 10.00..100.00 an order.
  await open(seller.page, '/market/accounts');
  await seller.page.getByTestId('account-holder').fill('Li Lei');
  await seller.page.getByTestId('account-number').fill('6222 0000 1234');
  await seller.page.getByTestId('account-save').click();
  await toast(seller.page, '操作成功');
  await seller.page.locator('[data-testid^=account-]', { hasText: '6222 0000 1234' }).first().waitFor();
  await open(seller.page, '/market/offers');
  await seller.page.getByTestId('offer-publish').click();
  await seller.page.getByTestId('publish-total').fill('300');
  await seller.page.getByTestId('publish-min').fill('10');
  await seller.page.getByTestId('publish-max').fill('100');
  await seller.page.getByTestId('publish-submit').click();
  await toast(seller.page, '操作成功');
  await seller.page.locator('[data-testid^=my-offer-]').first().waitFor();
  expect(await wallet(seller.page)).toMatchObject({ coin: '200.00' });
  expect((await wallet(seller.page)).card).toContain('冻结 300.00');

  // The buyer: the offer with its limits and the trader's record; an amount past the limit is refused.
  await open(buyer.page, '/market');
  const offer = buyer.page.locator('[data-testid^=offer-]', { hasText: '10.00 ~ 100.00' }).first();
  await offer.waitFor({ timeout: 10_000 });
  await screenshot(buyer.page, 'market-offers');
  // Offers of another coin are not this one's: the list follows the coin pickers.
  await buyer.page.getByTestId('market-cointype').selectOption({ label: '交易币种 USD' });
  await buyer.page.getByText('暂无挂单').waitFor();
  await buyer.page.getByTestId('market-cointype').selectOption({ label: '交易币种 CNY' });
  await offer.waitFor({ timeout: 10_000 });
  await offer.locator('.market-act').click();
  await buyer.page.getByTestId('order-amount').fill('150');
  expect(await buyer.page.getByTestId('order-place').isDisabled()).toBe(true);
  await buyer.page.getByTestId('order-amount').fill('50');
  await buyer.page.getByTestId('order-place').click();
  await buyer.page.getByTestId('order-page').waitFor();
  await expect
    .poll(() => buyer.page.getByTestId('order-status').textContent(), { timeout: 10_000 })
    .toBe('待付款');
  expect(await buyer.page.getByTestId('order-account').textContent()).toContain('6222 0000 1234');
  expect(await buyer.page.getByTestId('order-countdown').textContent()).toMatch(/1[45]:\d\d/);
  await screenshot(buyer.page, 'market-order-buyer');
  await buyer.page.getByTestId('order-paid').click();
  await confirmDialog(buyer.page);
  await expect
    .poll(() => buyer.page.getByTestId('order-status').textContent(), { timeout: 10_000 })
    .toBe('已付款');

  // The seller releases from their orders with the keypad.
  await open(seller.page, '/market/orders');
  await seller.page.locator('[data-testid^=my-order-]').first().click();
  await expect
    .poll(() => seller.page.getByTestId('order-status').textContent(), { timeout: 10_000 })
    .toBe('已付款');
  await seller.page.getByTestId('order-release').click();
  await seller.page.getByTestId('pay-keypad').waitFor();
  for (const digit of PAY) await seller.page.getByTestId(`pay-key-${digit}`).click();
  await expect
    .poll(() => seller.page.getByTestId('order-status').textContent(), { timeout: 10_000 })
    .toBe('已完成');
  await screenshot(seller.page, 'market-order-released');

  // Both sides: the buyer has 50.00 more; the seller's escrow is 50.00 less.
  await expect.poll(async () => (await wallet(buyer.page)).coin, { timeout: 10_000 }).toBe('150.00');
  const sellerWallet = await wallet(seller.page);
  expect(sellerWallet.coin).toBe('200.00');
  expect(sellerWallet.card).toContain('冻结 250.00');
  await expect.poll(() => buyer.page.getByTestId('order-status').count()).toBe(0);
  expect([...seller.errors, ...buyer.errors]).toEqual([]);

  // The order chat: the buyer's chat with the seller holds the order's messages (type 13).
  await buyer.page.goto(`${server.url}/chat?id=${seller.uid}`);
  await expect.poll(() => buyer.page.getByTestId('order-note').count(), { timeout: 10_000 }).toBe(3);
  await screenshot(buyer.page, 'market-order-chat');

  // In Thai: the offer still listed with 250.00 left, its texts in Thai.
  await buyer.page.evaluate(() => localStorage.setItem('sl:lang', JSON.stringify({ v: 'th', e: 0 })));
  await open(buyer.page, '/market');
  const thai = buyer.page.locator('[data-testid^=offer-]', { hasText: '250.00' }).first();
  await thai.waitFor({ timeout: 10_000 });
  expect(await thai.textContent()).toContain('คงเหลือ');
  await screenshot(buyer.page, 'market-offers-th');
});
