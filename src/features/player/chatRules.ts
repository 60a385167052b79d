import { MSG_TYPE } from '../../../protocol/enums';
import type { GiftAnnouncement } from '../../../protocol/mainApiRooms';
import { RESULT } from '../../../protocol/result';

/** Why a message is not sent before it reaches the server. */
export type LocalRefusal =
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  | { kind: 'too-fast'; waitSeconds: number };

/** Characters as people count them (code points), as the server counts chat_characters_num. */
export function charCount(text: string): number {
  return [...text].length;
}

/**
 * Checks a message against chat_characters_num and chat_interval_time (spec 000 §5) before
 * sending; `lastSentAt` is the time (ms) of the last accepted send. Moderators skip the interval.
 */
export function checkSend(
  text: string,
  limits: { maxChars: number; intervalSeconds: number },
  lastSentAt: number | null,
  now: number,
  privileged = false,
): LocalRefusal | null {
  if (text.trim() === '') return { kind: 'empty' };
  if (limits.maxChars > 0 && charCount(text) > limits.maxChars)
    return { kind: 'too-long', max: limits.maxChars };
  if (!privileged && lastSentAt !== null && limits.intervalSeconds > 0) {
    const left = lastSentAt + limits.intervalSeconds * 1000 - now;
    if (left > 0) return { kind: 'too-fast', waitSeconds: Math.ceil(left / 1000) };
  }
  return null;
}

/** The toast a send result shows (spec 000 §8): 36 kicked, 38 muted, 39 no room; others none. */
export function sendResultToast(result: number): 'kicked' | 'muted' | 'noRoom' | null {
  if (result === RESULT.NOT_IN_CHAT_ROOM) return 'kicked';
  if (result === RESULT.IS_FORBIDDEN) return 'muted';
  if (result === RESULT.CHAT_ROOM_NOT_EXIST) return 'noRoom';
  return null;
}

/** A gift announcement carried by a system message, or null for any other message. */
export function giftOf(msg: { msgtype: number; content: string }): GiftAnnouncement | null {
  if (msg.msgtype !== MSG_TYPE.SYSTEM) return null;
  try {
    const parsed = JSON.parse(msg.content) as Partial<GiftAnnouncement> | null;
    if (parsed?.kind !== 'gift' || typeof parsed.name !== 'string' || typeof parsed.num !== 'number')
      return null;
    return parsed as GiftAnnouncement;
  } catch {
    return null;
  }
}

/** The text a system or server message shows: its `text`/`content` field when JSON, else itself. */
export function systemText(content: string): string {
  try {
    const parsed = JSON.parse(content) as { text?: unknown; content?: unknown } | null;
    if (typeof parsed?.text === 'string') return parsed.text;
    if (typeof parsed?.content === 'string') return parsed.content;
  } catch {
    // plain text
  }
  return content;
}
