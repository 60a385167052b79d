import { encodeMessage } from '../../protocol/codec';
import { charCount, LIMITS } from '../../protocol/content';
import { MSG_TYPE, ROOM_REJOIN_AFTER_KICK_MS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { toBaseInfo } from '../accounts/baseInfo';
import { postRoomRedPacket } from '../money/roomRedPackets';
import { Refusal } from '../refusal';
import {
  askerProfile,
  baseInfos,
  fitHistory,
  joinedProfiles,
  joinGateOf,
  MAX_LIST,
  nodeOf,
  postRoomMessage,
  pushToRoom,
  requireMember,
  requireRoom,
  roomInfo,
  sendClockOf,
} from '../rooms/context';
import { chatLimits, forbiddenPhraseIn, refuseWhileChatOff, utf8Text } from '../rooms/limits';
import { ROOM_HISTORY_SIZE, recentRoomMessages, toChatMsg } from '../rooms/messages';
import {
  dropMember,
  lastKick,
  listRooms,
  memberCount,
  memberCounts,
  memberPage,
  putMember,
  sendStanding,
} from '../rooms/store';
import { recordChatPoints } from '../rooms/watch';
import { pushWallets } from './money';
import { ROOM_MODERATION_HANDLERS } from './roomsModeration';
import type { Handler, HandlerTable } from './types';

/** Members a page of msg_chat_room_members_req carries by default, and at most. */
export const MEMBERS_PAGE = { DEFAULT: 20, MAX: 100 } as const;

/**
 * Message types a member may send to a room; the server's own kinds (server text, system, channel
 * ads, gifts) only come from the server, so nobody can pass off a message as one.
 */
const MEMBER_MSG_TYPES: ReadonlySet<number> = new Set([
  MSG_TYPE.TEXT,
  MSG_TYPE.IMAGE,
  MSG_TYPE.AT,
  MSG_TYPE.REPLY,
  MSG_TYPE.RED_BAG,
]);
/** Of those, the ones whose content is text read by people (chat_characters_num applies). */
const TEXT_MSG_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

const roomList: Handler<'msg_chat_room_list_req'> = async (ctx) => {
  const rooms = await listRooms(ctx.db, MAX_LIST, ctx.now());
  const counts = await memberCounts(
    ctx.db,
    rooms.map((r) => r.roomId),
  );
  return {
    roomlist: rooms.map((room) => ({
      roomkey: room.roomId,
      roomhost: room.host,
      createtm: Math.floor(room.createdAt / 1000),
      roomname: room.name,
      pic: room.pic,
      usercnt: counts.get(room.roomId) ?? 0,
      channels: room.channels,
    })),
  };
};

/** Page `page` (1-based; 0 reads as 1) of `limit` users (0 = 20, at most 100), in join order. */
const members: Handler<'msg_chat_room_members_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  if (req.page < 0 || req.limit < 0)
    throw new Refusal('result', RESULT.FAIL, 'page and limit must not be negative');
  const limit = Math.min(req.limit || MEMBERS_PAGE.DEFAULT, MEMBERS_PAGE.MAX);
  const page = Math.max(req.page, 1);
  const [uids, usercnt] = await Promise.all([
    memberPage(ctx.db, room.roomId, (page - 1) * limit, limit),
    memberCount(ctx.db, room.roomId),
  ]);
  return { result: RESULT.SUCCESS, users: await baseInfos(ctx, uids), usercnt };
};

/**
 * Joins the connection to a room (leaving its previous room); 35 with the room when it is in it
 * already; 36 within 10 minutes of a kick. The room's other connections get
 * msg_join_chat_room_notify (at most 10 a second per room and node, none past 1,000 users:
 * see JoinNotifyGate).
 */
const join: Handler<'msg_join_chat_room_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  const node = nodeOf(ctx);
  const { conn } = ctx;
  if (node.roomOf(conn) === room.roomId) {
    return { result: RESULT.IN_CHAT_ROOM, room_info: await roomInfo(ctx, room) };
  }
  const now = ctx.now();
  const kicked = await lastKick(ctx.db, room.roomId, conn.uid);
  if (kicked !== undefined && now - kicked < ROOM_REJOIN_AFTER_KICK_MS && now >= kicked) {
    throw new Refusal('result', RESULT.NOT_IN_CHAT_ROOM, `kicked from room ${room.roomId}; rejoin later`);
  }
  const profile = await ctx.accounts.getProfile(conn.uid);
  if (!profile) throw new Error(`no profile for logged-in uid ${conn.uid}`);
  joinedProfiles.set(conn, profile);
  await node.join(conn, room.roomId);
  await putMember(ctx.db, {
    connection: conn.id,
    roomkey: room.roomId,
    uid: conn.uid,
    node_id: ctx.bus.nodeId,
    joined_at: now,
  });
  // NOTE: the socket may have closed while the row was written; its close already ran.
  if (!conn.open) await dropMember(ctx.db, conn.id);
  node.countChanged(room.roomId);
  const info = await roomInfo(ctx, room);
  if (!joinGateOf(node).allow(room.roomId, info.usercnt ?? 0, now))
    return { result: RESULT.SUCCESS, room_info: info };
  ctx.afterReply(async () => {
    const frame = encodeMessage(0, 'msg_join_chat_room_notify', {
      roomkey: room.roomId,
      base_data: await toBaseInfo(ctx.db, profile, { self: false }),
    });
    await pushToRoom(ctx, room.roomId, { frame, except: conn });
  });
  return { result: RESULT.SUCCESS, room_info: info };
};

