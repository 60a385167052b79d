import type { Kysely } from 'kysely';
import { chatKey } from '../../protocol/chatkey';
import { charCount, encodeTransfer, LIMITS, type TransferContent } from '../../protocol/content';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { appendMessage, type StoredMessage } from '../chat/messages';
import { ensureStates } from '../chat/state';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { writeMoneyNotice } from './notices';
import { keepOutcome, type OnceKey, onceKey, takeKey } from './once';
import { spendAuthCode } from './payPassword';
import { checkAmount, creditOrRefuse, debitOrRefuse, ensureWallet, logMoney, newOrderId } from './wallet';

/** Transfer to an account by phone number (msg_transfer_req). */

/**
 * `trans_type` → money-log type: 0 and 2 a plain transfer, 9 a transfer by (phone) number, 1 a
 * transfer by code (spec 001 §9 money log types); anything else is result 16 (deal not supported).
 */
const TRANSFER_KINDS: ReadonlyMap<number, (typeof MONEY_TYPE)[keyof typeof MONEY_TYPE]> = new Map([
  [0, MONEY_TYPE.TRANSFER],
  [MONEY_TYPE.TRANSFER, MONEY_TYPE.TRANSFER],
  [MONEY_TYPE.TRANSFER_BY_NUMBER, MONEY_TYPE.TRANSFER_BY_NUMBER],
  [MONEY_TYPE.TRANSFER_BY_CODE, MONEY_TYPE.TRANSFER_BY_CODE],
]);

export interface TransferAsk {
  target_phonenum: string;
  trans_type: number;
  trans_amount: number;
  remarks: string;
  authcode: string;
  cointype: number;
}

/** What a transfer's reply tells, the same on a retry with its key (server/money/once.ts). */
export interface TransferOutcome {
  orderid: string;
}

/** What a transfer did. */
export interface Transfer {
  orderid: string;
  to: number;
  message: StoredMessage;
  outcome: TransferOutcome;
}

/** The key of a transfer: its one-use auth code, bound to what it asks. */
export function transferKey(uid: number, ask: TransferAsk): OnceKey | undefined {
  const { target_phonenum, trans_type, trans_amount, remarks, cointype } = ask;
  return onceKey(uid, 'transfer', { authcode: ask.authcode }, [
    target_phonenum,
    trans_type,
    trans_amount,
    remarks,
    cointype,
  ]);
}

const PHONE = /^\+?\d{4,20}$/;

async function receiverOf(db: Kysely<Database>, phone: string): Promise<number> {
  const digits = phone.replace(/[\s-]/g, '');
  if (!PHONE.test(digits))
    throw new Refusal('result', RESULT.INVALID_PHONE, 'target_phonenum is not a phone number');
  const rows = await db
    .selectFrom('users')
    .select('uid')
    .where('phone', '=', digits.replace(/^\+/, ''))
    .limit(2)
    .execute();
  const [only, second] = rows;
  if (!only || second)
    throw new Refusal('result', RESULT.PHONE_ERROR, 'no single account has that phone number');
  return only.uid;
}

/**
 * Moves `trans_amount` cents of `cointype` from `uid` to the account of `target_phonenum`, in one
 * transaction: the auth code spent (13 / 12), the sender debited (10 when short), the receiver
 * credited, two money-log rows under one order id, and a type-10 message in their private chat.
 * Refusals before that: 0 bad amount, coin type or remarks; 2 a malformed number, 3 no such
 * account; 15 to oneself; 16 an unknown `trans_type`. With `key` its outcome is kept in the same
 * transaction, written first (server/money/once.ts).
 * NOTE: the two wallets are updated in uid order, so transfers in both directions at once queue on
 * PostgreSQL's row locks instead of deadlocking.
 */
export async function transfer(
  db: Kysely<Database>,
  uid: number,
  ask: TransferAsk,
  now: number,
  key?: OnceKey,
): Promise<Transfer> {
  checkAmount(ask.trans_amount, ask.cointype);
  const moneytype = TRANSFER_KINDS.get(ask.trans_type);
  if (moneytype === undefined)
    throw new Refusal('result', RESULT.DEAL_NOT_SUPPORTED, `trans_type ${ask.trans_type} is not supported`);
  const remarks = ask.remarks.trim();
  if (charCount(remarks) > LIMITS.TRANSFER_REMARKS_MAX_CHARS)
    throw new Refusal(
      'result',
      RESULT.FAIL,
      `remarks are over ${LIMITS.TRANSFER_REMARKS_MAX_CHARS} characters`,
    );
  const to = await receiverOf(db, ask.target_phonenum);
  if (to === uid) throw new Refusal('result', RESULT.CANNOT_DEAL_WITH_SELF, 'cannot transfer to yourself');
  const { trans_amount: amount, cointype } = ask;
  return db.transaction().execute(async (trx) => {
    await takeKey(trx, key, now);
    await spendAuthCode(trx, uid, ask.authcode, now);
    const parties = await trx
      .selectFrom('users')
      .select(['uid', 'nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
      .where('uid', 'in', [uid, to])
      .execute();
    const from = parties.find((p) => p.uid === uid);
    const receiver = parties.find((p) => p.uid === to);
    if (!from || !receiver) throw new Refusal('result', RESULT.PHONE_ERROR, 'no such account');
    for (const u of [uid, to].sort((a, b) => a - b)) {
      await ensureWallet(trx, u, cointype, now);
      if (u === uid) await debitOrRefuse(trx, uid, cointype, amount);
      else await creditOrRefuse(trx, to, cointype, amount);
    }
    const orderid = newOrderId('T', now);
    const log = { moneytype, remarks, orderid, cointype };
    const received = { ...log, uid: to, otheruid: uid, othername: from.nickname, amount };
    await logMoney(trx, now, [
      { ...log, uid, otheruid: to, othername: receiver.nickname, amount: -amount },
      received,
    ]);
    await writeMoneyNotice(trx, received, now);
    const content: TransferContent = { orderid, uid, touid: to, amount, cointype, remarks };
    const chat = chatKey(uid, to);
    const { uid: _uid, ...snapshot } = from;
    const { message } = await appendMessage(trx, {
      chatkey: chat,
      uid,
      msgtype: MSG_TYPE.TRANSFER_MONEY,
      content: encodeTransfer(content),
      clientkey: '',
      snaptime: 0,
      ...snapshot,
      sentAt: now,
    });
    await ensureStates(trx, chat, [uid, to]);
    const outcome: TransferOutcome = { orderid };
    await keepOutcome(trx, key, outcome);
    return { orderid, to, message, outcome };
  });
}
