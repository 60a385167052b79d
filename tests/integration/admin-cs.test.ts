// Issue 22: the customer-service seat answers the service accounts' queue as the account (the
// answer reaches the user's socket), and finance resolves marketplace appeals; both audited.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MSG_TYPE, ORDER_STATUS, PAY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { staffDb } from '../../server/admin/tables';
import { createGuest, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';
import { addAccount, backdate, publish, statusOf, walletOf } from './market-fixture';
import { payUsers, socketOf } from './money-fixture';

let server: TestServer;
const sockets: ImClient[] = [];
let cs: StaffClient;
let finance: StaffClient;
let admin: StaffClient;

beforeAll(async () => {
  server = await startServer();
  [cs, finance, admin] = await Promise.all([
    staffLogin(server.url, 'cs'),
    staffLogin(server.url, 'finance'),
    staffLogin(server.url, 'admin'),
  ]);
});
afterAll(async () => {
  await Promise.allSettled(sockets.map((s) => s.close()));
  await server?.close();
});

const lastAudit = (action: string) =>
  staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

test('a waiting chat is answered from the seat as the service account and reaches the user', async () => {
  const user = await createGuest(server.url);
  const client = await ImClient.connect(server.url);
  sockets.push(client);
  expect((await client.login(user)).result).toBe(RESULT.SUCCESS);
  const sent = await client.request('msg_send_private_msg_req', {
    recvuid: 10001,
    msg_type: MSG_TYPE.TEXT,
    content: new TextEncoder().encode('夜里充值没到账'),
    clientkey: 'cs-night-1',
  });
  expect(sent.result).toBe(RESULT.SUCCESS);

  const queue = await cs.call('GET', '/cs/queue');
  const night = (queue.body.queues as { service: number; waiting: { uid: number }[] }[]).find(
    (q) => q.service === 10001,
  );
  expect(night?.waiting.map((w) => w.uid)).toEqual([user.uid]);
  const chat = await cs.call('GET', `/cs/chats/10001/${user.uid}`);
  expect(chat.body.user).toMatchObject({ uid: user.uid });
  expect(chat.body.messages).toEqual([expect.objectContaining({ uid: user.uid, text: '夜里充值没到账' })]);

  const reply = await cs.call('POST', `/cs/chats/10001/${user.uid}/reply`, { text: '您好，已为您查询' });
  expect(reply.status).toBe(200);
  const push = await client.nextPush('msg_send_private_msg_rep');
  expect(push.msg_info?.uid).toBe(10001);
  expect(new TextDecoder().decode(push.msg_info?.content)).toBe('您好，已为您查询');
  const after = await cs.call('GET', '/cs/queue');
  expect((after.body.queues as { waiting: unknown[] }[]).every((q) => q.waiting.length === 0)).toBe(true);
  expect(await lastAudit('cs.reply')).toMatchObject({ staff_name: 'demo-cs', target: `user:${user.uid}` });

  expect((await cs.call('POST', `/cs/chats/10001/${user.uid}/reply`, { text: '  ' })).status).toBe(400);
  expect((await cs.call('POST', `/cs/chats/${user.uid}/10001/reply`, { text: 'hi' })).status).toBe(400);
  expect((await finance.call('GET', '/cs/queue')).status).toBe(403);
  // A setting naming an ordinary user (stored by hand, past the check) opens none of their chats.
  const other = await createGuest(server.url);
  await server.db
    .insertInto('settings')
    .values({ key: 'service_uid_night', value: JSON.stringify(user.uid), updated_at: Date.now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(user.uid) }))
    .execute();
  expect((await cs.call('GET', `/cs/chats/${user.uid}/${other.uid}`)).status).toBe(400);
  await server.db.deleteFrom('settings').where('key', '=', 'service_uid_night').execute();
});

test('finance resolves an appeal (release): the buyer gets the coins; others may not resolve', async () => {
  const [seller, buyer] = await payUsers(server.db, 2, 100_000_00);
  if (!seller || !buyer) throw new Error('no users');
  const s = await socketOf(server.url, server.db, seller.uid);
  const b = await socketOf(server.url, server.db, buyer.uid);
  sockets.push(s, b);
  await addAccount(s);
  const goodsid = await publish(s, server.db, seller.uid, {
    goodsvalue: 20_000,
    minlimit: 10_000,
    maxlimit: 10_000,
  });
  const order = await b.request('msg_create_order_req', {
    opertype: 1,
    goodsid,
    ordervalue: 10_000,
    paytype: PAY_TYPE.BANK,
    paytypeid: 0,
  });
  expect((await b.request('msg_confirm_order_req', { orderid: order.orderid })).status).toBe(
    ORDER_STATUS.PAID,
  );
  await backdate(server.db, order.orderid);
  expect((await b.request('msg_appeal_order_req', { orderid: order.orderid })).status).toBe(
    ORDER_STATUS.APPEAL,
  );

  const list = await finance.call('GET', '/appeals');
  expect(list.body.orders).toEqual([expect.objectContaining({ orderid: order.orderid, buyer: buyer.uid })]);
  for (const other of [admin, cs]) {
    expect((await other.call('POST', `/appeals/${order.orderid}`, { outcome: 'release' })).status).toBe(403);
  }
  expect((await finance.call('POST', `/appeals/${order.orderid}`, { outcome: 'maybe' })).status).toBe(400);

  const before = (await walletOf(server.db, buyer.uid)).coin;
  const resolved = await finance.call('POST', `/appeals/${order.orderid}`, { outcome: 'release' });
  expect(resolved.status).toBe(200);
  expect(await statusOf(server.db, order.orderid)).toBe(ORDER_STATUS.COMPLETED);
  expect((await walletOf(server.db, buyer.uid)).coin).toBe(before + 10_000);
  const note = await b.nextPush('msg_send_private_msg_rep');
  expect(note.msg_info?.msgtype).toBe(MSG_TYPE.CONFIRM_ORDER);
  const row = await lastAudit('appeal.resolve');
  expect(row).toMatchObject({ staff_name: 'demo-finance', target: `order:${order.orderid}` });
  expect(JSON.parse(row?.after ?? '')).toEqual({ status: ORDER_STATUS.COMPLETED, outcome: 'release' });

  const again = await finance.call('POST', `/appeals/${order.orderid}`, { outcome: 'cancel' });
  expect(again.status).toBe(409);
});
