/**
 * What the hub does with each server push (docs/messaging.md): one table from message name to
 * handler. Adding a push means adding a line here and a function, nothing else.
 */
import { chatKeyToString, type MessageName, type MessageValue, type net } from '../../protocol';
import { parseJoinRequest } from '../../protocol/content';
import { parseWentLive } from '../../protocol/mainApiLive';
import {
  CALL_TYPE,
  type CallSignal,
  GROUP_OPER,
  HANDLE_APPLY,
  MEDIA_STATE,
  OPER,
  RED_TYPE,
} from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { ExchangeRate, ScoreAlert } from '../api';
import {
  applyWithdraw,
  clearChat,
  contentText,
  markReadByMe,
  markReadByPeer,
  putFriendStates,
  putFriends,
  putMuted,
  putUsers,
  replaceMuted,
  setGroupNickname,
} from '../db';
import type { PushTarget } from './target';

type Handler<N extends MessageName> = (sync: PushTarget, value: MessageValue<N>) => Promise<void> | void;
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
  msg_mute_chat_rep: (sync, v) => muteChanged(sync, v),
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
  // A new application: the list is fetched into imapply, which recounts the pending ones.
  msg_add_friend_notify: async (sync, v) => {
    await sync.refreshFriendApplies();
    sync.ctx.emit({ type: 'friend-apply', uid: v.uid, pending: sync.friendApplies });
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
  // A member of one of this user's groups set their nickname there (this device's own reply too).
  msg_set_group_nickname_rep: async (sync, v) => {
    if (v.uid > 0) await setGroupNickname(sync.ctx.db, v.groupkey, v.uid, v.nickname);
  },
  // This user changed their profile on another device (this device's own reply too).
  msg_set_name_rep: (sync, v) => ownProfileChanged(sync, v.result, { nickname: v.name }),
  msg_set_headurl_rep: (sync, v) => ownProfileChanged(sync, v.result, { headurl: v.headurl }),
  msg_set_sign_rep: (sync, v) => ownProfileChanged(sync, v.result, { sign: v.sign }),
  msg_user_data_notify: async (sync, v) => {
    // NOTE: only the money area's pushes carry the wallet (the login's own push has none): a push
    // without one leaves the last wallet as it was.
    if (v.base_data.coin_list.length > 0) {
      sync.wallet = v.base_data.coin_list;
      sync.ctx.emit({ type: 'wallet', coins: v.base_data.coin_list });
    }
    sync.profile = v.base_data;
    await putUsers(sync.ctx.db, [v.base_data], sync.ctx.timers.now());
    sync.ctx.emit({ type: 'profile', user: v.base_data });
  },
  // The whole list of the platform's exchange rates: after login, and whenever staff set one.
  msg_rate_notify: (sync, v) => {
    sync.rates = v.ratelist.map(exchangeRate);
    sync.ctx.emit({ type: 'rates', rates: sync.rates.map(copyRate) });
  },
  // A new order on one of this user's offers (its type-13 message arrives in the private chat too).
  msg_new_order_notify: (sync, v) => sync.ctx.emit({ type: 'market-order', orderid: v.orderid, uid: v.uid }),
  msg_login_elsewhere_notify: (sync, v) => sync.ctx.emit({ type: 'login-elsewhere', deviceid: v.deviceid }),
  msg_chat_room_msg_notify: (sync, v) => sync.rooms.onMessage(v.roomkey, v.msg_info),
  msg_chat_room_usercnt_notify: (sync, v) => sync.rooms.onCount(v.roomkey, v.usercnt),
  msg_chat_room_del_msg_rep: (sync, v) => sync.rooms.onDelete(v.roomkey, v.msgno),
  msg_chat_room_kick_rep: (sync, v) => {
    if (v.kickuid === sync.ctx.me && sync.rooms.current !== null) sync.rooms.onKicked(sync.rooms.current);
  },
  msg_server_msgbox_notify: (sync, v) => serverMessage(sync, contentText(v.content)),
  msg_oper_result_notify: (sync, v) => operResult(sync, v),
  msg_voice_call_notify: (sync, v) => callState(sync, v),
  msg_voice_data_notify: (sync, v) => callSignal(sync, v),
  msg_group_voice_call_notify: (sync, v) =>
    sync.ctx.emit({ type: 'group-call', groupkey: v.groupkey, from: v.uid, token: v.token }),
  msg_group_voice_state_notify: (sync, v) =>
    sync.ctx.emit({
      type: 'group-call-state',
      groupkey: v.groupkey,
      members: v.users.map((u) => ({
        uid: u.uid,
        mic: u.voicestate === MEDIA_STATE.ON,
        camera: u.videostate === MEDIA_STATE.ON,
      })),
    }),
};

