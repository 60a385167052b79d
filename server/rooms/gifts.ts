import type { Kysely } from 'kysely';
import { encodeGift, type GiftAnnouncement } from '../../protocol/content';
import { COIN, MONEY_TYPE, MSG_TYPE } from '../../protocol/enums';
import { MAIN_CODE } from '../../protocol/mainApi';
import { type Gift, ROOM_API_CODE } from '../../protocol/mainApiRooms';
import type { Bus } from '../bus';
import { credit, debit, ensureWallet, logMoney, MAX_AMOUNT } from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { postRoomMessage } from './context';
import { giftHeat } from './heat';
import { roomsDb, roomsTrx } from './tables';

/** Gifts are paid in coin type 0 (CNY). */
export const GIFT_COIN = COIN.CNY;
/** Most gifts of one kind in one purchase. */
export const MAX_GIFT_NUM = 999;

/** The main-API code of each refusal of a purchase (nothing changed). */
const REFUSED = {
  badNum: MAIN_CODE.BAD_REQUEST,
  noGift: MAIN_CODE.NOT_FOUND,
  noRoom: MAIN_CODE.NOT_FOUND,
  self: ROOM_API_CODE.SELF,
  insufficient: ROOM_API_CODE.INSUFFICIENT_COINS,
  hostFull: MAIN_CODE.BAD_REQUEST,
} as const;

const refused = (code: number, message: string) => new Refusal('main', code, message);

/** The gifts on sale, in shop order. */
export async function listGifts(db: Kysely<Database>): Promise<Gift[]> {
  return roomsDb(db)
    .selectFrom('gifts')
    .select(['id', 'name', 'price', 'icon'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface GiftPurchase {
  recordId: number;
  gift: Gift;
  num: number;
  total: number;
  /** The buyer's balance after (cents). */
  balance: number;
  /** The room's heat after. */
  heat: number;
  hostUid: number;
}

/**
 * Buys `num` gifts for the host of `roomId` in ONE transaction: the buyer's wallet is debited with
 * a guarded update (never below 0; short → `insufficient`, nothing changed), the host's credited
 * (coins are conserved), both moves logged (money log type 15, "room speak": spending in a live
 * room is the spec's room-speak kind), the purchase recorded, and the room's heat raised by the
 * coins spent.
 *
 * @throws {Refusal} of the main API's codes for a refusal.
 */
export async function buyGift(
  db: Kysely<Database>,
  order: { uid: number; roomId: number; giftId: number; num: number; now: number },
): Promise<GiftPurchase> {
  const { uid, roomId, giftId, num, now } = order;
  if (!Number.isInteger(num) || num < 1 || num > MAX_GIFT_NUM) {
    throw refused(REFUSED.badNum, `num must be 1..${MAX_GIFT_NUM}`);
  }
  return db.transaction().execute(async (tx) => {
    const trx = roomsTrx(tx);
    const gift = await trx
      .selectFrom('gifts')
      .select(['id', 'name', 'price', 'icon'])
      .where('id', '=', giftId)
      .executeTakeFirst();
    if (!gift) throw refused(REFUSED.noGift, `no gift ${giftId}`);
    const room = await trx
      .selectFrom('live_rooms as l')
      .innerJoin('users as h', 'h.uid', 'l.uid')
      .select(['l.uid', 'h.nickname'])
      .where('l.room_id', '=', roomId)
      .executeTakeFirst();
    if (!room) throw refused(REFUSED.noRoom, `no live room ${roomId}`);
    if (room.uid === uid) throw refused(REFUSED.self, 'a host cannot send gifts to their own room');
    const total = gift.price * num;
    if (total > MAX_AMOUNT) throw refused(REFUSED.badNum, 'that many gifts cost more than a wallet can hold');
    const buyer = await trx
      .selectFrom('users')
      .select('nickname')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    await ensureWallet(tx, uid, GIFT_COIN, now);
    await ensureWallet(tx, room.uid, GIFT_COIN, now);
    const balance = await debit(tx, uid, GIFT_COIN, total);
    if (balance === undefined) throw refused(REFUSED.insufficient, 'not enough coins');
    if ((await credit(tx, room.uid, GIFT_COIN, total)) === undefined) {
      // NOTE: throwing rolls the debit back.
      throw refused(REFUSED.hostFull, "the host's wallet cannot take more coins");
    }
    const { id: recordId } = await trx
      .insertInto('gift_records')
      .values({ uid, room_id: roomId, host_uid: room.uid, gift_id: gift.id, num, total, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const log = {
      moneytype: MONEY_TYPE.ROOM_SPEAK,
      orderid: `G${recordId}`,
      cointype: GIFT_COIN,
      remarks: `${gift.name} x${num}`,
    };
    await logMoney(tx, now, [
      { ...log, uid, otheruid: room.uid, othername: room.nickname, amount: -total },
      { ...log, uid: room.uid, otheruid: uid, othername: buyer.nickname, amount: total },
    ]);
    const { heat } = await trx
      .updateTable('live_rooms')
      .set((eb) => ({ heat: eb('heat', '+', giftHeat(total)) }))
      .where('room_id', '=', roomId)
      .returning('heat')
      .executeTakeFirstOrThrow();
    return { recordId, gift, num, total, balance, heat, hostUid: room.uid };
  });
}

/**
 * Tells the room about a purchase: a system message (type 20) whose content is the JSON
 * {@link GiftAnnouncement}, to every member connection (the buyer's included).
 */
export async function announceGift(
  deps: { db: Kysely<Database>; bus: Bus },
  roomId: number,
  buyerUid: number,
  purchase: GiftPurchase,
  now: number,
): Promise<void> {
  const buyer = await deps.db
    .selectFrom('users')
    .select(['nickname', 'headurl', 'viplevel'])
    .where('uid', '=', buyerUid)
    .executeTakeFirstOrThrow();
  const announcement: GiftAnnouncement = {
    kind: 'gift',
    gift_id: purchase.gift.id,
    name: purchase.gift.name,
    icon: purchase.gift.icon,
    num: purchase.num,
    total: purchase.total,
    uid: buyerUid,
    nickname: buyer.nickname,
    host_uid: purchase.hostUid,
    heat: purchase.heat,
  };
  await postRoomMessage(deps, {
    roomId,
    uid: buyerUid,
    msgtype: MSG_TYPE.SYSTEM,
    content: encodeGift(announcement),
    channel: 0,
    sentAt: now,
    nickname: buyer.nickname,
    headurl: buyer.headurl,
    viplevel: buyer.viplevel,
    isadmin: 0,
  });
}