const quit: Handler<'msg_quit_chat_room_req'> = async (ctx, req) => {
  await requireMember(ctx, req.roomkey);
  const node = nodeOf(ctx);
  node.leave(ctx.conn);
  await dropMember(ctx.db, ctx.conn.id);
  node.countChanged(req.roomkey);
  return { result: RESULT.SUCCESS };
};

/**
 * A member's message: 36 when the connection is not in the room (or was kicked), 38 when muted
 * here or everywhere, 45 too long or too soon after the last one, 46 with a forbidden phrase.
 */
const send: Handler<'msg_send_chat_room_msg_req'> = async (ctx, req) => {
  await refuseWhileChatOff(ctx.db, ctx.now());
  const room = await requireMember(ctx, req.roomkey);
  const uid = ctx.conn.uid;
  const now = ctx.now();
  const [standing, limits, profile] = await Promise.all([
    sendStanding(ctx.db, room.roomId, uid),
    chatLimits(ctx.db, now),
    askerProfile(ctx),
  ]);
  if (standing.forbidden || standing.mutedEverywhere) {
    throw new Refusal('result', RESULT.IS_FORBIDDEN, `uid ${uid} is muted in room ${room.roomId}`);
  }
  if (!MEMBER_MSG_TYPES.has(req.msg_type)) {
    throw new Refusal('result', RESULT.FAIL, `message type ${req.msg_type} cannot be sent to a room`);
  }
  if (req.content.length > LIMITS.CONTENT_MAX_BYTES) {
    throw new Refusal('result', RESULT.CHAT_LIMIT, `content over ${LIMITS.CONTENT_MAX_BYTES} bytes`);
  }
  const text = utf8Text(req.content);
  if (TEXT_MSG_TYPES.has(req.msg_type)) {
    if (text === undefined) throw new Refusal('result', RESULT.FAIL, 'text is not valid UTF-8');
    if (text.trim() === '') throw new Refusal('result', RESULT.FAIL, 'empty message');
    if (charCount(text) > limits.maxChars) {
      throw new Refusal('result', RESULT.CHAT_LIMIT, `text over ${limits.maxChars} characters`);
    }
  }
  if (text !== undefined && (await forbiddenPhraseIn(ctx.db, text, now)) !== undefined) {
    throw new Refusal('result', RESULT.CHAT_FORBIDDEN, 'the message holds a forbidden phrase');
  }
  const privileged = room.host === uid || standing.admin || profile.isadmin === 1;
  // NOTE: the host, room admins and staff are not slowed down (as group admins skip slow mode);
  // nor are red packets: they cost their sender money, a limit of its own.
  if (
    !privileged &&
    req.msg_type !== MSG_TYPE.RED_BAG &&
    !sendClockOf(nodeOf(ctx)).tryTake(uid, now, limits.intervalSeconds)
  ) {
    throw new Refusal('result', RESULT.CHAT_LIMIT, `one message per ${limits.intervalSeconds} s`);
  }
  const sender = {
    nickname: profile.nickname,
    headurl: profile.headurl,
    viplevel: profile.viplevel,
    isadmin: privileged ? 1 : 0,
  };
  const stored =
    req.msg_type === MSG_TYPE.RED_BAG
      ? await postRoomRedPacket(ctx, {
          roomId: room.roomId,
          content: req.content,
          authcode: req.authcode,
          sender,
          now,
        })
      : await postRoomMessage(
          ctx,
          {
            roomId: room.roomId,
            uid,
            msgtype: req.msg_type,
            content: req.content,
            channel: 0,
            sentAt: now,
            ...sender,
          },
          ctx.conn,
        );
  if (req.msg_type === MSG_TYPE.RED_BAG) ctx.afterReply(() => pushWallets(ctx, [uid]));
  ctx.afterReply(() => recordChatPoints(ctx.db, uid, now));
  return { result: RESULT.SUCCESS, msg_info: toChatMsg(stored) };
};

/** The room's last 50 messages (fewer when they would pass the frame limit), oldest first. */
const history: Handler<'msg_chat_room_history_req'> = async (ctx, req) => {
  const room = await requireMember(ctx, req.roomkey);
  const messages = await recentRoomMessages(ctx.db, room.roomId, ROOM_HISTORY_SIZE);
  return { roomkey: room.roomId, msg_list: fitHistory(room.roomId, messages) };
};

/** The chat-room area (spec 001 "Chat rooms"; docs/messaging.md "Chat rooms"). */
export const ROOMS_HANDLERS: HandlerTable = {
  msg_chat_room_list_req: roomList,
  msg_chat_room_members_req: members,
  msg_join_chat_room_req: join,
  msg_quit_chat_room_req: quit,
  msg_send_chat_room_msg_req: send,
  msg_chat_room_history_req: history,
  ...ROOM_MODERATION_HANDLERS,
};
