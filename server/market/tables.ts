import type { Generated, Kysely, Selectable } from 'kysely';
import type { MoneyTables } from '../money/tables';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/**
 * An offer (spec 001 goods_info; DECISIONS "Marketplace"); amounts in cents of `cointype`. NOTE: the
 * table and its columns keep the spec's wire names (`goods`, `goodsid`, `goodsvalue`, `goodstype`),
 * so a row reads as the message it answers and no migration renames them; our code says "offer".
 */
export interface OffersTable {
  goodsid: Generated<number>;
  /** The owner: the seller of a sell offer, the buyer of a buy offer. */
  uid: number;
  /** GOODS_TYPE: 1 sell coins, 2 buy coins. */
  goodstype: number;
  goodsvalue: number;
  /** What is not yet taken by an unfinished or completed order. */
  leftvalue: number;
  minlimit: number;
  maxlimit: number;
  cointype: number;
  /** The currency the coins are paid in, off the platform. */
  outcointype: number;
  /** Price per coin in cents of `outcointype` (×100). */
  rate: number;
  /** Pay types accepted, comma-separated. */
  paylist: string;
  /** GOODS_STATUS. */
  status: number;
  created_at: Millis;
  updated_at: Millis;
}

/** An order on an offer (spec 001 order_info); the state machine is ORDER_MOVES of protocol/enums.ts. */
export interface MarketOrdersTable {
  orderid: string;
  goodsid: number;
  /** The offer's goodstype. */
  ordertype: number;
  buyer: number;
  seller: number;
  /** Who opened the order on the offer (the other side is the offer's owner). */
  taker: number;
  /** ORDER_STATUS. */
  status: number;
  ordervalue: number;
  /** 0 until the buyer picks one of the offer's pay types. */
  paytype: number;
  /** The seller's pay account the buyer pays to; 0 until chosen. */
  paytypeid: number;
  rate: number;
  cointype: number;
  outcointype: number;
  /** CANCEL_FLAG of server/market/orders.ts; 0 while not cancelled. */
  cancelflag: Generated<number>;
  created_at: Millis;
  /** The time of the last move: the 15-minute clocks count from it. */
  moved_at: Millis;
}

/** An order row as read. */
export type OrderRow = Selectable<MarketOrdersTable>;

/** A user's bank card or mobile wallet (spec 001 mobile_pay_info). */
export interface PayAccountsTable {
  id: Generated<number>;
  uid: number;
  paytype: number;
  accountname: string;
  phoneno: string;
  addfriendtype: number;
  name: string;
  bankcode: string;
  /** 1 once deleted: orders that named it still show it. */
  removed: Generated<number>;
  created_at: Millis;
}

/** The tables of migration 0110_market, with the money tables they move coins in. */
export type MarketTables = MoneyTables & {
  goods: OffersTable;
  market_orders: MarketOrdersTable;
  pay_accounts: PayAccountsTable;
};

export type MarketDb = Kysely<Database & MarketTables>;

/** The store handle with the market tables typed. */
export function marketDb(db: Kysely<Database>): MarketDb {
  return db.withTables<MarketTables>();
}
