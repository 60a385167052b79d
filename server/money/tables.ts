import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** A user's balance of one coin type (DECISIONS "Wallet and money"); amounts in cents. */
export interface WalletsTable {
  uid: number;
  cointype: number;
  coin: number;
  freezecoin: Generated<number>;
  shopcoin: Generated<number>;
  shopfreezecoin: Generated<number>;
}

/** Every change of a wallet (spec 001 money_change_info); `amount` is signed, in cents. */
export interface MoneyLogTable {
  id: Generated<number>;
  uid: number;
  otheruid: number;
  othername: string;
  /** MONEY_TYPE of protocol/enums.ts. */
  moneytype: number;
  amount: number;
  remarks: string;
  /** MONEY_REMARK of protocol/enums.ts: what a row the server wrote is (issue 47); 0 for a user's remarks. */
  remark_kind: Generated<number>;
  ptime: Millis;
  orderid: string;
  cointype: number;
  outcointype: number;
}

/** A user's pay password (scrypt) and its wrong-try lock. */
export interface PayPasswordsTable {
  uid: number;
  hash: string;
  /** Wrong passwords in a row; at {@link PAY_RULES.maxWrongTries} the password locks. */
  wrong_tries: Generated<number>;
  /** 0, or when the lock after too many wrong passwords lifts. */
  locked_until: Generated<Millis>;
  updated_at: Millis;
}

/** A one-use auth code traded for the pay password (msg_pay_authcode_req); only its hash is kept. */
export interface PayAuthCodesTable {
  code_hash: string;
  uid: number;
  created_at: Millis;
  expires_at: Millis;
  /** Set by the operation that used it; a code with `used_at` pays for nothing more. */
  used_at: Millis | null;
}

/** A red packet (DECISIONS "Red packets"); amounts in cents of `cointype`. */
export interface RedPacketsTable {
  redbag_id: Generated<number>;
  uid: number;
  /** RED_PACKET_TYPE: 1 lucky, 2 equal, 3 private. */
  redbagtype: number;
  cointype: number;
  redbagvalue: number;
  redbagnum: number;
  leftnum: number;
  leftvalue: number;
  /** The chat it was sent in (a private chat key or a groupkey); 0 for a live room. */
  chatkey: Generated<bigint>;
  /** Its type-5 message in that chat (or room). */
  chatmsgno: Generated<number>;
  /** The live room it was sent in, 0 otherwise. */
  roomkey: Generated<number>;
  /** Private packets: the one user who may claim it; 0 otherwise. */
  recvuid: Generated<number>;
  greeting: string;
  /** RED_PACKET_STATUS of server/money/redPackets.ts. */
  status: number;
  created_at: Millis;
  expires_at: Millis;
}

/** One share of a red packet, drawn at send; `uid` is set by the claim that took it. */
export interface RedPacketSharesTable {
  redbag_id: number;
  /** 1..redbagnum; the n-th claim takes share n. */
  seq: number;
  amount: number;
  uid: number | null;
  claimed_at: Millis | null;
}

/** Exchange rates between two coin types (spec 001 rate_info), set by staff. */
export interface CoinRatesTable {
  cointype: number;
  outcointype: number;
  crate: number;
  trate: number;
  drate: number;
  crate1: number;
  trate1: number;
  drate1: number;
  updated_at: Millis;
}

/** A payment through a pay provider: a top-up (coins in) or a third-party order paid with coins. */
export interface PayOrdersTable {
  orderid: string;
  uid: number;
  /** PAY_ORDER_KIND of server/money/thirdPay.ts. */
  kind: string;
  /** The provider's name (`dev` for the local one). */
  provider: string;
  cointype: number;
  amount: number;
  remarks: string;
  /** TOP_UP_STATUS of protocol/enums.ts (a third-party order: 1 unpaid, 2 paid). */
  status: number;
  created_at: Millis;
  done_at: Millis | null;
  /** The client's key of a top-up ('' without one): one order per user and key (migration 0150). */
  clientkey: Generated<string>;
  /** Where the payer pays (the gateway's pay page); '' for the manual provider. */
  payurl: Generated<string>;
  /** The payer's reference staff confirmed against, or the gateway's transaction id. */
  reference: Generated<string>;
  /** Why the top-up was refused. */
  reason: Generated<string>;
  /** Who decided it: `staff:<name>`, the gateway's name or the instant provider's. */
  decided_by: Generated<string>;
}

/** The first outcome of a money request by its key (server/money/once.ts, migration 0155). */
export interface MoneyRequestsTable {
  uid: number;
  /** `c:` and the client's key, or `a:` and the hash of the auth code that served as one. */
  reqkey: string;
  /** A hash of the request's kind and fields: the key names one request, not any. */
  fingerprint: string;
  /** The outcome as JSON (what the reply is built from). */
  outcome: string;
  created_at: Millis;
}

/** The tables of migration 0080_money, with the wallets and money log of 0040_rooms they build on. */
export type MoneyTables = {
  pay_passwords: PayPasswordsTable;
  pay_auth_codes: PayAuthCodesTable;
  red_packets: RedPacketsTable;
  red_packet_shares: RedPacketSharesTable;
  coin_rates: CoinRatesTable;
  pay_orders: PayOrdersTable;
  wallets: WalletsTable;
  money_log: MoneyLogTable;
  money_requests: MoneyRequestsTable;
};

/** The database seen with the money tables. */
export type MoneyDatabase = Database & MoneyTables;
/** A handle on it: the database or one of its transactions. */
export type MoneyDb = Kysely<MoneyDatabase>;
export type MoneyTrx = Transaction<MoneyDatabase>;

/** The store handle with the money tables typed (as server/rooms/tables.ts does with `withTables`). */
export function moneyDb(db: Kysely<Database>): MoneyDb {
  return db.withTables<MoneyTables>();
}
