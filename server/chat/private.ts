import type { Kysely } from 'kysely';
import { chatKey, MAX_UID } from '../../protocol/chatkey';
import { encodeMessage } from '../../protocol/codec';
import { LIMITS } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { RESULT, type ResultCode } from '../../protocol/result';
import { USER_TYPE } from '../accounts';
import { areFriends, findForbiddenPhrase, isBlocked } from '../friends/relations';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import {
  type Attachment,
  appendAttached,
  appendMessage,
  findByClientkey,
  type StoredMessage,
  toChatMsg,
} from './messages';
import { ensureStates, getState } from './state';

/** The longest clientkey kept for dedupe (a UUID is 36 characters). */
export const CLIENTKEY_MAX = 128;

/** Types only the server makes: withdraw (12), got red bag (8), transfer (10) and money log (17). */
export const SERVER_MADE_TYPES: ReadonlySet<number> = new Set([
  MSG_TYPE.WITHDRAW,
  MSG_TYPE.GET_RED_BAG,
  MSG_TYPE.TRANSFER_MONEY,
  MSG_TYPE.MONEY_LOG,
]);

/** Every message type of spec 001 §9 a client may send. */
export const SENDABLE_TYPES: ReadonlySet<number> = new Set(
  Object.values(MSG_TYPE).filter((type) => !SERVER_MADE_TYPES.has(type)),
);

/** Types that move money and are sent only with it attached (server/money): a red bag (5). */
export const MONEY_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.RED_BAG]);

/** Refuses (0) a money type sent without its money, or money attached to another type. */
export function checkAttached(msgType: number, attached: boolean): void {
  if (MONEY_TYPES.has(msgType) !== attached) {
    throw new Refusal(
      'result',
      RESULT.FAIL,
      attached ? 'money goes with a red bag only' : 'a red bag is sent with its money',
    );
  }
}

/** Types whose content is text a person wrote, checked against the forbidden phrases. */
export const TEXT_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** A private message as the client asks to send it. */
export interface PrivateSend {
  recvuid: number;
  msg_type: number;
  content: Uint8Array;
  clientkey: string;
}

/** The users-table fields a message snapshots, plus what the rules need. */
interface Party {
  uid: number;
  usertype: number;
  nickname: string;
  headurl: string;
  viplevel: number;
  isadmin: number;
  firstname: string;
  lastname: string;
  channel: number;
}

async function parties(db: Kysely<Database>, uids: number[]): Promise<Map<number, Party>> {
  const rows = await db
    .selectFrom('users')
    .select([
      'uid',
      'usertype',
      'nickname',
      'headurl',
      'viplevel',
      'isadmin',
      'firstname',
      'lastname',
      'channel',
    ])
    .where('uid', 'in', uids)
    .execute();
  return new Map(rows.map((r) => [r.uid, r]));
}

function check(ok: boolean, result: ResultCode, why: string): void {
  if (!ok) throw new Refusal('result', result, why);
}

/** The input checks that need no database: ids, type, content size, clientkey. */
export function checkPrivateSend(sender: number, req: PrivateSend, attached = false): void {
  check(
    Number.isInteger(req.recvuid) && req.recvuid > 0 && req.recvuid <= MAX_UID,
    RESULT.FAIL,
    'recvuid must be a uid',
  );
  check(req.recvuid !== sender, RESULT.FAIL, 'cannot send a private message to yourself');
  check(SENDABLE_TYPES.has(req.msg_type), RESULT.FAIL, `msg_type ${req.msg_type} is not a message type`);
  checkAttached(req.msg_type, attached);
  check(req.content.length > 0, RESULT.FAIL, 'content is empty');
  check(
    req.content.length <= LIMITS.CONTENT_MAX_BYTES,
    RESULT.FAIL,
    `content is ${req.content.length} bytes, over ${LIMITS.CONTENT_MAX_BYTES}`,
  );
  check(req.clientkey.length <= CLIENTKEY_MAX, RESULT.FAIL, `clientkey is over ${CLIENTKEY_MAX} characters`);
}

/**
 * Sends a private message from `sender` (docs/messaging.md "Private chat"): a resend (same sender
 * clientkey in that chat) returns the stored message and stores nothing; otherwise refused with 0
 * (bad input or unknown receiver), 28 (either side blacklisted the other), 6 (not friends, unless
 * one side is a service account) or 46 (a forbidden phrase of the receiver's or the global list),
 * else stored with the chat's next chatmsgno and the chat's current self-destruct time.
 *
 * With an {@link Attachment} (a red packet) the money moves in the message's transaction.
 *
 * @throws {Refusal} as above; nothing is stored then.
 */
export async function sendPrivateMessage(
  db: Kysely<Database>,
  sender: number,
  req: PrivateSend,
  now: number,
  attachment?: Attachment,
): Promise<{ message: StoredMessage; duplicate: boolean }> {
  checkPrivateSend(sender, req, attachment !== undefined);
  const key = chatKey(sender, req.recvuid);
  const users = await parties(db, [sender, req.recvuid]);
  const from = users.get(sender);
  const to = users.get(req.recvuid);
  if (!from) throw new Refusal('result', RESULT.FAIL, `sender ${sender} does not exist`);
  if (!to) throw new Refusal('result', RESULT.FAIL, `no user ${req.recvuid}`);
  if (req.clientkey !== '') {
    // NOTE: a resend of a message already accepted is answered with it even if the rules changed since.
    const earlier = await findByClientkey(db, key, sender, req.clientkey);
    if (earlier) return { message: earlier, duplicate: true };
  }
  check(!(await isBlocked(db, sender, req.recvuid)), RESULT.IN_BLACKLIST, 'one side blacklisted the other');
  const service = from.usertype === USER_TYPE.service || to.usertype === USER_TYPE.service;
  check(service || (await areFriends(db, sender, req.recvuid)), RESULT.NOT_FRIEND, 'not friends');
  if (TEXT_TYPES.has(req.msg_type)) {
    const phrase = await findForbiddenPhrase(db, req.recvuid, utf8.decode(req.content));
    check(phrase === undefined, RESULT.CHAT_FORBIDDEN, 'the text holds a forbidden phrase');
  }
  const { snaptime } = await getState(db, sender, key);
  const message = {
    chatkey: key,
    uid: sender,
    msgtype: req.msg_type,
    clientkey: req.clientkey,
    snaptime,
    nickname: from.nickname,
    headurl: from.headurl,
    viplevel: from.viplevel,
    isadmin: from.isadmin,
    firstname: from.firstname,
    lastname: from.lastname,
    channel: from.channel,
    sentAt: now,
  };
  if (attachment) {
    return db.transaction().execute(async (trx) => {
      const outcome = await appendAttached(trx, message, attachment, undefined);
      if (!outcome.duplicate) await ensureStates(trx, key, [sender, req.recvuid]);
      return outcome;
    });
  }
  const outcome = await appendMessage(db, { ...message, content: req.content });
  if (!outcome.duplicate) await ensureStates(db, key, [sender, req.recvuid]);
  return outcome;
}

/** The push every device but the sending one gets for a new private message (seq 0). */
export function privateMessageFrame(message: StoredMessage): Uint8Array {
  return encodeMessage(0, 'msg_send_private_msg_rep', {
    result: RESULT.SUCCESS,
    msg_info: toChatMsg(message),
  });
}
