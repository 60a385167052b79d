import { type Kysely, sql } from 'kysely';
import type { RecordValue } from '../../protocol/codec';
import { GOODS_STATUS, GOODS_TYPE, MONEY_REMARK, MONEY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import {
  checkAmount,
  creditOrRefuse,
  debitOrRefuse,
  ensureWallet,
  isCoinType,
  logMoney,
} from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { isPayType, payAccountsOf } from './payAccounts';
import { marketDb } from './tables';

/**
 * Offers of the coin marketplace (DECISIONS "Marketplace"): publish, pause, resume, close,
 * and the lists. A sell offer freezes the seller's coins on publish (money log type 7) and returns
 * what is unsold on close (type 7 again); a buy offer holds no coins: the taker who sells into it
 * puts the order's coins in escrow (server/market/orders.ts).
 */

export type OfferInfo = RecordValue<'goods_info'>;

/** What msg_create_goods_req carries. */
export interface OfferAsk {
  goodsvalue: number;
  minlimit: number;
  maxlimit: number;
  paylist: number[];
  cointype: number;
  rate: number;
  status: number;
  goodstype: number;
  outcointype: number;
}

/** Offers listed per msg_get_goods_req. */
export const OFFER_PAGE = 50;
/** The offer statuses an order may still change (its remaining value can come back). */
export const LIVE_OFFERS: readonly number[] = [
  GOODS_STATUS.ONLINE,
  GOODS_STATUS.OFFLINE,
  GOODS_STATUS.INSUFFICIENT,
];

/** The money-log order id of an offer's freeze and return. */
export function offerOrderId(goodsid: number): string {
  return `G${goodsid}`;
}

/**
 * Publishes an offer and returns its id. Refusals: 16 a goodstype other than sell or buy; 0 a bad
 * amount, coin type, rate, or limits outside 1 ≤ minlimit ≤ maxlimit ≤ goodsvalue; 22 no pay type,
 * an unknown one, or (sell offers) one the seller keeps no account of; 27 a status other than online
 * or offline; 10 a seller short of the coins to freeze.
 */
export async function publishOffer(
  db: Kysely<Database>,
  uid: number,
  ask: OfferAsk,
  now: number,
): Promise<number> {
  const { goodstype, goodsvalue, minlimit, maxlimit, cointype, outcointype, rate } = ask;
  if (goodstype !== GOODS_TYPE.SELL && goodstype !== GOODS_TYPE.BUY)
    throw new Refusal(
      'result',
      RESULT.DEAL_NOT_SUPPORTED,
      `goodstype ${goodstype} is neither sell (1) nor buy (2)`,
    );
  checkAmount(goodsvalue, cointype);
  if (!isCoinType(outcointype))
    throw new Refusal('result', RESULT.FAIL, `outcointype must be 0..5, got ${outcointype}`);
  if (!Number.isInteger(rate) || rate <= 0)
    throw new Refusal('result', RESULT.FAIL, 'the rate must be a positive integer');
  if (
    !Number.isInteger(minlimit) ||
    !Number.isInteger(maxlimit) ||
    minlimit < 1 ||
    minlimit > maxlimit ||
    maxlimit > goodsvalue
  )
    throw new Refusal('result', RESULT.FAIL, 'limits must keep 1 ≤ minlimit ≤ maxlimit ≤ goodsvalue');
  const paylist = [...new Set(ask.paylist)].sort((a, b) => a - b);
  if (paylist.length === 0 || !paylist.every(isPayType))
    throw new Refusal('result', RESULT.NO_PAY_TYPE, 'an offer needs one or more known pay types');
  if (ask.status !== GOODS_STATUS.ONLINE && ask.status !== GOODS_STATUS.OFFLINE)
    throw new Refusal('result', RESULT.GOODS_STATUS_ERROR, 'an offer is published online (1) or offline (2)');
  if (goodstype === GOODS_TYPE.SELL) {
    const held = new Set((await payAccountsOf(db, uid)).map((a) => a.paytype));
    const missing = paylist.filter((p) => !held.has(p));
    if (missing.length > 0)
      throw new Refusal(
        'result',
        RESULT.NO_PAY_TYPE,
        `add a pay account for pay type ${missing.join(', ')} first`,
      );
  }
  return db.transaction().execute(async (trx) => {
    const row = await marketDb(trx)
      .insertInto('goods')
      .values({
        uid,
        goodstype,
        goodsvalue,
        leftvalue: goodsvalue,
        minlimit,
        maxlimit,
        cointype,
        outcointype,
        rate,
        paylist: paylist.join(','),
        status: ask.status,
        created_at: now,
        updated_at: now,
      })
      .returning('goodsid')
      .executeTakeFirstOrThrow();
    if (goodstype === GOODS_TYPE.SELL) {
      await ensureWallet(trx, uid, cointype, now);
      await debitOrRefuse(trx, uid, cointype, goodsvalue);
      await creditOrRefuse(trx, uid, cointype, goodsvalue, 'freezecoin');
      await logMoney(trx, now, [
        {
          uid,
          otheruid: 0,
          othername: '',
          moneytype: MONEY_TYPE.GOODS,
          amount: -goodsvalue,
          remarks: '',
          remark_kind: MONEY_REMARK.OFFER_FROZEN,
          orderid: offerOrderId(row.goodsid),
          cointype,
          outcointype,
        },
      ]);
    }
    return row.goodsid;
  });
}

/**
 * The owner pauses (2), resumes (1) or closes (4) an offer. 18 when it is not theirs; 27 for a
 * status other than those three, a closed or banned offer, or a move to the status it has. Resuming
 * an offer whose remaining value is below its minimum makes it insufficient (3, hidden). Closing a
 * sell offer returns its remaining frozen coins (money log type 7); coins of unfinished orders stay
 * in escrow until the order ends. Returns the new status.
 */
export async function setOfferStatus(
  db: Kysely<Database>,
  uid: number,
  goodsid: number,
  status: number,
  now: number,
): Promise<number> {
  const wanted: readonly number[] = [GOODS_STATUS.ONLINE, GOODS_STATUS.OFFLINE, GOODS_STATUS.CLOSED];
  return db.transaction().execute(async (trx) => {
    const mdb = marketDb(trx);
    const offer = await mdb
      .selectFrom('goods')
      .select(['status', 'goodstype', 'cointype', 'outcointype'])
      .where('goodsid', '=', goodsid)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!offer) throw new Refusal('result', RESULT.GOODS_NOT_EXIST, `no offer ${goodsid} of yours`);
    if (!wanted.includes(status))
      throw new Refusal('result', RESULT.GOODS_STATUS_ERROR, `status ${status} cannot be set`);
    if (status === GOODS_STATUS.CLOSED) {
      // NOTE: the guarded UPDATE takes the row (on PostgreSQL its lock), so the `leftvalue` it
      // returns is what no order can take or give back any more: an order cancelled after this
      // finds the offer closed and returns its coins to the seller itself.
      const closed = await mdb
        .updateTable('goods')
        .set({ status, updated_at: now })
        .where('goodsid', '=', goodsid)
        .where('status', 'in', LIVE_OFFERS)
        .returning('leftvalue')
        .executeTakeFirst();
      if (!closed) throw new Refusal('result', RESULT.GOODS_STATUS_ERROR, 'the offer is closed or banned');
      await mdb.updateTable('goods').set({ leftvalue: 0 }).where('goodsid', '=', goodsid).execute();
      if (offer.goodstype === GOODS_TYPE.SELL && closed.leftvalue > 0) {
        await debitOrRefuse(trx, uid, offer.cointype, closed.leftvalue, 'freezecoin');
        await creditOrRefuse(trx, uid, offer.cointype, closed.leftvalue);
        await logMoney(trx, now, [
          {
            uid,
            otheruid: 0,
            othername: '',
            moneytype: MONEY_TYPE.GOODS,
            amount: closed.leftvalue,
            remarks: '',
            remark_kind: MONEY_REMARK.OFFER_RETURNED,
            orderid: offerOrderId(goodsid),
            cointype: offer.cointype,
            outcointype: offer.outcointype,
          },
        ]);
      }
      return status;
    }
    const target =
      status === GOODS_STATUS.ONLINE
        ? sql<number>`case when leftvalue < minlimit then ${GOODS_STATUS.INSUFFICIENT} else ${GOODS_STATUS.ONLINE} end`
        : sql<number>`${GOODS_STATUS.OFFLINE}`;
    const from =
      status === GOODS_STATUS.ONLINE
        ? [GOODS_STATUS.OFFLINE]
        : [GOODS_STATUS.ONLINE, GOODS_STATUS.INSUFFICIENT];
    const moved = await mdb
      .updateTable('goods')
      .set({ status: target, updated_at: now })
      .where('goodsid', '=', goodsid)
      .where('status', 'in', from)
      .returning('status')
      .executeTakeFirst();
    if (!moved)
      throw new Refusal(
        'result',
        RESULT.GOODS_STATUS_ERROR,
        `the offer cannot move from ${offer.status} to ${status}`,
      );
    return moved.status;
  });
}
