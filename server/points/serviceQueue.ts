import { type Kysely, sql } from 'kysely';
import { MSG_TYPE } from '../../protocol/enums';
import type { Bus } from '../bus';
import { publishToUsers } from '../chat/deliver';
import type { StoredMessage } from '../chat/messages';
import { privateMessageFrame, sendPrivateMessage } from '../chat/private';
import { isServiceAccount, readSettings } from '../content/settings';
import type { Database } from '../store';
import { readInt64 } from '../store/int64';

/**
 * Online customer service (the Me page's entry opens `/chat?id=<service_uid>`): the configured
 * `service_uid` and `service_uid_night` are real chat accounts (user type service). A chat with
 * one of them whose newest message is the user's is waiting in that account's queue; staff answer
 * as the account (the staff console will call {@link answerAsService}), which takes it off.
 *
 * NOTE: the queue is read from the chats themselves (the newest message of each chat key holding
 * the service uid), so no second copy of who wrote last can drift from the messages.
 */

const LOW_32 = 4_294_967_296;

export interface WaitingChat {
  /** The user waiting for an answer. */
  uid: number;
  chatkey: string;
  /** The newest message's number and when it was sent (ms). */
  chatmsgno: number;
  since: number;
}

/** The configured service accounts (day and night). */
export async function serviceAccounts(db: Kysely<Database>): Promise<number[]> {
  const s = await readSettings(db, '', ['service_uid', 'service_uid_night']);
  const configured = [...new Set([s.service_uid, s.service_uid_night].filter((uid) => uid > 0))];
  // NOTE: checked again here: a value stored before the check, or by hand, opens no user's chats.
  const checked = await Promise.all(configured.map((uid) => isServiceAccount(db, uid)));
  return configured.filter((_, i) => checked[i]);
}

/** The chats of `serviceUid` waiting for an answer, longest waiting first. */
export async function serviceQueue(db: Kysely<Database>, serviceUid: number): Promise<WaitingChat[]> {
  const chats = db.withTables<{
    chat_counters: { chatkey: number | string | bigint; last_no: number; last_at: number };
    chat_messages: { chatkey: number | string | bigint; chatmsgno: number; uid: number; sent_at: number };
  }>();
  const rows = await chats
    .selectFrom('chat_counters as c')
    .innerJoin('chat_messages as m', (join) =>
      join.onRef('m.chatkey', '=', 'c.chatkey').onRef('m.chatmsgno', '=', 'c.last_no'),
    )
    .select(['c.chatkey', 'c.last_no', 'm.uid', 'm.sent_at'])
    .where((eb) =>
      eb.or([
        eb(sql`c.chatkey / ${sql.lit(LOW_32)}`, '=', serviceUid),
        eb(sql`c.chatkey % ${sql.lit(LOW_32)}`, '=', serviceUid),
      ]),
    )
    .where(sql`c.chatkey`, '>=', LOW_32)
    .where('m.uid', '<>', serviceUid)
    .orderBy('m.sent_at')
    .execute();
  return rows
    .map((r) => {
      const key = readInt64(r.chatkey);
      const high = Number(key >> 32n);
      const low = Number(key & 0xffffffffn);
      return {
        uid: high === serviceUid ? low : high,
        chatkey: key.toString(),
        chatmsgno: r.last_no,
        since: r.sent_at,
      };
    })
    .filter((c) => c.uid !== serviceUid && c.uid > 0);
}

/**
 * Stores staff's answer to a waiting user as the service account (a private text message), in
 * `db`'s transaction when it is one; {@link deliverServiceAnswer} pushes it once committed.
 */
export function storeServiceAnswer(
  db: Kysely<Database>,
  serviceUid: number,
  userUid: number,
  text: string,
  now: number,
): Promise<{ message: StoredMessage; duplicate: boolean }> {
  return sendPrivateMessage(
    db,
    serviceUid,
    { recvuid: userUid, msg_type: MSG_TYPE.TEXT, content: new TextEncoder().encode(text), clientkey: '' },
    now,
  );
}

/** Pushes a stored answer to both sides' devices. */
export async function deliverServiceAnswer(
  bus: Bus,
  serviceUid: number,
  userUid: number,
  sent: { message: StoredMessage; duplicate: boolean },
): Promise<void> {
  if (!sent.duplicate) await publishToUsers(bus, [serviceUid, userUid], privateMessageFrame(sent.message));
}

/** Staff answer a waiting user as the service account: a private text message, pushed to both sides. */
export async function answerAsService(
  db: Kysely<Database>,
  bus: Bus,
  serviceUid: number,
  userUid: number,
  text: string,
  now: number,
): Promise<void> {
  await deliverServiceAnswer(
    bus,
    serviceUid,
    userUid,
    await storeServiceAnswer(db, serviceUid, userUid, text, now),
  );
}
