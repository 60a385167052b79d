import type { Kysely } from 'kysely';
import { type CallRecord, encodeCallRecord } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { appendMessage, type StoredMessage } from '../chat/messages';
import { ensureStates } from '../chat/state';
import type { Database } from '../store';

/**
 * Stores the record of a finished call in its chat (message type 9, voice chat start; the content is
 * a {@link CallRecord} as JSON), sent by the caller (a group call's starter, `callee` 0), as
 * WhatsApp and WeChat log calls. The clientkey is the call's token, so a second record of one call
 * is never stored.
 */
export async function storeCallRecord(
  db: Kysely<Database>,
  call: { token: string; chatkey: bigint; caller: number; callee: number },
  record: CallRecord,
  now: number,
): Promise<{ message: StoredMessage; duplicate: boolean }> {
  const sender = await db
    .selectFrom('users')
    .select(['nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
    .where('uid', '=', call.caller)
    .executeTakeFirstOrThrow();
  const outcome = await appendMessage(db, {
    ...sender,
    chatkey: call.chatkey,
    uid: call.caller,
    msgtype: MSG_TYPE.VOICE_CHAT_START,
    content: encodeCallRecord(record),
    clientkey: `call:${call.token}`,
    snaptime: 0,
    sentAt: now,
  });
  if (!outcome.duplicate && call.callee !== 0)
    await ensureStates(db, call.chatkey, [call.caller, call.callee]);
  return outcome;
}
