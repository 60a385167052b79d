/**
 * The queries a chat page's window reads blocks with (src/hub/chatWindow.ts), apart from ./queries
 * so that only the chat pages' chunk carries them (the first load imports ./queries).
 */
import { withBody } from './body';
import type { ChatDb, ChatRow } from './schema';

/** A chat's confirmed messages numbered `from`..`to` (inclusive), by number. */
export async function numberedMessages(
  db: ChatDb,
  chatkey: string,
  from: number,
  to: number,
): Promise<ChatRow[]> {
  const rows = await db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, from], [chatkey, to], true, true)
    .toArray();
  return rows.map(withBody);
}

/** One's own messages of a chat the server has not numbered yet (pending or failed), as typed. */
export async function unconfirmedMessages(db: ChatDb, chatkey: string): Promise<ChatRow[]> {
  return (await db.imchat.where('[chatkey+chatmsgno]').equals([chatkey, 0]).sortBy('id')).map(withBody);
}

/** The highest message number of a chat below `below` (0 when it holds none). */
export async function newestNumber(
  db: ChatDb,
  chatkey: string,
  below = Number.MAX_SAFE_INTEGER,
): Promise<number> {
  const keys = await db.imchat
    .where('[chatkey+chatmsgno]')
    .between([chatkey, 1], [chatkey, below], true, false)
    .reverse()
    .limit(1)
    .keys();
  const key = keys[0] as unknown as [string, number] | undefined;
  return key?.[1] ?? 0;
}
