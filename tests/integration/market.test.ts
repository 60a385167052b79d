import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GOODS_STATUS,
  GOODS_TYPE,
  MONEY_TYPE,
  MSG_TYPE,
  ORDER_STATUS,
  ORDER_TIMEOUT_MS,
  PAY_TYPE,
} from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { cancelTimedOutOrders, resolveAppeal } from '../../server/market/orders';
import { marketDb } from '../../server/market/tables';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { addAccount, backdate, heldBy, OFFER, offerRow, publish, statusOf, walletOf } from './market-fixture';
import { authCode, payUsers, socketOf } from './money-fixture';

const S = ORDER_STATUS;
const utf8 = new TextDecoder();

describe('the coin marketplace (SQLite)', () => {
  let server: TestServer;
  const sockets: ImClient[] = [];
  const everyone: number[] = [];
  let start = 0;
  const open = async (uid: number) => {
    const s = await socketOf(server.url, server.db, uid);
    sockets.push(s);
    return s;
  };
  /** Users with 1,000.00 coins each and a socket. */
  const traders = async (n: number, coins = 100_000_00) => {
    const users = await payUsers(server.db, n, coins);
    everyone.push(...users.map((u) => u.uid));
    start += n * coins;
    return Promise.all(users.map(async (u) => ({ uid: u.uid, s: await open(u.uid) })));
  };

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    // Coins are conserved across everything the tests above did: publish, orders, releases,
    // cancels, timeouts, appeals and closes.
    if (everyone.length > 0) expect(await heldBy(server.db, everyone)).toBe(start);
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  test('publishing a sell offer freezes its coins (log type 7); pause, resume and close with their refusals; closing returns what is unsold', async () => {
    const [seller, other] = await traders(2);
    if (!seller || !other) throw new Error('no users');
    const create = (offer: Partial<typeof OFFER>) =>
      seller.s.request('msg_create_goods_req', { ...OFFER, ...offer });
    // No pay account of the pay type yet: 22.
    expect((await create({})).result).toBe(RESULT.NO_PAY_TYPE);
    await addAccount(seller.s, PAY_TYPE.BANK);
    expect((await create({ paylist: [] })).result).toBe(RESULT.NO_PAY_TYPE);
    expect((await create({ paylist: [PAY_TYPE.ALIPAY] })).result).toBe(RESULT.NO_PAY_TYPE);
    expect((await create({ goodstype: 3 })).result).toBe(RESULT.DEAL_NOT_SUPPORTED);
    expect((await create({ minlimit: 60_000 })).result).toBe(RESULT.FAIL);
    expect((await create({ maxlimit: 200_000 })).result).toBe(RESULT.FAIL);
    expect((await create({ status: GOODS_STATUS.CLOSED })).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await create({ goodsvalue: 100_000_01, maxlimit: 1_000 })).result).toBe(RESULT.MONEY_NOT_ENOUGH);
    expect(await walletOf(server.db, seller.uid)).toEqual({ coin: 100_000_00, freezecoin: 0 });

    const goodsid = await publish(seller.s, server.db, seller.uid);
    expect(await walletOf(server.db, seller.uid)).toEqual({
      coin: 100_000_00 - 100_000,
      freezecoin: 100_000,
    });
    const log = await marketDb(server.db)
      .selectFrom('money_log')
      .select(['moneytype', 'amount', 'orderid'])
      .where('uid', '=', seller.uid)
      .where('moneytype', '=', MONEY_TYPE.GOODS)
      .execute();
    expect(log).toEqual([{ moneytype: MONEY_TYPE.GOODS, amount: -100_000, orderid: `G${goodsid}` }]);

    const setStatus = (s: ImClient, status: number, id = goodsid) =>
      s.request('msg_set_goods_status_req', { goodsid: id, status });
    expect((await setStatus(other.s, GOODS_STATUS.OFFLINE)).result).toBe(RESULT.GOODS_NOT_EXIST);
    expect((await setStatus(seller.s, GOODS_STATUS.ONLINE)).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await setStatus(seller.s, GOODS_STATUS.BANNED)).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await setStatus(seller.s, GOODS_STATUS.OFFLINE)).status).toBe(GOODS_STATUS.OFFLINE);
    // A paused offer is not listed and takes no order.
    const list = () =>
      other.s.request('msg_get_goods_req', {
        opertype: 1,
        paytype: 0,
        value: 0,
        cointype: 0,
        outcointype: 0,
      });
    expect((await list()).goodslist.map((g) => g.goodsid)).not.toContain(goodsid);
    const order = (value = 5_000) =>
      other.s.request('msg_create_order_req', {
        opertype: 1,
        goodsid,
        ordervalue: value,
        paytype: 0,
        paytypeid: 0,
      });
    expect((await order()).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await setStatus(seller.s, GOODS_STATUS.ONLINE)).status).toBe(GOODS_STATUS.ONLINE);
    const listed = (await list()).goodslist.find((g) => g.goodsid === goodsid);
    expect(listed).toMatchObject({
      uid: seller.uid,
      goodsvalue: 100_000,
      leftvalue: 100_000,
      paylist: [PAY_TYPE.BANK],
      dealnum: 0,
    });
    expect(listed?.payinfolist).toEqual([]);

    // An order takes 5,000; closing returns the 95,000 left; the order's coins stay in escrow
    // until it ends, and its cancel then returns them to the seller (log type 8).
    const taken = await order();
    expect(taken.result).toBe(1);
    expect((await setStatus(seller.s, GOODS_STATUS.CLOSED)).status).toBe(GOODS_STATUS.CLOSED);
    expect(await walletOf(server.db, seller.uid)).toEqual({ coin: 100_000_00 - 5_000, freezecoin: 5_000 });
    expect((await setStatus(seller.s, GOODS_STATUS.ONLINE)).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await setStatus(seller.s, GOODS_STATUS.CLOSED)).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await order()).result).toBe(RESULT.GOODS_STATUS_ERROR);
    expect((await other.s.request('msg_cancel_order_req', { orderid: taken.orderid })).result).toBe(1);
    expect(await walletOf(server.db, seller.uid)).toEqual({ coin: 100_000_00, freezecoin: 0 });
    const refund = await marketDb(server.db)
      .selectFrom('money_log')
      .select(['moneytype', 'amount'])
      .where('orderid', '=', taken.orderid)
      .execute();
    expect(refund).toEqual([{ moneytype: MONEY_TYPE.ORDER_REFUND, amount: 5_000 }]);
  });

  test('a full trade: order within the limits, pay type, paid, released with an auth code; messages of type 13 and the new-order push', async () => {
    const [seller, buyer] = await traders(2);
    if (!seller || !buyer) throw new Error('no users');
    const bank = await addAccount(seller.s, PAY_TYPE.BANK);
    const alipay = await addAccount(seller.s, PAY_TYPE.ALIPAY);
    const goodsid = await publish(seller.s, server.db, seller.uid, {
      paylist: [PAY_TYPE.BANK, PAY_TYPE.ALIPAY],
    });
    // The seller deletes the Alipay account: the offer still lists Alipay, but no order can pay by it.
    expect(
      (await buyer.s.request('msg_set_pay_account_req', { info: { id: alipay }, remove: 1 })).result,
    ).toBe(RESULT.FAIL);
    expect(
      (await seller.s.request('msg_set_pay_account_req', { info: { id: alipay }, remove: 1 })).result,
    ).toBe(1);
    expect((await seller.s.request('msg_my_pay_accounts_req', {})).payinfolist.map((a) => a.id)).toEqual([
      bank,
    ]);
    const order = (value: number, opertype = 1) =>
      buyer.s.request('msg_create_order_req', {
        opertype,
        goodsid,
        ordervalue: value,
        paytype: 0,
        paytypeid: 0,
      });
    expect(
      (
        await seller.s.request('msg_create_order_req', {
          opertype: 1,
          goodsid,
          ordervalue: 5_000,
          paytype: 0,
          paytypeid: 0,
        })
      ).result,
    ).toBe(RESULT.CANNOT_DEAL_WITH_SELF);
    expect((await order(5_000, 2)).result).toBe(RESULT.DEAL_NOT_SUPPORTED);
    expect((await order(999)).result).toBe(RESULT.FAIL);
    expect((await order(50_001)).result).toBe(RESULT.FAIL);
    expect(
      (
        await buyer.s.request('msg_create_order_req', {
          opertype: 1,
          goodsid: 999_999,
          ordervalue: 5_000,
          paytype: 0,
          paytypeid: 0,
        })
      ).result,
    ).toBe(RESULT.GOODS_NOT_EXIST);
    const created = await order(20_000);
    expect(created).toMatchObject({ result: 1, otheruid: seller.uid });
    expect((await order(20_000)).result).toBe(RESULT.HAS_UNFINISHED_ORDER);
    const { orderid } = created;
    expect(await seller.s.nextPush('msg_new_order_notify')).toEqual({ uid: buyer.uid, orderid });
    expect((await offerRow(server.db, goodsid)).leftvalue).toBe(80_000);

    // The seller cannot release before payment; the buyer cannot mark paid before a pay type.
    expect(
      (await seller.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(seller.s) }))
        .result,
    ).toBe(RESULT.ORDER_STATUS_ERROR);
    expect((await buyer.s.request('msg_confirm_order_req', { orderid })).result).toBe(RESULT.NO_PAY_TYPE);
    const pay = (paytype: number, paytypeid = 0) =>
      buyer.s.request('msg_set_order_paytype_req', { orderid, paytype, paytypeid });
    expect((await pay(PAY_TYPE.ALIPAY)).result).toBe(RESULT.NO_PAY_TYPE);
    expect((await pay(PAY_TYPE.WECHAT)).result).toBe(RESULT.NO_PAY_TYPE);
    expect(
      (await seller.s.request('msg_set_order_paytype_req', { orderid, paytype: PAY_TYPE.BANK, paytypeid: 0 }))
        .result,
    ).toBe(RESULT.ORDER_STATUS_ERROR);
    expect(await pay(PAY_TYPE.BANK)).toMatchObject({ result: 1, paytype: PAY_TYPE.BANK, paytypeid: bank });

    // The buyer sees the seller's account the order names.
    const seen = await buyer.s.request('msg_order_by_id_req', { orderid });
    expect(seen.order).toMatchObject({
      status: S.WAITING_PAYMENT,
      buyer: buyer.uid,
      seller: seller.uid,
      ordervalue: 20_000,
      paytypeid: bank,
    });
    expect(seen.order.payinfo).toMatchObject({
      id: bank,
      paytype: PAY_TYPE.BANK,
      accountname: 'ICBC 6222 0000 1234',
    });
    expect(seen.order.expiretm - seen.order.createtm).toBe(ORDER_TIMEOUT_MS / 1000);
    const [third] = await traders(1);
    expect((await third?.s.request('msg_order_by_id_req', { orderid }))?.result).toBe(RESULT.ORDER_NOT_EXIST);

    expect(await buyer.s.request('msg_confirm_order_req', { orderid })).toMatchObject({
      result: 1,
      status: S.PAID,
    });
    expect((await buyer.s.request('msg_confirm_order_req', { orderid })).result).toBe(RESULT.ORDER_CONFIRMED);
    expect((await buyer.s.request('msg_cancel_order_req', { orderid })).result).toBe(
      RESULT.ORDER_STATUS_ERROR,
    );
    expect((await seller.s.request('msg_cancel_order_req', { orderid })).result).toBe(
      RESULT.ORDER_STATUS_ERROR,
    );
    expect((await seller.s.request('msg_confirm_order_req', { orderid, authcode: '' })).result).toBe(
      RESULT.INVALID_AUTH_CODE,
    );
    const before = await walletOf(server.db, buyer.uid);
    expect(
      await seller.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(seller.s) }),
    ).toMatchObject({
      result: 1,
      status: S.COMPLETED,
    });
    expect((await walletOf(server.db, buyer.uid)).coin).toBe(before.coin + 20_000);
    expect(await walletOf(server.db, seller.uid)).toEqual({ coin: 100_000_00 - 100_000, freezecoin: 80_000 });
    expect(
      (await seller.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(seller.s) }))
        .result,
    ).toBe(RESULT.ORDER_COMPLETE);

    // Each move left a type-13 message in their private chat, pushed to both.
    const notes = seller.s
      .pushes('msg_send_private_msg_rep')
      .map((p) => p.msg_info)
      .filter((m) => m.msgtype === MSG_TYPE.CONFIRM_ORDER)
      .map((m) => JSON.parse(utf8.decode(m.content)) as { event: string; orderid: string });
    await expect.poll(() => buyer.s.pushes('msg_send_private_msg_rep').length).toBeGreaterThanOrEqual(3);
    expect(notes.map((n) => n.event)).toEqual(['created', 'paid', 'completed']);
    expect(notes.every((n) => n.orderid === orderid)).toBe(true);

    // The deal record: the trader's count on the offer, the totals per user.
    expect((await buyer.s.request('msg_goods_by_id_req', { goodsid })).g_info).toMatchObject({
      dealnum: 1,
      leftvalue: 80_000,
    });
    expect((await buyer.s.request('msg_goods_deal_data_req', {})).datalist).toEqual([
      {
        cointype: 0,
        cnum: 1,
        cval: 20_000,
        tnum: 1,
        tval: 20_000,
        innum: 1,
        inval: 20_000,
        outnum: 0,
        outval: 0,
      },
    ]);
    expect((await seller.s.request('msg_goods_deal_data_req', {})).datalist[0]).toMatchObject({
      outnum: 1,
      outval: 20_000,
      innum: 0,
    });
    expect((await buyer.s.request('msg_my_orders_req', {})).orders.map((o) => o.orderid)).toEqual([orderid]);
    expect((await seller.s.request('msg_order_by_uid_req', { otheruid: buyer.uid })).order.orderid).toBe(
      orderid,
    );
    // A new order on the offer is allowed now the first is finished.
    expect((await order(20_000)).result).toBe(1);
  });

  test('a buy offer: the taker sells into it, their coins in escrow (10 when short), released to the owner, or refunded on cancel (type 8)', async () => {
    const [owner, taker, poor] = await traders(3);
    if (!owner || !taker || !poor) throw new Error('no users');
    await addAccount(taker.s, PAY_TYPE.ALIPAY);
    const goodsid = await publish(owner.s, server.db, owner.uid, {
      goodstype: GOODS_TYPE.BUY,
      paylist: [PAY_TYPE.ALIPAY],
    });
    expect(await walletOf(server.db, owner.uid)).toEqual({ coin: 100_000_00, freezecoin: 0 });
    expect(
      (
        await taker.s.request('msg_get_goods_req', {
          opertype: 2,
          paytype: PAY_TYPE.ALIPAY,
          value: 30_000,
          cointype: 0,
          outcointype: 0,
        })
      ).goodslist.map((g) => g.goodsid),
    ).toContain(goodsid);
    const sell = (s: ImClient, value: number) =>
      s.request('msg_create_order_req', {
        opertype: 2,
        goodsid,
        ordervalue: value,
        paytype: PAY_TYPE.ALIPAY,
        paytypeid: 0,
      });
    // The poor taker keeps no Alipay account: 22.
    expect((await sell(poor.s, 30_000)).result).toBe(RESULT.NO_PAY_TYPE);
    await marketDb(server.db).updateTable('wallets').set({ coin: 100 }).where('uid', '=', poor.uid).execute();
    start -= 100_000_00 - 100;
    await addAccount(poor.s, PAY_TYPE.ALIPAY);
    expect((await sell(poor.s, 30_000)).result).toBe(RESULT.MONEY_NOT_ENOUGH);
    expect((await offerRow(server.db, goodsid)).leftvalue).toBe(100_000);

    const first = await sell(taker.s, 30_000);
    expect(first).toMatchObject({ result: 1, otheruid: owner.uid });
    expect(await walletOf(server.db, taker.uid)).toEqual({ coin: 100_000_00 - 30_000, freezecoin: 30_000 });
    expect((await owner.s.request('msg_cancel_order_req', { orderid: first.orderid })).result).toBe(1);
    expect(await walletOf(server.db, taker.uid)).toEqual({ coin: 100_000_00, freezecoin: 0 });
    expect((await offerRow(server.db, goodsid)).leftvalue).toBe(100_000);

    const second = await sell(taker.s, 40_000);
    expect((await owner.s.request('msg_confirm_order_req', { orderid: second.orderid })).result).toBe(1);
    expect(
      (
        await taker.s.request('msg_confirm_order_req', {
          orderid: second.orderid,
          authcode: await authCode(taker.s),
        })
      ).status,
    ).toBe(S.COMPLETED);
    expect(await walletOf(server.db, owner.uid)).toEqual({ coin: 100_000_00 + 40_000, freezecoin: 0 });
    expect(await walletOf(server.db, taker.uid)).toEqual({ coin: 100_000_00 - 40_000, freezecoin: 0 });
  });

  test('the clocks: unpaid orders time out after 15 minutes (once, on any sweep); paid ones may be appealed then, and staff resolve appeals', async () => {
    const [seller, b1, b2, b3, b4] = await traders(5);
    if (!seller || !b1 || !b2 || !b3 || !b4) throw new Error('no users');
    await addAccount(seller.s);
    const goodsid = await publish(seller.s, server.db, seller.uid, {
      goodsvalue: 40_000,
      minlimit: 10_000,
      maxlimit: 10_000,
    });
    const openOrder = async (b: { s: ImClient }) => {
      const r = await b.s.request('msg_create_order_req', {
        opertype: 1,
        goodsid,
        ordervalue: 10_000,
        paytype: PAY_TYPE.BANK,
        paytypeid: 0,
      });
      expect(r.result).toBe(1);
      return r.orderid;
    };
    const [o1, o2, o3, o4] = [
      await openOrder(b1),
      await openOrder(b2),
      await openOrder(b3),
      await openOrder(b4),
    ];
    // Sold out: insufficient, hidden.
    expect((await offerRow(server.db, goodsid)).status).toBe(GOODS_STATUS.INSUFFICIENT);

    // Not yet 15 minutes: the sweep leaves the order; paying in time works.
    expect((await cancelTimedOutOrders(server.db, Date.now())).map((m) => m.order.goodsid)).not.toContain(
      goodsid,
    );
    expect((await b2.s.request('msg_confirm_order_req', { orderid: o2 })).status).toBe(S.PAID);
    expect((await b3.s.request('msg_confirm_order_req', { orderid: o3 })).status).toBe(S.PAID);
    expect((await b4.s.request('msg_confirm_order_req', { orderid: o4 })).status).toBe(S.PAID);

    // 1 → 6: after 15 minutes paying is refused (30) and the sweep cancels it once, two sweeps at once.
    await backdate(server.db, o1);
    expect((await b1.s.request('msg_confirm_order_req', { orderid: o1 })).result).toBe(RESULT.ORDER_EXPIRED);
    const [a, b] = await Promise.all([
      cancelTimedOutOrders(server.db, Date.now()),
      cancelTimedOutOrders(server.db, Date.now()),
    ]);
    expect([...(a ?? []), ...(b ?? [])].map((m) => m.order.orderid)).toEqual([o1]);
    expect(await statusOf(server.db, o1)).toBe(S.CANCELLED_BY_TIMEOUT);
    expect((await b1.s.request('msg_cancel_order_req', { orderid: o1 })).result).toBe(RESULT.ORDER_EXPIRED);
    // The value is back on the offer, which is online again.
    expect(await offerRow(server.db, goodsid)).toMatchObject({
      leftvalue: 10_000,
      status: GOODS_STATUS.ONLINE,
    });

    // 2 → 4 only after 15 minutes, by either side.
    expect((await b2.s.request('msg_appeal_order_req', { orderid: o2 })).result).toBe(
      RESULT.ORDER_STATUS_ERROR,
    );
    for (const o of [o2, o3, o4]) await backdate(server.db, o);
    expect((await b2.s.request('msg_appeal_order_req', { orderid: o2 })).status).toBe(S.APPEAL);
    expect((await seller.s.request('msg_appeal_order_req', { orderid: o3 })).status).toBe(S.APPEAL);
    expect((await seller.s.request('msg_appeal_order_req', { orderid: o3 })).result).toBe(
      RESULT.ORDER_STATUS_ERROR,
    );
    // A paid order is not timed out however long it waits.
    const late = await cancelTimedOutOrders(server.db, Date.now() + ORDER_TIMEOUT_MS * 10);
    expect(late.map((m) => m.order.orderid)).not.toContain(o4);
    expect(await statusOf(server.db, o4)).toBe(S.PAID);

    // 4 → 3 staff release: the buyer gets the coins; 4 → 7 staff cancel: back on the offer.
    const b2Before = (await walletOf(server.db, b2.uid)).coin;
    await resolveAppeal(server.db, o2, 'release', Date.now());
    expect((await walletOf(server.db, b2.uid)).coin).toBe(b2Before + 10_000);
    await resolveAppeal(server.db, o3, 'cancel', Date.now());
    expect(await statusOf(server.db, o3)).toBe(S.CANCELLED_BY_ADMIN);
    expect((await offerRow(server.db, goodsid)).leftvalue).toBe(20_000);
    await expect(resolveAppeal(server.db, o4, 'release', Date.now())).rejects.toMatchObject({
      family: 'result',
      code: RESULT.ORDER_STATUS_ERROR,
    });
    await expect(resolveAppeal(server.db, 'nope', 'release', Date.now())).rejects.toMatchObject({
      family: 'result',
      code: RESULT.ORDER_NOT_EXIST,
    });
    expect(await walletOf(server.db, seller.uid)).toEqual({ coin: 100_000_00 - 40_000, freezecoin: 30_000 });
  });
});
