import type { Kysely, Selectable } from 'kysely';
import type { RecordValue } from '../../protocol/codec';
import { GOODS_STATUS, GOODS_TYPE, ORDER_STATUS, ORDER_TIMEOUT_MS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { OFFER_PAGE, type OfferInfo } from './offers';
import { payAccount } from './payAccounts';
import { type MarketOrdersTable, marketDb } from './tables';
import { hasVerifiedPhone } from './traders';

/** The marketplace as the wire reads it: offers with their trader's record, orders, deal totals. */

export type OrderInfo = RecordValue<'order_info'>;
export type DealData = RecordValue<'goods_deal_data'>;

/** What msg_get_goods_req filters on. */
export interface OfferFilter {
  /** 0 any, else a pay type the offer takes. */
  paytype: number;
  /** 1: the asker buys (sell offers); 2: the asker sells (buy offers). */
  opertype: number;
  /** 0 any, else an amount the offer can take in one order. */
  value: number;
  cointype: number;
  outcointype: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function offerQuery(db: Kysely<Database>) {
  return marketDb(db)
    .selectFrom('goods')
    .innerJoin('users', 'users.uid', 'goods.uid')
    .select((eb) => [
      'goods.goodsid',
      'goods.goodsvalue',
      'goods.leftvalue',
      'goods.uid',
      'goods.minlimit',
      'goods.maxlimit',
      'goods.cointype',
      'goods.outcointype',
      'goods.rate',
      'goods.status',
      'goods.created_at',
      'goods.paylist',
      'goods.goodstype',
      'users.nickname',
      'users.headurl',
      eb
        .selectFrom('market_orders')
        .select((o) => o.fn.countAll<number>().as('n'))
        .where('market_orders.status', '=', ORDER_STATUS.COMPLETED)
        .where((o) =>
          o.or([
            o('market_orders.buyer', '=', o.ref('goods.uid')),
            o('market_orders.seller', '=', o.ref('goods.uid')),
          ]),
        )
        .as('dealnum'),
    ]);
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['execute']>>[number];

function toOfferInfo(row: OfferRow): OfferInfo {
  return {
    goodsid: row.goodsid,
    goodsvalue: row.goodsvalue,
    leftvalue: row.leftvalue,
    uid: row.uid,
    minlimit: row.minlimit,
    maxlimit: row.maxlimit,
    cointype: row.cointype,
    outcointype: row.outcointype,
    rate: row.rate,
    status: row.status,
    ptime: seconds(row.created_at),
    username: row.nickname,
    headurl: row.headurl,
    paylist: row.paylist.split(',').map(Number),
    dealnum: Number(row.dealnum ?? 0),
    goodstype: row.goodstype,
    payinfolist: [],
  };
}

/**
 * Online offers matching the filter (msg_get_goods_req), best price first: sell offers cheapest
 * first for a buyer, buy offers dearest first for a seller. 16 for an opertype other than 1 or 2.
 */
export async function findOffers(db: Kysely<Database>, f: OfferFilter): Promise<OfferInfo[]> {
  if (f.opertype !== 1 && f.opertype !== 2)
    throw new Refusal('result', RESULT.DEAL_NOT_SUPPORTED, 'opertype is 1 (buy) or 2 (sell)');
  const goodstype = f.opertype === 1 ? GOODS_TYPE.SELL : GOODS_TYPE.BUY;
  let q = offerQuery(db)
    .where('goods.status', '=', GOODS_STATUS.ONLINE)
    .where('goods.goodstype', '=', goodstype)
    .where('goods.cointype', '=', f.cointype)
    .where('goods.outcointype', '=', f.outcointype);
  if (f.value > 0)
    q = q
      .where('goods.minlimit', '<=', f.value)
      .where('goods.maxlimit', '>=', f.value)
      .where('goods.leftvalue', '>=', f.value);
  const rows = await q
    .orderBy('goods.rate', goodstype === GOODS_TYPE.SELL ? 'asc' : 'desc')
    .orderBy('goods.goodsid')
    .limit(f.paytype > 0 ? OFFER_PAGE * 4 : OFFER_PAGE)
    .execute();
  const infos = rows.map(toOfferInfo);
  return (f.paytype > 0 ? infos.filter((g) => g.paylist.includes(f.paytype)) : infos).slice(0, OFFER_PAGE);
}

/** `uid`'s own offers, newest first, closed ones too. */
export async function myOffers(db: Kysely<Database>, uid: number): Promise<OfferInfo[]> {
  const rows = await offerQuery(db)
    .where('goods.uid', '=', uid)
    .orderBy('goods.goodsid', 'desc')
    .limit(100)
    .execute();
  return rows.map(toOfferInfo);
}

/** One offer (18 when there is none, or it is banned and not the asker's). */
export async function offerById(db: Kysely<Database>, goodsid: number, asker: number): Promise<OfferInfo> {
  const row = await offerQuery(db).where('goods.goodsid', '=', goodsid).executeTakeFirst();
  if (!row || (row.status === GOODS_STATUS.BANNED && row.uid !== asker))
    throw new Refusal('result', RESULT.GOODS_NOT_EXIST, `no offer ${goodsid}`);
  return toOfferInfo(row);
}

type OrderRow = Selectable<MarketOrdersTable>;

const NO_ACCOUNT = {
  id: 0,
  uid: 0,
  paytype: 0,
  accountname: '',
  phoneno: '',
  addfriendtype: 0,
  name: '',
  bankcode: '',
};

/** Order statuses in which the buyer still pays, so sees where to. */
const LIVE: readonly number[] = [ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.PAID, ORDER_STATUS.APPEAL];

/**
 * Whether `viewer` sees the seller's pay account of `row` (issue 43, item 5): the seller always
 * (their own), staff always (an appeal), the buyer only while the order is live and only with a
 * verified phone. A cancelled or timed-out order shows nothing to the buyer.
 */
function seesAccount(row: OrderRow, viewer: Viewer): boolean {
  if (viewer === 'staff' || viewer.uid === row.seller) return true;
  return viewer.uid === row.buyer && LIVE.includes(row.status) && viewer.verified;
}

/** Who reads an order: staff, or a user and whether their phone is verified. */
export type Viewer = 'staff' | { uid: number; verified: boolean };

async function viewerOf(db: Kysely<Database>, uid: number): Promise<Viewer> {
  return { uid, verified: await hasVerifiedPhone(db, uid) };
}

/** An order as order_info for `viewer`, with the seller's pay account it names when they may see it. */
export async function toOrderInfo(db: Kysely<Database>, row: OrderRow, viewer: Viewer): Promise<OrderInfo> {
  const clock = row.status === ORDER_STATUS.WAITING_PAYMENT || row.status === ORDER_STATUS.PAID;
  const shown = row.paytypeid > 0 && seesAccount(row, viewer);
  const payinfo = shown ? await payAccount(db, row.paytypeid) : undefined;
  return {
    orderid: row.orderid,
    goodsid: row.goodsid,
    ordertype: row.ordertype,
    buyer: row.buyer,
    seller: row.seller,
    status: row.status,
    ordervalue: row.ordervalue,
    expiretm: clock ? seconds(row.moved_at + ORDER_TIMEOUT_MS) : 0,
    paytype: row.paytype,
    rate: row.rate,
    createtm: seconds(row.created_at),
    cancelflag: row.cancelflag,
    cointype: row.cointype,
    outcointype: row.outcointype,
    paytypeid: row.paytypeid,
    payinfo: payinfo ?? NO_ACCOUNT,
    movetm: seconds(row.moved_at),
  };
}

function ordersOf(db: Kysely<Database>, uid: number) {
  return marketDb(db)
    .selectFrom('market_orders')
    .selectAll()
    .where((eb) => eb.or([eb('buyer', '=', uid), eb('seller', '=', uid)]));
}

/** `uid`'s orders as buyer or seller, newest first (100 at most). */
export async function myOrders(db: Kysely<Database>, uid: number): Promise<OrderInfo[]> {
  const rows = await ordersOf(db, uid).orderBy('created_at', 'desc').limit(100).execute();
  const viewer = await viewerOf(db, uid);
  return Promise.all(rows.map((r) => toOrderInfo(db, r, viewer)));
}

/** One of `uid`'s orders (19 when it is not one of theirs). */
export async function orderById(db: Kysely<Database>, uid: number, orderid: string): Promise<OrderInfo> {
  const row = await ordersOf(db, uid).where('orderid', '=', orderid).executeTakeFirst();
  if (!row) throw new Refusal('result', RESULT.ORDER_NOT_EXIST, `no order ${orderid} of yours`);
  return toOrderInfo(db, row, await viewerOf(db, uid));
}

/** `uid`'s newest order with `other` (the order card of their private chat); 19 when none. */
export async function orderWith(db: Kysely<Database>, uid: number, other: number): Promise<OrderInfo> {
  const row = await ordersOf(db, uid)
    .where((eb) => eb.or([eb('buyer', '=', other), eb('seller', '=', other)]))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) throw new Refusal('result', RESULT.ORDER_NOT_EXIST, `no order with ${other}`);
  return toOrderInfo(db, row, await viewerOf(db, uid));
}

/**
 * `uid`'s deal totals per coin type (goods_deal_data): t* every order, c* completed ones, in*
 * completed as buyer (coins in), out* completed as seller (coins out); counts and cents.
 */
export async function dealData(db: Kysely<Database>, uid: number): Promise<DealData[]> {
  const rows = await ordersOf(db, uid).select(['buyer', 'status', 'ordervalue', 'cointype']).execute();
  const by = new Map<number, DealData>();
  for (const r of rows) {
    const d = by.get(r.cointype) ?? {
      cnum: 0,
      cval: 0,
      tnum: 0,
      tval: 0,
      innum: 0,
      inval: 0,
      outnum: 0,
      outval: 0,
      cointype: r.cointype,
    };
    by.set(r.cointype, d);
    d.tnum += 1;
    d.tval += r.ordervalue;
    if (r.status !== ORDER_STATUS.COMPLETED) continue;
    d.cnum += 1;
    d.cval += r.ordervalue;
    if (r.buyer === uid) {
      d.innum += 1;
      d.inval += r.ordervalue;
    } else {
      d.outnum += 1;
      d.outval += r.ordervalue;
    }
  }
  return [...by.values()].sort((a, b) => a.cointype - b.cointype);
}
