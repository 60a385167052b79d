import { encodeMessage } from '../../protocol/codec';
import { charCount, encodeChannelAd, LIMITS } from '../../protocol/content';
import { MSG_TYPE, ROOM_MESSAGE_CHANNEL, ROOM_ROLE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import {
  askerProfile,
  baseInfos,
  MAX_LIST,
  moderates,
  nodeOf,
  postRoomMessage,
  pushToRoom,
  requireRoom,
  requireTarget,
} from '../rooms/context';
import { addForbiddenPhrase, MAX_PHRASE_CHARS, utf8Text } from '../rooms/limits';
import { deleteRoomMessage } from '../rooms/messages';
import {
  isGloballyMuted,
  isStaff,
  type Room,
  recordKick,
  roomFlagUids,
  setGlobalMute,
  setRoomFlag,
  standingOf,
} from '../rooms/store';
import { roomsDb } from '../rooms/tables';
import type { Handler, HandlerTable, ImContext } from './types';

/** Most channels one advertisement names. */
const MAX_AD_CHANNELS = 32;
/**
 * The asker may moderate `target` in `room`: the host and admins may, but an admin may not act on
 * the host or on another admin (DECISIONS "Chat rooms"). @throws {Refusal} 37 otherwise.
 */
async function requireModerator(ctx: ImContext, room: Room, target: number): Promise<void> {
  const [asker, subject] = await Promise.all([
    standingOf(ctx.db, room, ctx.conn.uid),
    standingOf(ctx.db, room, target),
  ]);
  if (!moderates(asker))
    throw new Refusal('result', RESULT.NOT_ADMIN, 'only the host and room admins may do that');
  if (
    subject.role === ROOM_ROLE.HOST ||
    (subject.role === ROOM_ROLE.ADMIN && asker.role !== ROOM_ROLE.HOST)
  ) {
    throw new Refusal('result', RESULT.NOT_ADMIN, 'an admin cannot act on the host or another admin');
  }
}

/** The asker is the room's host or staff. @throws {Refusal} 37 otherwise. */
async function requireHostOrStaff(ctx: ImContext, room: Room): Promise<void> {
  if (room.host !== ctx.conn.uid && !(await isStaff(ctx.db, ctx.conn.uid))) {
    throw new Refusal('result', RESULT.NOT_ADMIN, 'only the host or staff may do that');
  }
}

async function requireStaff(ctx: ImContext): Promise<void> {
  if (!(await isStaff(ctx.db, ctx.conn.uid))) throw new Refusal('result', RESULT.NOT_ADMIN, 'staff only');
}

/** Text content of 1..4096 bytes. @throws {Refusal} 0 empty or not UTF-8, 45 too long. */
function contentText(content: Uint8Array): string {
  if (content.length > LIMITS.CONTENT_MAX_BYTES) {
    throw new Refusal('result', RESULT.CHAT_LIMIT, `content over ${LIMITS.CONTENT_MAX_BYTES} bytes`);
  }
  const text = utf8Text(content);
  if (text === undefined || text.trim() === '')
    throw new Refusal('result', RESULT.FAIL, 'content must be non-empty UTF-8 text');
  return text;
}

/**
 * Kicks a user out of the room: every connection of theirs leaves it on every node, and they may
 * not rejoin for 10 minutes (36). The room (the kicked included) gets msg_chat_room_kick_rep (seq 0).
 */
const kick: Handler<'msg_chat_room_kick_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  const target = await requireTarget(ctx, req.kickuid);
  await requireModerator(ctx, room, target);
  await recordKick(ctx.db, room.roomId, target, ctx.now());
  const frame = encodeMessage(0, 'msg_chat_room_kick_rep', { result: RESULT.SUCCESS, kickuid: target });
  await pushToRoom(ctx, room.roomId, { frame, except: ctx.conn, kickUid: target });
  nodeOf(ctx).countChanged(room.roomId);
  return { result: RESULT.SUCCESS, kickuid: target };
};

/** Mutes (is_set 1) or unmutes (0) a member in this room; a muted member's sends get 38. */
const forbid: Handler<'msg_chat_room_forbid_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  const target = await requireTarget(ctx, req.uid);
  await requireModerator(ctx, room, target);
  await setRoomFlag(ctx.db, 'chat_room_forbids', room.roomId, target, req.is_set !== 0, ctx.now());
  return { result: RESULT.SUCCESS };
};

/** Makes a user a room admin (is_set 1) or not (0); only the host (40 otherwise). */
const setAdmin: Handler<'msg_chat_room_set_admin_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  if (room.host !== ctx.conn.uid)
    throw new Refusal('result', RESULT.NOT_ROOM_HOST, 'only the room host sets admins');
  const target = await requireTarget(ctx, req.uid);
  await setRoomFlag(ctx.db, 'chat_room_admins', room.roomId, target, req.is_set !== 0, ctx.now());
  return { result: RESULT.SUCCESS };
};

/** Deletes a message (host and admins); the room gets msg_chat_room_del_msg_rep (seq 0). */
const deleteMessage: Handler<'msg_chat_room_del_msg_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  if (!moderates(await standingOf(ctx.db, room, ctx.conn.uid))) {
    throw new Refusal('result', RESULT.NOT_ADMIN, 'only the host and room admins delete messages');
  }
  if (!(await deleteRoomMessage(ctx.db, room.roomId, req.msgno))) {
    throw new Refusal('result', RESULT.FAIL, `room ${room.roomId} has no message ${req.msgno}`);
  }
  const done = { result: RESULT.SUCCESS, roomkey: room.roomId, msgno: req.msgno };
  await pushToRoom(ctx, room.roomId, {
    frame: encodeMessage(0, 'msg_chat_room_del_msg_rep', done),
    except: ctx.conn,
  });
  return done;
};

