import { encodeMessage } from '../../protocol/codec';
import { OPER } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { latestChatmsgno } from '../chat/messages';
import { SNAPTIME_MAX } from '../chat/snap';
import {
  clearUpto,
  countFlagged,
  getState,
  listFlagged,
  markRead,
  setMuted,
  setPinned,
  setScreenshot,
  setSnaptime,
} from '../chat/state';
import { Refusal } from '../refusal';
import { checkRange, MAX_NO, partyOf, privateOnly, toMyOtherDevices, toPeerAndMe } from './chatCommon';
import { unixSeconds } from './login';
import type { Handler, HandlerTable } from './types';

/**
 * Most chats one user may have muted, or pinned, at once. Each list is one reply without paging
 * fields; 1,000 entries of at most 19 bytes stay far under the 65,535-byte frame.
 */
export const FLAGGED_MAX = 1000;

/**
 * msg_del_chat_msg_req: deletes the chat's history for the asker only, up to its newest message
 * (which also counts as read); the asker's other devices get the reply as a push.
 */
const deleteChat: Handler<'msg_del_chat_msg_req'> = async (ctx, req) => {
  const party = await partyOf(ctx, req.chatkey);
  const latest = await latestChatmsgno(ctx.db, party.chatkey);
  const cleared = await clearUpto(ctx.db, ctx.conn.uid, party.chatkey, latest);
  if (latest > 0) await markRead(ctx.db, ctx.conn.uid, party.chatkey, latest, ctx.now());
  const reply = { result: RESULT.SUCCESS, chatkey: req.chatkey, chatmsgno: cleared, uid: ctx.conn.uid };
  ctx.afterReply(() => toMyOtherDevices(ctx, encodeMessage(0, 'msg_del_chat_msg_rep', reply)));
  return reply;
};

/** msg_confirm_del_req: deletes the history for the asker up to `chatmsgno` (capped at the newest). */
const confirmDelete: Handler<'msg_confirm_del_req'> = async (ctx, req) => {
  checkRange(req.chatmsgno, 1, MAX_NO, 'chatmsgno');
  const party = await partyOf(ctx, req.chatkey);
  const upto = Math.min(req.chatmsgno, await latestChatmsgno(ctx.db, party.chatkey));
  const cleared = await clearUpto(ctx.db, ctx.conn.uid, party.chatkey, upto);
  const reply = { result: RESULT.SUCCESS, chatkey: req.chatkey, chatmsgno: cleared };
  ctx.afterReply(() => toMyOtherDevices(ctx, encodeMessage(0, 'msg_confirm_del_rep', reply)));
  return reply;
};

/** Refuses turning a flag on when the user already has {@link FLAGGED_MAX} chats flagged so. */
async function checkRoom(
  ctx: Parameters<Handler<'msg_mute_chat_req'>>[0],
  flag: 'muted' | 'pinned',
  already: boolean,
): Promise<void> {
  if (already) return;
  if ((await countFlagged(ctx.db, ctx.conn.uid, flag)) >= FLAGGED_MAX) {
    throw new Refusal('result', RESULT.FAIL, `at most ${FLAGGED_MAX} chats can be ${flag}`);
  }
}

/** msg_mute_chat_req: `opertype` 1 mutes the chat's notifications for the asker, 0 unmutes. */
const muteChat: Handler<'msg_mute_chat_req'> = async (ctx, req) => {
  checkRange(req.opertype, OPER.OFF, OPER.ON, 'opertype');
  const party = await partyOf(ctx, req.chatkey);
  const on = req.opertype === OPER.ON;
  if (on) await checkRoom(ctx, 'muted', (await getState(ctx.db, ctx.conn.uid, party.chatkey)).muted);
  await setMuted(ctx.db, ctx.conn.uid, party.chatkey, on, ctx.now());
  const reply = { chatkey: req.chatkey, opertype: req.opertype, result: RESULT.SUCCESS };
  ctx.afterReply(() => toMyOtherDevices(ctx, encodeMessage(0, 'msg_mute_chat_rep', reply)));
  return reply;
};

/** msg_pin_chat_req: `opertype` 1 pins the chat for the asker (recording when), 0 unpins. */
const pinChat: Handler<'msg_pin_chat_req'> = async (ctx, req) => {
  checkRange(req.opertype, OPER.OFF, OPER.ON, 'opertype');
  const party = await partyOf(ctx, req.chatkey);
  const on = req.opertype === OPER.ON;
  const now = ctx.now();
  if (on) await checkRoom(ctx, 'pinned', (await getState(ctx.db, ctx.conn.uid, party.chatkey)).pinned);
  await setPinned(ctx.db, ctx.conn.uid, party.chatkey, on, now);
  const reply = {
    chatkey: req.chatkey,
    opertype: req.opertype,
    result: RESULT.SUCCESS,
    opertime: on ? unixSeconds(now) : 0,
  };
  ctx.afterReply(() => toMyOtherDevices(ctx, encodeMessage(0, 'msg_pin_chat_rep', reply)));
  return reply;
};

