import { encodeMessage } from '../../protocol/codec';
import { RESULT } from '../../protocol/result';
import { privateMessageFrame } from '../chat/private';
import { publishOffer, setOfferStatus } from '../market/offers';
import {
  appealOrder,
  cancelOrder,
  cancelTimedOutOrders,
  confirmOrder,
  createOrder,
  type OrderMoved,
  orderKey,
  setOrderPayType,
  withOutcome,
} from '../market/orders';
import { addPayAccount, payAccountsOf, removePayAccount } from '../market/payAccounts';
import { requireVerifiedPhone } from '../market/traders';
import { dealData, findOffers, myOffers, myOrders, offerById, orderById, orderWith } from '../market/views';
import { once } from '../money/once';
import { Refusal } from '../refusal';
import { pushWallets } from './money';
import { startPeriodic } from './periodic';
import type { Handler, HandlerTable, ImServices } from './types';

/**
 * The marketplace area (docs/messaging.md "Goods and orders"; DECISIONS "Marketplace"): offers,
 * pay accounts and orders. The rules live in server/market/; here each request is one line of the
 * table and a function, and after a move the two sides get its type-13 message and their balances.
 */

/** After a move: the order message to both sides' devices and the wallets that changed. */
export async function announceOrderMove(services: ImServices, moved: OrderMoved): Promise<void> {
  const { order, note, wallets } = moved;
  await services.registry.deliverToUsers([order.buyer, order.seller], privateMessageFrame(note.message));
  await pushWallets(services, wallets);
}

const createOffer: Handler<'msg_create_goods_req'> = async (ctx, req) => {
  await requireVerifiedPhone(ctx.db, ctx.conn.uid, 'publishing an offer');
  await publishOffer(ctx.db, ctx.conn.uid, req, ctx.now());
  ctx.afterReply(() => pushWallets(ctx, [ctx.conn.uid]));
  return { result: RESULT.SUCCESS, cointype: req.cointype, outcointype: req.outcointype };
};

const setStatus: Handler<'msg_set_goods_status_req'> = async (ctx, req) => {
  const status = await setOfferStatus(ctx.db, ctx.conn.uid, req.goodsid, req.status, ctx.now());
  ctx.afterReply(() => pushWallets(ctx, [ctx.conn.uid]));
  return { result: RESULT.SUCCESS, goodsid: req.goodsid, status };
};

const mine: Handler<'msg_my_goods_req'> = async (ctx) => ({ g_info: await myOffers(ctx.db, ctx.conn.uid) });

const listOffers: Handler<'msg_get_goods_req'> = async (ctx, req) => ({
  goodslist: await findOffers(ctx.db, req),
});

const byId: Handler<'msg_goods_by_id_req'> = async (ctx, req) => ({
  g_info: await offerById(ctx.db, req.goodsid, ctx.conn.uid),
});

// NOTE: create, confirm and cancel carry a key (server/money/once.ts): a retry with it is answered
// with the first outcome and moves nothing; the first move's announcements went out then.

const create: Handler<'msg_create_order_req'> = async (ctx, req) => {
  const { opertype, goodsid, ordervalue, paytype, paytypeid } = req;
  const fields = [opertype, goodsid, ordervalue, paytype, paytypeid];
  const key = orderKey(ctx.conn.uid, 'create', req, fields);
  // NOTE: the hourly limit is taken inside the keyed move, so a retry answered with its first
  // outcome spends none of it.
  const { outcome, moved } = await once(ctx.db, key, async () => {
    const wait = await ctx.limits.get('marketOrders').take(String(ctx.conn.uid));
    if (wait > 0)
      throw new Refusal('result', RESULT.TOO_FREQUENT, `too many orders opened: try again in ${wait} s`);
    return withOutcome(await createOrder(ctx.db, ctx.conn.uid, req, ctx.now(), key));
  });
  const owner = outcome.taker === outcome.buyer ? outcome.seller : outcome.buyer;
  if (moved)
    ctx.afterReply(async () => {
      await ctx.registry.deliverToUsers(
        [owner],
        encodeMessage(0, 'msg_new_order_notify', { uid: ctx.conn.uid, orderid: outcome.orderid }),
      );
      await announceOrderMove(ctx, moved);
    });
  return { result: RESULT.SUCCESS, otheruid: owner, orderid: outcome.orderid };
};

