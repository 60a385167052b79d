/**
 * What the hub does with each server push (docs/messaging.md): one table from message name to
 * handler. Adding a push means adding a line here and a function, nothing else.
 */
import { chatKeyToString, type MessageName, type MessageValue } from '../../protocol';
import { GROUP_OPER, HANDLE_APPLY, OPER, RED_TYPE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { ScoreAlert } from '../api';
import {
  applyWithdraw,
  chatRow,
  clearChat,
  contentText,
  markReadByMe,
  markReadByPeer,
  putFriendStates,
  putFriends,
  putUsers,
} from '../db';
import type { SyncEngine } from './engine';

type Handler<N extends MessageName> = (sync: SyncEngine, value: MessageValue<N>) => Promise<void> | void;
type PushTable = { [N in MessageName]?: Handler<N> };

/** Every push the hub acts on. Pushes not listed are logged at debug level and ignored. */
export const PUSHES: PushTable = {
  msg_send_private_msg_rep: (sync, v) => chatMessage(sync, v),
  msg_send_group_msg_rep: (sync, v) => chatMessage(sync, v),
  msg_get_msg_list_rep: (sync, v) => sync.offlinePage(v),
  msg_confirm_has_read_rep: (sync, v) => peerRead(sync, v),
  msg_withdraw_msg_rep: (sync, v) => withdraw(sync, v),
  msg_del_chat_msg_rep: (sync, v) => cleared(sync, v.chatkey, v.chatmsgno),
  msg_confirm_del_rep: (sync, v) => cleared(sync, v.chatkey, v.chatmsgno),
  msg_input_status_rep: (sync, v) =>
    sync.ctx.emit({ type: 'input-status', chatkey: chatKeyToString(v.chatkey), typing: v.is_input === 1 }),
  msg_mute_chat_rep: (sync, v) => {
    if (v.result === RESULT.SUCCESS)
      sync.ctx.emit({
        type: 'chat-pref',
        chatkey: chatKeyToString(v.chatkey),
        muted: v.opertype === OPER.ON,
      });
  },
  msg_pin_chat_rep: (sync, v) => {
    if (v.result !== RESULT.SUCCESS) return;
    const pinned = v.opertype === OPER.ON ? v.opertime || Math.floor(sync.ctx.timers.now() / 1000) : 0;
    sync.ctx.emit({ type: 'chat-pref', chatkey: chatKeyToString(v.chatkey), pinned });
  },
  msg_set_snapchat_rep: (sync, v) => snapSetting(sync, v, false),
  msg_set_screenshot_rep: (sync, v) => screenshotSetting(sync, v, false),
  msg_red_dot_notify: (sync, v) => redDot(sync, v),
  msg_group_list_notify: async (sync, v) => {
    await sync.groups.onGroupList(v.grouplist);
  },
  msg_group_oper_notify: (sync, v) => groupOper(sync, v),
  msg_add_friend_notify: async (sync, v) => {
    sync.friendApplies++;
    sync.ctx.emit({ type: 'friend-apply', uid: v.uid, pending: sync.friendApplies });
    await sync.emitUnread();
  },
  // Another device of this user handled an application: recount the pending ones; an accepted
  // one (or one accepted at once, without verification) brings a friend.
  msg_handle_friend_apply_rep: async (sync, v) => {
    await sync.refreshFriendApplies();
    if (v.result === RESULT.SUCCESS && v.handletype === HANDLE_APPLY.ACCEPT) sync.friendAdded(v.otheruid);
  },
  msg_friend_handled_notify: async (sync, v) => {
    await putFriends(sync.ctx.db, [v.friend_info], sync.ctx.timers.now());
    sync.ctx.emit({ type: 'friends-changed', uid: v.friend_info.uid, change: 'added' });
  },
  // The friend removed this user, or this user removed the friend on another device.
  msg_del_friend_rep: async (sync, v) => {
    if (v.result === RESULT.SUCCESS) await sync.friendRemoved(v.frienduid);
  },
  msg_friend_state_notify: async (sync, v) => {
    await putFriendStates(sync.ctx.db, v.flist);
    sync.ctx.emit({ type: 'friend-state', states: v.flist });
  },
  msg_user_data_notify: async (sync, v) => {
    sync.profile = v.base_data;
    await putUsers(sync.ctx.db, [v.base_data], sync.ctx.timers.now());
    sync.ctx.emit({ type: 'profile', user: v.base_data });
  },
  msg_login_elsewhere_notify: (sync, v) => sync.ctx.emit({ type: 'login-elsewhere', deviceid: v.deviceid }),
  msg_chat_room_msg_notify: (sync, v) => sync.rooms.onMessage(v.roomkey, v.msg_info),
  msg_chat_room_del_msg_rep: (sync, v) => sync.rooms.onDelete(v.roomkey, v.msgno),
  msg_chat_room_kick_rep: (sync, v) => {
    if (v.kickuid === sync.ctx.me && sync.rooms.current !== null) sync.rooms.onKicked(sync.rooms.current);
  },
  msg_server_msgbox_notify: (sync, v) => serverMessage(sync, contentText(v.content)),
  msg_oper_result_notify: (sync, v) => operResult(sync, v),
};

async function chatMessage(sync: SyncEngine, v: MessageValue<'msg_send_private_msg_rep'>): Promise<void> {
  if (v.msg_info.chatmsgno > 0) await sync.ctx.ingest([chatRow(v.msg_info)]);
}

async function peerRead(sync: SyncEngine, v: MessageValue<'msg_confirm_has_read_rep'>): Promise<void> {
  const upto = Math.max(0, ...v.chatmsgno_list);
  if (upto === 0) return;
  const chatkey = chatKeyToString(v.chatkey);
  await markReadByPeer(sync.ctx.db, chatkey, upto);
  sync.ctx.emit({ type: 'read', chatkey, upto, by: 'peer' });
}

export async function withdraw(sync: SyncEngine, v: MessageValue<'msg_withdraw_msg_rep'>): Promise<void> {
  const chatkey = chatKeyToString(v.chatkey);
  await applyWithdraw(sync.ctx.db, chatkey, v.chatmsgno);
  sync.ctx.emit({ type: 'withdraw', chatkey, chatmsgno: v.chatmsgno });
}

/** A private chat's self-destruct time changed (`own`: this device asked). */
export function snapSetting(sync: SyncEngine, v: MessageValue<'msg_set_snapchat_rep'>, own: boolean): void {
  if (v.result !== RESULT.SUCCESS) return;
  sync.ctx.emit({
    type: 'chat-setting',
    chatkey: chatKeyToString(v.chatkey),
    snaptime: v.snaptime,
    by: 0,
    own,
  });
}

/** A private chat's screenshot notice changed (`own`: this device asked). */
export function screenshotSetting(
  sync: SyncEngine,
  v: MessageValue<'msg_set_screenshot_rep'>,
  own: boolean,
): void {
  if (v.result !== RESULT.SUCCESS) return;
  sync.ctx.emit({
    type: 'chat-setting',
    chatkey: chatKeyToString(v.chatkey),
    screenshot: v.screenshot === 1,
    by: v.uid,
    own,
  });
}

export async function cleared(sync: SyncEngine, key: bigint, upto: number): Promise<void> {
  const chatkey = chatKeyToString(key);
  if (upto > 0) await clearChat(sync.ctx.db, chatkey, upto);
  sync.ctx.emit({ type: 'chat-cleared', chatkey, upto });
  await sync.emitUnread();
}

async function redDot(sync: SyncEngine, v: MessageValue<'msg_red_dot_notify'>): Promise<void> {
  const red = v.red;
  if (red.redtype === RED_TYPE.FRIEND_APPLY) {
    sync.friendApplies = red.unread_apply_num;
    sync.ctx.emit({ type: 'friend-apply', uid: red.uid, pending: red.unread_apply_num });
    await sync.emitUnread();
  } else if (red.redtype === RED_TYPE.READ_ELSEWHERE) {
    const upto = Number.parseInt(contentText(red.content), 10);
    if (!Number.isInteger(upto) || upto <= 0) {
      sync.ctx.log.warn(`red dot 4 with a bad read position: ${contentText(red.content)}`);
      return;
    }
    const chatkey = chatKeyToString(red.chatkey);
    if (await markReadByMe(sync.ctx.db, chatkey, upto)) {
      sync.ctx.emit({ type: 'read', chatkey, upto, by: 'me' });
      await sync.emitUnread();
    }
  } else if (red.redtype === RED_TYPE.GROUP_NOTICE) {
    sync.ctx.emit({ type: 'group-notice', groupkey: Number(red.chatkey) });
  }
  // Red dots 1 and 2 (new private / group message) accompany the message push itself.
}

async function groupOper(sync: SyncEngine, v: MessageValue<'msg_group_oper_notify'>): Promise<void> {
  sync.ctx.emit({ type: 'group-change', groupkey: v.groupkey, opertype: v.opertype });
  if (v.opertype === GROUP_OPER.DISMISSED || v.opertype === GROUP_OPER.YOU_WERE_REMOVED) {
    await sync.groups.forget(v.groupkey);
  }
}

/**
 * A join request for a group this user approves (docs/messaging.md "Groups": result 14 with
 * `{groupkey, uids, inviter}`); other operation results answer this device's own requests, whose
 * replies already carry them.
 */
function operResult(sync: SyncEngine, v: MessageValue<'msg_oper_result_notify'>): void {
  if (v.result !== RESULT.GROUP_NEEDS_VERIFY) return;
  const request = parseJoinRequest(contentText(v.content));
  if (!request) {
    sync.ctx.log.warn(`a join request push without its group: ${contentText(v.content)}`);
    return;
  }
  sync.ctx.emit({ type: 'group-join-request', ...request });
}

/** `{groupkey, uids, inviter}` of a join request push, or undefined when malformed. */
function parseJoinRequest(text: string): { groupkey: number; uids: number[]; inviter: number } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { groupkey, uids, inviter } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(groupkey) || !Array.isArray(uids)) return undefined;
  const list = uids.filter((u): u is number => Number.isSafeInteger(u));
  return {
    groupkey: groupkey as number,
    uids: list,
    inviter: Number.isSafeInteger(inviter) ? (inviter as number) : 0,
  };
}

const SCORE_FIELDS = ['home_name', 'away_name', 'home_score', 'away_score'] as const;

function serverMessage(sync: SyncEngine, text: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // NOTE: the spec names a popup score alert but no message for it; the server sends it in the
  // message box as JSON with the alert's fields, anything else there is a plain notice.
  if (parsed && typeof parsed === 'object' && SCORE_FIELDS.every((f) => f in parsed)) {
    const a = parsed as Record<string, unknown>;
    const alert: ScoreAlert = {
      home_name: String(a.home_name),
      away_name: String(a.away_name),
      home_score: Number(a.home_score),
      away_score: Number(a.away_score),
      position: Number(a.position ?? 0),
      title: String(a.title ?? ''),
      time: typeof a.time === 'string' ? a.time : Number(a.time ?? 0),
      match_id: Number(a.match_id ?? 0),
      type_id: Number(a.type_id ?? 0),
    };
    sync.ctx.emit({ type: 'score-alert', alert });
    return;
  }
  sync.ctx.emit({ type: 'server-notice', content: text });
}