/** A rate as the tabs see it (the wire's crate, trate, drate and their selling twins, named). */
function exchangeRate(r: net.rate_info): ExchangeRate {
  return {
    cointype: r.cointype,
    outcointype: r.outcointype,
    buy: { reference: r.crate, high: r.trate, low: r.drate },
    sell: { reference: r.crate1, high: r.trate1, low: r.drate1 },
  };
}

/** A copy of a rate, so no tab's copy is the hub's own. */
export function copyRate(r: ExchangeRate): ExchangeRate {
  return { ...r, buy: { ...r.buy }, sell: { ...r.sell } };
}

/**
 * This user's profile changed (`result` 1): imuser takes the new value and, once the hub has the
 * whole profile (pushed at login), so does its copy and the tabs get the `profile` event.
 */
export async function ownProfileChanged(
  sync: PushTarget,
  result: number,
  patch: Partial<Pick<net.base_info, 'nickname' | 'headurl' | 'sign'>>,
): Promise<void> {
  if (result !== RESULT.SUCCESS) return;
  const { db, me, timers } = sync.ctx;
  if (!sync.profile) {
    await db.imuser.update(me, patch);
    return;
  }
  sync.profile = { ...sync.profile, ...patch };
  await putUsers(db, [sync.profile], timers.now());
  sync.ctx.emit({ type: 'profile', user: sync.profile });
}

async function chatMessage(sync: PushTarget, v: MessageValue<'msg_send_private_msg_rep'>): Promise<void> {
  await sync.livePush(v.msg_info);
}

async function peerRead(sync: PushTarget, v: MessageValue<'msg_confirm_has_read_rep'>): Promise<void> {
  const upto = Math.max(0, ...v.chatmsgno_list);
  if (upto === 0) return;
  const chatkey = chatKeyToString(v.chatkey);
  await markReadByPeer(sync.ctx.db, chatkey, upto);
  sync.ctx.emit({ type: 'read', chatkey, upto, by: 'peer' });
}

export async function withdraw(sync: PushTarget, v: MessageValue<'msg_withdraw_msg_rep'>): Promise<void> {
  const chatkey = chatKeyToString(v.chatkey);
  await applyWithdraw(sync.ctx.db, chatkey, v.chatmsgno);
  sync.ctx.emit({ type: 'withdraw', chatkey, chatmsgno: v.chatmsgno });
}

