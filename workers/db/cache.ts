/**
 * The profile caches (spec 001 §9: 100 friends, 2,000 users, the oldest evicted) and the group
 * table. Each call is one transaction.
 */
import { CACHE_LIMITS, type net } from '../../protocol';
import { friendRow, groupRow, userRow } from './rows';
import type { ChatDb, GroupRow } from './schema';

/** Stores profiles in imuser and evicts the least recently written beyond 2,000. */
export async function putUsers(db: ChatDb, users: readonly net.base_info[], now: number): Promise<void> {
  if (users.length === 0) return;
  await db.transaction('rw', db.imuser, async () => {
    await db.imuser.bulkPut(users.map((u) => userRow(u, now)));
    await evictOldest(db.imuser, CACHE_LIMITS.USERS);
  });
}

/**
 * Stores friends in imfriend (and their profiles in imuser). With `replace`, friends not in the
 * list are removed first (a full friend list); beyond 100 the least recently written are evicted.
 */
export async function putFriends(
  db: ChatDb,
  friends: readonly net.base_info[],
  now: number,
  replace = false,
): Promise<void> {
  await db.transaction('rw', db.imfriend, db.imuser, async () => {
    if (replace) await db.imfriend.clear();
    // NOTE: later entries of the list are written as more recent, so a list longer than the cache
    // keeps its first 100 entries (the server lists friends newest first).
    await db.imfriend.bulkPut(friends.map((f, i) => friendRow(f, now - i)));
    await db.imuser.bulkPut(friends.map((f, i) => userRow(f, now - i)));
    await evictOldest(db.imfriend, CACHE_LIMITS.FRIENDS);
    await evictOldest(db.imuser, CACHE_LIMITS.USERS);
  });
}

/** Removes a friend. */
export async function deleteFriend(db: ChatDb, uid: number): Promise<void> {
  await db.imfriend.delete(uid);
}

/** Updates friends' last logout times (0 = online). */
export async function putFriendStates(db: ChatDb, states: readonly net.friend_state_info[]): Promise<void> {
  if (states.length === 0) return;
  await db.transaction('rw', db.imfriend, async () => {
    for (const { fuid, lastlogouttime } of states) {
      await db.imfriend.update(fuid, { lastlogouttime });
    }
  });
}

/** Stores a group's attributes (the lists the server leaves out keep their stored values). */
export async function putGroup(db: ChatDb, info: net.group_base_info): Promise<GroupRow> {
  const row = groupRow(info);
  await db.transaction('rw', db.imgroup, db.imlist, async () => {
    await db.imgroup.put(row);
    await db.imlist.update(row.chatkey, { nickname: row.nickname, headurl: row.headurl });
  });
  return row;
}

/** Removes a group the user left or that was dismissed (its messages stay). */
export async function deleteGroup(db: ChatDb, groupkey: number): Promise<void> {
  await db.imgroup.delete(groupkey);
}

interface Evictable {
  count(): Promise<number>;
  orderBy(index: 'touched'): { limit(n: number): { primaryKeys(): Promise<number[]> } };
  bulkDelete(keys: number[]): Promise<void>;
}

async function evictOldest(table: Evictable, limit: number): Promise<void> {
  const count = await table.count();
  if (count <= limit) return;
  const oldest = await table
    .orderBy('touched')
    .limit(count - limit)
    .primaryKeys();
  await table.bulkDelete(oldest);
}
