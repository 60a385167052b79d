/**
 * Where the hub reads message content (issue 44): every row it gives the tabs gets `body`, its
 * content parsed once by type (protocol/content parseBody). Kept apart from ./rows so the tabs'
 * queries load no codec.
 */
import { bodyText, parseBody } from '../../protocol/content/body';
import { MSG_TYPE } from '../../protocol/enums';
import type { ChatDb, ChatListRow, ChatRecord, ChatRow, ListRow } from './schema';

/** A stored record as the tabs get it: its content read once into `body`. */
export function withBody(record: ChatRecord): ChatRow {
  return { ...record, body: parseBody(record.msgtype, record.content) };
}

/** A chat-list row as the tabs get it: its newest message's content read once into `body`. */
export function listWithBody(row: ListRow): ChatListRow {
  return { ...row, body: parseBody(row.msgtype, row.content) };
}

/** The message types whose text is searched: text (1), @ (16) and reply (21). */
const SEARCHED_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

/** The visible text of a searched message when it holds `needle` (lower case), else null. */
export function matchedText(msgtype: number, content: string, needle: string): string | null {
  if (!needle || !SEARCHED_TYPES.has(msgtype)) return null;
  const text = bodyText(parseBody(msgtype, content));
  return text.toLowerCase().includes(needle) ? text : null;
}

/** The `max` newest of `rows` (by time, then by the later stored id). */
export function newestFirst<T extends { time: number; id?: number }>(rows: readonly T[], max: number): T[] {
  return [...rows].sort((a, b) => b.time - a.time || (b.id ?? 0) - (a.id ?? 0)).slice(0, max);
}

/** A message found, with the text it was found by. */
export interface MessageHit {
  row: ChatRow;
  text: string;
}

/**
 * The `max` newest messages of the local database (text, @, reply) whose visible text holds
 * `keyword` (case-insensitive).
 */
export async function searchMessages(db: ChatDb, keyword: string, max: number): Promise<MessageHit[]> {
  if (!keyword) return [];
  const needle = keyword.toLowerCase();
  // NOTE: the whole table is scanned: there is no index on time alone, and the newest matches
  // may be anywhere in primary-key order (history fetched later is stored later).
  const rows = await db.imchat.filter((m) => matchedText(m.msgtype, m.content, needle) !== null).toArray();
  return newestFirst(rows, max).map((record) => {
    const row = withBody(record);
    return { row, text: bodyText(row.body) };
  });
}
