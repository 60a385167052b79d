// Attack 5 (issue 43): a guest orders on a sell offer, reads the seller's name, account number and
// phone with msg_order_by_id_req, cancels, and repeats. Guests cannot order or publish (47); the
// account shows only to a phone-verified buyer while the order is live; a buyer who cancelled or let
// time out 3 orders today cannot order until tomorrow (48); orders a user opens are rate limited (49).
import { expect, test } from 'vitest';
import { GOODS_TYPE, ORDER_STATUS, ORDER_TIMEOUT_MS, PAY_TYPE } from '../../../protocol/enums';
import { RESULT } from '../../../protocol/result';
import { createUser } from '../../../server/accounts/users';
import { cancelTimedOutOrders } from '../../../server/market/orders';
import { MAX_CANCELS_A_DAY } from '../../../server/market/traders';
import type { ImClient } from '../../helpers/imClient';
import type { TestServer } from '../../helpers/server';
import { backdate, OFFER, offerRow, publish } from '../market-fixture';
import { payUsers, socketOf } from '../money-fixture';
import { onEachStore } from './stores';

const ACCOUNT = {
  paytype: PAY_TYPE.BANK,
  accountname: '6222 0000 9876',
  name: '王秀英',
  phoneno: '13912345678',
  bankcode: 'ICBC',
};

/** A seller with a bank account and `offers` sell offers; their socket and offer ids. */
async function seller(server: TestServer, sockets: ImClient[], offers = 1) {
  const [user] = await payUsers(server.db, 1, 10_000_000);
  if (!user) throw new Error('no seller');
  const s = await socketOf(server.url, server.db, user.uid);
  sockets.push(s);
  expect((await s.request('msg_set_pay_account_req', { info: ACCOUNT })).result).toBe(1);
  const offerIds: number[] = [];
  for (let i = 0; i < offers; i++) offerIds.push(await publish(s, server.db, user.uid));
  return { uid: user.uid, s, offerIds };
}

async function buyerSocket(server: TestServer, sockets: ImClient[], phone: boolean) {
  const uid = phone
    ? (await payUsers(server.db, 1, 0))[0]?.uid
    : (await createUser(server.db, Date.now(), { phone: null, zone: '86', channel: 8, siteid: 3 })).uid;
  if (!uid) throw new Error('no buyer');
  const s = await socketOf(server.url, server.db, uid);
  sockets.push(s);
  return { uid, s };
}

const order = (s: ImClient, goodsid: number) =>
  s.request('msg_create_order_req', {
    opertype: GOODS_TYPE.SELL,
    goodsid,
    ordervalue: 2_000,
    paytype: PAY_TYPE.BANK,
    paytypeid: 0,
  });

const shown = async (s: ImClient, orderid: string) =>
  (await s.request('msg_order_by_id_req', { orderid })).order.payinfo;

