import type { Kysely } from 'kysely';
import { CONTENT_MAX_BYTES } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { appendMessage, findByClientkey, type StoredMessage } from '../chat/messages';
import { CLIENTKEY_MAX, SENDABLE_TYPES, TEXT_TYPES } from '../chat/private';
import { findForbiddenPhrase } from '../friends/relations';
import type { Database } from '../store';
import { slowModeWait } from './access';
import { GroupRefusal } from './errors';
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
function checkSend(req: GroupSend): void {
  if (!SENDABLE_TYPES.has(req.msg_type)) throw badInput(`msg_type ${req.msg_type} is not a message type`);
  if (req.content.length === 0) throw badInput('content is empty');
  if (req.content.length > CONTENT_MAX_BYTES) {
    throw badInput(`content is ${req.content.length} bytes, over ${CONTENT_MAX_BYTES}`);
  }
  if (req.clientkey.length > CLIENTKEY_MAX) throw badInput(`clientkey is over ${CLIENTKEY_MAX} characters`);
}

/**
 * Sends a group message (docs/messaging.md "Groups"), in one transaction on the group's row: a
 * resend (same sender clientkey) returns the stored message and stores nothing; otherwise refused
 * with 43 (not a member), 38 (muted: forbid list, admins-only, forbid window outside the white
 * list), 45 (slow mode: wait longer), 46 (forbidden phrase of the host's or the global list) or 0
 * (bad input); else stored with the group's next chatmsgno and the sender's slow-mode clock set.
 * Returns the members to deliver to.
 */
export async function sendGroupMessage(
  db: Kysely<Database>,
  sender: number,
  req: GroupSend,
  now: number,
): Promise<{ message: StoredMessage; duplicate: boolean; members: number[] }> {
  checkSend(req);
  const chatkey = BigInt(req.groupkey);
  return withGroup(db, req.groupkey, sender, now, async (trx, access) => {
    if (req.clientkey !== '') {
      // NOTE: a resend of a message already accepted is answered with it even if the rules changed since.
      const earlier = await findByClientkey(trx, chatkey, sender, req.clientkey);
      if (earlier) return { message: earlier, duplicate: true, members: [] };
    }
    if (access.muted)
      throw new GroupRefusal(RESULT.IS_FORBIDDEN, `muted in group ${req.groupkey}: ${access.muted}`);
    const wait = slowModeWait(access, now);
    if (wait > 0)
      throw new GroupRefusal(RESULT.CHAT_LIMIT, `slow mode: wait ${Math.ceil(wait / 1000)} s more`);
    if (TEXT_TYPES.has(req.msg_type)) {
      const phrase = await findForbiddenPhrase(trx, access.group.host_uid, utf8.decode(req.content));
      if (phrase !== undefined)
        throw new GroupRefusal(RESULT.CHAT_FORBIDDEN, 'the text holds a forbidden phrase');
    }
    const from = await trx
      .selectFrom('users')
      .select(['nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
      .where('uid', '=', sender)
      .executeTakeFirstOrThrow();
    const outcome = await appendMessage(trx, {
      chatkey,
      uid: sender,
      msgtype: req.msg_type,
      content: req.content,
      clientkey: req.clientkey,
      snaptime: 0,
      ...from,
      sentAt: now,
    });
    await trx
      .updateTable('group_members')
      .set({ last_sent_at: now })
      .where('groupkey', '=', req.groupkey)
      .where('uid', '=', sender)
      .execute();
    return { ...outcome, members: await membersOf(trx, req.groupkey) };
  });
}
