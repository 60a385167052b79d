import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';

import type { Database } from '../store';
import { areFriends } from './relations';
import { friendsDb } from './tables';

type Db = Kysely<Database>;

/** A black list holds at most this many users (its reply is one frame). */
export const MAX_BLACKLIST = 100;
/** An alias is at most this many characters; an empty alias removes it. */
export const MAX_ALIAS_CHARS = 32;

/** `opertype` of msg_set_blacklist_req. */
export const BLACKLIST_OPER = { REMOVE: 0, ADD: 1 } as const;

/**
 * Adds (1) `other` to `uid`'s black list or removes (0) it. Refuses: another opertype, self, an
 * unknown user, a full list: 0. Adding keeps the friendship; messages and applications between
 * the two are refused with 28 while either side lists the other.
 */
export async function setBlacklisted(db: Db, now: number, uid: number, other: number, opertype: number) {
  if (opertype !== BLACKLIST_OPER.ADD && opertype !== BLACKLIST_OPER.REMOVE) {
    throw new Refusal('result', RESULT.FAIL, 'opertype must be 1 (add) or 0 (remove)');
  }
  const fdb = friendsDb(db);
  if (opertype === BLACKLIST_OPER.REMOVE) {
    await fdb.deleteFrom('blacklist').where('uid', '=', uid).where('buid', '=', other).execute();
    return;
  }
  if (other === uid) throw new Refusal('result', RESULT.FAIL, 'you cannot blacklist yourself');
  const user = await db.selectFrom('users').select('uid').where('uid', '=', other).executeTakeFirst();
  if (!user) throw new Refusal('result', RESULT.FAIL, `no user ${other}`);
  const listed = await fdb
    .selectFrom('blacklist')
    .select('buid')
    .where('uid', '=', uid)
    .where('buid', '=', other)
    .executeTakeFirst();
  if (listed) return;
  const { n } = await fdb
    .selectFrom('blacklist')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_BLACKLIST)
    throw new Refusal('result', RESULT.FAIL, `the black list holds at most ${MAX_BLACKLIST}`);
  await fdb
    .insertInto('blacklist')
    .values({ uid, buid: other, created_at: now })
    .onConflict((oc) => oc.columns(['uid', 'buid']).doNothing())
    .execute();
}

/** The uids `uid` blacklisted, in the order they were added. */
export async function blacklistOf(db: Db, uid: number): Promise<number[]> {
  const rows = await friendsDb(db)
    .selectFrom('blacklist')
    .select('buid')
    .where('uid', '=', uid)
    .orderBy('created_at')
    .orderBy('buid')
    .execute();
  return rows.map((r) => r.buid);
}

/** Sets (or, with an empty alias, removes) `uid`'s alias for the friend `fuid`: 6 when not friends, 0 when too long. */
export async function setAlias(db: Db, uid: number, fuid: number, alias: string): Promise<void> {
  const text = alias.trim();
  if ([...text].length > MAX_ALIAS_CHARS) {
    throw new Refusal('result', RESULT.FAIL, `an alias is at most ${MAX_ALIAS_CHARS} characters`);
  }
  if (!(await areFriends(db, uid, fuid))) throw new Refusal('result', RESULT.NOT_FRIEND, 'not your friend');
  const fdb = friendsDb(db);
  if (text === '') {
    await fdb.deleteFrom('friend_aliases').where('uid', '=', uid).where('fuid', '=', fuid).execute();
    return;
  }
  await fdb
    .insertInto('friend_aliases')
    .values({ uid, fuid, alias: text })
    .onConflict((oc) => oc.columns(['uid', 'fuid']).doUpdateSet({ alias: text }))
    .execute();
}

/** `uid`'s aliases, by friend uid. */
export async function aliasesOf(db: Db, uid: number): Promise<{ fuid: number; aliasname: string }[]> {
  const rows = await friendsDb(db)
    .selectFrom('friend_aliases')
    .select(['fuid', 'alias'])
    .where('uid', '=', uid)
    .orderBy('fuid')
    .execute();
  return rows.map((r) => ({ fuid: r.fuid, aliasname: r.alias }));
}

/** `kind` of a bty setting: who is credited for a bty registration or a bty top-up. */
export type BtyKind = 'register' | 'topup';

/** Stores the uid `uid` credits for bty registrations or top-ups: 0 for self or an unknown user. */
export async function setBtyUid(
  db: Db,
  now: number,
  uid: number,
  kind: BtyKind,
  setuid: number,
): Promise<void> {
  if (setuid === uid) throw new Refusal('result', RESULT.FAIL, 'setuid must be another user');
  const user = await db.selectFrom('users').select('uid').where('uid', '=', setuid).executeTakeFirst();
  if (!user) throw new Refusal('result', RESULT.FAIL, `no user ${setuid}`);
  await friendsDb(db)
    .insertInto('bty_settings')
    .values({ uid, kind, setuid, updated_at: now })
    .onConflict((oc) => oc.columns(['uid', 'kind']).doUpdateSet({ setuid, updated_at: now }))
    .execute();
}
