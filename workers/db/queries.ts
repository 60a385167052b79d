/**
 * Read-only queries over the chat database, shared by the hub and the tabs (which run them in
 * `useLiveQuery`). None of them writes.
 */
import type { ChatDb, ChatRow, FriendRow, GroupRow, ListRow, OutboxRow } from './schema';

/** The chat list, newest first. */
export function chatList(db: ChatDb): Promise<ListRow[]> {
  return db.imlist.orderBy('time').reverse().toArray();
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
  return [...confirmed.reverse(), ...unconfirmed];
}

/** Friends by nickname. */
export function friendList(db: ChatDb): Promise<FriendRow[]> {
  return db.imfriend.toArray().then((rows) => rows.sort((a, b) => a.nickname.localeCompare(b.nickname)));
}

/** One group's attributes. */
export function groupInfo(db: ChatDb, groupkey: number): Promise<GroupRow | undefined> {
  return db.imgroup.get(groupkey);
}

/** Chat sends not yet confirmed, in replay order. */
export function outboxEntries(db: ChatDb): Promise<OutboxRow[]> {
  return db.outbox.orderBy('seq').toArray();
}
