// Issue 47 item 6: a new group without a name is named after its members (not "group 1000000"); the
// read-only wallet assistant's chat has no call buttons; a second order while one is open says so in
// the sheet, with a link to the open order, in the user's language.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PLATFORM_UID } from '../../protocol/enums';
import { startServer, type TestServer } from '../helpers/server';
import { givePayPassword } from '../integration/money-fixture';
import { screenshot, setLang, toast } from './app-helpers';
import { userPool } from './users';

let server: TestServer;
const pool = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
}, 60_000);
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

test('a group made without a name is named after its members; the wallet assistant has no call buttons', {
  timeout: 120_000,
}, async () => {
  const a = await pool.register('13800004761');
  const b = await pool.register('13800004762');
  for (const [uid, nickname] of [
    [a.uid, '甲队长'],
    [b.uid, 'Somchai'],
  ] as const)
    await server.db.updateTable('users').set({ nickname }).where('uid', '=', uid).execute();
  const groupkey = await a.page.evaluate(
    (uid) => window.__hub?.createGroup([uid]).then((g) => g.groupkey),
    b.uid,
  );
  await a.page.goto(`${server.url}/chat?id=${groupkey}`);
  await expect
    .poll(() => a.page.getByTestId('chat-title').textContent(), { timeout: 10_000 })
    .toBe('甲队长、Somchai');
  await screenshot(a.page, 'chat-faults-group-name-zh');

  for (const lang of ['zh', 'th', 'id'] as const) {
    await setLang(a.page, lang);
    await a.page.goto(`${server.url}/chat?id=${PLATFORM_UID}`);
    await a.page.getByTestId('chat-title').waitFor();
    // The assistant's chat is drawn (its title) and has no way to call.
    expect(await a.page.getByTestId('call-voice').count(), lang).toBe(0);
    expect(await a.page.getByTestId('call-video').count(), lang).toBe(0);
    await screenshot(a.page, `chat-faults-wallet-assistant-${lang}`);
  }
  // A friend's chat still has them (the buttons are hidden for the assistant only).
  await setLang(a.page, 'zh');
  await a.page.goto(`${server.url}/chat?id=${b.uid}`);
  await a.page.getByTestId('call-voice').waitFor({ timeout: 10_000 });
  expect(a.errors).toEqual([]);
});

test('a second order while one is open: a message in the sheet and a link to the open order', {
  timeout: 180_000,
}, async () => {
  const seller = await pool.register('13800004763');
  const buyer = await pool.register('13800004764');
  await givePayPassword(server.db, seller.uid, 50_000);
  await givePayPassword(server.db, buyer.uid, 10_000);
  const s = seller.page;
  await s.goto(`${server.url}/market/accounts`);
  await s.getByTestId('account-holder').fill('Li Lei');
  await s.getByTestId('account-number').fill('6222 0000 4763');
  await s.getByTestId('account-save').click();
  await toast(s, '操作成功');
  await s.goto(`${server.url}/market/offers`);
  await s.getByTestId('offer-publish').click();
  await s.getByTestId('publish-total').fill('300');
  await s.getByTestId('publish-min').fill('10');
  await s.getByTestId('publish-max').fill('100');
  await s.getByTestId('publish-submit').click();
  await toast(s, '操作成功');

  const p = buyer.page;
  const order = async () => {
    await p.goto(`${server.url}/market`);
    const offer = p.locator('[data-testid^=offer-]', { hasText: '10.00 ~ 100.00' }).first();
    await offer.waitFor({ timeout: 10_000 });
    await offer.locator('.market-act').click();
    await p.getByTestId('order-amount').fill('20');
    await p.getByTestId('order-place').click();
  };
  await order();
  await p.getByTestId('order-page').waitFor();
  const first = new URL(p.url()).searchParams.get('id');

  for (const [lang, text] of [
    ['zh', '您还有一笔未完成的订单'],
    ['th', 'คุณยังมีคำสั่งซื้อที่ยังไม่เสร็จ'],
    ['id', 'Anda masih punya pesanan yang belum selesai'],
  ] as const) {
    await setLang(p, lang);
    await order();
    const blocked = p.getByTestId('order-blocked');
    await expect.poll(() => blocked.textContent(), { timeout: 10_000 }).toContain(text);
    await screenshot(p, `chat-faults-second-order-${lang}`);
  }
  await p.getByTestId('order-blocked-link').click();
  await p.getByTestId('order-page').waitFor();
  expect(new URL(p.url()).searchParams.get('id')).toBe(first);
  expect(buyer.errors).toEqual([]);
});
