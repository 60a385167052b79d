import type { Kysely } from 'kysely';
import { LIMITS } from '../../protocol/content';
import { RESULT } from '../../protocol/result';
import {
  type Attachment,
  appendAttached,
  appendMessage,
  findByClientkey,
  type StoredMessage,
} from '../chat/messages';
import { CLIENTKEY_MAX, checkAttached, SENDABLE_TYPES, TEXT_TYPES } from '../chat/private';
import { findForbiddenPhrase } from '../friends/relations';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { type MemberAccess, slowModeWait } from './access';

import { badInput, membersOf, withGroup } from './mutate';

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** A group message as the client asks to send it. */
export interface GroupSend {
  groupkey: number;
  msg_type: number;
  content: Uint8Array;
  clientkey: string;
}

/** The input checks that need no database. */
function checkSend(req: GroupSend, attached: boolean): void {
  if (!SENDABLE_TYPES.has(req.msg_type)) throw badInput(`msg_type ${req.msg_type} is not a message type`);
  checkAttached(req.msg_type, attached);
  if (req.content.length === 0) throw badInput('content is empty');
  if (req.content.length > LIMITS.CONTENT_MAX_BYTES) {
    throw badInput(`content is ${req.content.length} bytes, over ${LIMITS.CONTENT_MAX_BYTES}`);
  }
  if (req.clientkey.length > CLIENTKEY_MAX) throw badInput(`clientkey is over ${CLIENTKEY_MAX} characters`);
}

/**
 * Sends a group message (docs/messaging.md "Groups"), in one transaction on the group's row: a
 * resend (same sender clientkey) returns the stored message and stores nothing; otherwise refused
 * with 43 (not a member), 38 (muted: forbid list, admins-only, forbid window outside the white
 * list), 45 (slow mode: wait longer), 46 (forbidden phrase of the host's or the global list) or 0
 * (bad input); else stored with the group's next chatmsgno and the sender's slow-mode clock set.
 * Returns the members to deliver to (for a resend too: see server/im/groups.ts). With an {@link Attachment} (a red packet) the money moves in
 * the same transaction, the attachment seeing the sender's access.
 */
export async function sendGroupMessage(
  db: Kysely<Database>,
  sender: number,
  req: GroupSend,
  now: number,
  attachment?: Attachment<MemberAccess>,
): Promise<{ message: StoredMessage; duplicate: boolean; members: number[] }> {
  checkSend(req, attachment !== undefined);
  const chatkey = BigInt(req.groupkey);
  return withGroup(db, req.groupkey, sender, now, async (trx, access) => {
    if (req.clientkey !== '') {
      // NOTE: a resend of a message already accepted is answered with it even if the rules changed since.
      const earlier = await findByClientkey(trx, chatkey, sender, req.clientkey);
      if (earlier) return { message: earlier, duplicate: true, members: await membersOf(trx, req.groupkey) };
    }
    if (access.muted)
      throw new Refusal('result', RESULT.IS_FORBIDDEN, `muted in group ${req.groupkey}: ${access.muted}`);
    const wait = slowModeWait(access, now);
    if (wait > 0)
      throw new Refusal('result', RESULT.CHAT_LIMIT, `slow mode: wait ${Math.ceil(wait / 1000)} s more`);
    if (TEXT_TYPES.has(req.msg_type)) {
      const phrase = await findForbiddenPhrase(trx, access.group.host_uid, utf8.decode(req.content));
      if (phrase !== undefined)
        throw new Refusal('result', RESULT.CHAT_FORBIDDEN, 'the text holds a forbidden phrase');
    }
    const from = await trx
      .selectFrom('users')
      .select(['nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
      .where('uid', '=', sender)
      .executeTakeFirstOrThrow();
    const message = {
      chatkey,
      uid: sender,
      msgtype: req.msg_type,
      clientkey: req.clientkey,
      snaptime: 0,
      ...from,
      sentAt: now,
    };
    const outcome = attachment
      ? await appendAttached(trx, message, attachment, access)
      : await appendMessage(trx, { ...message, content: req.content });
    await trx
      .updateTable('group_members')
      .set({ last_sent_at: now })
      .where('groupkey', '=', req.groupkey)
      .where('uid', '=', sender)
      .execute();
    return { ...outcome, members: await membersOf(trx, req.groupkey) };
  });
}
