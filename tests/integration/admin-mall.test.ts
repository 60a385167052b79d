// Issue 44: staff ship a points-mall order from the console (mall.ship, audited); the user sees it
// shipped and may confirm receipt. A guarded move ships an order once, however many staff press.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ORDER_STATUS } from '../../protocol/mainApiAccount';
import { staffDb } from '../../server/admin/tables';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffAccount, staffLogin } from '../helpers/staff';
import { account, grant, guest } from './points-fixture';

let server: TestServer;
let admin: StaffClient;

beforeAll(async () => {
  server = await startServer();
  admin = await staffLogin(server.url, 'admin');
});
afterAll(async () => server?.close());

/** A fresh user's pending order of one item, to the address they saved. */
async function pendingOrder() {
  const user = await guest(server, 'mall-ship');
  const saved = await account(server, user, 'encryptionAddressSave', {
    name: '王五',
    phone: '13900139000',
    region: '上海市',
    detail: '浦东新区 世纪大道 8号',
  });
  const items = (await account(server, user, 'encryptionMallItems')).data ?? [];
  const item = items.find((i) => i.stock > 10);
  if (!item) throw new Error('no item in stock');
  await grant(server, user.uid, item.cost, `ship-${user.uid}`);
  const order = await account(server, user, 'encryptionExchange', {
    item_id: item.id,
    address_id: saved.data?.id ?? 0,
    num: 1,
  });
  if (!order.data) throw new Error(`exchange failed: ${order.msg}`);
  return { user, order: order.data, item };
}

test('staff list an order waiting to ship with its address, ship it, and the user sees it shipped', async () => {
  const { user, order, item } = await pendingOrder();
  const list = await admin.call('GET', '/mall-orders');
  expect(list.status).toBe(200);
  const row = (list.body.pending as { id: number }[]).find((o) => o.id === order.id);
  expect(row).toMatchObject({
    orderid: order.orderid,
    uid: user.uid,
    item: expect.any(String),
    num: 1,
    cost: item.cost,
    shipName: '王五',
    shipPhone: '13900139000',
    shipAddress: '上海市 浦东新区 世纪大道 8号',
  });

  // Issue 47: a shipment takes a tracking note (1..100 characters on one line); without one nothing moves.
  for (const body of [{}, { tracking: '  ' }, { tracking: 'SF\n123' }, { tracking: 'x'.repeat(101) }]) {
    const refused = await admin.call('POST', `/mall-orders/${order.id}/ship`, body);
    expect(refused.status).toBe(400);
  }
  const shipped = await admin.call('POST', `/mall-orders/${order.id}/ship`, { tracking: ' SF 1234567890 ' });
  expect(shipped.status).toBe(200);
  expect(shipped.body).toMatchObject({ orderid: order.orderid, status: 'shipped' });
  const mine = (await account(server, user, 'encryptionMallOrders')).data?.list ?? [];
  expect(mine.find((o) => o.id === order.id)).toMatchObject({
    status: ORDER_STATUS.SHIPPED,
    tracking: 'SF 1234567890',
  });
  const after = await admin.call('GET', '/mall-orders');
  expect((after.body.pending as { id: number }[]).map((o) => o.id)).not.toContain(order.id);
  // Shipped, the user can now confirm receipt.
  const received = await account(server, user, 'encryptionOrderReceive', { id: order.id });
  expect(received.data?.status).toBe(ORDER_STATUS.DONE);

  const audit = await staffDb(server.db)
    .selectFrom('staff_audit')
    .select(['action', 'staff_name', 'before', 'after'])
    .where('target', '=', `order:${order.orderid}`)
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ action: 'mall-order.ship' });
  expect(JSON.parse(audit[0]?.before ?? '')).toEqual({ status: 'pending', uid: user.uid });
});

test('a role without mall.ship is refused both the list and the ship; the order stays pending', async () => {
  const { user, order } = await pendingOrder();
  for (const role of ['editor', 'cs', 'finance'] as const) {
    const staff = await staffLogin(server.url, role);
    const list = await staff.call('GET', '/mall-orders');
    expect(list.status).toBe(403);
    expect(list.body.error).toMatch(/mall\.ship/);
    const ship = await staff.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1234567890' });
    expect(ship.status).toBe(403);
  }
  const mine = (await account(server, user, 'encryptionMallOrders')).data?.list ?? [];
  expect(mine.find((o) => o.id === order.id)?.status).toBe(ORDER_STATUS.PENDING);
});

test('shipping twice is refused with a clear error; a cancelled or unknown order cannot be shipped', async () => {
  const { order } = await pendingOrder();
  expect(
    (await admin.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1234567890' })).status,
  ).toBe(200);
  const again = await admin.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1234567890' });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(`order ${order.id} is shipped already`);

  const other = await pendingOrder();
  expect((await account(server, other.user, 'encryptionOrderCancel', { id: other.order.id })).code).toBe(200);
  const cancelled = await admin.call('POST', `/mall-orders/${other.order.id}/ship`, {
    tracking: 'SF 1234567890',
  });
  expect(cancelled.status).toBe(409);
  expect(cancelled.body.error).toBe(`order ${other.order.id} was cancelled`);

  expect((await admin.call('POST', '/mall-orders/99999999/ship', { tracking: 'SF 1234567890' })).status).toBe(
    404,
  );
  const bad = await admin.call('POST', '/mall-orders/abc/ship', {});
  expect(bad.status).toBe(400);
  expect(bad.body.error).toMatch(/positive integer/);
  // Only the one shipment is audited.
  const audit = await staffDb(server.db)
    .selectFrom('staff_audit')
    .select('action')
    .where('target', 'in', [`order:${order.orderid}`, `order:${other.order.orderid}`])
    .execute();
  expect(audit).toHaveLength(1);
});

test('two staff shipping one order at once ship it once: one 200, one 409, one audit row', async () => {
  const { order } = await pendingOrder();
  const second = await staffAccount(server.url, server.db, 'admin');
  const answers = await Promise.all([
    admin.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1' }),
    second.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1' }),
    admin.call('POST', `/mall-orders/${order.id}/ship`, { tracking: 'SF 1' }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  const audit = await staffDb(server.db)
    .selectFrom('staff_audit')
    .select('action')
    .where('target', '=', `order:${order.orderid}`)
    .execute();
  expect(audit).toHaveLength(1);
});
