import { type Kysely, sql } from 'kysely';
import {
  GOODS_STATUS,
  GOODS_TYPE,
  MONEY_REMARK,
  MONEY_TYPE,
  ORDER_STATUS,
  ORDER_TIMEOUT_MS,
  type OrderStatus,
} from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { isUniqueViolation } from '../chat/messages';
import { keepOutcome, type OnceKey, onceKey, takeKey } from '../money/once';
import { spendAuthCode } from '../money/payPassword';
import { creditOrRefuse, debitOrRefuse, ensureWallet, logMoney, newOrderId } from '../money/wallet';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import { release, releaseValue } from './escrow';
import { type OrderNote, orderNote } from './orderChat';
import { sellerAccount } from './payAccounts';
import { marketDb, type OrderRow } from './tables';
import { refuseOverCancelled, requireVerifiedPhone } from './traders';

/**
 * Orders and their state machine (DECISIONS "Marketplace", ORDER_MOVES of protocol/enums.ts):
 * 1 waiting for payment → 2 paid (buyer) | 5 cancelled by the buyer | 6 cancelled by the timeout;
 * 2 → 3 completed (seller, with an auth code) | 4 appeal (either side, 15 minutes on);
 * 4 → 3 | 7 by staff. Every move is one transaction: a guarded UPDATE of the order's status (of
 * two racing moves exactly one passes), the coins it moves with their money-log rows, and a type-13
 * message in the two sides' private chat.
 *
 * Where the coins are: a sell offer's coins are frozen with its seller from publish; a buy offer's
 * taker (the seller) freezes the order's value when opening the order (money log type 7). Completion
 * moves the value from the seller's `freezecoin` to the buyer's `coin` (type 7); a cancel gives the
 * value back to the offer while it is live, and returns coins to the seller's `coin` (type 8, order
 * refund) when they are the taker's escrow or the offer is closed.
 */

type Db = Kysely<Database>;

export type { OrderRow } from './tables';

/** Why an order was cancelled (order_info.cancelflag). */
export const CANCEL_FLAG = { NONE: 0, BUYER: 1, TIMEOUT: 2, STAFF: 3 } as const;

/** What a move did: the order after it, the chat note, whose wallets changed. */
export interface OrderMoved {
  order: OrderRow;
  note: OrderNote;
  wallets: number[];
}

/** What the reply of an order's create, confirm or cancel tells, the same on a retry with its key. */
export interface OrderOutcome {
  orderid: string;
  buyer: number;
  seller: number;
  taker: number;
  status: number;
}

/** The outcome of a move as its reply tells it (server/money/once.ts). */
export function orderOutcome(order: OrderRow): OrderOutcome {
  const { orderid, buyer, seller, taker, status } = order;
  return { orderid, buyer, seller, taker, status };
}

/** A move with its outcome, as {@link once} of server/money/once.ts takes it. */
export function withOutcome(moved: OrderMoved): OrderMoved & { outcome: OrderOutcome } {
  return { ...moved, outcome: orderOutcome(moved.order) };
}

/** The key of an order request (`kind` create, confirm, cancel): the client's key, or its auth code. */
export function orderKey(
  uid: number,
  kind: 'create' | 'confirm' | 'cancel',
  keys: { clientkey: string; authcode?: string },
  fields: readonly unknown[],
): OnceKey | undefined {
  return onceKey(uid, `order-${kind}`, keys, fields);
}

/** What msg_create_order_req carries. */
export interface OrderAsk {
  opertype: number;
  goodsid: number;
  ordervalue: number;
  paytype: number;
  paytypeid: number;
}

async function findOrder(db: Db, orderid: string): Promise<OrderRow | undefined> {
  return marketDb(db)
    .selectFrom('market_orders')
    .selectAll()
    .where('orderid', '=', orderid)
    .executeTakeFirst();
}

async function orderOf(db: Db, uid: number, orderid: string): Promise<OrderRow> {
  const order = await findOrder(db, orderid);
  if (!order || (order.buyer !== uid && order.seller !== uid))
    throw new Refusal('result', RESULT.ORDER_NOT_EXIST, `no order ${orderid} of yours`);
  return order;
}

