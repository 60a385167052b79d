import { encodeMessage } from '../../protocol/codec';
import { type ClaimContent, encodeClaim } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import type { RuleContext } from '../delivery/types';
import { inRoomOrder, publishToRoom } from '../rooms/fanout';
import { insertRoomMessage, type RoomMessage, toChatMsg } from '../rooms/messages';
import { keepOutcome, once, onceKey, takeKey } from './once';
import { checkRedPacketAsk, createRedPacket, linkRedPacket, redPacketContent } from './redPackets';

/**
 * Red packets in a live room (docs/messaging.md "Red packets"): sent as a room message of type 5
 * with the auth code in `msg_send_chat_room_msg_req.authcode` (beyond spec 001), claimed by the
 * connections in the room. The auth code, the debit, the shares, the money-log row and the room
 * message are one transaction; the message goes to the room once it is committed.
 */

/** The sender's display fields as the room message carries them. */
export type RoomSender = Pick<RoomMessage, 'nickname' | 'headurl' | 'viplevel' | 'isadmin'>;

/** Pushes a stored room message to the room's connections (but `except`). */
export function publishRoomMessage(
  ctx: Pick<RuleContext, 'bus'>,
  stored: RoomMessage,
  except?: RuleContext['conn'],
): Promise<void> {
  const frame = encodeMessage(0, 'msg_chat_room_msg_notify', {
    roomkey: stored.roomId,
    msg_info: toChatMsg(stored),
  });
  return publishToRoom(ctx.bus, stored.roomId, { frame, ...(except ? { except } : {}) });
}

/** A stored room message as a kept outcome holds it (JSON: the content as base64). */
type KeptRoomMessage = Omit<RoomMessage, 'content'> & { content: string };

/**
 * The key of a room red packet: its one-use auth code (issue 43 item 11), so a send whose reply
 * was lost, asked again with the same code, is answered with the packet it made. NOTE: the kind
 * 'room-redbag' is hashed into fingerprints already stored, so it keeps its old spelling.
 */
export function roomRedPacketKey(uid: number, roomId: number, content: Uint8Array, authcode: string) {
  return onceKey(uid, 'room-redbag', { authcode }, [roomId, Buffer.from(content).toString('base64')]);
}

/**
 * Sends the red packet of `content` into `roomId` and pushes its type-5 message to the room (the
 * sender's connection gets it in the reply). Refusals: 0 malformed, 13 / 12 auth code, 10 short.
 * A retry with the same auth code and content gets the first send's message and moves nothing.
 */
export async function postRoomRedPacket(
  ctx: RuleContext,
  order: { roomId: number; content: Uint8Array; authcode: string; sender: RoomSender; now: number },
): Promise<RoomMessage> {
  const uid = ctx.conn.uid;
  const ask = checkRedPacketAsk(order.content, 'room');
  const key = roomRedPacketKey(uid, order.roomId, order.content, order.authcode);
  const { outcome, moved } = await once(ctx.db, key, () =>
    inRoomOrder(ctx.bus, order.roomId, async () => {
      const stored = await ctx.db.transaction().execute(async (trx) => {
        await takeKey(trx, key, order.now);
        const packetId = await createRedPacket(trx, {
          uid,
          ask,
          place: { kind: 'room', roomId: order.roomId },
          authcode: order.authcode,
          now: order.now,
        });
        const message = await insertRoomMessage(trx, {
          roomId: order.roomId,
          uid,
          msgtype: MSG_TYPE.RED_BAG,
          content: redPacketContent(packetId, ask),
          channel: 0,
          sentAt: order.now,
          ...order.sender,
        });
        await linkRedPacket(trx, packetId, message.chatmsgno);
        const kept: KeptRoomMessage = {
          ...message,
          content: Buffer.from(message.content).toString('base64'),
        };
        await keepOutcome(trx, key, kept);
        return { message, kept };
      });
      await publishRoomMessage(ctx, stored.message, ctx.conn);
      return { outcome: stored.kept, message: stored.message };
    }),
  );
  if (moved) return moved.message;
  return { ...outcome, content: new Uint8Array(Buffer.from(outcome.content, 'base64')) };
}

/** After a claim in a room: the type-8 message to everyone in the room, the claimer included. */
export function announceRoomClaim(
  ctx: RuleContext,
  claim: { roomId: number; content: ClaimContent; claimer: RoomSender; now: number },
): Promise<void> {
  return inRoomOrder(ctx.bus, claim.roomId, async () => {
    const stored = await ctx.db.transaction().execute((trx) =>
      insertRoomMessage(trx, {
        roomId: claim.roomId,
        uid: claim.content.getuid,
        msgtype: MSG_TYPE.GET_RED_BAG,
        content: encodeClaim(claim.content),
        channel: 0,
        sentAt: claim.now,
        ...claim.claimer,
      }),
    );
    await publishRoomMessage(ctx, stored);
  });
}
