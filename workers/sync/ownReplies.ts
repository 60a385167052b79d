/**
 * Replies to this device's own requests that change what every tab shows. The server pushes such
 * a change to the user's other devices only (docs/messaging.md), so the hub applies its own reply
 * the way it applies those pushes: one table from request name to handler.
 */
import { RESULT } from '../../protocol/result';
import type { TabRequestName } from '../api';
import type { ReplyValue } from '../socket/messages';
import type { SyncEngine } from './engine';
import { cleared, PUSHES, screenshotSetting, snapSetting, withdraw } from './pushes';

type OwnHandler<N extends TabRequestName> = (sync: SyncEngine, reply: ReplyValue<N>) => Promise<void> | void;
type OwnTable = { [N in TabRequestName]?: OwnHandler<N> };

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
  msg_pin_chat_req: (sync, r) => PUSHES.msg_pin_chat_rep?.(sync, r),
  msg_set_snapchat_req: (sync, r) => snapSetting(sync, r, true),
  msg_set_screenshot_req: (sync, r) => screenshotSetting(sync, r, true),
};

/** Applies this device's own reply to `name` where it changes what the tabs show. */
export async function applyOwnReply<N extends TabRequestName>(
  sync: SyncEngine,
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
