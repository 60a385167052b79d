// Which local chat messages a search finds: the text of text, @ and reply messages, newest first.
import { MSG_TYPE } from '../../../protocol/enums';
import { textOf } from '../messages/content';

/** The message types whose text is searched: text (1), @ (16) and reply (21). */
const SEARCHED_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

/** The visible text of a searched message when it holds `needle` (lower case), else null. */
export function matchedText(msgtype: number, content: string, needle: string): string | null {
  if (!needle || !SEARCHED_TYPES.has(msgtype)) return null;
  const text = textOf(msgtype, content);
  return text.toLowerCase().includes(needle) ? text : null;
}

/** The `max` newest of `rows` (by time, then by the later stored id). */
export function newestFirst<T extends { time: number; id?: number }>(rows: readonly T[], max: number): T[] {
  return [...rows].sort((a, b) => b.time - a.time || (b.id ?? 0) - (a.id ?? 0)).slice(0, max);
}
