import type { Kysely, Transaction } from 'kysely';
import { COIN, MONEY_TYPE } from '../../protocol/enums';
import type { Database } from '../store';
import { type RoomsDatabase, roomsDb } from './tables';

/**
 * The coin wallet as far as gifts need it (DECISIONS "Wallet and money": one row per user and coin
 * type, amounts in cents, every change logged). The money issue takes this module over.
 */

/** Coins a new wallet of coin type 0 starts with: 1,000 coins (in cents), so a demo guest can send gifts. */
export const STARTING_COINS = 100_000;
/** Largest wallet amount (amounts are 32-bit integers). */
export const MAX_AMOUNT = 2_147_483_647;

type Trx = Transaction<RoomsDatabase>;

/**
 * Makes `uid`'s wallet of `cointype` if it has none: coin type 0 starts with {@link STARTING_COINS}
 * and a money log row (type 12, back-site operation: a grant by the platform), others with 0.
 */
export async function ensureWallet(trx: Trx, uid: number, cointype: number, now: number): Promise<void> {
  const start = cointype === COIN.CNY ? STARTING_COINS : 0;
  const made = await trx
    .insertInto('wallets')
    .values({ uid, cointype, coin: start })
    .onConflict((oc) => oc.columns(['uid', 'cointype']).doNothing())
    .returning('uid')
    .executeTakeFirst();
  if (!made || start === 0) return;
  await trx
    .insertInto('money_log')
    .values({
      uid,
      otheruid: 0,
      othername: '',
      moneytype: MONEY_TYPE.BACK_SITE_OPERATION,
      amount: start,
      remarks: 'welcome coins',
      ptime: now,
      orderid: `W${uid}-${cointype}`,
      cointype,
      outcointype: cointype,
    })
    .execute();
}

/** `uid`'s coin balance of `cointype` (in cents), making the wallet if needed. */
export async function coinBalance(
  db: Kysely<Database>,
  uid: number,
  cointype: number,
  now: number,
): Promise<number> {
  return roomsDb(db)
    .transaction()
    .execute(async (trx) => {
      await ensureWallet(trx, uid, cointype, now);
      const row = await trx
        .selectFrom('wallets')
        .select('coin')
        .where('uid', '=', uid)
        .where('cointype', '=', cointype)
        .executeTakeFirstOrThrow();
      return row.coin;
    });
}

/**
 * Takes `amount` from a wallet with a guarded update (`coin >= amount`): returns the balance after,
 * or undefined when the balance is short (nothing changed).
 */
export async function debit(
  trx: Trx,
  uid: number,
  cointype: number,
  amount: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('wallets')
    .set((eb) => ({ coin: eb('coin', '-', amount) }))
    .where('uid', '=', uid)
    .where('cointype', '=', cointype)
    .where('coin', '>=', amount)
    .returning('coin')
    .executeTakeFirst();
  return row?.coin;
}

/** Adds `amount` to a wallet, guarded so it stays a 32-bit amount; undefined when it would not. */
export async function credit(
  trx: Trx,
  uid: number,
  cointype: number,
  amount: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('wallets')
    .set((eb) => ({ coin: eb('coin', '+', amount) }))
    .where('uid', '=', uid)
    .where('cointype', '=', cointype)
    .where('coin', '<=', MAX_AMOUNT - amount)
    .returning('coin')
    .executeTakeFirst();
  return row?.coin;
}
