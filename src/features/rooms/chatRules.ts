import type { GiftAnnouncement, MessageBody } from '../../../protocol/content';
import { charCount } from '../../../protocol/content/limits';

/** Why a message is not sent before it reaches the server. */
export type LocalRefusal =
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  | { kind: 'too-fast'; waitSeconds: number };

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

/** The gift a room message announces (a system message the hub read as one), or null. */
export function giftOf(msg: { body: MessageBody }): GiftAnnouncement | null {
  return msg.body.kind === 'system' ? msg.body.gift : null;
}
