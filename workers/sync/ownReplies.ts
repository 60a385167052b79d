/**
 * Replies to this device's own requests that change what every tab shows. The server pushes such
 * a change to the user's other devices only (docs/messaging.md), so the hub applies its own reply
 * the way it applies those pushes: one table from request name to handler.
 */
import { RESULT } from '../../protocol/result';
import type { ReplyValue, RequestName } from '../socket/messages';
import type { PagedRequest } from '../socket/paging';
import { cleared, mutedList, PUSHES, screenshotSetting, snapSetting, withdraw } from './pushes';
import type { PushTarget } from './target';

/** Requests the hub makes in its own course (the session, the sync, the outbox, the room). */
type HubOwnedRequest =
  | 'msg_heart_test'
  | 'msg_login_req'
  | 'msg_h5_login_req'
  | 'msg_pc_login_req'
  | 'msg_offline_data_req'
  | 'msg_voice_call_state_req'
  | 'msg_send_private_msg_req'
  | 'msg_send_group_msg_req'
  | 'msg_join_chat_room_req'
  | 'msg_quit_chat_room_req';

/**
 * The requests a domain call (`domain/`) sends with a single reply; lists answered in pages go
 * through the socket's `requestAll` instead (a single reply would be their first page only).
 */
export type OwnRequest = Exclude<RequestName, HubOwnedRequest | PagedRequest>;

type OwnHandler<N extends OwnRequest> = (sync: PushTarget, reply: ReplyValue<N>) => Promise<void> | void;
type OwnTable = { [N in OwnRequest]?: OwnHandler<N> };

export const OWN_REPLIES: OwnTable = {
  // The same as the pushes to the user's other devices: the Friend tab badge drops at once, an
  // accepted applicant becomes a friend, a removed friend goes.
  msg_handle_friend_apply_req: (sync, r) => PUSHES.msg_handle_friend_apply_rep?.(sync, r),
  msg_del_friend_req: (sync, r) => PUSHES.msg_del_friend_rep?.(sync, r),
  msg_chat_room_del_msg_req: (sync, r) => {
    if (r.result === RESULT.SUCCESS) sync.rooms.onDelete(r.roomkey, r.msgno);
  },
  // NOTE: a refused withdraw answers without the echo (chatmsgno 0).
  msg_withdraw_msg_req: async (sync, r) => {
    if (r.chatmsgno > 0) await withdraw(sync, r);
  },
  msg_del_chat_msg_req: async (sync, r) => {
    if (r.result === RESULT.SUCCESS) await cleared(sync, r.chatkey, r.chatmsgno);
  },
  msg_confirm_del_req: async (sync, r) => {
    if (r.result === RESULT.SUCCESS) await cleared(sync, r.chatkey, r.chatmsgno);
  },
  msg_mute_chat_req: (sync, r) => PUSHES.msg_mute_chat_rep?.(sync, r),
  // A tab asked for the mute list: the hub's copy (and the shown unread figure) takes it too.
  msg_mute_list_req: (sync, r) => mutedList(sync, r),
  msg_pin_chat_req: (sync, r) => PUSHES.msg_pin_chat_rep?.(sync, r),
  msg_set_snapchat_req: (sync, r) => snapSetting(sync, r, true),
  msg_set_screenshot_req: (sync, r) => screenshotSetting(sync, r, true),
  msg_set_name_req: (sync, r) => PUSHES.msg_set_name_rep?.(sync, r),
  msg_set_headurl_req: (sync, r) => PUSHES.msg_set_headurl_rep?.(sync, r),
  msg_set_sign_req: (sync, r) => PUSHES.msg_set_sign_rep?.(sync, r),
};

/** Applies this device's own reply to `name` where it changes what the tabs show. */
export async function applyOwnReply<N extends OwnRequest>(
  sync: PushTarget,
  name: N,
  reply: ReplyValue<N>,
): Promise<void> {
  const handler = OWN_REPLIES[name] as OwnHandler<N> | undefined;
  if (!handler) return;
  // NOTE: the server has done what was asked; a local failure to show it is logged, not reported
  // to the tab as a failed request.
  try {
    await handler(sync, reply);
  } catch (error) {
    sync.ctx.log.warn(`applying the reply to ${name} failed`, error);
  }
}
