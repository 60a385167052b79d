import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  COIN,
  COIN_TYPES,
  MONEY_REMARK,
  MONEY_TYPE,
  type MoneyRemark,
  type MoneyType,
} from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { PHONE_REWARD, takePhoneReward } from '../accounts/phoneRewards';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';

/** The database or a transaction of it; each function types the money tables itself. */
type Db = Kysely<Database>;

/**
 * The coin wallet (DESIGN §7, DECISIONS "Wallet and money"): one row per user and coin type with
 * `coin`, `freezecoin`, `shopcoin`, `shopfreezecoin`, in cents. Every change is a guarded UPDATE
 * inside the caller's transaction (a balance never goes below 0 nor past a 32-bit amount; the
 * CHECK of the table is the last guard) and writes money-log rows with one order id.
 */

/** A phone-verified account's welcome coins: 1,000 coins (in cents), once per phone ({@link grantWelcome}). */
export const STARTING_COINS = 100_000;
/** Largest wallet amount (amounts are 32-bit integers). */
export const MAX_AMOUNT = 2_147_483_647;

/** The four balances of a wallet row. */
export type Balance = 'coin' | 'freezecoin' | 'shopcoin' | 'shopfreezecoin';

/** True for a coin type of spec 001 §9 (0..5). */
export function isCoinType(n: number): boolean {
  return (COIN_TYPES as readonly number[]).includes(n);
}

/** Refuses (0) an amount that is not a positive 32-bit integer, or a coin type outside 0..5. */
export function checkAmount(amount: number, cointype: number): void {
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new Refusal('result', RESULT.FAIL, `amount must be 1..${MAX_AMOUNT} cents, got ${amount}`);
  }
  if (!isCoinType(cointype))
    throw new Refusal('result', RESULT.FAIL, `cointype must be 0..5, got ${cointype}`);
}

