import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { revokeSessions } from './sessions';

type Db = Kysely<Database>;

/**
 * Bans by staff (issue 22): a banned user's sessions and main-API tokens end at once and no login
 * opens a new one (Accounts refuses with ret 106) until staff lift the ban.
 */
export async function isBanned(db: Db, uid: number): Promise<boolean> {
  return (
    (await db.selectFrom('user_bans').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined
  );
}

export interface Ban {
  reason: string;
  staffId: number;
  createdAt: number;
}

export async function banOf(db: Db, uid: number): Promise<Ban | null> {
  const row = await db.selectFrom('user_bans').selectAll().where('uid', '=', uid).executeTakeFirst();
  return row ? { reason: row.reason, staffId: row.staff_id, createdAt: Number(row.created_at) } : null;
}

/**
 * Bans `uid` and ends its sessions (in `db`'s transaction when it is one); returns the ended
 * sessions' fastkey hashes, whose sockets the caller closes once the change is committed
 * (Accounts.sessionsEnded).
 */
export async function banUser(
  db: Db,
  uid: number,
  reason: string,
  staffId: number,
  now: number,
): Promise<string[]> {
  await db
    .insertInto('user_bans')
    .values({ uid, reason, staff_id: staffId, created_at: now })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ reason, staff_id: staffId, created_at: now }))
    .execute();
  return revokeSessions(db, uid, {});
}

export async function unbanUser(db: Db, uid: number): Promise<void> {
  await db.deleteFrom('user_bans').where('uid', '=', uid).execute();
}
