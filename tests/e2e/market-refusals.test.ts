// The market's refusals of issue 43 item 5, as a user meets them in the browser: a guest ordering on
// a sell offer is told to verify a phone first (47), and a buyer who cancelled the day's limit of
// orders is told they can order again tomorrow (48), each as a toast in the user's language, and
// no order is opened.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { GOODS_TYPE, PAY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { marketDb } from '../../server/market/tables';
import { MAX_CANCELS_A_DAY } from '../../server/market/traders';
import { launchBrowser } from '../helpers/browser';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { addAccount, publish } from '../integration/market-fixture';
import { givePayPassword, payUsers, socketOf } from '../integration/money-fixture';
import { hubOnline, openApp, stored, toast } from './app-helpers';
import { userPool } from './users';

let server: TestServer;
const pool = userPool(() => server.url);
const sockets: ImClient[] = [];
let goodsid = 0;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  const [seller] = await payUsers(server.db, 1, 100_000);
  if (!seller) throw new Error('no seller');
  const s = await socketOf(server.url, server.db, seller.uid, 'pc');
  sockets.push(s);
  await addAccount(s);
  goodsid = await publish(s, server.db, seller.uid);
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(sockets.map((s) => s.close()));
  await pool.closeAll();
  await server?.close();
});

/** Opens the market, picks the test offer and asks for 20.00 coins of it. */
async function orderOnOffer(page: Page): Promise<void> {
  await page.goto(`${server.url}/market`);
  await page.getByTestId('app-root').waitFor();
  const offer = page.locator('[data-testid^=offer-]', { hasText: '10.00 ~ 500.00' }).first();
  await offer.waitFor({ timeout: 15_000 });
  await offer.locator('.market-act').click();
  await page.getByTestId('order-amount').fill('20');
  await page.getByTestId('order-place').click();
}

async function ordersOf(uid: number): Promise<number> {
  const rows = await marketDb(server.db)
    .selectFrom('market_orders')
    .select('orderid')
    .where('buyer', '=', uid)
    .execute();
  return rows.length;
}

test('a guest ordering on a sell offer is told to verify a phone first, in Thai too; no order opens', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await openApp(browser.context, `${server.url}/market`);
    await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
    await hubOnline(page);
    const uid = Number(await stored(page, 'uid'));
    await orderOnOffer(page);
    await toast(page, '请先绑定并验证手机号后再交易');
    expect(await page.getByTestId('order-page').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('sl:lang', JSON.stringify({ v: 'th', e: 0 })));
    await orderOnOffer(page);
    await toast(page, 'โปรดผูกและยืนยันหมายเลขโทรศัพท์ก่อนซื้อขาย');
    expect(await ordersOf(uid)).toBe(0);
  } finally {
    await browser.close();
  }
}, 90_000);

test(`a buyer who cancelled ${MAX_CANCELS_A_DAY} orders today is told to order again tomorrow; no order opens`, async () => {
  const buyer = await pool.register('13800004305');
  await givePayPassword(server.db, buyer.uid, 10_000);
  // The day's cancels, made from another device of the buyer's (the app's own flow is market.test.ts).
  const s = await socketOf(server.url, server.db, buyer.uid, 'pc');
  sockets.push(s);
  for (let i = 0; i < MAX_CANCELS_A_DAY; i++) {
    const made = await s.request('msg_create_order_req', {
      opertype: GOODS_TYPE.SELL,
      goodsid,
      ordervalue: 2_000,
      paytype: PAY_TYPE.BANK,
      paytypeid: 0,
    });
    expect(made.result).toBe(RESULT.SUCCESS);
    expect((await s.request('msg_cancel_order_req', { orderid: made.orderid })).result).toBe(1);
  }
  await orderOnOffer(buyer.page);
  await toast(buyer.page, '今日取消的订单过多，请明天再下单');
  expect(await buyer.page.getByTestId('order-page').count()).toBe(0);
  expect(await ordersOf(buyer.uid)).toBe(MAX_CANCELS_A_DAY);
}, 120_000);