/** A server-text message (type 14) from the host or staff to everyone in the room. */
const broadcast: Handler<'msg_chat_room_broadcast_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  await requireHostOrStaff(ctx, room);
  contentText(req.content);
  const profile = await askerProfile(ctx);
  await postRoomMessage(
    ctx,
    {
      roomId: room.roomId,
      uid: ctx.conn.uid,
      msgtype: MSG_TYPE.SERVER_TEXT,
      content: req.content,
      channel: 0,
      sentAt: ctx.now(),
      nickname: profile.nickname,
      headurl: profile.headurl,
      viplevel: profile.viplevel,
      isadmin: 1,
    },
    ctx.conn,
  );
  return { result: RESULT.SUCCESS };
};

/**
 * An advertisement for some channels (host or staff): a type-22 message whose content is JSON
 * `{"channels":[…],"content":"…"}` and whose `channel` is 8 when the list holds it (clients keep
 * type-22 messages only for channel 8). The room's `channels` become the ad's.
 */
const advertise: Handler<'msg_chat_room_ad_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  await requireHostOrStaff(ctx, room);
  const text = contentText(req.content);
  const channels = [...new Set(req.channels)];
  if (channels.length === 0 || channels.length > MAX_AD_CHANNELS) {
    throw new Refusal('result', RESULT.FAIL, `an ad names 1..${MAX_AD_CHANNELS} channels`);
  }
  await roomsDb(ctx.db)
    .updateTable('chat_rooms')
    .set({ channels: JSON.stringify(channels) })
    .where('roomkey', '=', room.roomId)
    .execute();
  const profile = await askerProfile(ctx);
  await postRoomMessage(
    ctx,
    {
      roomId: room.roomId,
      uid: ctx.conn.uid,
      msgtype: MSG_TYPE.CHANNEL,
      content: encodeChannelAd({ channels, content: text }),
      channel: channels.includes(ROOM_MESSAGE_CHANNEL) ? ROOM_MESSAGE_CHANNEL : (channels[0] ?? 0),
      sentAt: ctx.now(),
      nickname: profile.nickname,
      headurl: profile.headurl,
      viplevel: profile.viplevel,
      isadmin: 1,
    },
    ctx.conn,
  );
  return { roomkey: room.roomId, content: req.content };
};

/** Staff mute (is_set 1) or unmute (0) a user in every room. */
const forbidAllRooms: Handler<'msg_forbid_all_rooms_req'> = async (ctx, req) => {
  await requireStaff(ctx);
  const target = await requireTarget(ctx, req.uid);
  await setGlobalMute(ctx.db, target, req.is_set !== 0, ctx.conn.uid, ctx.now());
  return { result: RESULT.SUCCESS };
};

/** Whether a user is muted in every room: one's own state, or anyone's for staff (37 otherwise). */
const forbidState: Handler<'msg_forbid_state_req'> = async (ctx, req) => {
  if (req.uid !== ctx.conn.uid) await requireStaff(ctx);
  return { uid: req.uid, is_forbid: (await isGloballyMuted(ctx.db, req.uid)) ? 1 : 0 };
};

/**
 * Staff add a forbidden phrase (1..100 characters): room messages holding it get 46 from then on
 * (the list is shared with private chat). `uid` is not used: the list is platform-wide.
 */
const forbiddenContent: Handler<'msg_forbidden_content_req'> = async (ctx, req) => {
  await requireStaff(ctx);
  const phrase = utf8Text(req.content)?.trim();
  if (!phrase || charCount(phrase) > MAX_PHRASE_CHARS) {
    throw new Refusal('result', RESULT.FAIL, `a phrase is 1..${MAX_PHRASE_CHARS} characters of UTF-8 text`);
  }
  await addForbiddenPhrase(ctx.db, phrase, ctx.now());
  return { result: RESULT.SUCCESS };
};

/** The room's admins (base_info), oldest first. */
const adminList: Handler<'msg_chat_room_admin_list_req'> = async (ctx, req) => {
  const room = await requireRoom(ctx, req.roomkey);
  const uids = await roomFlagUids(ctx.db, 'chat_room_admins', room.roomId);
  return { roomkey: room.roomId, users: await baseInfos(ctx, uids.slice(0, MAX_LIST)) };
};

/** Kicks, mutes, admins, deletes, broadcasts, ads and the staff's platform-wide rules. */
export const ROOM_MODERATION_HANDLERS: HandlerTable = {
  msg_chat_room_kick_req: kick,
  msg_chat_room_forbid_req: forbid,
  msg_chat_room_set_admin_req: setAdmin,
  msg_chat_room_del_msg_req: deleteMessage,
  msg_chat_room_broadcast_req: broadcast,
  msg_chat_room_ad_req: advertise,
  msg_forbid_all_rooms_req: forbidAllRooms,
  msg_forbid_state_req: forbidState,
  msg_forbidden_content_req: forbiddenContent,
  msg_chat_room_admin_list_req: adminList,
};
