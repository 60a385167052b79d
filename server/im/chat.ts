import { encodeMessage } from '../../protocol/codec';
import { ADMIN_PERM, MSG_TYPE } from '../../protocol/enums';
import { RED_TYPE, WITHDRAW_WINDOW_MS } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import type { ChatParty } from '../chat/access';
import {
  getMessage,
  latestChatmsgno,
  listMessages,
  PAGE_SIZE,
  sentAtOf,
  toChatMsg,
  updateMessage,
} from '../chat/messages';
import { fitPage } from '../chat/paging';
import { privateMessageFrame, sendPrivateMessage } from '../chat/private';
import { startSnapClocks } from '../chat/snap';
import { getState, markRead, othersReadUpto, unreadCount } from '../chat/state';
import { can } from '../groups/access';
import { privatePlace, redPacketAttachment } from '../money/redPackets';
import { webPushOf } from '../push';
import { pushPrivateMessage } from '../push/notify';
import { Refusal } from '../refusal';
import { refuseWhileChatOff } from '../rooms/limits';
import {
  checkRange,
  MAX_NO,
  partyOf,
  privateOnly,
  toEveryoneInChat,
  toMyOtherDevices,
  toPeerAndMe,
} from './chatCommon';
import { pushWallets } from './money';
import type { Handler, HandlerTable, ImContext } from './types';

/**
 * msg_send_private_msg_req: the stored message (with its chatmsgno) in the reply, and the same as a
 * push to the receiver's devices and the sender's other devices. A resend of a stored clientkey is
 * answered with the stored message, which is pushed again (its first push may have been lost).
 */
const sendPrivate: Handler<'msg_send_private_msg_req'> = async (ctx, req) => {
  await refuseWhileChatOff(ctx.db, ctx.now());
  const uid = ctx.conn.uid;
  const redPacket = req.msg_type === MSG_TYPE.RED_BAG;
  const attachment = redPacket
    ? redPacketAttachment({
        uid,
        content: req.content,
        place: privatePlace(uid, req.recvuid),
        authcode: req.authcode,
        now: ctx.now(),
      })
    : undefined;
  const { message, duplicate } = await sendPrivateMessage(ctx.db, uid, req, ctx.now(), attachment);
  // NOTE: a resend is pushed again: the node that stored the first send may have died before it
  // pushed, and the receivers' stores take a message they have once only (issue 23).
  ctx.afterReply(async () => {
    await toPeerAndMe(ctx, req.recvuid, privateMessageFrame(message));
    if (redPacket && !duplicate) await pushWallets(ctx, [uid]);
    const push = webPushOf(ctx.db);
    if (push && !duplicate) await pushPrivateMessage(push, ctx.db, req.recvuid, message, req.nopush);
  });
  return { result: RESULT.SUCCESS, msg_info: toChatMsg(message) };
};

/**
 * msg_get_msg_list_req: up to 20 messages below `chatmsgno` (0 = the newest), above the asker's
 * cleared position, ascending, cut to fit one frame; `hasred` the asker's unread count and
 * `readversion` the highest position another party has read.
 */
const getMsgList: Handler<'msg_get_msg_list_req'> = async (ctx, req) => {
  checkRange(req.chatmsgno, 0, MAX_NO, 'chatmsgno');
  const party = await partyOf(ctx, req.chatkey);
  return listReply(ctx, party, ctx.conn.uid, req.chatmsgno);
};

/** A history page of a chat as `uid` sees it (also the offline-data push). */
export async function listReply(ctx: Pick<ImContext, 'db'>, party: ChatParty, uid: number, before: number) {
  const state = await getState(ctx.db, uid, party.chatkey);
  const page = await listMessages(ctx.db, party.chatkey, before, PAGE_SIZE, state.clearedUpto);
  return {
    msg_list: fitPage(page).map(toChatMsg),
    hasred: await unreadCount(ctx.db, uid, party.chatkey, state),
    readversion: await othersReadUpto(ctx.db, party.chatkey, uid),
  };
}

/**
 * Moves the asker's read position to `upto` (capped at the newest message). When it moves: in a
 * private chat the peer gets msg_confirm_has_read_rep ("read up to") and the self-destruct clocks of
 * the messages just read start; the asker's other devices get red dot 4 with the position.
 */
async function applyRead(ctx: ImContext, party: ChatParty, upto: number): Promise<void> {
  const target = Math.min(upto, await latestChatmsgno(ctx.db, party.chatkey));
  if (target <= 0) return;
  const { moved, readUpto } = await markRead(ctx.db, ctx.conn.uid, party.chatkey, target, ctx.now());
  if (!moved) return;
  const { chatkey } = party;
  if (party.kind === 'private') await startSnapClocks(ctx.db, chatkey, ctx.conn.uid, readUpto, ctx.now());
  ctx.afterReply(async () => {
    const red = {
      redtype: RED_TYPE.READ_ELSEWHERE,
      chatkey,
      uid: ctx.conn.uid,
      content: utf8(String(readUpto)),
    };
    const pushes = [toMyOtherDevices(ctx, encodeMessage(0, 'msg_red_dot_notify', { red }))];
    if (party.kind === 'private') {
      const receipt = { chatkey, chatmsgno_list: [readUpto], result: RESULT.SUCCESS };
      pushes.push(
        ctx.registry.deliverToUser(party.peer, encodeMessage(0, 'msg_confirm_has_read_rep', receipt)),
      );
    }
    await Promise.all(pushes);
  });
}

