import { type Kysely, sql } from 'kysely';
import { MSG_TYPE } from '../../protocol/enums';
import type { Database } from '../store';
import { readInt64 } from '../store/int64';
import { toDbBytes } from './messages';
import { chatDb } from './tables';

/**
 * Self-destructing messages: a message sent while its chat has a self-destruct time carries that
 * `snaptime`; once the receiver reads it, it is due `snaptime` seconds later, and a periodic sweep
 * erases it.
 */

/** The longest self-destruct time a chat may have: one week (follows Telegram's longest timer). */
export const SNAPTIME_MAX = 7 * 24 * 3600;

/** How often each server node sweeps for due messages by default (ms). */
export const SNAP_SWEEP_MS = 5000;

/** Most messages one sweep erases; the rest wait for the next sweep. */
const SWEEP_BATCH = 500;

/**
 * Starts the clock of the self-destructing messages `reader` has now read in a chat (those of others
 * numbered up to `upto` that carry a snaptime and have no due time yet).
 */
export async function startSnapClocks(
  db: Kysely<Database>,
  chatkey: bigint,
  reader: number,
  upto: number,
  now: number,
): Promise<void> {
  await chatDb(db)
    .updateTable('chat_messages')
    // NOTE: the cast keeps PostgreSQL from typing the bound time as a 32-bit integer.
    .set({ expires_at: sql<number>`cast(${now} as bigint) + snaptime * 1000` })
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '<=', upto)
    .where('uid', '<>', reader)
    .where('snaptime', '>', 0)
    .where('expires_at', 'is', null)
    .where('msgtype', '<>', MSG_TYPE.WITHDRAW)
    .execute();
}

/** A message the sweep erased. */
export interface ErasedMessage {
  chatkey: bigint;
  chatmsgno: number;
  uid: number;
}

/**
 * Erases the self-destructing messages due at `now`: each becomes type 12 with empty content (as a
 * withdrawn one, so every device and every later history read converge on it). Safe on several
 * nodes at once: the guarded update hands each message to one sweep only.
 */
export async function sweepDueMessages(db: Kysely<Database>, now: number): Promise<ErasedMessage[]> {
  const cdb = chatDb(db);
  const due = await cdb
    .selectFrom('chat_messages')
    .select(['chatkey', 'chatmsgno'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .where('msgtype', '<>', MSG_TYPE.WITHDRAW)
    .orderBy('expires_at')
    .limit(SWEEP_BATCH)
    .execute();
  const erased: ErasedMessage[] = [];
  for (const { chatkey, chatmsgno } of due) {
    const row = await cdb
      .updateTable('chat_messages')
      .set({ msgtype: MSG_TYPE.WITHDRAW, content: toDbBytes(new Uint8Array()), expires_at: null })
      .where('chatkey', '=', readInt64(chatkey))
      .where('chatmsgno', '=', chatmsgno)
      .where('expires_at', 'is not', null)
      .returning(['chatkey', 'chatmsgno', 'uid'])
      .executeTakeFirst();
    if (row) erased.push({ chatkey: readInt64(row.chatkey), chatmsgno: row.chatmsgno, uid: row.uid });
  }
  return erased;
}