onEachStore('sellers’ pay accounts', (start) => {
  test('a guest cannot order (47) nor publish (47); nothing is reserved and no account is read', async () => {
    const server = await start();
    const sockets: ImClient[] = [];
    try {
      const { offerIds } = await seller(server, sockets);
      const goodsid = offerIds[0] as number;
      const before = (await offerRow(server.db, goodsid)).leftvalue;
      const guest = await buyerSocket(server, sockets, false);
      const reply = await order(guest.s, goodsid);
      expect(reply.result).toBe(RESULT.PHONE_REQUIRED);
      expect((await offerRow(server.db, goodsid)).leftvalue).toBe(before);
      expect((await guest.s.request('msg_my_orders_req', {})).orders).toEqual([]);
      expect(
        (await guest.s.request('msg_create_goods_req', { ...OFFER, goodstype: GOODS_TYPE.BUY })).result,
      ).toBe(RESULT.PHONE_REQUIRED);
    } finally {
      await Promise.allSettled(sockets.map((s) => s.close()));
    }
  });

  test('the account shows to a verified buyer of a live order only: not once cancelled or timed out, not without a phone', async () => {
    const server = await start();
    const sockets: ImClient[] = [];
    try {
      const sell = await seller(server, sockets, 3);
      const [g1, g2, g3] = sell.offerIds as [number, number, number];
      const buyer = await buyerSocket(server, sockets, true);
      const first = await order(buyer.s, g1);
      expect(first.result).toBe(RESULT.SUCCESS);
      expect(await shown(buyer.s, first.orderid)).toMatchObject({
        name: ACCOUNT.name,
        accountname: ACCOUNT.accountname,
        phoneno: ACCOUNT.phoneno,
      });
      // Cancelled: gone from every read the buyer has; the seller still sees their own.
      expect((await buyer.s.request('msg_cancel_order_req', { orderid: first.orderid })).result).toBe(1);
      expect(await shown(buyer.s, first.orderid)).toMatchObject({
        id: 0,
        name: '',
        accountname: '',
        phoneno: '',
      });
      const mine = (await buyer.s.request('msg_my_orders_req', {})).orders;
      expect(mine.map((o) => o.payinfo.accountname)).toEqual(['']);
      expect(
        (await buyer.s.request('msg_order_by_uid_req', { otheruid: sell.uid })).order.payinfo.phoneno,
      ).toBe('');
      expect((await shown(sell.s, first.orderid)).accountname).toBe(ACCOUNT.accountname);

      // Timed out: gone too.
      const second = await order(buyer.s, g2);
      expect(second.result).toBe(RESULT.SUCCESS);
      await backdate(server.db, second.orderid);
      expect((await cancelTimedOutOrders(server.db, Date.now())).map((m) => m.order.orderid)).toEqual([
        second.orderid,
      ]);
      expect((await shown(buyer.s, second.orderid)).accountname).toBe('');

      // A buyer whose phone is gone (an order opened before the rule) does not see it while live.
      const third = await order(buyer.s, g3);
      expect(third.result).toBe(RESULT.SUCCESS);
      expect((await shown(buyer.s, third.orderid)).accountname).toBe(ACCOUNT.accountname);
      await server.db.updateTable('users').set({ phone: null }).where('uid', '=', buyer.uid).execute();
      expect((await shown(buyer.s, third.orderid)).accountname).toBe('');
      expect(
        (await buyer.s.request('msg_my_orders_req', {})).orders.every((o) => o.payinfo.accountname === ''),
      ).toBe(true);
    } finally {
      await Promise.allSettled(sockets.map((s) => s.close()));
    }
  });

  test(`a buyer who cancelled or let time out ${MAX_CANCELS_A_DAY} orders today is refused (48) until the next day`, async () => {
    // 10:00 in Asia/Shanghai (the default TIME_ZONE).
    let clock = Date.parse('2026-12-01T02:00:00Z');
    const server = await start({}, { now: () => clock });
    const sockets: ImClient[] = [];
    try {
      const sell = await seller(server, sockets, 1);
      const goodsid = sell.offerIds[0] as number;
      const buyer = await buyerSocket(server, sockets, true);
      const other = await buyerSocket(server, sockets, true);
      // Two cancels and one order left to time out.
      for (let i = 0; i < MAX_CANCELS_A_DAY - 1; i++) {
        const o = await order(buyer.s, goodsid);
        expect(o.result).toBe(RESULT.SUCCESS);
        expect((await buyer.s.request('msg_cancel_order_req', { orderid: o.orderid })).result).toBe(1);
      }
      const late = await order(buyer.s, goodsid);
      expect(late.result).toBe(RESULT.SUCCESS);
      clock += ORDER_TIMEOUT_MS + 1_000;
      expect((await cancelTimedOutOrders(server.db, clock)).map((m) => m.order.status)).toEqual([
        ORDER_STATUS.CANCELLED_BY_TIMEOUT,
      ]);
      const before = (await offerRow(server.db, goodsid)).leftvalue;
      const refused = await order(buyer.s, goodsid);
      expect(refused.result).toBe(RESULT.ORDER_CANCEL_LIMIT);
      expect((await offerRow(server.db, goodsid)).leftvalue).toBe(before);
      // Still refused at 23:59 the same day; another buyer is not affected.
      clock = Date.parse('2026-12-01T15:59:00Z');
      expect((await order(buyer.s, goodsid)).result).toBe(RESULT.ORDER_CANCEL_LIMIT);
      expect((await order(other.s, goodsid)).result).toBe(RESULT.SUCCESS);
      // 00:00 the next day in the product's time zone: ordering again.
      clock = Date.parse('2026-12-01T16:00:30Z');
      expect((await order(buyer.s, goodsid)).result).toBe(RESULT.SUCCESS);
    } finally {
      await Promise.allSettled(sockets.map((s) => s.close()));
    }
  });

  test('orders a user opens are limited per user (49); another user still orders', async () => {
    const server = await start({}, { limits: { marketOrders: { points: 3, durationS: 3600 } } });
    const sockets: ImClient[] = [];
    try {
      const sell = await seller(server, sockets, 5);
      const buyer = await buyerSocket(server, sockets, true);
      const results: number[] = [];
      for (const goodsid of sell.offerIds.slice(0, 4)) results.push((await order(buyer.s, goodsid)).result);
      expect(results).toEqual([1, 1, 1, RESULT.TOO_FREQUENT]);
      const other = await buyerSocket(server, sockets, true);
      expect((await order(other.s, sell.offerIds[4] as number)).result).toBe(RESULT.SUCCESS);
    } finally {
      await Promise.allSettled(sockets.map((s) => s.close()));
    }
  });
});