/** The refusal for a move the order's current status does not allow: 26 completed, 30 timed out, 29 otherwise. */
function statusRefusal(status: number, what: string): Refusal {
  if (status === ORDER_STATUS.COMPLETED)
    return new Refusal('result', RESULT.ORDER_COMPLETE, `${what}: the order is complete`);
  if (status === ORDER_STATUS.CANCELLED_BY_TIMEOUT)
    return new Refusal('result', RESULT.ORDER_EXPIRED, `${what}: the order expired`);
  return new Refusal('result', RESULT.ORDER_STATUS_ERROR, `${what}: not allowed in order status ${status}`);
}

const isDue = (order: OrderRow, now: number) => order.moved_at + ORDER_TIMEOUT_MS <= now;

/**
 * The guarded move `from` → `to` (with a clock: only once 15 minutes have passed since the last
 * move). Returns the order after it; a move lost to a racing one is refused by the status it found.
 */
async function move(
  trx: Db,
  order: OrderRow,
  to: OrderStatus,
  now: number,
  extra: { due?: boolean; cancelflag?: number; paytype?: number; paytypeid?: number } = {},
): Promise<OrderRow> {
  let q = marketDb(trx)
    .updateTable('market_orders')
    .set({
      status: to,
      moved_at: now,
      ...(extra.cancelflag !== undefined ? { cancelflag: extra.cancelflag } : {}),
    })
    .where('orderid', '=', order.orderid)
    .where('status', '=', order.status);
  if (extra.due) q = q.where('moved_at', '<=', now - ORDER_TIMEOUT_MS);
  const moved = await q.returningAll().executeTakeFirst();
  if (moved) return moved;
  const current = await findOrder(trx, order.orderid);
  throw statusRefusal(current?.status ?? order.status, `order ${order.orderid}`);
}

async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // NOTE: inside a caller's transaction (staff resolving an appeal with its audit row) the move joins it.
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Opens an order on an offer: the asker buys from a sell offer (opertype 1) or sells into a buy
 * offer (opertype 2). Refusals: 18 no such offer; 27 the offer is not online; 15 one's own offer;
 * 16 an opertype not matching the offer; 0 a value outside the offer's limits; 17 more than the
 * offer has left; 22 a pay type the offer does not take, or one the seller keeps no account of;
 * 21 an unfinished order of the asker on this offer already; 10 (selling into a buy offer) coins short for the
 * escrow; 47 an asker with no verified phone; 48 a buyer who cancelled too many orders today
 * (server/market/traders.ts). The remaining value is taken by a guarded UPDATE (`leftvalue >= value`), so the offer is
 * never oversold; an offer left below its minimum becomes insufficient (3, hidden).
 */
