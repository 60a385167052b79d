import type { Kysely } from 'kysely';
import type { RecordValue } from '../../protocol/codec';
import type { Database } from '../store';
import { readInt64 } from '../store/int64';
import { type ChatDb, type ChatMessagesTable, chatDb } from './tables';

/** A message as the store keeps it; `chatmsgno` is per chat key, 1, 2, 3… with no gap. */
export interface StoredMessage {
  chatkey: bigint;
  chatmsgno: number;
  uid: number;
  msgtype: number;
  /** Seconds since the epoch, as on the wire. */
  msgtime: number;
  content: Uint8Array;
  clientkey: string;
  snaptime: number;
  nickname: string;
  headurl: string;
  viplevel: number;
  isadmin: number;
  firstname: string;
  lastname: string;
  channel: number;
}

/** What {@link appendMessage} stores: everything but the number; the time defaults to now. */
export type NewMessage = Omit<StoredMessage, 'chatmsgno' | 'msgtime'> & {
  /** Seconds since the epoch; ignored when `sentAt` is given. */
  msgtime?: number;
  /** Milliseconds since the epoch (the server's clock); the most precise way to give the time. */
  sentAt?: number;
};

/** A page of history: at most this many messages (spec 001 §9: pages of 20 counting back). */
export const PAGE_SIZE = 20;

type Db = Kysely<Database>;
type MessageRow = Pick<ChatMessagesTable, Exclude<keyof ChatMessagesTable, 'chatkey'>> & {
  chatkey: number | string | bigint;
};

const MESSAGE_COLUMNS = [
  'chatkey',
  'chatmsgno',
  'uid',
  'msgtype',
  'msgtime',
  'content',
  'clientkey',
  'snaptime',
  'nickname',
  'headurl',
  'viplevel',
  'isadmin',
  'firstname',
  'lastname',
  'channel',
] as const;

/** Bytes as both drivers bind them (better-sqlite3 takes a Buffer, not a bare Uint8Array). */
export function toDbBytes(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Bytes read back (a Buffer from either driver) as a plain Uint8Array view. */
function fromDbBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function toStored(row: Pick<MessageRow, (typeof MESSAGE_COLUMNS)[number]>): StoredMessage {
  return {
    chatkey: readInt64(row.chatkey),
    chatmsgno: row.chatmsgno,
    uid: row.uid,
    msgtype: row.msgtype,
    msgtime: row.msgtime,
    content: fromDbBytes(row.content),
    clientkey: row.clientkey,
    snaptime: row.snaptime,
    nickname: row.nickname,
    headurl: row.headurl,
    viplevel: row.viplevel,
    isadmin: row.isadmin,
    firstname: row.firstname,
    lastname: row.lastname,
    channel: row.channel,
  };
}

/** A unique or primary-key violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The message `uid` sent in a chat with this clientkey, if any (the resend dedupe). */
export async function findByClientkey(
  db: Db | ChatDb,
  chatkey: bigint,
  uid: number,
  clientkey: string,
): Promise<StoredMessage | undefined> {
  // NOTE: a chat transaction handle is the app's handle with more tables; chatDb adds them back.
  const row = await chatDb(db as Db)
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('chatkey', '=', chatkey)
    .where('uid', '=', uid)
    .where('clientkey', '=', clientkey)
    .executeTakeFirst();
  return row && toStored(row);
}

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: ChatDb) => Promise<T>): Promise<T> {
  const chat = chatDb(db);
  // NOTE: Kysely cannot nest transactions; a caller's transaction (a group's send) is used as is.
  return chat.isTransaction ? work(chat) : chat.transaction().execute(work);
}

/**
 * Stores a message under the chat's next `chatmsgno`, in one transaction: the chat's counter row is
 * incremented (an upsert with RETURNING, so concurrent sends to one chat queue on that row and get
 * consecutive numbers) and the message inserted. A message whose (chatkey, uid, clientkey) is
 * already stored is not stored again: the stored one comes back with `duplicate: true`, and the
 * counter is untouched (a race between two identical sends rolls the loser back whole).
 *
 * Inside a caller's transaction (`db.isTransaction`), the work joins it; the one case it cannot
 * settle there is that race (PostgreSQL aborts the caller's transaction), so the unique violation
 * is rethrown ({@link isUniqueViolation} tells it apart): the caller rolls back and looks the
 * stored message up with {@link findByClientkey}.
 */
