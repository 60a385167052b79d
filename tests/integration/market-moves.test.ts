import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GOODS_STATUS, ORDER_MOVES, ORDER_STATUS, type OrderStatus, PAY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { cancelTimedOutOrders, createOrder, resolveAppeal } from '../../server/market/orders';
import { marketDb } from '../../server/market/tables';
import { isRefusal } from '../../server/refusal';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { addAccount, backdate, heldBy, offerRow, publish, statusOf } from './market-fixture';
import { authCode, payUsers, socketOf } from './money-fixture';

const S = ORDER_STATUS;

/** Everything anyone can try on an order. */
const ACTIONS = [
  'buyer confirms',
  'seller confirms',
  'buyer cancels',
  'seller cancels',
  'buyer appeals',
  'seller appeals',
  'a stranger confirms',
  'a stranger cancels',
  'a stranger appeals',
  'staff release',
  'staff cancel',
  'the timeout',
] as const;
type Action = (typeof ACTIONS)[number];

/** The allowed moves of ORDER_MOVES as actions (`either` is tried by both sides). */
const ALLOWED: Readonly<Record<string, Action[]>> = {
  [`${S.WAITING_PAYMENT}>${S.PAID}`]: ['buyer confirms'],
  [`${S.WAITING_PAYMENT}>${S.CANCELLED_BY_BUYER}`]: ['buyer cancels'],
  [`${S.WAITING_PAYMENT}>${S.CANCELLED_BY_TIMEOUT}`]: ['the timeout'],
  [`${S.PAID}>${S.COMPLETED}`]: ['seller confirms'],
  [`${S.PAID}>${S.APPEAL}`]: ['buyer appeals', 'seller appeals'],
  [`${S.APPEAL}>${S.COMPLETED}`]: ['staff release'],
  [`${S.APPEAL}>${S.CANCELLED_BY_ADMIN}`]: ['staff cancel'],
};

/** The refusal of each forbidden action in each status (spec 001 result codes); the timeout just leaves the order. */
function forbidden(status: OrderStatus, action: Action): number | 'unchanged' {
  if (action === 'the timeout') return 'unchanged';
  if (action.startsWith('a stranger')) return RESULT.ORDER_NOT_EXIST;
  if (status === S.COMPLETED) return RESULT.ORDER_COMPLETE;
  if (status === S.CANCELLED_BY_TIMEOUT) return RESULT.ORDER_EXPIRED;
  if (action === 'buyer confirms' && (status === S.PAID || status === S.APPEAL))
    return RESULT.ORDER_CONFIRMED;
  return RESULT.ORDER_STATUS_ERROR;
}

