import type { Kysely } from 'kysely';
import { chatKey } from '../../protocol/chatkey';
import { encodeMoneyNotice, type MoneyNoticeContent } from '../../protocol/content';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { PLATFORM_ACCOUNT } from '../accounts/userType';
import { appendMessage, listMessages, type StoredMessage } from '../chat/messages';
import { ensureStates } from '../chat/state';
import type { Database } from '../store';
import type { MoneyLogRow } from './wallet';

/**
 * Money notices (spec 001 message type 17 "money log"; docs/messaging.md "Money notices"): when
 * coins reach a user without a chat message of their own — a transfer received, a red packet's
 * refund, a top-up, a share of the rain — the platform account ({@link PLATFORM_ACCOUNT}) writes a
 * type-17 message into its private chat with the user, in the transaction that moved the money, as
 * WeChat Pay's account does; its content is protocol/content MoneyNoticeContent. Like every type 17 it raises no notification (SILENT_MSG_TYPES).
 */

/** Writes the notice of `row` (already in the money log) into the user's chat with the platform, inside `trx`. */
export function writeMoneyNotice(
  trx: Kysely<Database>,
  row: MoneyLogRow,
  now: number,
): Promise<StoredMessage> {
  const { moneytype, amount, cointype, orderid, remarks, otheruid, othername } = row;
  const content = { moneytype, amount, cointype, orderid, remarks, otheruid, othername };
  return writeNotice(trx, row.uid, { ...content, ptime: Math.floor(now / 1000) }, now);
}

/** The notice of a top-up refused with `reason` (issue 43): its amount, nothing credited. */
export function writeTopUpRefusedNotice(
  trx: Kysely<Database>,
  order: { uid: number; orderid: string; amount: number; cointype: number; provider: string; reason: string },
  now: number,
): Promise<StoredMessage> {
  return writeNotice(
    trx,
    order.uid,
    {
      moneytype: MONEY_TYPE.RECHARGE,
      amount: order.amount,
      cointype: order.cointype,
      orderid: order.orderid,
      remarks: order.reason,
      otheruid: 0,
      othername: order.provider,
      ptime: Math.floor(now / 1000),
      refused: 1,
    },
    now,
  );
}

function writeNotice(
  trx: Kysely<Database>,
  uid: number,
  content: MoneyNoticeContent,
  now: number,
): Promise<StoredMessage> {
  return writePlatformMessage(trx, uid, MSG_TYPE.MONEY_LOG, encodeMoneyNotice(content), now);
}

/**
 * A message from the platform account (the wallet assistant) into its private chat with `uid`,
 * inside `trx`: wallet notices, and the other notices the platform sends (host applications).
 */
export async function writePlatformMessage(
  trx: Kysely<Database>,
  uid: number,
  msgtype: number,
  content: Uint8Array,
  now: number,
): Promise<StoredMessage> {
  const chatkey = chatKey(PLATFORM_ACCOUNT.uid, uid);
  const { message } = await appendMessage(trx, {
    chatkey,
    uid: PLATFORM_ACCOUNT.uid,
    msgtype,
    content,
    clientkey: '',
    snaptime: 0,
    nickname: PLATFORM_ACCOUNT.nickname,
    headurl: '/avatars/service.png',
    viplevel: 0,
    isadmin: 0,
    firstname: '',
    lastname: '',
    channel: 0,
    sentAt: now,
  });
  await ensureStates(trx, chatkey, [uid, PLATFORM_ACCOUNT.uid]);
  return message;
}

/** `uid`'s money notices written at or after `since` (ms), oldest first (at most a page). */
export async function noticesSince(
  db: Kysely<Database>,
  uid: number,
  since: number,
): Promise<StoredMessage[]> {
  const recent = await listMessages(db, chatKey(PLATFORM_ACCOUNT.uid, uid), 0);
  const from = Math.floor(since / 1000);
  return recent.filter((m) => m.msgtype === MSG_TYPE.MONEY_LOG && m.msgtime >= from);
}
