/**
 * The muted chats (immute): kept from the server's mute list and its mute pushes, so the unread
 * figure the tabs show (`UnreadTotals.shown`, reads.ts) leaves them out, also before the socket is up.
 */
import type { ChatDb, MuteRow } from './schema';

/** Replaces the stored muted chats with the server's list. */
export async function replaceMuted(db: ChatDb, rows: readonly MuteRow[]): Promise<void> {
  await db.transaction('rw', db.immute, async () => {
    await db.immute.clear();
    await db.immute.bulkPut([...rows]);
  });
}

/** A chat was muted (`time` seconds, 0 when not told) or unmuted. */
export async function putMuted(db: ChatDb, chatkey: string, muted: boolean, time = 0): Promise<void> {
  if (muted) await db.immute.put({ chatkey, time });
  else await db.immute.delete(chatkey);
}
