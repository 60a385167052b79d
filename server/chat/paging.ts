import { encodeBody } from '../../protocol/codec';
import { MAX_BODY } from '../../protocol/frame';
import { type StoredMessage, toChatMsg } from './messages';

/** Room left in a body for a list reply's scalar fields (hasred, readversion, keys, flags). */
const SCALAR_ROOM = 64;

/**
 * The bytes one message adds to a repeated `chat_msg` field: its tag, length and record. Measured
 * by encoding it as the one field of a reply whose other fields are defaults (and so absent).
 */
export function chatMsgFieldBytes(m: StoredMessage): number {
  return encodeBody('msg_send_private_msg_rep', { msg_info: toChatMsg(m) }).length;
}

/**
 * The newest messages of an ascending page that fit in one frame body beside the scalar fields:
 * a page of 20 messages of 4,096 bytes would pass 65,535, so such a page is cut from its oldest end
 * (the reader asks again below the oldest it got).
 */
export function fitPage(page: readonly StoredMessage[], budget = MAX_BODY - SCALAR_ROOM): StoredMessage[] {
  let used = 0;
  let start = page.length;
  while (start > 0) {
    const message = page[start - 1];
    if (!message) break;
    const size = chatMsgFieldBytes(message);
    if (used + size > budget) break;
    used += size;
    start -= 1;
  }
  return page.slice(start);
}
