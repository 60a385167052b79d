import type { Kysely } from 'kysely';
import type { MessageInit } from '../../protocol/codec';
import { RED_PACKET_TYPE } from '../../protocol/enums';
import type { Database } from '../store';
import type { RedPacketRow } from './claim';
import { RED_PACKET_STATUS } from './redPackets';
import { moneyDb } from './tables';

/** A red packet's details with its claims (msg_redbag_info_rep) and the red-packet history. */

/** Most packets each list of the history holds (newest first), well inside one frame. */
export const HISTORY_LIMIT = 100;

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The packet with every claim in claim order. Once a lucky packet is claimed out, the largest
 * share (the earliest on a tie) is the best luck (`isbest` 1).
 */
export async function redPacketInfo(
  db: Kysely<Database>,
  packet: RedPacketRow,
): Promise<MessageInit<'msg_redbag_info_rep'>> {
  const mdb = moneyDb(db);
  const [sender, claims] = await Promise.all([
    db.selectFrom('users').select(['nickname', 'headurl']).where('uid', '=', packet.uid).executeTakeFirst(),
    mdb
      .selectFrom('red_packet_shares as s')
      .innerJoin('users as u', 'u.uid', 's.uid')
      .select(['s.uid', 'u.nickname', 'u.headurl', 's.amount', 's.claimed_at', 's.seq'])
      .where('s.redbag_id', '=', packet.redbag_id)
      .where('s.uid', 'is not', null)
      .orderBy('s.seq')
      .execute(),
  ]);
  const finished =
    packet.status === RED_PACKET_STATUS.FINISHED && packet.redbagtype === RED_PACKET_TYPE.LUCKY;
  let best = -1;
  claims.forEach((c, i) => {
    if (best < 0 || c.amount > (claims[best]?.amount ?? 0)) best = i;
  });
  return {
    redbag_id: packet.redbag_id,
    chatkey: packet.chatkey === 0n ? BigInt(packet.roomkey) : packet.chatkey,
    chatmsgno: packet.chatmsgno,
    uid: packet.uid,
    redbagtype: packet.redbagtype,
    redbagvalue: packet.redbagvalue,
    redbagnum: packet.redbagnum,
    leftnum: packet.leftnum,
    redbagtime: seconds(packet.created_at),
    records: claims.map((c, i) => ({
      uid: c.uid ?? 0,
      nickname: c.nickname,
      headurl: c.headurl,
      getvalue: c.amount,
      gettime: seconds(c.claimed_at ?? 0),
      isbest: finished && i === best ? 1 : 0,
    })),
    nickname: sender?.nickname ?? '',
    headurl: sender?.headurl ?? '',
    cointype: packet.cointype,
  };
}

/**
 * The red packets `uid` sent (value = the packet's total, time = sent) and received (value = the
 * share taken, time = taken, uid and nickname = the sender), newest first, {@link HISTORY_LIMIT} each.
 */
export async function redPacketHistory(
  db: Kysely<Database>,
  uid: number,
): Promise<MessageInit<'msg_redbag_history_rep'>> {
  const mdb = moneyDb(db);
  const [me, sent, received] = await Promise.all([
    db.selectFrom('users').select('nickname').where('uid', '=', uid).executeTakeFirst(),
    mdb
      .selectFrom('red_packets')
      .select(['redbag_id', 'redbagtype', 'redbagvalue', 'created_at', 'cointype'])
      .where('uid', '=', uid)
      .orderBy('redbag_id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    mdb
      .selectFrom('red_packet_shares as s')
      .innerJoin('red_packets as p', 'p.redbag_id', 's.redbag_id')
      .innerJoin('users as u', 'u.uid', 'p.uid')
      .select([
        'p.redbag_id',
        'p.redbagtype',
        's.amount',
        's.claimed_at',
        'p.uid',
        'u.nickname',
        'p.cointype',
      ])
      .where('s.uid', '=', uid)
      .orderBy('s.claimed_at', 'desc')
      .orderBy('p.redbag_id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
  ]);
  return {
    sendlist: sent.map((p) => ({
      redbag_id: p.redbag_id,
      redbagtype: p.redbagtype,
      redbagvalue: p.redbagvalue,
      tm: seconds(p.created_at),
      uid,
      nickname: me?.nickname ?? '',
      cointype: p.cointype,
    })),
    recvlist: received.map((r) => ({
      redbag_id: r.redbag_id,
      redbagtype: r.redbagtype,
      redbagvalue: r.amount,
      tm: seconds(r.claimed_at ?? 0),
      uid: r.uid,
      nickname: r.nickname,
      cointype: r.cointype,
    })),
  };
}
