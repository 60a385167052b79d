// Issue 44: a user's points-mall exchange waits as 待发货 in the app until staff ship it from the
// console's "Mall orders" page (user, item, delivery address, date; Ship with a confirm); the app's
// order list then shows it 已发货, with the button to confirm receipt and (issue 47) the tracking note
// staff gave when shipping.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { earnPoints } from '../../server/points/ledger';
import { exchange, mallItems, saveAddress } from '../../server/points/mall';
import { consoleAndAppForFile, consoleLogin, MENU, menuLabels } from './admin-helpers';
import { closeAdvert, openApp, screenshot, stored } from './app-helpers';

const env = consoleAndAppForFile();

/** The app's order list, freshly opened. */
async function orders(app: Page) {
  await app.goto(`${env.server.url}/integralMyStore`);
  await app.getByTestId('orders-page').waitFor();
  await closeAdvert(app);
  return app.getByTestId('order');
}

test('staff ship a pending mall order from the console and the app shows it shipped', async () => {
  const { server } = env;
  const { page: app } = await openApp(env.phone.context, `${server.url}/sign`);
  await expect.poll(() => stored(app, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
  const uid = Number(await stored(app, 'uid'));
  const now = Date.now();
  const item = (await mallItems(server.db, 'zh')).find((i) => i.stock > 10);
  if (!item) throw new Error('no item in stock');
  await server.db
    .transaction()
    .execute((trx) => earnPoints(trx, { uid, kind: 'grant', points: item.cost, dedupe: 'e2e-ship', now }));
  const address = await saveAddress(
    server.db,
    uid,
    {
      id: 0,
      name: '赵六',
      phone: '13700137000',
      region: '广州市 天河区',
      detail: '体育西路 9 号',
      isDefault: true,
    },
    now,
  );
  const order = await exchange(server.db, uid, { itemId: item.id, addressId: address.id, num: 1 }, now, 'zh');

  let card = (await orders(app)).filter({ hasText: order.orderid });
  await expect.poll(() => card.getAttribute('data-status')).toBe('1');
  expect(await card.textContent()).toContain('待发货');

  const page = await consoleLogin(await env.desktop.newContext(), server.url, 'admin');
  expect(await menuLabels(page)).toContain(MENU.mallOrders);
  await page.getByRole('menuitem', { name: MENU.mallOrders }).click();
  const row = page.getByTestId('mall-orders-pending').getByRole('row').filter({ hasText: order.orderid });
  await row.waitFor({ timeout: 10_000 });
  const text = await row.textContent();
  expect(text).toContain(`(${uid})`);
  expect(text).toContain('赵六 · 13700137000 · 广州市 天河区 体育西路 9 号');
  await screenshot(page, 'admin-mall-orders');
  // Issue 47: Ship waits for the tracking note, which the user then reads in the order.
  const ship = row.getByRole('button', { name: 'Ship' });
  expect(await ship.isDisabled()).toBe(true);
  await page.getByTestId(`mall-tracking-${order.id}`).fill('顺丰 SF1234567890');
  await ship.click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Shipped' }).click();
  await page.getByText(`Order ${order.orderid} shipped`).waitFor();
  await row.waitFor({ state: 'detached' });

  card = (await orders(app)).filter({ hasText: order.orderid });
  await expect.poll(() => card.getAttribute('data-status')).toBe('2');
  expect(await card.textContent()).toContain('已发货');
  expect(await card.getByRole('button', { name: '确认收货' }).count()).toBe(1);
  expect(await card.getByTestId('order-tracking').textContent()).toBe('物流信息顺丰 SF1234567890');
  await screenshot(app, 'account-order-shipped');
  for (const [lang, label] of [
    ['th', 'ข้อมูลการจัดส่ง'],
    ['id', 'Info pengiriman'],
  ] as const) {
    await app.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
    card = (await orders(app)).filter({ hasText: order.orderid });
    await expect
      .poll(() => card.getByTestId('order-tracking').textContent())
      .toBe(`${label}顺丰 SF1234567890`);
    await screenshot(app, `account-order-shipped-${lang}`);
  }
}, 120_000);
