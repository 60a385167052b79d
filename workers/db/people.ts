/**
 * Friend applications (imapply) and group members (immember), written by the hub from the
 * server's lists and its pushes (DESIGN §5). Each call is one transaction.
 */
import type { net } from '../../protocol';
import { applyRow, memberRow } from './rows';
import type { ApplyRow, ChatDb } from './schema';

/** Replaces the stored applications with the server's list. */
export async function putApplies(db: ChatDb, applies: readonly net.friend_apply[]): Promise<ApplyRow[]> {
  const rows = applies.map(applyRow);
  await db.transaction('rw', db.imapply, async () => {
    await db.imapply.clear();
    await db.imapply.bulkPut(rows);
  });
  return rows;
}

/**
 * Replaces a group's stored members with the server's list, each with the nickname they set in
 * the group (`nicknames`; absent ones keep the stored one).
 */
export async function putMembers(
  db: ChatDb,
  groupkey: number,
  users: readonly net.base_info[],
  nicknames?: ReadonlyMap<number, string>,
): Promise<void> {
  await db.transaction('rw', db.immember, async () => {
    const old = new Map(
      (await db.immember.where('groupkey').equals(groupkey).toArray()).map((m) => [m.uid, m.groupnick]),
    );
    await db.immember.where('groupkey').equals(groupkey).delete();
    await db.immember.bulkPut(
      users.map((u, i) => memberRow(groupkey, u, i, nicknames?.get(u.uid) ?? old.get(u.uid) ?? '')),
    );
  });
}

/** Stores the nicknames members set in a group (members not listed have none). */
export async function putGroupNicknames(
  db: ChatDb,
  groupkey: number,
  names: readonly net.group_nickname_info[],
): Promise<void> {
  const byUid = new Map(names.map((n) => [n.uid, n.nickname]));
  await db.immember
    .where('groupkey')
    .equals(groupkey)
    .modify((m) => {
      m.groupnick = byUid.get(m.uid) ?? '';
    });
}

/** One member set their nickname in a group. */
export async function setGroupNickname(
  db: ChatDb,
  groupkey: number,
  uid: number,
  nickname: string,
): Promise<void> {
  await db.immember.update([groupkey, uid], { groupnick: nickname });
}

/** Forgets a group's members (the user left it, or it was dismissed). */
export async function deleteAllMembers(db: ChatDb, groupkey: number): Promise<void> {
  await db.immember.where('groupkey').equals(groupkey).delete();
}
