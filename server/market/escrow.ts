import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { GOODS_STATUS, GOODS_TYPE, MONEY_REMARK, MONEY_TYPE, type MoneyRemark } from '../../protocol/enums';
import { creditOrRefuse, debitOrRefuse, ensureWallet, logMoney } from '../money/wallet';
import type { Database } from '../store';
import { LIVE_OFFERS } from './offers';
import { marketDb, type OrderRow } from './tables';

/**
 * The coins of an order's end (DECISIONS "Marketplace"): completion moves the value from the
 * seller's escrow to the buyer; a cancel gives it back to the offer or to the seller. Each runs in
 * the transaction of the order's guarded move (server/market/orders.ts).
 */

type Db = Kysely<Database>;

/** Coins from the seller's escrow (`freezecoin`) back to their `coin`, with a type-8 log row. */
async function refundSeller(trx: Db, order: OrderRow, now: number, kind: MoneyRemark): Promise<void> {
  const { seller, buyer, cointype, ordervalue } = order;
  await debitOrRefuse(trx, seller, cointype, ordervalue, 'freezecoin');
  await creditOrRefuse(trx, seller, cointype, ordervalue);
  await logMoney(trx, now, [
    {
      uid: seller,
      otheruid: buyer,
      othername: '',
      moneytype: MONEY_TYPE.ORDER_REFUND,
      amount: ordervalue,
      remarks: '',
      remark_kind: kind,
      orderid: order.orderid,
      cointype,
      outcointype: order.outcointype,
    },
  ]);
}

/**
 * After a cancel: the value goes back to the offer while it is live (an insufficient offer that can
 * take an order again comes back online), and to the seller's `coin` when it was the taker's escrow
 * (buy offers) or the offer is closed or banned.
 */
export async function releaseValue(trx: Db, order: OrderRow, now: number): Promise<number[]> {
  const back = await marketDb(trx)
    .updateTable('goods')
    .set({
      leftvalue: sql`leftvalue + ${order.ordervalue}`,
      status: sql`case when status = ${GOODS_STATUS.INSUFFICIENT} and leftvalue + ${order.ordervalue} >= minlimit then ${GOODS_STATUS.ONLINE} else status end`,
      updated_at: now,
    })
    .where('goodsid', '=', order.goodsid)
    .where('status', 'in', LIVE_OFFERS)
    .returning('goodstype')
    .executeTakeFirst();
  if (back && back.goodstype === GOODS_TYPE.SELL) return [];
  await refundSeller(
    trx,
    order,
    now,
    back ? MONEY_REMARK.ESCROW_RETURNED : MONEY_REMARK.OFFER_CLOSED_RETURNED,
  );
  return [order.seller];
}

/** Completion: the value from the seller's escrow to the buyer's coins (type 7 on the buyer's log). */
export async function release(trx: Db, order: OrderRow, now: number): Promise<number[]> {
  const { seller, buyer, cointype, ordervalue } = order;
  await ensureWallet(trx, buyer, cointype, now);
  // NOTE: wallets in uid order, so releases in both directions at once queue on PostgreSQL's row
  // locks instead of deadlocking (as transfers do).
  for (const u of [buyer, seller].sort((a, b) => a - b)) {
    if (u === seller) await debitOrRefuse(trx, seller, cointype, ordervalue, 'freezecoin');
    else await creditOrRefuse(trx, buyer, cointype, ordervalue);
  }
  await logMoney(trx, now, [
    {
      uid: buyer,
      otheruid: seller,
      othername: '',
      moneytype: MONEY_TYPE.GOODS,
      amount: ordervalue,
      remarks: '',
      remark_kind: MONEY_REMARK.ORDER_RECEIVED,
      orderid: order.orderid,
      cointype,
      outcointype: order.outcointype,
    },
  ]);
  return [buyer, seller];
}
