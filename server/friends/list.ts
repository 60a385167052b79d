import { type Kysely, sql, type Transaction } from 'kysely';
import { SERVICE_UIDS } from '../../protocol/enums';
import { USER_TYPE } from '../accounts';
import { readSettings } from '../content/settings';
import type { Database } from '../store';
import { type FriendsDatabase, friendsDb, friendsTrx } from './tables';

type Db = Kysely<Database>;
type FTx = Transaction<FriendsDatabase>;

/** What changed in one user's list, for the pushes after the transaction. */
export interface ListChange {
  uid: number;
  fuid: number;
  version: number;
}

/** Bumps `uid`'s list version by one (creating it at 1) and returns the new version. */
async function bumpVersion(trx: FTx, uid: number): Promise<number> {
  // NOTE: one statement, so concurrent changes of one list get distinct, consecutive versions.
  const row = await trx
    .insertInto('friend_list_versions')
    .values({ uid, version: 1 })
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet({ version: sql<number>`friend_list_versions.version + 1` }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** Adds `fuid` to `uid`'s list unless it is there; logs the change under a new version. */
async function addSide(trx: FTx, uid: number, fuid: number, now: number): Promise<ListChange | undefined> {
  const inserted = await trx
    .insertInto('friendships')
    .values({ uid, fuid, created_at: now })
    .onConflict((oc) => oc.columns(['uid', 'fuid']).doNothing())
    .returning('uid')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const version = await bumpVersion(trx, uid);
  await trx.insertInto('friend_changes').values({ uid, fuid, version, added: 1 }).execute();
  return { uid, fuid, version };
}

/** Removes `fuid` from `uid`'s list if it is there; logs the change under a new version. */
async function removeSide(trx: FTx, uid: number, fuid: number): Promise<ListChange | undefined> {
  const deleted = await trx
    .deleteFrom('friendships')
    .where('uid', '=', uid)
    .where('fuid', '=', fuid)
    .returning('uid')
    .executeTakeFirst();
  if (!deleted) return undefined;
  const version = await bumpVersion(trx, uid);
  await trx.insertInto('friend_changes').values({ uid, fuid, version, added: 0 }).execute();
  await trx.deleteFrom('friend_aliases').where('uid', '=', uid).where('fuid', '=', fuid).execute();
  return { uid, fuid, version };
}

/**
 * Makes `a` and `b` friends on both sides inside `trx` (a side already there is left alone).
 * Returns the list changes made (none when they were friends already).
 */
export async function makeFriendsIn(
  trx: Transaction<Database>,
  a: number,
  b: number,
  now: number,
): Promise<ListChange[]> {
  const ftx = friendsTrx(trx);
  const changes = [await addSide(ftx, a, b, now), await addSide(ftx, b, a, now)];
  return changes.filter((c) => c !== undefined);
}

/** Removes the friendship of `a` and `b` on both sides, in one transaction; returns the changes made. */
export function removeFriends(db: Db, a: number, b: number): Promise<ListChange[]> {
  return db.transaction().execute(async (trx) => {
    const ftx = friendsTrx(trx);
    const changes = [await removeSide(ftx, a, b), await removeSide(ftx, b, a)];
    return changes.filter((c) => c !== undefined);
  });
}

/** `uid`'s current list version (0 before any change). */
export async function listVersion(db: Db, uid: number): Promise<number> {
  const row = await friendsDb(db)
    .selectFrom('friend_list_versions')
    .select('version')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** The customer-service uids: the fixed ones and the configured `service_uid` / `service_uid_night`. */
async function serviceUids(db: Db): Promise<number[]> {
  // NOTE: the origin only shapes link settings, which are not read here; only the two rows are.
  const settings = await readSettings(db, '', ['service_uid', 'service_uid_night']);
  return [...new Set([...SERVICE_UIDS, settings.service_uid, settings.service_uid_night])];
}

/**
 * The uids in `uid`'s friend list, ascending, without customer-service accounts (the fixed and
 * the configured service uids and any account of user type "service", DECISIONS Friends).
 */
export async function friendUids(db: Db, uid: number): Promise<number[]> {
  const rows = await friendsDb(db)
    .selectFrom('friendships')
    .innerJoin('users', 'users.uid', 'friendships.fuid')
    .select('friendships.fuid')
    .where('friendships.uid', '=', uid)
    .where('users.usertype', '<>', USER_TYPE.service)
    .where('friendships.fuid', 'not in', await serviceUids(db))
    .orderBy('friendships.fuid')
    .execute();
  return rows.map((r) => r.fuid);
}

/** Every user who has `uid` in their list (the same set as {@link friendUids}, service accounts included). */
export async function usersListing(db: Db, uid: number): Promise<number[]> {
  const rows = await friendsDb(db).selectFrom('friendships').select('uid').where('fuid', '=', uid).execute();
  return rows.map((r) => r.uid);
}

/** What changed in `uid`'s list after `since`: uids now in the list and uids now out of it. */
export interface ListDelta {
  added: number[];
  removed: number[];
  version: number;
}

/**
 * The net changes of `uid`'s list after version `since` (the last change of each uid wins; a
 * uid added then removed again is reported removed, which the client ignores if it never had it).
 * A `since` ahead of the current version (a client with another server's data) gets nothing.
 */
export async function changesSince(db: Db, uid: number, since: number): Promise<ListDelta> {
  const fdb = friendsDb(db);
  const version = await listVersion(db, uid);
  if (since >= version) return { added: [], removed: [], version };
  const rows = await fdb
    .selectFrom('friend_changes')
    .select(['fuid', 'added', 'version'])
    .where('uid', '=', uid)
    .where('version', '>', since)
    .where('version', '<=', version)
    .orderBy('version')
    .execute();
  const last = new Map<number, boolean>();
  for (const row of rows) last.set(row.fuid, row.added === 1);
  const current = new Set(await friendUids(db, uid));
  const added = [...last].filter(([fuid, add]) => add && current.has(fuid)).map(([fuid]) => fuid);
  const removed = [...last].filter(([, add]) => !add).map(([fuid]) => fuid);
  return { added: added.sort((x, y) => x - y), removed: removed.sort((x, y) => x - y), version };
}
