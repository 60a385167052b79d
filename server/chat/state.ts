import { type Kysely, sql } from 'kysely';
import { GROUP_KEY_LIMIT } from '../../protocol/chatkey';
import type { Database } from '../store';
import { readInt64 } from '../store/int64';
import { chatDb } from './tables';

/**
 * Each user's state in each chat (private or group): read position, cleared-up-to position, mute,
 * pin, and the chat settings both sides of a private chat share (self-destruct time, screenshot
 * flag). A missing row reads as all zeros. Positions only ever grow (guarded updates).
 */

type Db = Kysely<Database>;

/** One user's view of one chat. */
export interface ChatState {
  readUpto: number;
  clearedUpto: number;
  muted: boolean;
  pinned: boolean;
  /** When the pin was set (ms), 0 when not pinned. */
  pinnedAt: number;
  snaptime: number;
  screenshot: number;
}

const EMPTY: ChatState = {
  readUpto: 0,
  clearedUpto: 0,
  muted: false,
  pinned: false,
  pinnedAt: 0,
  snaptime: 0,
  screenshot: 0,
};

/** A chat key with when it was muted, pinned or given its self-destruct time (ms). */
export interface KeyedTime {
  chatkey: bigint;
  at: number;
}

/** Creates the state rows of these users in a chat where missing (e.g. both sides on a first message). */
export async function ensureStates(db: Db, chatkey: bigint, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  await chatDb(db)
    .insertInto('chat_user_state')
    .values(uids.map((uid) => ({ uid, chatkey })))
    .onConflict((oc) => oc.columns(['uid', 'chatkey']).doNothing())
    .execute();
}

/** One user's state in one chat. */
export async function getState(db: Db, uid: number, chatkey: bigint): Promise<ChatState> {
  const row = await chatDb(db)
    .selectFrom('chat_user_state')
    .selectAll()
    .where('uid', '=', uid)
    .where('chatkey', '=', chatkey)
    .executeTakeFirst();
  if (!row) return EMPTY;
  return {
    readUpto: row.read_upto,
    clearedUpto: row.cleared_upto,
    muted: row.muted === 1,
    pinned: row.pinned === 1,
    pinnedAt: row.pinned_at,
    snaptime: row.snaptime,
    screenshot: row.screenshot,
  };
}

/**
 * Moves a user's read position up to `upto` (never down), noting when (`at`). Returns the position
 * after the call and whether it moved.
 */
export async function markRead(
  db: Db,
  uid: number,
  chatkey: bigint,
  upto: number,
  at: number,
): Promise<{ readUpto: number; moved: boolean }> {
  await ensureStates(db, chatkey, [uid]);
  const result = await chatDb(db)
    .updateTable('chat_user_state')
    .set({ read_upto: upto, read_at: at })
    .where('uid', '=', uid)
    .where('chatkey', '=', chatkey)
    .where('read_upto', '<', upto)
    .executeTakeFirst();
  const moved = result.numUpdatedRows > 0n;
  return { readUpto: moved ? upto : (await getState(db, uid, chatkey)).readUpto, moved };
}

/** The highest read position of anyone in the chat but `uid` (a private chat: the peer's). */
export async function othersReadUpto(db: Db, chatkey: bigint, uid: number): Promise<number> {
  const row = await chatDb(db)
    .selectFrom('chat_user_state')
    .select((eb) => eb.fn.max<number>('read_upto').as('upto'))
    .where('chatkey', '=', chatkey)
    .where('uid', '<>', uid)
    .executeTakeFirst();
  return Number(row?.upto ?? 0);
}

/** Deletes a chat's history for one user up to `upto` (never moves back). Returns the position after. */
export async function clearUpto(db: Db, uid: number, chatkey: bigint, upto: number): Promise<number> {
  await ensureStates(db, chatkey, [uid]);
  await chatDb(db)
    .updateTable('chat_user_state')
    .set({ cleared_upto: upto })
    .where('uid', '=', uid)
    .where('chatkey', '=', chatkey)
    .where('cleared_upto', '<', upto)
    .execute();
  return (await getState(db, uid, chatkey)).clearedUpto;
}

/**
 * How many messages of others in the chat `uid` has not read: those numbered above both its read
 * and its cleared position.
 */
export async function unreadCount(db: Db, uid: number, chatkey: bigint, state?: ChatState): Promise<number> {
  const { readUpto, clearedUpto } = state ?? (await getState(db, uid, chatkey));
  const row = await chatDb(db)
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '>', Math.max(readUpto, clearedUpto))
    .where('uid', '<>', uid)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Mutes or unmutes a chat for one user. */