/** A private chat's self-destruct time changed (`own`: this device asked). */
export function snapSetting(sync: PushTarget, v: MessageValue<'msg_set_snapchat_rep'>, own: boolean): void {
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
  sync: PushTarget,
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

/**
 * A chat was muted or unmuted (on another device, or by this device's own request): the stored
 * mute list and the shown unread figure change at once, and the tabs hear of it.
 */
async function muteChanged(sync: PushTarget, v: MessageValue<'msg_mute_chat_rep'>): Promise<void> {
  if (v.result !== RESULT.SUCCESS) return;
  const chatkey = chatKeyToString(v.chatkey);
  const muted = v.opertype === OPER.ON;
  await putMuted(sync.ctx.db, chatkey, muted, Math.floor(sync.ctx.timers.now() / 1000));
  sync.ctx.emit({ type: 'chat-pref', chatkey, muted });
  await sync.emitUnread();
}

/**
 * The server's whole mute list (fetched after each login, or asked by a tab): it replaces the
 * stored one, and the shown unread figure follows.
 */
export async function mutedList(sync: PushTarget, v: MessageValue<'msg_mute_list_rep'>): Promise<void> {
  await replaceMuted(
    sync.ctx.db,
    v.chatkeys.map((c) => ({ chatkey: chatKeyToString(c.chatkey), time: c.opertime })),
  );
  await sync.emitUnread();
}

export async function cleared(sync: PushTarget, key: bigint, upto: number): Promise<void> {
  const chatkey = chatKeyToString(key);
  if (upto > 0) await clearChat(sync.ctx.db, chatkey, upto);
  sync.ctx.emit({ type: 'chat-cleared', chatkey, upto });
  await sync.emitUnread();
}

async function redDot(sync: PushTarget, v: MessageValue<'msg_red_dot_notify'>): Promise<void> {
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

async function groupOper(sync: PushTarget, v: MessageValue<'msg_group_oper_notify'>): Promise<void> {
  sync.ctx.emit({ type: 'group-change', groupkey: v.groupkey, opertype: v.opertype });
  if (v.opertype === GROUP_OPER.DISMISSED || v.opertype === GROUP_OPER.YOU_WERE_REMOVED) {
    await sync.groups.forget(v.groupkey);
  }
}

/**
 * The result of a refused request whose reply has no `result` (its call waits for it), or a join
 * request for a group this user approves (docs/messaging.md "Groups": result 14 with
 * `{groupkey, uids, inviter}`).
 */
function operResult(sync: PushTarget, v: MessageValue<'msg_oper_result_notify'>): void {
  sync.operResults.record(v.optype, v.result);
  if (v.result !== RESULT.GROUP_NEEDS_VERIFY) return;
  const request = parseJoinRequest(contentText(v.content));
  if (!request) {
    sync.ctx.log.warn(`a join request push without its group: ${contentText(v.content)}`);
    return;
  }
  sync.ctx.emit({ type: 'group-join-request', ...request });
}

const SCORE_FIELDS = ['home_name', 'away_name', 'home_score', 'away_score'] as const;

function serverMessage(sync: PushTarget, text: string): void {
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
      ...(Number.isInteger(a.status_id) ? { status_id: a.status_id as number } : {}),
    };
    sync.ctx.emit({ type: 'score-alert', alert });
    return;
  }
  // NOTE: a followed host went live (server/live/notify.ts): data, worded by the app in its language.
  const wentLive = parseWentLive(parsed);
  if (wentLive) {
    sync.ctx.emit({ type: 'went-live', notice: wentLive });
    return;
  }
  sync.ctx.emit({ type: 'server-notice', content: text });
}

/**
 * A private call's state, for the tabs; the hub keeps the one ringing this user (`ringingCall`)
 * and those going on (sync/calls.ts).
 */
function callState(sync: PushTarget, v: MessageValue<'msg_voice_call_notify'>): void {
  const outgoing = v.srcuid === sync.ctx.me;
  sync.privateCalls.pushed({
    token: v.token,
    chatkey: chatKeyToString(v.chatkey),
    peer: outgoing ? v.destuid : v.srcuid,
    outgoing,
    video: v.calltype === CALL_TYPE.VIDEO,
    state: v.state,
  });
}

const signalText = new TextDecoder();

/** A signalling message for the tab holding the call; one that does not parse is dropped. */
function callSignal(sync: PushTarget, v: MessageValue<'msg_voice_data_notify'>): void {
  let signal: CallSignal;
  try {
    signal = JSON.parse(signalText.decode(v.voice_data)) as CallSignal;
  } catch (error) {
    sync.ctx.log.warn('a call signal that is not JSON', error);
    return;
  }
  sync.ctx.emit({ type: 'call-signal', chatkey: chatKeyToString(v.chatkey), from: v.srcuid, signal });
}
