import type { Kysely } from 'kysely';
import { type ClaimContent, encodeClaim } from '../../protocol/content';
import { MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { PLATFORM_ACCOUNT } from '../accounts/userType';
import { appendMessage, isUniqueViolation, type StoredMessage } from '../chat/messages';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { writeMoneyNotice } from './notices';
import { keepOutcome, type OnceKey, onceKey, takeKey } from './once';
import { RED_PACKET_STATUS, redPacketOrderId } from './redPackets';
import { moneyDb, type RedPacketsTable } from './tables';
import { creditOrRefuse, ensureWallet, logMoney, type MoneyLogRow } from './wallet';

/**
 * Claiming a red packet (DECISIONS "Red packets"): one transaction holding the guarded
 * `leftnum > 0` update of the packet, the share it hands out (its claimer written under the unique
 * (redbag_id, uid) index), the claimer's wallet credit, the money-log row and, in a chat, the
 * type-8 "got red bag" message.
 */

/** A packet row as a claim and the info reply read it. */
export type RedPacketRow = Omit<
  RedPacketsTable,
  'redbag_id' | 'chatkey' | 'chatmsgno' | 'roomkey' | 'recvuid'
> & {
  redbag_id: number;
  chatkey: bigint;
  chatmsgno: number;
  roomkey: number;
  recvuid: number;
};

/**
 * The packet, with whether `uid` took a share of it already (one query: a claim that will be
 * refused costs this read and nothing else), or undefined.
 */
export async function findRedPacket(
  db: Kysely<Database>,
  packetId: number,
  uid: number,
): Promise<(RedPacketRow & { mine: boolean }) | undefined> {
  if (!Number.isInteger(packetId) || packetId <= 0) return undefined;
  const row = await moneyDb(db)
    .selectFrom('red_packets as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('red_packet_shares as s')
        .select('s.seq')
        .whereRef('s.redbag_id', '=', 'p.redbag_id')
        .where('s.uid', '=', uid)
        .as('mine'),
    )
    .where('p.redbag_id', '=', packetId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { mine, ...packet } = row;
  return { ...packet, chatkey: BigInt(packet.chatkey), mine: mine !== null && mine !== undefined };
}

/** True once the packet can no longer be claimed for its age or its refund. */
export function isExpired(packet: Pick<RedPacketRow, 'status' | 'expires_at'>, now: number): boolean {
  return packet.status === RED_PACKET_STATUS.REFUNDED || packet.expires_at <= now;
}

/** What a claim's reply tells, the same on a retry with its key (server/money/once.ts). */
export interface ClaimOutcome {
  amount: number;
}

/** What a successful claim did. */
export interface Claim {
  packet: RedPacketRow;
  amount: number;
  /** The type-8 message stored in the packet's chat (none for a live room). */
  message: StoredMessage | undefined;
  outcome: ClaimOutcome;
}

/**
 * The key of a claim: the client's key of it. NOTE: without one a second claim stays refused with
 * 5, as spec 001 §8 and DECISIONS say; with the first claim's key it is answered as the first was.
 */
export function claimKey(uid: number, packetId: number, clientkey: string): OnceKey | undefined {
  return onceKey(uid, 'claim', { clientkey }, [packetId]);
}

/**
 * Claims `packet` for `uid` (whose right to it the caller checked). Refusals: 5 already claimed, 8
 * expired or refunded, 4 empty; nothing changes then. The checks on the packet as read run before
 * the transaction, which repeats them as guards, so thousands of late claims cost one read each.
 * With `key` the outcome is kept in the same transaction, written first (server/money/once.ts).
 */
export async function claimRedPacket(
  db: Kysely<Database>,
  uid: number,
  packet: RedPacketRow & { mine: boolean },
  now: number,
  key?: OnceKey,
): Promise<Claim> {
  const redbag_id = packet.redbag_id;
  if (packet.mine) throw new Refusal('result', RESULT.RED_BAG_TAKEN, 'you took this red packet already');
  if (isExpired(packet, now)) throw new Refusal('result', RESULT.RED_BAG_EXPIRED, 'the red packet expired');
  if (packet.leftnum === 0) throw new Refusal('result', RESULT.RED_BAG_EMPTY, 'the red packet is empty');
  try {
    return await db.transaction().execute(async (trx) => {
      const tdb = moneyDb(trx);
      await takeKey(trx, key, now);
      const taken = await tdb
        .updateTable('red_packets')
        .set((eb) => ({ leftnum: eb('leftnum', '-', 1) }))
        .where('redbag_id', '=', redbag_id)
        .where('status', '=', RED_PACKET_STATUS.OPEN)
        .where('leftnum', '>', 0)
        .where('expires_at', '>', now)
        .returning(['leftnum', 'redbagnum'])
        .executeTakeFirst();
      if (!taken) {
        const state = await tdb
          .selectFrom('red_packets')
          .select(['status', 'expires_at'])
          .where('redbag_id', '=', redbag_id)
          .executeTakeFirstOrThrow();
        if (isExpired(state, now))
          throw new Refusal('result', RESULT.RED_BAG_EXPIRED, 'the red packet expired');
        throw new Refusal('result', RESULT.RED_BAG_EMPTY, 'the red packet is empty');
      }
      // NOTE: the packet's row stays locked until commit, so each claim sees its own leftnum and
      // takes its own share; the unique (redbag_id, uid) index refuses the same user twice.
      const share = await tdb
        .updateTable('red_packet_shares')
        .set({ uid, claimed_at: now })
        .where('redbag_id', '=', redbag_id)
        .where('seq', '=', taken.redbagnum - taken.leftnum)
        .where('uid', 'is', null)
        .returning('amount')
        .executeTakeFirstOrThrow();
      await tdb
        .updateTable('red_packets')
        .set((eb) => ({
          leftvalue: eb('leftvalue', '-', share.amount),
          status: taken.leftnum === 0 ? RED_PACKET_STATUS.FINISHED : RED_PACKET_STATUS.OPEN,
        }))
        .where('redbag_id', '=', redbag_id)
        .execute();
      await ensureWallet(trx, uid, packet.cointype, now);
      await creditOrRefuse(trx, uid, packet.cointype, share.amount);
      const [claimer, sender] = await Promise.all(
        [uid, packet.uid].map((u) =>
          trx
            .selectFrom('users')
            .select(['nickname', 'headurl', 'viplevel', 'isadmin', 'firstname', 'lastname', 'channel'])
            .where('uid', '=', u)
            .executeTakeFirstOrThrow(),
        ),
      );
      if (!claimer || !sender) throw new Error('claimer or sender vanished');
      const credited: MoneyLogRow = {
        uid,
        otheruid: packet.uid,
        othername: sender.nickname,
        moneytype: MONEY_TYPE.RED_BAG,
        amount: share.amount,
        remarks: packet.greeting,
        orderid: redPacketOrderId(redbag_id),
        cointype: packet.cointype,
      };
      await logMoney(trx, now, [credited]);
      // NOTE: a share of the rain has no chat message of its own; the platform's notice is its record.
      if (packet.uid === PLATFORM_ACCOUNT.uid) await writeMoneyNotice(trx, credited, now);
      let message: StoredMessage | undefined;
      if (packet.roomkey === 0) {
        const content: ClaimContent = {
          redbag_id,
          uid: packet.uid,
          getuid: uid,
          getname: claimer.nickname,
          getvalue: share.amount,
          cointype: packet.cointype,
          leftnum: taken.leftnum,
        };
        ({ message } = await appendMessage(trx, {
          chatkey: packet.chatkey,
          uid,
          msgtype: MSG_TYPE.GET_RED_BAG,
          content: encodeClaim(content),
          clientkey: '',
          snaptime: 0,
          ...claimer,
          sentAt: now,
        }));
      }
      const outcome: ClaimOutcome = { amount: share.amount };
      await keepOutcome(trx, key, outcome);
      return {
        packet: { ...packet, leftnum: taken.leftnum, leftvalue: packet.leftvalue - share.amount },
        amount: share.amount,
        message,
        outcome,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new Refusal('result', RESULT.RED_BAG_TAKEN, 'you took this red packet already');
    throw error;
  }
}
