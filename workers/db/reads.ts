/**
 * Read marks, withdrawals and unread totals.
 */
import { MSG_TYPE } from '../../protocol';
import { countsAsUnread } from './ingest';
import type { ChatDb } from './schema';

/** Unread message counts. */
export interface UnreadTotals {
  /** Over all chats. */
  total: number;
  /** Over all private chats. */
  private: number;
  /** Over all group chats. */
  group: number;
  /**
   * Over the chats that are not muted: the figure the document title, the app badge and the
   * Message tab show (a muted chat's row shows a dot instead of its count).
   */
  shown: number;
}

/** Sums imlist.red, and again without the muted chats (immute). */
export async function unreadTotals(db: ChatDb): Promise<UnreadTotals> {
  return db.transaction('r', db.imlist, db.immute, async () => {
    const muted = new Set(await db.immute.toCollection().primaryKeys());
    const totals: UnreadTotals = { total: 0, private: 0, group: 0, shown: 0 };
    await db.imlist.each((row) => {
      totals.total += row.red;
      if (row.isGroup) totals.group += row.red;
      else totals.private += row.red;
      if (!muted.has(row.chatkey)) totals.shown += row.red;
    });
    return totals;
  });
}

/**
 * This user read a chat up to `upto` (here or on another device): the read position moves
 * forward, others' messages up to it are marked read, and the unread count becomes the number of
 * unread messages above it.
 */
export async function markReadByMe(db: ChatDb, chatkey: string, upto: number): Promise<boolean> {
  return db.transaction('rw', db.imlist, db.imchat, async () => {
    const list = await db.imlist.get(chatkey);
    if (!list || upto <= list.readno) return false;
    await db.imchat
      .where('[chatkey+chatmsgno]')
      .between([chatkey, 1], [chatkey, upto], true, true)
      .filter((row) => row.uid !== db.uid && row.read === 0)
      .modify({ read: 1 });
    const above = await db.imchat
      .where('[chatkey+chatmsgno]')
      .between([chatkey, upto + 1], [chatkey, Number.MAX_SAFE_INTEGER], true, true)
      .toArray();
    const red = above.filter((row) => countsAsUnread(row, db.uid, upto)).length;
    await db.imlist.update(chatkey, { readno: upto, red });
    return true;
  });
}

/** The peer read this user's messages up to `upto`: they are marked read. */
export async function markReadByPeer(db: ChatDb, chatkey: string, upto: number): Promise<number> {
  return db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, 1], [chatkey, upto], true, true)
    .filter((row) => row.uid === db.uid && row.read === 0)
    .modify({ read: 1 });
}

/** A message was withdrawn: it becomes type 12 with empty content (and so does the chat's preview). */
export async function applyWithdraw(db: ChatDb, chatkey: string, chatmsgno: number): Promise<boolean> {
  return db.transaction('rw', db.imchat, db.imlist, async () => {
    const changed = await db.imchat
      .where('[chatkey+chatmsgno]')
      .equals([chatkey, chatmsgno])
      .modify({ msgtype: MSG_TYPE.WITHDRAW, content: '' });
    const list = await db.imlist.get(chatkey);
    if (list && list.chatmsgno === chatmsgno) {
      await db.imlist.update(chatkey, { msgtype: MSG_TYPE.WITHDRAW, content: '' });
    }
    return changed > 0;
  });
}

/** The highest confirmed message number stored for a chat (0 when none). */
export async function newestStored(db: ChatDb, chatkey: string): Promise<number> {
  const last = await db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, 1], [chatkey, Number.MAX_SAFE_INTEGER], true, true)
    .last();
  return last?.chatmsgno ?? 0;
}

/** The number of the message stored next below `chatmsgno` in a chat (0: none). */
export async function storedBelow(db: ChatDb, chatkey: string, chatmsgno: number): Promise<number> {
  const below = await db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, 1], [chatkey, chatmsgno], true, false)
    .last();
  return below?.chatmsgno ?? 0;
}

/** The user cleared a chat up to `upto` (on another device): those messages are removed here too. */
export async function clearChat(db: ChatDb, chatkey: string, upto: number): Promise<number> {
  return db.transaction('rw', db.imchat, db.imlist, async () => {
    const removed = await db.imchat
      .where('[chatkey+chatmsgno]')
      .between([chatkey, 1], [chatkey, upto], true, true)
      .delete();
    const list = await db.imlist.get(chatkey);
    if (list && list.chatmsgno <= upto)
      await db.imlist.update(chatkey, { content: '', red: 0, readno: upto });
    return removed;
  });
}
