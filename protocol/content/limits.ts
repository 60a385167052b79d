import { GROUP_MAX_MEMBERS } from '../enums';

/**
 * The limits of chat-message content, one copy for the server (which refuses past them), the hub
 * (which refuses before sending) and the tabs (which stop the user typing past them).
 */
export const LIMITS = {
  /** Largest chat `content` the server stores, in bytes (private, group and room messages). */
  CONTENT_MAX_BYTES: 4096,
  /** Most shares of a group or room red packet: a group's size (a private packet has one). */
  RED_PACKET_MAX_SHARES: GROUP_MAX_MEMBERS,
  /** Longest red-packet greeting, in characters (code points). */
  GREETING_MAX_CHARS: 40,
  /** Longest transfer remark, in characters (code points). */
  TRANSFER_REMARKS_MAX_CHARS: 100,
  /** Shortest voice message, in seconds: a shorter press sends nothing. */
  VOICE_MIN_SECONDS: 1,
  /** Longest voice message, in seconds: the recording stops and sends itself there. */
  VOICE_MAX_SECONDS: 60,
} as const;

/** Characters as people count them (code points, so an emoji is one). */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}
