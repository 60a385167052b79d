import type { Kysely } from 'kysely';
import type { Init, RecordValue } from '../../protocol/codec';
import type { Database } from '../store';
import { roomsDb } from './tables';

type Db = Kysely<Database>;
type ChatMsg = RecordValue<'chat_msg'>;

/** Messages a room keeps; older ones are pruned as new ones arrive (history shows the last 50). */
export const ROOM_MESSAGES_KEPT = 500;
/** Messages a history reply carries at most (fewer when they would not fit in one frame). */
export const ROOM_HISTORY_SIZE = 50;

/** A room message as sent: the sender's display fields are taken when it is stored. */
export interface RoomMessage {
  roomId: number;
  chatmsgno: number;
  uid: number;
  msgtype: number;
  content: Uint8Array;
  channel: number;
  /** Unix ms. */
  sentAt: number;
  nickname: string;
  headurl: string;
  viplevel: number;
  /** 1 when the sender was the room's host, one of its admins or staff. */
  isadmin: number;
}

/** Bytes as both drivers bind them (better-sqlite3 takes a Buffer, not a bare Uint8Array). */
function toDbBytes(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Stores a message under the room's next `chatmsgno` and returns it. The number comes from a
 * guarded `UPDATE … SET last_msgno = last_msgno + 1 … RETURNING` in the same transaction as the
 * insert, so two sends at once on any nodes get consecutive numbers, never the same one.
 */
export async function appendRoomMessage(
  db: Db,
  message: Omit<RoomMessage, 'chatmsgno'>,
): Promise<RoomMessage> {
  return db.transaction().execute((trx) => insertRoomMessage(trx, message));
}

/**
 * {@link appendRoomMessage} inside the caller's transaction `db` (a red packet stores its message
 * in the transaction that moves its money).
 */
export async function insertRoomMessage(
  db: Db,
  message: Omit<RoomMessage, 'chatmsgno'>,
): Promise<RoomMessage> {
  const trx = roomsDb(db);
  // NOTE: a live room made after the migration gets its `chat_rooms` row here on its first message.
  await trx
    .insertInto('chat_rooms')
    .values({ roomkey: message.roomId, created_at: message.sentAt })
    .onConflict((oc) => oc.column('roomkey').doNothing())
    .execute();
  const { last_msgno: chatmsgno } = await trx
    .updateTable('chat_rooms')
    .set((eb) => ({ last_msgno: eb('last_msgno', '+', 1) }))
    .where('roomkey', '=', message.roomId)
    .returning('last_msgno')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('chat_room_msgs')
    .values({
      roomkey: message.roomId,
      chatmsgno,
      uid: message.uid,
      msgtype: message.msgtype,
      content: toDbBytes(message.content),
      channel: message.channel,
      sent_at: message.sentAt,
    })
    .execute();
  // NOTE: pruning every 100th message keeps the table bounded without a delete per send.
  if (chatmsgno % 100 === 0) {
    await trx
      .deleteFrom('chat_room_msgs')
      .where('roomkey', '=', message.roomId)
      .where('chatmsgno', '<=', chatmsgno - ROOM_MESSAGES_KEPT)
      .execute();
  }
  return { ...message, chatmsgno };
}

/** The newest `limit` messages of a room that are not deleted, oldest first. */
export async function recentRoomMessages(db: Db, roomId: number, limit: number): Promise<RoomMessage[]> {
  const rdb = roomsDb(db);
  const rows = await rdb
    .selectFrom('chat_room_msgs as m')
    .innerJoin('users as u', 'u.uid', 'm.uid')
    .leftJoin('live_rooms as l', 'l.room_id', 'm.roomkey')
    .leftJoin('chat_room_admins as a', (join) =>
      join.onRef('a.roomkey', '=', 'm.roomkey').onRef('a.uid', '=', 'm.uid'),
    )
    .select([
      'm.roomkey',
      'm.chatmsgno',
      'm.uid',
      'm.msgtype',
      'm.content',
      'm.channel',
      'm.sent_at',
      'u.nickname',
      'u.headurl',
      'u.viplevel',
      'u.isadmin',
      'l.uid as host',
      'a.uid as admin',
    ])
    .where('m.roomkey', '=', roomId)
    .where('m.deleted', '=', 0)
    .orderBy('m.chatmsgno', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    roomId: r.roomkey,
    chatmsgno: r.chatmsgno,
    uid: r.uid,
    msgtype: r.msgtype,
    content: new Uint8Array(r.content.buffer, r.content.byteOffset, r.content.byteLength),
    channel: r.channel,
    sentAt: r.sent_at,
    nickname: r.nickname,
    headurl: r.headurl,
    viplevel: r.viplevel,
    isadmin: r.isadmin === 1 || r.host === r.uid || r.admin !== null ? 1 : 0,
  }));
}

/** Marks a message deleted (its content is dropped). False when the room has no such message. */
export async function deleteRoomMessage(db: Db, roomId: number, chatmsgno: number): Promise<boolean> {
  const result = await roomsDb(db)
    .updateTable('chat_room_msgs')
    .set({ deleted: 1, content: Buffer.alloc(0) })
    .where('roomkey', '=', roomId)
    .where('chatmsgno', '=', chatmsgno)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A room message as the wire's chat_msg (chatkey = roomkey, msgtime in seconds). */
export function toChatMsg(message: RoomMessage): Init<ChatMsg> {
  return {
    chatkey: BigInt(message.roomId),
    chatmsgno: message.chatmsgno,
    uid: message.uid,
    msgtype: message.msgtype,
    msgtime: Math.floor(message.sentAt / 1000),
    content: message.content,
    nickname: message.nickname,
    headurl: message.headurl,
    viplevel: message.viplevel,
    isadmin: message.isadmin,
    channel: message.channel,
  };
}
