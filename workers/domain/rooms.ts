/**
 * Live rooms (docs/messaging.md "Chat rooms"): joining, sending and leaving (the room's state is
 * sync/rooms.ts's), and moderation by the host, the room's admins and the staff. A deleted message
 * leaves the room's recent messages at once (sync/ownReplies.ts); the room's other users get the push.
 */
import { MSG_TYPE } from '../../protocol/enums';
import type { RoomJoinResult, RoomSendResult } from '../api';
import { putUsers } from '../db';
import { ask, checkId, defineCalls, profileOf, refusalOf } from './send';
import type { UserProfile } from './types';

/** Joining, sending to and leaving a live room, and moderation in it. */
export const roomCalls = defineCalls({
  /** Joins a live room (leaving the current one); it is joined again after every reconnect. */
  async joinRoom(hub, roomId: number): Promise<RoomJoinResult> {
    return hub.rooms.join(roomId);
  },

  /** Sends a message to the live room (not stored; 36 kicked, 38 muted, 39 no such room). */
  async sendRoom(
    hub,
    roomId: number,
    content: string,
    msgtype: number = MSG_TYPE.TEXT,
  ): Promise<RoomSendResult> {
    return hub.rooms.send(roomId, content, msgtype);
  },

  /** Leaves the current live room. */
  async leaveRoom(hub): Promise<void> {
    return hub.rooms.leave();
  },

  /** The room's admins (msg_chat_room_admin_list_req). */
  async roomAdmins(hub, roomId: number): Promise<UserProfile[]> {
    checkId('roomId', roomId);
    const reply = await ask(hub, 'msg_chat_room_admin_list_req', { roomkey: roomId });
    // A refusal (no such room) answers with the defaults and its result pushed after.
    if (reply.roomkey !== roomId) throw await refusalOf(hub, 'msg_chat_room_admin_list_req');
    await putUsers(hub.ctx.db, reply.users, hub.ctx.timers.now());
    return reply.users.map(profileOf);
  },

  /** Deletes a room message for everyone (msg_chat_room_del_msg_req). */
  async deleteRoomMessage(hub, roomId: number, msgno: number): Promise<void> {
    checkId('roomId', roomId);
    checkId('msgno', msgno);
    await ask(hub, 'msg_chat_room_del_msg_req', { roomkey: roomId, msgno });
  },

  /** Mutes a user in the room or not (msg_chat_room_forbid_req). */
  async muteRoomUser(hub, roomId: number, uid: number, on: boolean): Promise<void> {
    checkId('roomId', roomId);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_forbid_req', { roomkey: roomId, uid, is_set: on ? 1 : 0 });
  },

  /** Sends a user out of the room (msg_chat_room_kick_req). */
  async kickRoomUser(hub, roomId: number, uid: number): Promise<void> {
    checkId('roomId', roomId);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_kick_req', { roomkey: roomId, kickuid: uid });
  },

  /** Makes a user a room admin or not (msg_chat_room_set_admin_req). */
  async setRoomAdmin(hub, roomId: number, uid: number, on: boolean): Promise<void> {
    checkId('roomId', roomId);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_set_admin_req', { roomkey: roomId, uid, is_set: on ? 1 : 0 });
  },
});
