import { encodeBody, encodeMessage, type Init, type RecordValue } from '../../protocol/codec';
import { ROOM_ROLE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import type { UserProfile } from '../accounts';
import { toBaseInfo } from '../accounts/baseInfo';
import type { Connection } from '../delivery/connection';
import type { RuleContext } from '../delivery/types';
import { Refusal } from '../refusal';
import { inRoomOrder, publishToRoom, type RoomEvent, type RoomNode, roomNodeOf } from './fanout';
import { JoinNotifyGate, SendClock } from './limits';
import { appendRoomMessage, type RoomMessage, toChatMsg } from './messages';
import { findRoom, memberCount, type Room, type RoomStanding, roomFlagUids, userExists } from './store';

/** Most uids a room_info's forbid_uids carries (the frame limit). */
const MAX_FORBID_UIDS = 500;
/** The most a list reply (rooms, admins) carries. */
export const MAX_LIST = 200;

/** This node's room state for the handler's connection. */
export function nodeOf(ctx: RuleContext): RoomNode {
  return roomNodeOf({ bus: ctx.bus, registry: ctx.registry, db: ctx.db, log: ctx.log });
}

const gates = new WeakMap<RoomNode, JoinNotifyGate>();
/** This node's cap on join notifications. */
export function joinGateOf(node: RoomNode): JoinNotifyGate {
  let gate = gates.get(node);
  if (!gate) {
    gate = new JoinNotifyGate();
    gates.set(node, gate);
  }
  return gate;
}

const clocks = new WeakMap<RoomNode, SendClock>();
/** This node's record of when each user last sent (chat_interval_time). */
export function sendClockOf(node: RoomNode): SendClock {
  let clock = clocks.get(node);
  if (!clock) {
    clock = new SendClock();
    clocks.set(node, clock);
  }
  return clock;
}

/**
 * The profile of a connection's user, read when it joined a room.
 * NOTE: a message carries the sender's nickname and avatar; reading them once per join instead of
 * once per send keeps a send to a few queries. A rename shows from the next join.
 */
export const joinedProfiles = new WeakMap<Connection, UserProfile>();

/** The profile of the asker: the one read at its join, or a fresh read. */
export async function askerProfile(ctx: RuleContext): Promise<UserProfile> {
  const known = joinedProfiles.get(ctx.conn);
  if (known) return known;
  const profile = await ctx.accounts.getProfile(ctx.conn.uid);
  if (!profile) throw new Error(`no profile for logged-in uid ${ctx.conn.uid}`);
  return profile;
}

/** The room named by a request. @throws {Refusal} 39 when there is no such room. */
export async function requireRoom(ctx: RuleContext, roomId: number): Promise<Room> {
  const room = await findRoom(ctx.db, roomId, ctx.now());
  if (!room) throw new Refusal('result', RESULT.CHAT_ROOM_NOT_EXIST, `no room ${roomId}`);
  return room;
}

/** The room the asker's connection is in. @throws {Refusal} 39 unknown room, 36 not in it. */
export async function requireMember(ctx: RuleContext, roomId: number): Promise<Room> {
  const room = await requireRoom(ctx, roomId);
  if (nodeOf(ctx).roomOf(ctx.conn) !== room.roomId) {
    throw new Refusal('result', RESULT.NOT_IN_CHAT_ROOM, `connection is not in room ${roomId}`);
  }
  return room;
}

/** True for the host and the room's admins. */
export function moderates(standing: RoomStanding): boolean {
  return standing.role === ROOM_ROLE.HOST || standing.role === ROOM_ROLE.ADMIN;
}

/** The target of a moderation request. @throws {Refusal} 15 for oneself, 0 for an unknown user. */
export async function requireTarget(ctx: RuleContext, uid: number): Promise<number> {
  if (uid === ctx.conn.uid)
    throw new Refusal('result', RESULT.CANNOT_DEAL_WITH_SELF, 'cannot act on oneself');
  if (!(await userExists(ctx.db, uid))) throw new Refusal('result', RESULT.FAIL, `no user ${uid}`);
  return uid;
}

/** The wire's chat_room_info of a room: member count, muted uids and ad channels. */
export async function roomInfo(ctx: RuleContext, room: Room): Promise<Init<RecordValue<'chat_room_info'>>> {
  const [usercnt, forbidden] = await Promise.all([
    memberCount(ctx.db, room.roomId),
    roomFlagUids(ctx.db, 'chat_room_forbids', room.roomId),
  ]);
  return {
    roomkey: room.roomId,
    roomhost: room.host,
    createtm: Math.floor(room.createdAt / 1000),
    roomname: room.name,
    pic: room.pic,
    usercnt,
    forbid_uids: forbidden.slice(0, MAX_FORBID_UIDS),
    channels: room.channels,
  };
}

/** base_info of each uid (unknown uids are left out), as other users see them. */
export async function baseInfos(ctx: RuleContext, uids: readonly number[]) {
  const out: Awaited<ReturnType<typeof toBaseInfo>>[] = [];
  for (const uid of uids) {
    const profile = await ctx.accounts.getProfile(uid);
    if (profile) out.push(await toBaseInfo(ctx.db, profile, { self: uid === ctx.conn.uid }));
  }
  return out;
}

/** Publishes one room event (the frame of a push) to every member connection. */
export function pushToRoom(ctx: RuleContext, roomId: number, event: RoomEvent): Promise<void> {
  return publishToRoom(ctx.bus, roomId, event);
}

/**
 * Stores a message under the room's next number and fans it out as msg_chat_room_msg_notify to
 * every member connection but `except`, in number order on this node.
 */
export function postRoomMessage(
  ctx: Pick<RuleContext, 'db' | 'bus'>,
  message: Omit<RoomMessage, 'chatmsgno'>,
  except?: Connection,
): Promise<RoomMessage> {
  return inRoomOrder(ctx.bus, message.roomId, async () => {
    const stored = await appendRoomMessage(ctx.db, message);
    const frame = encodeMessage(0, 'msg_chat_room_msg_notify', {
      roomkey: stored.roomId,
      msg_info: toChatMsg(stored),
    });
    await publishToRoom(ctx.bus, stored.roomId, { frame, ...(except ? { except } : {}) });
    return stored;
  });
}

const FRAME_BODY_LIMIT = 65_535;

/** The newest messages that fit in one history reply (the oldest are left out first). */
export function fitHistory(roomId: number, messages: RoomMessage[]) {
  let list = messages.map(toChatMsg);
  while (
    list.length > 0 &&
    encodeBody('msg_chat_room_history_rep', { roomkey: roomId, msg_list: list }).length > FRAME_BODY_LIMIT
  ) {
    list = list.slice(Math.max(1, Math.floor(list.length / 10)));
  }
  return list;
}