describe('the order state machine: every move (SQLite)', () => {
  let server: TestServer;
  const sockets: ImClient[] = [];
  const everyone: number[] = [];
  let start = 0;
  let seller: { uid: number; s: ImClient };
  let stranger: { uid: number; s: ImClient };
  let goodsid = 0;
  const trader = async (coins = 1_000_000) => {
    const [u] = await payUsers(server.db, 1, coins);
    if (!u) throw new Error('no user');
    everyone.push(u.uid);
    start += coins;
    const s = await socketOf(server.url, server.db, u.uid);
    sockets.push(s);
    return { uid: u.uid, s };
  };

  beforeAll(async () => {
    server = await startServer();
    seller = await trader(10_000_000);
    stranger = await trader();
    await addAccount(seller.s, PAY_TYPE.BANK);
    goodsid = await publish(seller.s, server.db, seller.uid, {
      goodsvalue: 900_000,
      minlimit: 1_000,
      maxlimit: 10_000,
    });
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  /** An order of a new buyer brought to `status` by allowed moves. */
  async function orderIn(
    status: OrderStatus,
  ): Promise<{ orderid: string; buyer: { uid: number; s: ImClient } }> {
    const buyer = await trader();
    const made = await buyer.s.request('msg_create_order_req', {
      opertype: 1,
      goodsid,
      ordervalue: 5_000,
      paytype: PAY_TYPE.BANK,
      paytypeid: 0,
    });
    expect(made.result).toBe(1);
    const { orderid } = made;
    const paid = [S.PAID, S.COMPLETED, S.APPEAL, S.CANCELLED_BY_ADMIN] as number[];
    if (status === S.CANCELLED_BY_BUYER) await buyer.s.request('msg_cancel_order_req', { orderid });
    if (status === S.CANCELLED_BY_TIMEOUT) {
      await backdate(server.db, orderid);
      await cancelTimedOutOrders(server.db, Date.now());
    }
    if (paid.includes(status)) await buyer.s.request('msg_confirm_order_req', { orderid });
    if (status === S.COMPLETED)
      await seller.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(seller.s) });
    if (status === S.APPEAL || status === S.CANCELLED_BY_ADMIN) {
      await backdate(server.db, orderid);
      await buyer.s.request('msg_appeal_order_req', { orderid });
    }
    if (status === S.CANCELLED_BY_ADMIN) await resolveAppeal(server.db, orderid, 'cancel', Date.now());
    expect(await statusOf(server.db, orderid)).toBe(status);
    return { orderid, buyer };
  }

  /** Tries an action; the result code (1 when it went through). */
  async function attempt(action: Action, orderid: string, buyer: ImClient): Promise<number> {
    const staff = async (outcome: 'release' | 'cancel') => {
      try {
        await resolveAppeal(server.db, orderid, outcome, Date.now());
        return RESULT.SUCCESS;
      } catch (error) {
        if (isRefusal(error, 'result')) return error.code;
        throw error;
      }
    };
    switch (action) {
      case 'buyer confirms':
        return (await buyer.request('msg_confirm_order_req', { orderid })).result;
      case 'seller confirms':
        return (
          await seller.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(seller.s) })
        ).result;
      case 'a stranger confirms':
        return (
          await stranger.s.request('msg_confirm_order_req', { orderid, authcode: await authCode(stranger.s) })
        ).result;
      case 'buyer cancels':
        return (await buyer.request('msg_cancel_order_req', { orderid })).result;
      case 'seller cancels':
        return (await seller.s.request('msg_cancel_order_req', { orderid })).result;
      case 'a stranger cancels':
        return (await stranger.s.request('msg_cancel_order_req', { orderid })).result;
      case 'buyer appeals':
        return (await buyer.request('msg_appeal_order_req', { orderid })).result;
      case 'seller appeals':
        return (await seller.s.request('msg_appeal_order_req', { orderid })).result;
      case 'a stranger appeals':
        return (await stranger.s.request('msg_appeal_order_req', { orderid })).result;
      case 'staff release':
        return staff('release');
      case 'staff cancel':
        return staff('cancel');
      case 'the timeout': {
        const moved = await cancelTimedOutOrders(server.db, Date.now());
        return moved.some((m) => m.order.orderid === orderid) ? RESULT.SUCCESS : RESULT.FAIL;
      }
    }
  }

  test('every allowed move of ORDER_MOVES goes through, by each side it names, after its clock', async () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(ORDER_MOVES.map((m) => `${m.from}>${m.to}`).sort());
    for (const move of ORDER_MOVES) {
      for (const action of ALLOWED[`${move.from}>${move.to}`] ?? []) {
        const { orderid, buyer } = await orderIn(move.from);
        if (move.afterMs) await backdate(server.db, orderid, move.afterMs + 1_000);
        expect(await attempt(action, orderid, buyer.s), `${action} ${move.from}→${move.to}`).toBe(
          RESULT.SUCCESS,
        );
        expect(await statusOf(server.db, orderid), `${action} ${move.from}→${move.to}`).toBe(move.to);
      }
    }
  });

  test('a clocked move before its 15 minutes is refused: no timeout, no appeal (29); and paying after them is 30', async () => {
    const waiting = await orderIn(S.WAITING_PAYMENT);
    expect(await attempt('the timeout', waiting.orderid, waiting.buyer.s)).toBe(RESULT.FAIL);
    const paid = await orderIn(S.PAID);
    expect(await attempt('buyer appeals', paid.orderid, paid.buyer.s)).toBe(RESULT.ORDER_STATUS_ERROR);
    expect(await attempt('seller appeals', paid.orderid, paid.buyer.s)).toBe(RESULT.ORDER_STATUS_ERROR);
    expect(await statusOf(server.db, paid.orderid)).toBe(S.PAID);
    await backdate(server.db, waiting.orderid);
    expect(await attempt('buyer confirms', waiting.orderid, waiting.buyer.s)).toBe(RESULT.ORDER_EXPIRED);
    expect(await statusOf(server.db, waiting.orderid)).toBe(S.WAITING_PAYMENT);
    expect(await attempt('buyer cancels', waiting.orderid, waiting.buyer.s)).toBe(RESULT.SUCCESS);
  });

  test('every forbidden move is refused with its result code and changes nothing', async () => {
    const statuses = Object.values(S);
    const seen: string[] = [];
    for (const status of statuses) {
      const { orderid, buyer } = await orderIn(status);
      // Past every clock, so only the status decides.
      await backdate(server.db, orderid);
      for (const action of ACTIONS) {
        const allowed = ORDER_MOVES.some(
          (m) => m.from === status && (ALLOWED[`${m.from}>${m.to}`] ?? []).includes(action),
        );
        if (allowed) continue;
        const before = await offerRow(server.db, goodsid);
        const expected = forbidden(status, action);
        const got = await attempt(action, orderid, buyer.s);
        expect(got, `${action} in status ${status}`).toBe(expected === 'unchanged' ? RESULT.FAIL : expected);
        expect(await statusOf(server.db, orderid), `${action} in status ${status}`).toBe(status);
        expect(await offerRow(server.db, goodsid)).toEqual(before);
        seen.push(`${status}:${action}`);
      }
      // NOTE: a due waiting order would be the timeout's to take in the next status's round.
      if (status === S.WAITING_PAYMENT)
        expect(await attempt('buyer cancels', orderid, buyer.s)).toBe(RESULT.SUCCESS);
    }
    // 7 statuses × 12 actions, less the 8 allowed ones.
    expect(seen).toHaveLength(7 * ACTIONS.length - 8);
    expect(await heldBy(server.db, everyone)).toBe(start);
  });

  test('1,000 concurrent order attempts on one offer: min ≤ value ≤ max ≤ remaining always, never oversold, one unfinished order per taker; coins conserved through completions and cancels', async () => {
    const users = await payUsers(server.db, 800, 0);
    const offer = await publish(seller.s, server.db, seller.uid, {
      goodsvalue: 300_000,
      minlimit: 100,
      maxlimit: 1_000,
    });
    const afterPublish = await heldBy(server.db, [seller.uid]);
    // 800 takers, the first 200 of them trying twice at once: 1,000 attempts, most for 700 (an offer
    // of 300,000 takes 428 of them and keeps 400), every tenth below the minimum, every tenth above
    // the maximum.
    const amountAt = (i: number) => (i % 10 === 0 ? 50 : i % 10 === 1 ? 1_500 : 700);
    const attempts = [...users, ...users.slice(0, 200)].map((u, i) => ({ uid: u.uid, value: amountAt(i) }));
    const now = Date.now();
    const results = await Promise.all(
      attempts.map(async (a) => {
        try {
          await createOrder(
            server.db,
            a.uid,
            { opertype: 1, goodsid: offer, ordervalue: a.value, paytype: PAY_TYPE.BANK, paytypeid: 0 },
            now,
          );
          return RESULT.SUCCESS;
        } catch (error) {
          if (isRefusal(error, 'result')) return error.code;
          throw error;
        }
      }),
    );
    const count = (code: number) => results.filter((r) => r === code).length;
    expect(count(RESULT.SUCCESS)).toBe(428);
    expect(count(RESULT.FAIL)).toBe(200);
    expect(
      count(RESULT.SUCCESS) +
        count(RESULT.FAIL) +
        count(RESULT.GOODS_NOT_ENOUGH) +
        count(RESULT.HAS_UNFINISHED_ORDER),
    ).toBe(1_000);
    const orders = await marketDb(server.db)
      .selectFrom('market_orders')
      .selectAll()
      .where('goodsid', '=', offer)
      .execute();
    const row = await offerRow(server.db, offer);
    expect(orders).toHaveLength(428);
    expect(row).toMatchObject({ leftvalue: 400, status: GOODS_STATUS.ONLINE });
    expect(orders.reduce((sum, o) => sum + o.ordervalue, 0) + row.leftvalue).toBe(300_000);
    expect(orders.every((o) => o.ordervalue >= 100 && o.ordervalue <= 1_000)).toBe(true);
    expect(new Set(orders.map((o) => o.buyer)).size).toBe(orders.length);

    // Complete ten of them, cancel the rest at once: the offer gets the cancelled value back and
    // the coins add up.
    const [done, rest] = [orders.slice(0, 10), orders.slice(10)];
    for (const o of done) {
      const buyer = await socketOf(server.url, server.db, o.buyer);
      sockets.push(buyer);
      expect((await buyer.request('msg_confirm_order_req', { orderid: o.orderid })).result).toBe(1);
      expect(
        (
          await seller.s.request('msg_confirm_order_req', {
            orderid: o.orderid,
            authcode: await authCode(seller.s),
          })
        ).result,
      ).toBe(1);
    }
    await Promise.all(rest.map((o) => backdate(server.db, o.orderid)));
    while ((await cancelTimedOutOrders(server.db, Date.now())).length > 0);
    const sold = done.reduce((sum, o) => sum + o.ordervalue, 0);
    expect(await offerRow(server.db, offer)).toMatchObject({ leftvalue: 300_000 - sold });
    expect(await heldBy(server.db, [seller.uid])).toBe(afterPublish - sold);
    expect(
      await heldBy(
        server.db,
        users.map((u) => u.uid),
      ),
    ).toBe(sold);
  }, 120_000);
});