export async function createOrder(
  db: Db,
  uid: number,
  ask: OrderAsk,
  now: number,
  key?: OnceKey,
): Promise<OrderMoved> {
  const offer = await marketDb(db)
    .selectFrom('goods')
    .selectAll()
    .where('goodsid', '=', ask.goodsid)
    .executeTakeFirst();
  if (!offer || offer.status === GOODS_STATUS.BANNED)
    throw new Refusal('result', RESULT.GOODS_NOT_EXIST, `no offer ${ask.goodsid}`);
  if (offer.status !== GOODS_STATUS.ONLINE)
    throw new Refusal(
      'result',
      RESULT.GOODS_STATUS_ERROR,
      `offer ${ask.goodsid} is not online (status ${offer.status})`,
    );
  if (offer.uid === uid) throw new Refusal('result', RESULT.CANNOT_DEAL_WITH_SELF, 'this is your own offer');
  await requireVerifiedPhone(db, uid, 'trading');
  if (offer.goodstype === GOODS_TYPE.SELL) await refuseOverCancelled(db, uid, now);
  if (ask.opertype !== offer.goodstype)
    throw new Refusal(
      'result',
      RESULT.DEAL_NOT_SUPPORTED,
      'opertype 1 buys from a sell offer, 2 sells into a buy offer',
    );
  const v = ask.ordervalue;
  if (!Number.isInteger(v) || v < offer.minlimit || v > offer.maxlimit)
    throw new Refusal('result', RESULT.FAIL, `the amount must be ${offer.minlimit}..${offer.maxlimit}`);
  const buyer = offer.goodstype === GOODS_TYPE.SELL ? uid : offer.uid;
  const seller = offer.goodstype === GOODS_TYPE.SELL ? offer.uid : uid;
  let paytypeid = 0;
  if (ask.paytype !== 0) {
    if (!offer.paylist.split(',').map(Number).includes(ask.paytype))
      throw new Refusal('result', RESULT.NO_PAY_TYPE, `the offer does not take pay type ${ask.paytype}`);
    paytypeid = (await sellerAccount(db, seller, ask.paytype, ask.paytypeid)).id;
  }
  try {
    return await inTransaction(db, async (trx) => {
      await takeKey(trx, key, now);
      const mdb = marketDb(trx);
      const open = await mdb
        .selectFrom('market_orders')
        .select('orderid')
        .where('goodsid', '=', offer.goodsid)
        .where('taker', '=', uid)
        .where('status', 'in', [ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.PAID, ORDER_STATUS.APPEAL])
        .executeTakeFirst();
      if (open)
        throw new Refusal(
          'result',
          RESULT.HAS_UNFINISHED_ORDER,
          `order ${open.orderid} on this offer is unfinished`,
        );
      const taken = await mdb
        .updateTable('goods')
        .set({
          leftvalue: sql`leftvalue - ${v}`,
          status: sql`case when leftvalue - ${v} < minlimit then ${GOODS_STATUS.INSUFFICIENT} else status end`,
          updated_at: now,
        })
        .where('goodsid', '=', offer.goodsid)
        .where('status', '=', GOODS_STATUS.ONLINE)
        .where('leftvalue', '>=', v)
        .returning('goodsid')
        .executeTakeFirst();
      if (!taken) {
        const now_ = await mdb
          .selectFrom('goods')
          .select('status')
          .where('goodsid', '=', offer.goodsid)
          .executeTakeFirst();
        if (now_?.status !== GOODS_STATUS.ONLINE && now_?.status !== GOODS_STATUS.INSUFFICIENT)
          throw new Refusal('result', RESULT.GOODS_STATUS_ERROR, `offer ${offer.goodsid} is not online`);
        throw new Refusal(
          'result',
          RESULT.GOODS_NOT_ENOUGH,
          `offer ${offer.goodsid} has less than ${v} left`,
        );
      }
      const orderid = newOrderId('M', now);
      const order = await mdb
        .insertInto('market_orders')
        .values({
          orderid,
          goodsid: offer.goodsid,
          ordertype: offer.goodstype,
          buyer,
          seller,
          taker: uid,
          status: ORDER_STATUS.WAITING_PAYMENT,
          ordervalue: v,
          paytype: ask.paytype,
          paytypeid,
          rate: offer.rate,
          cointype: offer.cointype,
          outcointype: offer.outcointype,
          created_at: now,
          moved_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const wallets: number[] = [];
      if (offer.goodstype === GOODS_TYPE.BUY) {
        await ensureWallet(trx, seller, offer.cointype, now);
        await debitOrRefuse(trx, seller, offer.cointype, v);
        await creditOrRefuse(trx, seller, offer.cointype, v, 'freezecoin');
        await logMoney(trx, now, [
          {
            uid: seller,
            otheruid: buyer,
            othername: '',
            moneytype: MONEY_TYPE.GOODS,
            amount: -v,
            remarks: '',
            remark_kind: MONEY_REMARK.ORDER_ESCROW,
            orderid,
            cointype: offer.cointype,
            outcointype: offer.outcointype,
          },
        ]);
        wallets.push(seller);
      }
      const note = await orderNote(trx, order, uid, 'created', now);
      await keepOutcome(trx, key, orderOutcome(order));
      return { order, note, wallets };
    });
  } catch (error) {
    // NOTE: the partial unique index is the last guard when two requests of one buyer race.
    if (isUniqueViolation(error))
      throw new Refusal('result', RESULT.HAS_UNFINISHED_ORDER, 'an order on this offer is unfinished');
    throw error;
  }
}

/**
 * The buyer picks how to pay while the order waits for payment: 22 for a pay type the offer does
 * not take or the seller keeps no account of; 19 not their order (or the seller asks); 29/26/30 by
 * status. Returns the account the buyer pays to.
 */
export async function setOrderPayType(
  db: Db,
  uid: number,
  ask: { orderid: string; paytype: number; paytypeid: number },
): Promise<{ paytype: number; paytypeid: number }> {
  const order = await orderOf(db, uid, ask.orderid);
  if (order.buyer !== uid)
    throw new Refusal('result', RESULT.ORDER_STATUS_ERROR, 'only the buyer chooses how to pay');
  if (order.status !== ORDER_STATUS.WAITING_PAYMENT) throw statusRefusal(order.status, 'set pay type');
  const offer = await marketDb(db)
    .selectFrom('goods')
    .select('paylist')
    .where('goodsid', '=', order.goodsid)
    .executeTakeFirstOrThrow();
  if (!offer.paylist.split(',').map(Number).includes(ask.paytype))
    throw new Refusal('result', RESULT.NO_PAY_TYPE, `the offer does not take pay type ${ask.paytype}`);
  const account = await sellerAccount(db, order.seller, ask.paytype, ask.paytypeid);
  const done = await marketDb(db)
    .updateTable('market_orders')
    .set({ paytype: ask.paytype, paytypeid: account.id })
    .where('orderid', '=', order.orderid)
    .where('status', '=', ORDER_STATUS.WAITING_PAYMENT)
    .executeTakeFirst();
  if (done.numUpdatedRows !== 1n)
    throw statusRefusal((await findOrder(db, order.orderid))?.status ?? 0, 'set pay type');
  return { paytype: ask.paytype, paytypeid: account.id };
}

/**
 * msg_confirm_order_req. The buyer marks a waiting order paid (1 → 2; 22 before a pay type is set,
 * 30 once its 15 minutes are over, 23 when it is paid already). The seller releases a paid order
 * (2 → 3) with a pay-password auth code (13 / 12), the coins moving to the buyer in the same
 * transaction; before it is paid 29. Completed 26; other statuses 29.
 */
export async function confirmOrder(
  db: Db,
  uid: number,
  orderid: string,
  authcode: string,
  now: number,
  key?: OnceKey,
): Promise<OrderMoved> {
  const order = await orderOf(db, uid, orderid);
  if (order.buyer === uid) {
    if (order.status === ORDER_STATUS.PAID || order.status === ORDER_STATUS.APPEAL)
      throw new Refusal('result', RESULT.ORDER_CONFIRMED, 'the order is marked paid already');
    if (order.status !== ORDER_STATUS.WAITING_PAYMENT) throw statusRefusal(order.status, 'mark paid');
    if (isDue(order, now))
      throw new Refusal('result', RESULT.ORDER_EXPIRED, 'the 15 minutes to pay are over');
    if (order.paytype === 0) throw new Refusal('result', RESULT.NO_PAY_TYPE, 'choose how you paid first');
    return inTransaction(db, async (trx) => {
      await takeKey(trx, key, now);
      const moved = await move(trx, order, ORDER_STATUS.PAID, now);
      await keepOutcome(trx, key, orderOutcome(moved));
      return { order: moved, note: await orderNote(trx, moved, uid, 'paid', now), wallets: [] };
    });
  }
  if (order.status !== ORDER_STATUS.PAID) throw statusRefusal(order.status, 'release');
  return inTransaction(db, async (trx) => {
    await takeKey(trx, key, now);
    await spendAuthCode(trx, uid, authcode, now);
    const moved = await move(trx, order, ORDER_STATUS.COMPLETED, now);
    const wallets = await release(trx, moved, now);
    await keepOutcome(trx, key, orderOutcome(moved));
    return { order: moved, note: await orderNote(trx, moved, uid, 'completed', now), wallets };
  });
}

/**
 * The buyer cancels a waiting order (1 → 5); the value goes back as {@link releaseValue} says. The
 * seller cannot cancel (29), nor anyone once it is paid (29); completed 26, timed out 30.
 */
export async function cancelOrder(
  db: Db,
  uid: number,
  orderid: string,
  now: number,
  key?: OnceKey,
): Promise<OrderMoved> {
  const order = await orderOf(db, uid, orderid);
  if (order.status !== ORDER_STATUS.WAITING_PAYMENT) throw statusRefusal(order.status, 'cancel');
  if (order.buyer !== uid)
    throw new Refusal('result', RESULT.ORDER_STATUS_ERROR, 'only the buyer cancels an order');
  return inTransaction(db, async (trx) => {
    await takeKey(trx, key, now);
    const moved = await move(trx, order, ORDER_STATUS.CANCELLED_BY_BUYER, now, {
      cancelflag: CANCEL_FLAG.BUYER,
    });
    const wallets = await releaseValue(trx, moved, now);
    await keepOutcome(trx, key, orderOutcome(moved));
    return { order: moved, note: await orderNote(trx, moved, uid, 'cancelled', now), wallets };
  });
}

/** Either side appeals a paid order 15 minutes after it was marked paid (2 → 4); earlier, or in another status, 29. */
export async function appealOrder(db: Db, uid: number, orderid: string, now: number): Promise<OrderMoved> {
  const order = await orderOf(db, uid, orderid);
  if (order.status !== ORDER_STATUS.PAID) throw statusRefusal(order.status, 'appeal');
  if (!isDue(order, now))
    throw new Refusal('result', RESULT.ORDER_STATUS_ERROR, 'an appeal opens 15 minutes after payment');
  return inTransaction(db, async (trx) => {
    const moved = await move(trx, order, ORDER_STATUS.APPEAL, now, { due: true });
    return { order: moved, note: await orderNote(trx, moved, uid, 'appeal', now), wallets: [] };
  });
}

/**
 * Staff resolve an appeal (4 → 3 `release`: the coins go to the buyer; 4 → 7 `cancel`: the value
 * goes back as a cancel's). This is the interface the staff console will call; 19 no such order,
 * 29/26 by status.
 */
export async function resolveAppeal(
  db: Db,
  orderid: string,
  outcome: 'release' | 'cancel',
  now: number,
): Promise<OrderMoved> {
  const order = await findOrder(db, orderid);
  if (!order) throw new Refusal('result', RESULT.ORDER_NOT_EXIST, `no order ${orderid}`);
  if (order.status !== ORDER_STATUS.APPEAL) throw statusRefusal(order.status, 'resolve');
  return inTransaction(db, async (trx) => {
    if (outcome === 'release') {
      const moved = await move(trx, order, ORDER_STATUS.COMPLETED, now);
      const wallets = await release(trx, moved, now);
      return { order: moved, note: await orderNote(trx, moved, moved.seller, 'completed', now), wallets };
    }
    const moved = await move(trx, order, ORDER_STATUS.CANCELLED_BY_ADMIN, now, {
      cancelflag: CANCEL_FLAG.STAFF,
    });
    const wallets = await releaseValue(trx, moved, now);
    return { order: moved, note: await orderNote(trx, moved, moved.seller, 'cancelled', now), wallets };
  });
}

/** Orders cancelled by the timeout in one sweep at most; the rest wait for the next. */
export const TIMEOUT_BATCH = 200;

/**
 * Cancels every order waiting for payment 15 minutes or more (1 → 6). Every node runs it; the
 * guarded move (`status = 1 and moved_at <= now − 15 min`) in each order's own transaction makes
 * it happen once: of two nodes reaching one order the second finds it moved and skips it (a
 * buyer's payment racing the timeout is the same race). Returns the moves this call made.
 */
export async function cancelTimedOutOrders(db: Db, now: number): Promise<OrderMoved[]> {
  const due = await marketDb(db)
    .selectFrom('market_orders')
    .selectAll()
    .where('status', '=', ORDER_STATUS.WAITING_PAYMENT)
    .where('moved_at', '<=', now - ORDER_TIMEOUT_MS)
    .orderBy('moved_at')
    .limit(TIMEOUT_BATCH)
    .execute();
  const moves: OrderMoved[] = [];
  for (const order of due) {
    try {
      moves.push(
        await inTransaction(db, async (trx) => {
          const moved = await move(trx, order, ORDER_STATUS.CANCELLED_BY_TIMEOUT, now, {
            due: true,
            cancelflag: CANCEL_FLAG.TIMEOUT,
          });
          const wallets = await releaseValue(trx, moved, now);
          return { order: moved, note: await orderNote(trx, moved, moved.seller, 'expired', now), wallets };
        }),
      );
    } catch (error) {
      if (!isRefusal(error, 'result')) throw error;
    }
  }
  return moves;
}
