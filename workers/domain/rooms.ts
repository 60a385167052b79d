/**
 * Moderation in a live room (docs/messaging.md "Chat rooms"): the host, the room's admins and the
 * staff. A deleted message leaves the room's recent messages at once (sync/ownReplies.ts); the
 * room's other users get the push.
 */
import { putUsers } from '../db';
import { ask, checkId, type Implementation, profileOf, refusalOf } from './send';
import type { RoomCalls } from './types';

export const roomCalls: Implementation<RoomCalls> = {
  async roomAdmins(hub, roomkey) {
    checkId('roomkey', roomkey);
    const reply = await ask(hub, 'msg_chat_room_admin_list_req', { roomkey });
    // A refusal (no such room) answers with the defaults and its result pushed after.
    if (reply.roomkey !== roomkey) throw await refusalOf(hub, 'msg_chat_room_admin_list_req');
    await putUsers(hub.ctx.db, reply.users, hub.ctx.timers.now());
    return reply.users.map(profileOf);
  },

  async deleteRoomMessage(hub, roomkey, msgno) {
    checkId('roomkey', roomkey);
    checkId('msgno', msgno);
    await ask(hub, 'msg_chat_room_del_msg_req', { roomkey, msgno });
  },

  async muteRoomUser(hub, roomkey, uid, on) {
    checkId('roomkey', roomkey);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_forbid_req', { roomkey, uid, is_set: on ? 1 : 0 });
  },

  async kickRoomUser(hub, roomkey, uid) {
    checkId('roomkey', roomkey);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_kick_req', { roomkey, kickuid: uid });
  },

  async setRoomAdmin(hub, roomkey, uid, on) {
    checkId('roomkey', roomkey);
    checkId('uid', uid);
    await ask(hub, 'msg_chat_room_set_admin_req', { roomkey, uid, is_set: on ? 1 : 0 });
  },
};