const encoder = new TextEncoder();
function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** msg_confirm_read_req: the asker read the chat up to `chatmsgno`. */
const confirmRead: Handler<'msg_confirm_read_req'> = async (ctx, req) => {
  checkRange(req.chatmsgno, 1, MAX_NO, 'chatmsgno');
  await applyRead(ctx, await partyOf(ctx, req.chatkey), req.chatmsgno);
  return { result: RESULT.SUCCESS };
};

/** msg_confirm_has_read_req: these messages were read (the read position becomes their highest). */
const confirmHasRead: Handler<'msg_confirm_has_read_req'> = async (ctx, req) => {
  if (req.chatmsgno_list.length === 0) throw new Refusal('result', RESULT.FAIL, 'chatmsgno_list is empty');
  for (const no of req.chatmsgno_list) checkRange(no, 1, MAX_NO, 'chatmsgno');
  await applyRead(ctx, await partyOf(ctx, req.chatkey), Math.max(...req.chatmsgno_list));
  return { result: RESULT.SUCCESS, chatkey: req.chatkey, chatmsgno_list: req.chatmsgno_list };
};

/** msg_has_read_list_req: the numbers of the list another party has read. */
const hasReadList: Handler<'msg_has_read_list_req'> = async (ctx, req) => {
  const party = await partyOf(ctx, req.chatkey);
  const read = await othersReadUpto(ctx.db, party.chatkey, ctx.conn.uid);
  return { chatkey: req.chatkey, chatmsgno_list: req.chatmsgno_list.filter((no) => no > 0 && no <= read) };
};

/** msg_input_status_req: forwarded to the peer of a private chat; nothing stored. */
const inputStatus: Handler<'msg_input_status_req'> = async (ctx, req) => {
  checkRange(req.is_input, 0, 1, 'is_input');
  const party = privateOnly(await partyOf(ctx, req.chatkey), 'typing status');
  const value = { chatkey: req.chatkey, is_input: req.is_input };
  ctx.afterReply(() =>
    ctx.registry.deliverToUser(party.peer, encodeMessage(0, 'msg_input_status_rep', value)),
  );
  return value;
};

/**
 * msg_withdraw_msg_req: the sender within 2 minutes (in a group, also the host and admins with the
 * delete-messages bit, at any time) turns a message into type 12 with empty content; everyone in
 * the chat gets the reply as a push. Withdrawing a withdrawn message changes nothing.
 */
const withdraw: Handler<'msg_withdraw_msg_req'> = async (ctx, req) => {
  checkRange(req.chatmsgno, 1, MAX_NO, 'chatmsgno');
  const party = await partyOf(ctx, req.chatkey);
  const message = await getMessage(ctx.db, party.chatkey, req.chatmsgno);
  const state = await getState(ctx.db, ctx.conn.uid, party.chatkey);
  if (!message || message.chatmsgno <= state.clearedUpto) {
    throw new Refusal('result', RESULT.FAIL, `no message ${req.chatmsgno} in this chat`);
  }
  const echo = { chatkey: req.chatkey, chatmsgno: req.chatmsgno };
  if (message.msgtype === MSG_TYPE.WITHDRAW) return echo;
  const moderator = party.kind === 'group' && can(party.access, ADMIN_PERM.DELETE_MESSAGES);
  if (message.uid !== ctx.conn.uid && !moderator) {
    throw new Refusal(
      'result',
      party.kind === 'group' ? RESULT.NOT_ADMIN : RESULT.FAIL,
      'only the sender (or a group admin with the delete-messages right) may withdraw a message',
    );
  }
  const sentAt = (await sentAtOf(ctx.db, party.chatkey, req.chatmsgno)) ?? 0;
  if (!moderator && ctx.now() - sentAt > WITHDRAW_WINDOW_MS) {
    throw new Refusal('result', RESULT.FAIL, 'a message can be withdrawn within 2 minutes of sending it');
  }
  await updateMessage(ctx.db, party.chatkey, req.chatmsgno, {
    msgtype: MSG_TYPE.WITHDRAW,
    content: new Uint8Array(),
  });
  ctx.afterReply(() => toEveryoneInChat(ctx, party, encodeMessage(0, 'msg_withdraw_msg_rep', echo)));
  return echo;
};

/** Private chat, read receipts, typing and withdraw (spec 001 §3 "Private and group chat"). */
export const CHAT_HANDLERS: HandlerTable = {
  msg_send_private_msg_req: sendPrivate,
  msg_get_msg_list_req: getMsgList,
  msg_confirm_read_req: confirmRead,
  msg_confirm_has_read_req: confirmHasRead,
  msg_has_read_list_req: hasReadList,
  msg_input_status_req: inputStatus,
  msg_withdraw_msg_req: withdraw,
};