const confirm: Handler<'msg_confirm_order_req'> = async (ctx, req) => {
  const key = orderKey(ctx.conn.uid, 'confirm', req, [req.orderid]);
  const { outcome, moved } = await once(ctx.db, key, async () =>
    withOutcome(await confirmOrder(ctx.db, ctx.conn.uid, req.orderid, req.authcode, ctx.now(), key)),
  );
  if (moved) ctx.afterReply(() => announceOrderMove(ctx, moved));
  const { buyer, seller, status } = outcome;
  return { result: RESULT.SUCCESS, buyer, seller, status };
};

const cancel: Handler<'msg_cancel_order_req'> = async (ctx, req) => {
  const key = orderKey(ctx.conn.uid, 'cancel', req, [req.orderid]);
  const { outcome, moved } = await once(ctx.db, key, async () =>
    withOutcome(await cancelOrder(ctx.db, ctx.conn.uid, req.orderid, ctx.now(), key)),
  );
  if (moved) ctx.afterReply(() => announceOrderMove(ctx, moved));
  const { buyer, seller } = outcome;
  return { result: RESULT.SUCCESS, orderid: outcome.orderid, buyer, seller };
};

const appeal: Handler<'msg_appeal_order_req'> = async (ctx, req) => {
  const moved = await appealOrder(ctx.db, ctx.conn.uid, req.orderid, ctx.now());
  ctx.afterReply(() => announceOrderMove(ctx, moved));
  return { result: RESULT.SUCCESS, orderid: req.orderid, status: moved.order.status };
};

const setPayType: Handler<'msg_set_order_paytype_req'> = async (ctx, req) => {
  const set = await setOrderPayType(ctx.db, ctx.conn.uid, req);
  return { result: RESULT.SUCCESS, orderid: req.orderid, ...set };
};

const orders: Handler<'msg_my_orders_req'> = async (ctx) => ({
  orders: await myOrders(ctx.db, ctx.conn.uid),
});

const byOrderId: Handler<'msg_order_by_id_req'> = async (ctx, req) => ({
  result: RESULT.SUCCESS,
  order: await orderById(ctx.db, ctx.conn.uid, req.orderid),
});

const byUid: Handler<'msg_order_by_uid_req'> = async (ctx, req) => ({
  result: RESULT.SUCCESS,
  order: await orderWith(ctx.db, ctx.conn.uid, req.otheruid),
});

const deals: Handler<'msg_goods_deal_data_req'> = async (ctx) => ({
  datalist: await dealData(ctx.db, ctx.conn.uid),
});

const accounts: Handler<'msg_my_pay_accounts_req'> = async (ctx) => ({
  payinfolist: await payAccountsOf(ctx.db, ctx.conn.uid),
});

const setAccount: Handler<'msg_set_pay_account_req'> = async (ctx, req) => {
  const info = req.info;
  if (req.remove !== 0) {
    await removePayAccount(ctx.db, ctx.conn.uid, info?.id ?? 0);
    return { result: RESULT.SUCCESS, id: info?.id ?? 0 };
  }
  if (!info) return { result: RESULT.FAIL, id: 0 };
  return { result: RESULT.SUCCESS, id: await addPayAccount(ctx.db, ctx.conn.uid, info, ctx.now()) };
};

export const MARKET_HANDLERS: HandlerTable = {
  msg_create_goods_req: createOffer,
  msg_set_goods_status_req: setStatus,
  msg_my_goods_req: mine,
  msg_get_goods_req: listOffers,
  msg_goods_by_id_req: byId,
  msg_create_order_req: create,
  msg_confirm_order_req: confirm,
  msg_cancel_order_req: cancel,
  msg_appeal_order_req: appeal,
  msg_set_order_paytype_req: setPayType,
  msg_my_orders_req: orders,
  msg_order_by_id_req: byOrderId,
  msg_order_by_uid_req: byUid,
  msg_goods_deal_data_req: deals,
  msg_my_pay_accounts_req: accounts,
  msg_set_pay_account_req: setAccount,
};

/** How often each node looks for orders past their 15 minutes to pay (ms). */
export const ORDER_SWEEP_MS = 30_000;

/**
 * Starts this node's order-timeout sweep (server/market/orders.ts: safe with every node sweeping);
 * each cancelled order's sides get its message and balances. Returns the stop function, which
 * waits for a sweep in progress.
 */
export function startOrderSweep(services: ImServices, everyMs: number = ORDER_SWEEP_MS): () => Promise<void> {
  const sweep = async () => {
    for (const moved of await cancelTimedOutOrders(services.db, services.now()))
      await announceOrderMove(services, moved);
  };
  return startPeriodic(services, everyMs, 'order timeout sweep', sweep);
}