export async function appendMessage(
  db: Db,
  m: NewMessage,
): Promise<{ message: StoredMessage; duplicate: boolean }> {
  const { msgtime: givenTime, sentAt: givenAt, ...fields } = m;
  const sentAt = givenAt ?? (givenTime === undefined ? Date.now() : givenTime * 1000);
  const msgtime = givenAt === undefined && givenTime !== undefined ? givenTime : Math.floor(sentAt / 1000);
  const dedupe = fields.clientkey !== '';
  try {
    return await inTransaction(db, async (trx) => {
      const earlier = dedupe ? await findByClientkey(trx, m.chatkey, m.uid, m.clientkey) : undefined;
      if (earlier) return { message: earlier, duplicate: true };
      const counter = await trx
        .insertInto('chat_counters')
        .values({ chatkey: m.chatkey, last_no: 1, last_at: sentAt })
        .onConflict((oc) =>
          oc.column('chatkey').doUpdateSet((eb) => ({
            last_no: eb('chat_counters.last_no', '+', 1),
            last_at: sentAt,
          })),
        )
        .returning('last_no')
        .executeTakeFirstOrThrow();
      const message: StoredMessage = { ...fields, chatmsgno: counter.last_no, msgtime };
      await trx
        .insertInto('chat_messages')
        .values({ ...message, content: toDbBytes(message.content), sent_at: sentAt, expires_at: null })
        .execute();
      return { message, duplicate: false };
    });
  } catch (error) {
    // NOTE: two sends with one clientkey at once: the unique index lets one in and the other's
    // whole transaction (its counter increment too) rolls back; it answers with the stored one.
    if (!dedupe || !isUniqueViolation(error) || db.isTransaction) throw error;
    const earlier = await findByClientkey(chatDb(db), m.chatkey, m.uid, m.clientkey);
    if (!earlier) throw error;
    return { message: earlier, duplicate: true };
  }
}

/**
 * Money moved with a message, in the message's own transaction (a red packet, DESIGN §7): `prepare`
 * runs before the message is stored and returns the content to store (a refusal it throws rolls
 * everything back); `stored` then sees the message with its number. `context` is what the sending
 * path knows about the sender (a group member's access).
 */
export interface Attachment<C = undefined> {
  prepare(trx: Db, context: C): Promise<Uint8Array>;
  stored(trx: Db, message: StoredMessage): Promise<void>;
}

/**
 * {@link appendMessage} with an {@link Attachment}, inside the caller's transaction: a resend of a
 * stored clientkey returns the stored message and moves no money; otherwise the attachment prepares
 * the content, the message is stored and the attachment told.
 */
export async function appendAttached<C>(
  trx: Db,
  m: Omit<NewMessage, 'content'>,
  attachment: Attachment<C>,
  context: C,
): Promise<{ message: StoredMessage; duplicate: boolean }> {
  const earlier = m.clientkey === '' ? undefined : await findByClientkey(trx, m.chatkey, m.uid, m.clientkey);
  if (earlier) return { message: earlier, duplicate: true };
  const content = await attachment.prepare(trx, context);
  const outcome = await appendMessage(trx, { ...m, content });
  await attachment.stored(trx, outcome.message);
  return outcome;
}

/**
 * Up to `limit` messages of a chat numbered below `before` (0 = from the newest) and above
 * `after` (a reader's cleared-up-to position, 0 = none), ascending.
 */
export async function listMessages(
  db: Db,
  chatkey: bigint,
  before: number,
  limit = PAGE_SIZE,
  after = 0,
): Promise<StoredMessage[]> {
  let query = chatDb(db)
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '>', after);
  if (before > 0) query = query.where('chatmsgno', '<', before);
  const rows = await query.orderBy('chatmsgno', 'desc').limit(limit).execute();
  return rows.reverse().map(toStored);
}

/** One message, or undefined. */
export async function getMessage(
  db: Db,
  chatkey: bigint,
  chatmsgno: number,
): Promise<StoredMessage | undefined> {
  const row = await chatDb(db)
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '=', chatmsgno)
    .executeTakeFirst();
  return row && toStored(row);
}

/** When a message was stored (ms), for the withdraw window; undefined when there is no such message. */
export async function sentAtOf(db: Db, chatkey: bigint, chatmsgno: number): Promise<number | undefined> {
  const row = await chatDb(db)
    .selectFrom('chat_messages')
    .select('sent_at')
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '=', chatmsgno)
    .executeTakeFirst();
  return row?.sent_at;
}

/** The newest `chatmsgno` of a chat (0 when it has none). */
export async function latestChatmsgno(db: Db, chatkey: bigint): Promise<number> {
  const row = await chatDb(db)
    .selectFrom('chat_counters')
    .select('last_no')
    .where('chatkey', '=', chatkey)
    .executeTakeFirst();
  return row?.last_no ?? 0;
}

/** Changes a stored message's type and/or content (withdraw, edits); false when there is no such message. */
export async function updateMessage(
  db: Db,
  chatkey: bigint,
  chatmsgno: number,
  patch: { msgtype?: number; content?: Uint8Array },
): Promise<boolean> {
  const set: { msgtype?: number; content?: Buffer } = {};
  if (patch.msgtype !== undefined) set.msgtype = patch.msgtype;
  if (patch.content !== undefined) set.content = toDbBytes(patch.content);
  if (Object.keys(set).length === 0) return (await getMessage(db, chatkey, chatmsgno)) !== undefined;
  const result = await chatDb(db)
    .updateTable('chat_messages')
    .set(set)
    .where('chatkey', '=', chatkey)
    .where('chatmsgno', '=', chatmsgno)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A stored message as the wire's `chat_msg` record. */
export function toChatMsg(m: StoredMessage): RecordValue<'chat_msg'> {
  return { ...m };
}
