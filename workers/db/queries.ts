/**
 * Read-only queries over the chat database, shared by the hub and the tabs (which run them in
 * `useLiveQuery`). None of them writes.
 */
import { listWithBody, withBody } from './body';
import type {
  ApplyRow,
  ChatDb,
  ChatListRow,
  ChatRow,
  FriendRow,
  GroupRow,
  MemberRow,
  UserRow,
} from './schema';

/** The chat list, newest first. */
export async function chatList(db: ChatDb): Promise<ChatListRow[]> {
  return (await db.imlist.orderBy('time').reverse().toArray()).map(listWithBody);
}

/**
 * The newest `limit` messages of a chat in display order: confirmed messages by number, then one's
 * own pending or failed messages (number 0) in the order they were typed.
 */
export async function chatMessages(db: ChatDb, chatkey: string, limit = 50): Promise<ChatRow[]> {
  const confirmed = await db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, 1], [chatkey, Number.MAX_SAFE_INTEGER], true, true)
    .reverse()
    .limit(limit)
    .toArray();
  const unconfirmed = await db.imchat.where('[chatkey+chatmsgno]').equals([chatkey, 0]).sortBy('id');
  return [...confirmed.reverse(), ...unconfirmed].map(withBody);
}

/** The name a friend is shown by: the alias this user gave, else the nickname, else the uid. */
export function friendName(f: Pick<FriendRow, 'alias' | 'nickname' | 'uid'>): string {
  return f.alias || f.nickname || String(f.uid);
}

/** Friends by the name they are shown by. */
export function friendList(db: ChatDb): Promise<FriendRow[]> {
  return db.imfriend
    .toArray()
    .then((rows) => rows.sort((a, b) => friendName(a).localeCompare(friendName(b))));
}

/** One friend, or undefined when not a friend. */
export function friendOf(db: ChatDb, uid: number): Promise<FriendRow | undefined> {
  return db.imfriend.get(uid);
}

/** The received friend applications, newest first. */
export function friendApplies(db: ChatDb): Promise<ApplyRow[]> {
  return db.imapply.orderBy('applytime').reverse().toArray();
}

/** A cached profile. */
export function userProfile(db: ChatDb, uid: number): Promise<UserRow | undefined> {
  return db.imuser.get(uid);
}

/** A group's stored members in the server's order. */
export function groupMembers(db: ChatDb, groupkey: number): Promise<MemberRow[]> {
  return db.immember.where('groupkey').equals(groupkey).sortBy('position');
}

/** One group's attributes. */
export function groupInfo(db: ChatDb, groupkey: number): Promise<GroupRow | undefined> {
  return db.imgroup.get(groupkey);
}
