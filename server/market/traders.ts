import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { accountEnv } from '../points/clock';
import { addDays, dayOf } from '../points/day';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { marketDb } from './tables';

/**
 * Who may trade (issue 43, item 5): a seller's pay accounts (name, account number, phone) are
 * what an order shows its buyer, so an account a script makes for free must not be able to open
 * orders to read them and cancel. Trading needs a phone verified by SMS, and a buyer who cancelled
 * (or let time out) {@link MAX_CANCELS_A_DAY} orders they opened today cannot open another until
 * the next day of the product (TIME_ZONE), as Binance P2P rules.
 */

/** Orders a buyer may cancel or let time out in one day before ordering stops until the next. */
export const MAX_CANCELS_A_DAY = 3;

/** Whether `uid` has a phone verified by SMS (a guest has none). */
export async function hasVerifiedPhone(db: Kysely<Database>, uid: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('phone').where('uid', '=', uid).executeTakeFirst();
  return (row?.phone ?? '').length >= 4;
}

/** Refuses (47) a user with no verified phone. */
export async function requireVerifiedPhone(db: Kysely<Database>, uid: number, what: string): Promise<void> {
  if (!(await hasVerifiedPhone(db, uid)))
    throw new Refusal(
      'result',
      RESULT.PHONE_REQUIRED,
      `${what} needs a phone verified by SMS: bind one first`,
    );
}

/**
 * Refuses (48) a buyer who cancelled or let time out {@link MAX_CANCELS_A_DAY} orders they opened
 * on sell offers today. Orders others opened on the buyer's own buy offer do not count (a seller
 * could otherwise lock a buyer out by opening orders into their offer).
 */
export async function refuseOverCancelled(db: Kysely<Database>, uid: number, now: number): Promise<void> {
  const { timeZone } = accountEnv(db);
  const today = dayOf(now, timeZone);
  // NOTE: two days back is enough to cover today in any time zone; the day is compared exactly below.
  const rows = await marketDb(db)
    .selectFrom('market_orders')
    .select('moved_at')
    .where('buyer', '=', uid)
    .where('taker', '=', uid)
    .where('status', 'in', [ORDER_STATUS.CANCELLED_BY_BUYER, ORDER_STATUS.CANCELLED_BY_TIMEOUT])
    .where('moved_at', '>', now - 2 * 86_400_000)
    .orderBy('moved_at', 'desc')
    .limit(200)
    .execute();
  const cancelled = rows.filter((r) => dayOf(r.moved_at, timeZone) === today).length;
  if (cancelled >= MAX_CANCELS_A_DAY)
    throw new Refusal(
      'result',
      RESULT.ORDER_CANCEL_LIMIT,
      `${cancelled} orders cancelled or timed out today: new orders open again on ${addDays(today, 1)}`,
    );
}