export async function setMuted(db: Db, uid: number, chatkey: bigint, on: boolean, at: number): Promise<void> {
  await ensureStates(db, chatkey, [uid]);
  await chatDb(db)
    .updateTable('chat_user_state')
    .set({ muted: on ? 1 : 0, muted_at: on ? at : 0 })
    .where('uid', '=', uid)
    .where('chatkey', '=', chatkey)
    .execute();
}

/** Pins or unpins a chat for one user. */
export async function setPinned(
  db: Db,
  uid: number,
  chatkey: bigint,
  on: boolean,
  at: number,
): Promise<void> {
  await ensureStates(db, chatkey, [uid]);
  await chatDb(db)
    .updateTable('chat_user_state')
    .set({ pinned: on ? 1 : 0, pinned_at: on ? at : 0 })
    .where('uid', '=', uid)
    .where('chatkey', '=', chatkey)
    .execute();
}

/** How many chats a user has muted or pinned. */
export async function countFlagged(db: Db, uid: number, flag: 'muted' | 'pinned'): Promise<number> {
  const row = await chatDb(db)
    .selectFrom('chat_user_state')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('uid', '=', uid)
    .where(flag, '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A user's muted, pinned or self-destructing chats, most recent first, at most `limit`. */
export async function listFlagged(
  db: Db,
  uid: number,
  flag: 'muted' | 'pinned' | 'snap',
  limit: number,
): Promise<(KeyedTime & { snaptime: number })[]> {
  const [column, at] =
    flag === 'muted'
      ? (['muted', 'muted_at'] as const)
      : flag === 'pinned'
        ? (['pinned', 'pinned_at'] as const)
        : (['snaptime', 'snap_at'] as const);
  const rows = await chatDb(db)
    .selectFrom('chat_user_state')
    .select(['chatkey', 'snaptime', `${at} as at`])
    .where('uid', '=', uid)
    .where(column, '>', 0)
    .orderBy(at, 'desc')
    .orderBy('chatkey')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ chatkey: readInt64(r.chatkey), at: r.at, snaptime: r.snaptime }));
}

/** Sets a chat's self-destruct time for all its parties (0 turns it off). */
export async function setSnaptime(
  db: Db,
  chatkey: bigint,
  uids: readonly number[],
  snaptime: number,
  at: number,
): Promise<void> {
  await ensureStates(db, chatkey, uids);
  await chatDb(db)
    .updateTable('chat_user_state')
    .set({ snaptime, snap_at: snaptime > 0 ? at : 0 })
    .where('chatkey', '=', chatkey)
    .where('uid', 'in', [...uids])
    .execute();
}

/** Sets a chat's screenshot flag for all its parties. */
export async function setScreenshot(
  db: Db,
  chatkey: bigint,
  uids: readonly number[],
  flag: number,
): Promise<void> {
  await ensureStates(db, chatkey, uids);
  await chatDb(db)
    .updateTable('chat_user_state')
    .set({ screenshot: flag })
    .where('chatkey', '=', chatkey)
    .where('uid', 'in', [...uids])
    .execute();
}

/** A device's last offline-data sync (ms), undefined for a device never synced. */
export async function syncPoint(db: Db, uid: number, deviceid: string): Promise<number | undefined> {
  const row = await chatDb(db)
    .selectFrom('chat_device_sync')
    .select('synced_at')
    .where('uid', '=', uid)
    .where('deviceid', '=', deviceid)
    .executeTakeFirst();
  return row?.synced_at;
}

/** Records a device's offline-data sync time. */
export async function setSyncPoint(db: Db, uid: number, deviceid: string, at: number): Promise<void> {
  await chatDb(db)
    .insertInto('chat_device_sync')
    .values({ uid, deviceid, synced_at: at })
    .onConflict((oc) => oc.columns(['uid', 'deviceid']).doUpdateSet({ synced_at: at }))
    .execute();
}

/**
 * A user's private chats with a message, or a move of the user's own read position (read on another
 * device), after `since` (ms; undefined = any), most recently changed first, at most `limit`: the
 * chats a device's offline data brings up to date.
 */
export async function privateChatsChangedSince(
  db: Db,
  uid: number,
  since: number | undefined,
  limit: number,
): Promise<bigint[]> {
  let query = chatDb(db)
    .selectFrom('chat_user_state as s')
    .innerJoin('chat_counters as c', 'c.chatkey', 's.chatkey')
    .select(['s.chatkey'])
    .where('s.uid', '=', uid)
    .where('s.chatkey', '>', BigInt(GROUP_KEY_LIMIT));
  if (since !== undefined) {
    query = query.where((eb) => eb.or([eb('c.last_at', '>', since), eb('s.read_at', '>', since)]));
  }
  const changed = sql<number>`case when s.read_at > c.last_at then s.read_at else c.last_at end`;
  const rows = await query.orderBy(changed, 'desc').orderBy('s.chatkey').limit(limit).execute();
  return rows.map((r) => readInt64(r.chatkey));
}