/** msg_mute_list_req: the asker's muted chats, most recently muted first. */
const muteList: Handler<'msg_mute_list_req'> = async (ctx) => {
  const rows = await listFlagged(ctx.db, ctx.conn.uid, 'muted', FLAGGED_MAX);
  return { chatkeys: rows.map((r) => ({ chatkey: r.chatkey, opertime: unixSeconds(r.at) })) };
};

/** msg_pin_list_req: the asker's pinned chats with when each was pinned, most recent first. */
const pinList: Handler<'msg_pin_list_req'> = async (ctx) => {
  const rows = await listFlagged(ctx.db, ctx.conn.uid, 'pinned', FLAGGED_MAX);
  return { chatkeys: rows.map((r) => ({ chatkey: r.chatkey, opertime: unixSeconds(r.at) })) };
};

/**
 * msg_set_snapchat_req: a private chat's self-destruct time in seconds (0 off, at most a week),
 * shared by both sides; both sides' devices get the reply as a push.
 */
const setSnapchat: Handler<'msg_set_snapchat_req'> = async (ctx, req) => {
  checkRange(req.snaptime, 0, SNAPTIME_MAX, 'snaptime');
  const party = privateOnly(await partyOf(ctx, req.chatkey), 'self-destruct');
  await setSnaptime(ctx.db, party.chatkey, [ctx.conn.uid, party.peer], req.snaptime, ctx.now());
  const reply = { result: RESULT.SUCCESS, chatkey: req.chatkey, snaptime: req.snaptime };
  ctx.afterReply(() => toPeerAndMe(ctx, party.peer, encodeMessage(0, 'msg_set_snapchat_rep', reply)));
  return reply;
};

/**
 * msg_snap_list_req: the asker's chats with a self-destruct time, most recently set first.
 * NOTE: the other side may set it too, so the list is not capped by refusing; past
 * {@link FLAGGED_MAX} only the most recent are listed (one frame).
 */
const snapList: Handler<'msg_snap_list_req'> = async (ctx) => {
  const rows = await listFlagged(ctx.db, ctx.conn.uid, 'snap', FLAGGED_MAX);
  return { snaplist: rows.map((r) => ({ chatkey: r.chatkey, snaptime: r.snaptime })) };
};

/** msg_get_screenshot_req: a private chat's screenshot flag. */
const getScreenshot: Handler<'msg_get_screenshot_req'> = async (ctx, req) => {
  const party = privateOnly(await partyOf(ctx, req.chatkey), 'the screenshot setting');
  const state = await getState(ctx.db, ctx.conn.uid, party.chatkey);
  return { chatkey: req.chatkey, screenshot: state.screenshot };
};

/** msg_set_screenshot_req: sets a private chat's screenshot flag (0 or 1) for both sides, who get the reply. */
const setScreenshotFlag: Handler<'msg_set_screenshot_req'> = async (ctx, req) => {
  checkRange(req.flag, 0, 1, 'flag');
  const party = privateOnly(await partyOf(ctx, req.chatkey), 'the screenshot setting');
  await setScreenshot(ctx.db, party.chatkey, [ctx.conn.uid, party.peer], req.flag);
  const reply = { result: RESULT.SUCCESS, chatkey: req.chatkey, screenshot: req.flag, uid: ctx.conn.uid };
  ctx.afterReply(() => toPeerAndMe(ctx, party.peer, encodeMessage(0, 'msg_set_screenshot_rep', reply)));
  return reply;
};

/** Delete, mute and pin, self-destruct and screenshot (spec 001 §7 areas 1061-1072, 1145-1152). */
export const CHAT_MANAGE_HANDLERS: HandlerTable = {
  msg_del_chat_msg_req: deleteChat,
  msg_confirm_del_req: confirmDelete,
  msg_mute_chat_req: muteChat,
  msg_pin_chat_req: pinChat,
  msg_mute_list_req: muteList,
  msg_pin_list_req: pinList,
  msg_set_snapchat_req: setSnapchat,
  msg_snap_list_req: snapList,
  msg_get_screenshot_req: getScreenshot,
  msg_set_screenshot_req: setScreenshotFlag,
};
