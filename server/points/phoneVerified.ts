import type { Kysely } from 'kysely';
import { grantWelcome } from '../money/wallet';
import type { Database } from '../store';
import { payInvitation } from './invites';

/**
 * Issue 43: what an account is owed once it has a verified phone (an SMS login that registers or
 * promotes a guest, a phone bound with its code): its welcome coins and its inviter's reward, each
 * once per phone (server/accounts/phoneRewards.ts), in one transaction. Repeating it gives nothing.
 */
export async function phoneVerified(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await grantWelcome(trx, uid, now);
    await payInvitation(trx, uid, now, timeZone);
  });
}
