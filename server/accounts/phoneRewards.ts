import type { Kysely } from 'kysely';
import type { Database } from '../store';

/**
 * Issue 43, "nothing of value for an account a script can make for free": a guest costs a script
 * nothing, a phone costs it an SMS code, so what is worth coins goes to phone-verified accounts,
 * once per phone and once per account (migration 0145). A phone moved to another account brings
 * no second welcome; an account that changes its phone brings none either.
 */

/** What is given once per phone: the welcome coins, the invitation reward paid for a new user, a day's VIP reward. */
export const PHONE_REWARD = {
  welcome: 'welcome',
  invite: 'invite',
  vip: (day: string) => `vip:${day}`,
} as const;

interface PhoneRewardsTable {
  kind: string;
  zone: string;
  phone: string;
  uid: number;
  created_at: number;
}

/** `uid`'s phone, or undefined for a guest (no phone verified). */
export async function verifiedPhone(
  db: Kysely<Database>,
  uid: number,
): Promise<{ zone: string; phone: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['zone', 'phone'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.phone ? { zone: row.zone, phone: row.phone } : undefined;
}

/**
 * Takes the `kind` reward for `uid` and its phone, inside the caller's transaction: true when
 * neither the phone nor the account had it (the row is written), false for a guest or a second
 * time. Guarded by the table's two unique keys, so of two concurrent takes one wins.
 */
export async function takePhoneReward(
  db: Kysely<Database>,
  kind: string,
  uid: number,
  now: number,
): Promise<boolean> {
  const phone = await verifiedPhone(db, uid);
  if (!phone) return false;
  const made = await db
    .withTables<{ phone_rewards: PhoneRewardsTable }>()
    .insertInto('phone_rewards')
    .values({ kind, ...phone, uid, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('uid')
    .executeTakeFirst();
  return made !== undefined;
}