/** A fresh order id: a letter naming the kind of move, the time and 48 random bits. */
export function newOrderId(prefix: string, now: number): string {
  return `${prefix}${now.toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

/** One money-log row (spec 001 money_change_info); `amount` signed, in cents. */
export interface MoneyLogRow {
  uid: number;
  otheruid: number;
  othername: string;
  moneytype: MoneyType;
  amount: number;
  remarks: string;
  /** What the row is when the server wrote it (MONEY_REMARK); `remarks` then hold only data. */
  remark_kind?: MoneyRemark;
  orderid: string;
  cointype: number;
  outcointype?: number;
}

/** Writes money-log rows at `now`. */
export async function logMoney(db: Db, now: number, rows: readonly MoneyLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await moneyDb(db)
    .insertInto('money_log')
    .values(rows.map((r) => ({ ...r, outcointype: r.outcointype ?? r.cointype, ptime: now })))
    .execute();
}

/**
 * Makes `uid`'s wallet of `cointype` if it has none, with 0; a new coin-type-0 wallet of a
 * phone-verified account gets its welcome coins ({@link grantWelcome}).
 */
export async function ensureWallet(db: Db, uid: number, cointype: number, now: number): Promise<void> {
  const made = await moneyDb(db)
    .insertInto('wallets')
    .values({ uid, cointype, coin: 0 })
    .onConflict((oc) => oc.columns(['uid', 'cointype']).doNothing())
    .returning('uid')
    .executeTakeFirst();
  if (made && cointype === COIN.CNY) await grantWelcome(db, uid, now);
}

/**
 * Issue 43: {@link STARTING_COINS} into the coin-type-0 wallet with a money-log row (type 12,
 * back-site operation: a grant by the platform), once per phone and account
 * (server/accounts/phoneRewards.ts): a guest gets none, and gets them when it verifies a phone.
 * Inside the caller's transaction; true when granted now.
 */
export async function grantWelcome(db: Db, uid: number, now: number): Promise<boolean> {
  const orderid = `W${uid}-${COIN.CNY}`;
  // NOTE: accounts welcomed before migration 0145 (guests too) have the row of their grant, not a phone's.
  const before = await moneyDb(db)
    .selectFrom('money_log')
    .select('uid')
    .where('orderid', '=', orderid)
    .executeTakeFirst();
  if (before || !(await takePhoneReward(db, PHONE_REWARD.welcome, uid, now))) return false;
  await moneyDb(db)
    .insertInto('wallets')
    .values({ uid, cointype: COIN.CNY, coin: 0 })
    .onConflict((oc) => oc.columns(['uid', 'cointype']).doNothing())
    .execute();
  await creditOrRefuse(db, uid, COIN.CNY, STARTING_COINS);
  await logMoney(db, now, [
    {
      uid,
      otheruid: 0,
      othername: '',
      moneytype: MONEY_TYPE.BACK_SITE_OPERATION,
      amount: STARTING_COINS,
      remarks: '',
      remark_kind: MONEY_REMARK.WELCOME,
      orderid,
      cointype: COIN.CNY,
    },
  ]);
  return true;
}

/**
 * Adds `delta` (signed) to one balance with a guarded UPDATE: returns the balance after, or
 * undefined when it would go below 0 or past {@link MAX_AMOUNT} (nothing changed). The wallet
 * must exist ({@link ensureWallet}).
 */
export async function adjust(
  db: Db,
  uid: number,
  cointype: number,
  balance: Balance,
  delta: number,
): Promise<number | undefined> {
  let query = moneyDb(db)
    .updateTable('wallets')
    .set((eb) => ({ [balance]: eb(balance, '+', delta) }))
    .where('uid', '=', uid)
    .where('cointype', '=', cointype);
  query = delta < 0 ? query.where(balance, '>=', -delta) : query.where(balance, '<=', MAX_AMOUNT - delta);
  const row = await query.returning(balance).executeTakeFirst();
  return row?.[balance];
}

/** Takes `amount` from a balance (guarded `>= amount`); the balance after, or undefined when short. */
export function debit(db: Db, uid: number, cointype: number, amount: number, balance: Balance = 'coin') {
  return adjust(db, uid, cointype, balance, -amount);
}

/** Adds `amount` to a balance (guarded to stay a 32-bit amount); the balance after, or undefined. */
export function credit(db: Db, uid: number, cointype: number, amount: number, balance: Balance = 'coin') {
  return adjust(db, uid, cointype, balance, amount);
}

/** {@link debit} that refuses with 10 (money not enough) when short. */
export async function debitOrRefuse(
  db: Db,
  uid: number,
  cointype: number,
  amount: number,
  balance: Balance = 'coin',
): Promise<number> {
  const after = await debit(db, uid, cointype, amount, balance);
  if (after === undefined)
    throw new Refusal('result', RESULT.MONEY_NOT_ENOUGH, `${balance} of coin type ${cointype} is short`);
  return after;
}

/** {@link credit} that refuses (0) when the wallet cannot hold it; the caller's transaction rolls back. */
export async function creditOrRefuse(
  db: Db,
  uid: number,
  cointype: number,
  amount: number,
  balance: Balance = 'coin',
): Promise<number> {
  const after = await credit(db, uid, cointype, amount, balance);
  if (after === undefined)
    throw new Refusal('result', RESULT.FAIL, `the wallet of ${uid} cannot hold ${amount} more`);
  return after;
}

/** A wallet as the wire's coin_info. */
export interface CoinInfo {
  cointype: number;
  coin: number;
  freezecoin: number;
  shopcoin: number;
  shopfreezecoin: number;
}

/**
 * `uid`'s wallets of every coin type, in coin-type order (zeros where none was made yet). The coin
 * type 0 wallet is made first if missing, so the balance shown is the one the next change starts
 * from (its welcome coins included).
 */
export async function walletsOf(db: Kysely<Database>, uid: number, now: number): Promise<CoinInfo[]> {
  await ensureWallet(db, uid, COIN.CNY, now);
  const rows = await moneyDb(db)
    .selectFrom('wallets')
    .select(['cointype', 'coin', 'freezecoin', 'shopcoin', 'shopfreezecoin'])
    .where('uid', '=', uid)
    .execute();
  return COIN_TYPES.map(
    (cointype) =>
      rows.find((r) => r.cointype === cointype) ?? {
        cointype,
        coin: 0,
        freezecoin: 0,
        shopcoin: 0,
        shopfreezecoin: 0,
      },
  );
}

/** `uid`'s coin balance of `cointype` (in cents), making the wallet if needed. */
export async function coinBalance(
  db: Kysely<Database>,
  uid: number,
  cointype: number,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await ensureWallet(trx, uid, cointype, now);
    const row = await moneyDb(trx)
      .selectFrom('wallets')
      .select('coin')
      .where('uid', '=', uid)
      .where('cointype', '=', cointype)
      .executeTakeFirstOrThrow();
    return row.coin;
  });
}
