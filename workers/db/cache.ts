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
  await db.transaction('rw', db.imuser, db.imlist, async () => {
    await db.imuser.bulkPut(users.map((u) => userRow(u, now)));
    await evictOldest(db.imuser, CACHE_LIMITS.USERS);
    await renamePrivateChats(db, users);
  });
}

/** The aliases and online uids that go with a whole friend list. */
export interface FriendListExtras {
  aliases: ReadonlyMap<number, string>;
  online: ReadonlySet<number>;
}

/**
 * Stores friends in imfriend (and their profiles in imuser). With `extras` the list is the whole
 * friend list: friends not in it are removed and every alias and online state is taken from
 * `extras`; without, the friends are added or updated and keep their stored alias and state.
 *
 * NOTE: imfriend holds the whole list, not spec 001 §9's 100 most recent: the friend page reads
 * it (DESIGN §5), and a user with 300 friends must see 300.
 */
export async function putFriends(
  db: ChatDb,
  friends: readonly net.base_info[],
  now: number,
  extras?: FriendListExtras,
): Promise<void> {
  await db.transaction('rw', db.imfriend, db.imuser, db.imlist, async () => {
    const stored = extras ? [] : await db.imfriend.bulkGet(friends.map((f) => f.uid));
    if (extras) await db.imfriend.clear();
    // NOTE: later entries of the list are written as less recent (the server lists friends
    // newest first), so the profile cache keeps the newest friends.
    await db.imfriend.bulkPut(
      friends.map((f, i) => {
        const kept = stored[i];
        return friendRow(
          f,
          now - i,
          extras
            ? { alias: extras.aliases.get(f.uid) ?? '', online: extras.online.has(f.uid) }
            : { alias: kept?.alias ?? '', online: kept?.online === 1 },
        );
      }),
    );
    await db.imuser.bulkPut(friends.map((f, i) => userRow(f, now - i)));
    await evictOldest(db.imuser, CACHE_LIMITS.USERS);
    await renamePrivateChats(db, friends);
  });
}

/**
 * Gives the private chats with these users their current name and picture (inside the caller's
 * transaction).
 *
 * NOTE: an imlist row is named from the peer's messages; without this a friend who renamed keeps
 * the old name in the chat list while the friend page and the chat header show the new one
 * (issue 49).
 */
async function renamePrivateChats(db: ChatDb, users: readonly net.base_info[]): Promise<void> {
  const byUid = new Map(users.filter((u) => u.nickname !== '').map((u) => [u.uid, u]));
  if (byUid.size === 0) return;
  await db.imlist
    .filter((row) => {
      const user = row.isGroup === 0 ? byUid.get(row.uid) : undefined;
      return (
        user !== undefined &&
        (user.nickname !== row.nickname || (!!user.headurl && user.headurl !== row.headurl))
      );
    })
    .modify((row) => {
      const user = byUid.get(row.uid);
      if (!user) return;
      row.nickname = user.nickname;
      if (user.headurl) row.headurl = user.headurl;
    });
}

/** Removes a friend. */
export async function deleteFriend(db: ChatDb, uid: number): Promise<void> {
  await db.imfriend.delete(uid);
}

/** Updates friends' last logout times and online state (0 = online). */
export async function putFriendStates(db: ChatDb, states: readonly net.friend_state_info[]): Promise<void> {
  if (states.length === 0) return;
  await db.transaction('rw', db.imfriend, async () => {
    for (const { fuid, lastlogouttime } of states) {
      await db.imfriend.update(fuid, { lastlogouttime, online: lastlogouttime === 0 ? 1 : 0 });
    }
  });
}

/** Stores the alias this user gave a friend ('' removes it). */
export async function setFriendAlias(db: ChatDb, uid: number, alias: string): Promise<void> {
  await db.imfriend.update(uid, { alias });
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
