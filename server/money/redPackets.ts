import type { Kysely } from 'kysely';
import { chatKey, MAX_UID } from '../../protocol/chatkey';
import {
  charCount,
  encodeRedPacket,
  LIMITS,
  parseRedPacketAsk,
  type RedPacketAsk,
  type RedPacketContent,
} from '../../protocol/content';
import { ADMIN_PERM, MONEY_TYPE, RED_PACKET_EXPIRY_MS, RED_PACKET_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import type { Attachment } from '../chat/messages';
import { can, type MemberAccess } from '../groups/access';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { spendAuthCode } from './payPassword';
import { splitRedPacket } from './split';
import { moneyDb } from './tables';
import { checkAmount, debitOrRefuse, ensureWallet, logMoney } from './wallet';

/**
 * Sending a red packet (DECISIONS "Red packets"): a chat message of type 5 whose request content
 * is the JSON RedPacketAsk (protocol/content). The auth code, the sender's debit, the packet with its shares
 * drawn at once, the money-log row and the message itself are one transaction.
 */

/** A red packet's life: open until claimed out (finished) or refunded at expiry. */
export const RED_PACKET_STATUS = { OPEN: 1, FINISHED: 2, REFUNDED: 3 } as const;

export type { RedPacketAsk };

/** Where a packet is sent: a private chat (only `recvuid` may claim), a group, or a live room. */
export type RedPacketPlace =
  | { kind: 'private'; chatkey: bigint; recvuid: number }
  | { kind: 'group'; chatkey: bigint }
  | { kind: 'room'; roomId: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function askOf(content: Uint8Array): RedPacketAsk | null {
  try {
    return parseRedPacketAsk(utf8.decode(content));
  } catch {
    return null;
  }
}

/** Reads and checks the request content for `place`; refuses (0) anything malformed. */
export function checkRedPacketAsk(content: Uint8Array, place: RedPacketPlace['kind']): RedPacketAsk {
  const sent = askOf(content);
  if (!sent) {
    throw new Refusal(
      'result',
      RESULT.FAIL,
      'a red packet is JSON {redbagtype, redbagvalue, redbagnum, cointype, greeting} with integers',
    );
  }
  const ask: RedPacketAsk = { ...sent, greeting: sent.greeting.trim() };
  checkAmount(ask.redbagvalue, ask.cointype);
  if (charCount(ask.greeting) > LIMITS.GREETING_MAX_CHARS) {
    throw new Refusal('result', RESULT.FAIL, `the greeting is over ${LIMITS.GREETING_MAX_CHARS} characters`);
  }
  if (place === 'private') {
    if (ask.redbagtype !== RED_PACKET_TYPE.PRIVATE || ask.redbagnum !== 1) {
      throw new Refusal('result', RESULT.FAIL, 'a private red packet has type 3 and one share');
    }
  } else if (ask.redbagtype !== RED_PACKET_TYPE.LUCKY && ask.redbagtype !== RED_PACKET_TYPE.EQUAL) {
    throw new Refusal('result', RESULT.FAIL, 'a group or room red packet is lucky (1) or equal (2)');
  }
  if (ask.redbagnum < 1 || ask.redbagnum > LIMITS.RED_PACKET_MAX_SHARES) {
    throw new Refusal('result', RESULT.FAIL, `redbagnum must be 1..${LIMITS.RED_PACKET_MAX_SHARES}`);
  }
  if (ask.redbagvalue < ask.redbagnum)
    throw new Refusal('result', RESULT.FAIL, 'every share needs at least 1 cent');
  return ask;
}

/**
 * Debits the sender and stores the packet and its shares, inside `trx`; returns the packet's id.
 * Refusals: 13 no pay password, 12 bad auth code, 10 short funds.
 */
export async function createRedPacket(
  trx: Kysely<Database>,
  order: { uid: number; ask: RedPacketAsk; place: RedPacketPlace; authcode: string; now: number },
): Promise<number> {
  await spendAuthCode(trx, order.uid, order.authcode, order.now);
  return fundRedPacket(trx, order);
}

/**
 * The part of {@link createRedPacket} after the auth code, for the platform's own packets (the
 * rain): debits `uid` (10 when short), stores the packet with its shares and the money-log row.
 * It expires at `expiresAt`, by default {@link RED_PACKET_EXPIRY_MS} after `now`.
 */
export async function fundRedPacket(
  trx: Kysely<Database>,
  order: { uid: number; ask: RedPacketAsk; place: RedPacketPlace; now: number; expiresAt?: number },
): Promise<number> {
  const { uid, ask, place, now } = order;
  await ensureWallet(trx, uid, ask.cointype, now);
  await debitOrRefuse(trx, uid, ask.cointype, ask.redbagvalue);
  const mdb = moneyDb(trx);
  const { redbag_id } = await mdb
    .insertInto('red_packets')
    .values({
      uid,
      redbagtype: ask.redbagtype,
      cointype: ask.cointype,
      redbagvalue: ask.redbagvalue,
      redbagnum: ask.redbagnum,
      leftnum: ask.redbagnum,
      leftvalue: ask.redbagvalue,
      chatkey: place.kind === 'room' ? 0n : place.chatkey,
      roomkey: place.kind === 'room' ? place.roomId : 0,
      recvuid: place.kind === 'private' ? place.recvuid : 0,
      greeting: ask.greeting,
      status: RED_PACKET_STATUS.OPEN,
      created_at: now,
      expires_at: order.expiresAt ?? now + RED_PACKET_EXPIRY_MS,
    })
    .returning('redbag_id')
    .executeTakeFirstOrThrow();
  const shares = splitRedPacket(ask.redbagtype, ask.redbagvalue, ask.redbagnum);
  // NOTE: in chunks, so a 2,000-share packet stays under SQLite's bound-parameter limit.
  for (let i = 0; i < shares.length; i += 200) {
    await mdb
      .insertInto('red_packet_shares')
      .values(
        shares
          .slice(i, i + 200)
          .map((amount, j) => ({ redbag_id, seq: i + j + 1, amount, uid: null, claimed_at: null })),
      )
      .execute();
  }
  await logMoney(trx, now, [
    {
      uid,
      otheruid: place.kind === 'private' ? place.recvuid : 0,
      othername: '',
      moneytype: MONEY_TYPE.RED_BAG,
      amount: -ask.redbagvalue,
      remarks: ask.greeting,
      orderid: redPacketOrderId(redbag_id),
      cointype: ask.cointype,
    },
  ]);
  return redbag_id;
}

/** The order id every money-log row of a packet carries. */
export function redPacketOrderId(packetId: number): string {
  return `R${packetId}`;
}

/** The stored type-5 message content. */
export function redPacketContent(packetId: number, ask: RedPacketAsk, rain = false): Uint8Array {
  const content: RedPacketContent = { redbag_id: packetId, ...ask, ...(rain ? { rain: 1 as const } : {}) };
  return encodeRedPacket(content);
}

/** The place of a private red packet from `uid` to `recvuid` (0 for a bad receiver; the chat checks it). */
export function privatePlace(uid: number, recvuid: number): RedPacketPlace & { kind: 'private' } {
  if (!Number.isInteger(recvuid) || recvuid <= 0 || recvuid > MAX_UID || recvuid === uid) {
    throw new Refusal('result', RESULT.FAIL, 'recvuid must be another user');
  }
  return { kind: 'private', chatkey: chatKey(uid, recvuid), recvuid };
}

/** Remembers which message announced the packet. */
export async function linkRedPacket(
  trx: Kysely<Database>,
  packetId: number,
  chatmsgno: number,
): Promise<void> {
  await moneyDb(trx)
    .updateTable('red_packets')
    .set({ chatmsgno })
    .where('redbag_id', '=', packetId)
    .execute();
}

/** The attachment that turns a private or group type-5 send into a red packet. */
export function redPacketAttachment<C extends MemberAccess | undefined>(order: {
  uid: number;
  content: Uint8Array;
  place: Exclude<RedPacketPlace, { kind: 'room' }>;
  authcode: string;
  now: number;
}): Attachment<C> {
  const ask = checkRedPacketAsk(order.content, order.place.kind);
  let packetId = 0;
  return {
    async prepare(trx, access) {
      // NOTE: in a group only the host and admins holding bit 11 send red packets (DECISIONS Groups).
      if (order.place.kind === 'group' && !(access && can(access, ADMIN_PERM.SEND_RED_PACKETS))) {
        throw new Refusal(
          'result',
          RESULT.NOT_ADMIN,
          'sending group red packets needs the red-packet permission',
        );
      }
      packetId = await createRedPacket(trx, { ...order, ask });
      return redPacketContent(packetId, ask);
    },
    stored: (trx, message) => linkRedPacket(trx, packetId, message.chatmsgno),
  };
}
