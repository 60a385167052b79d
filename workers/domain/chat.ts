/**
 * Chat actions and per-chat settings (docs/messaging.md "Private chat"). The hub applies each
 * accepted reply as it applies the same push from another device (sync/ownReplies.ts): a withdrawn
 * message and a cleared chat change imchat and imlist, pin, mute and the private-chat settings
 * reach every tab as `chat-pref` and `chat-setting` events.
 */
import { chatKeyToString } from '../../protocol';
import { OPER } from '../../protocol/messaging';
import { HubError } from '../errors';
import { parseChatKey } from '../sync/keys';
import { ask, type Implementation, refusalOf } from './send';
import type { ChatCalls } from './types';

/** Longest self-destruct time, seconds (a week). */
const SNAPTIME_MAX = 604_800;

export const chatCalls: Implementation<ChatCalls> = {
  async pinChat(hub, chatkey, on) {
    const reply = await ask(hub, 'msg_pin_chat_req', {
      chatkey: parseChatKey(chatkey),
      opertype: on ? OPER.ON : OPER.OFF,
    });
    return on ? reply.opertime : 0;
  },

  async pinnedChats(hub) {
    const reply = await ask(hub, 'msg_pin_list_req', {});
    return reply.chatkeys.map((c) => ({ chatkey: chatKeyToString(c.chatkey), time: c.opertime }));
  },

  async muteChat(hub, chatkey, on) {
    await ask(hub, 'msg_mute_chat_req', {
      chatkey: parseChatKey(chatkey),
      opertype: on ? OPER.ON : OPER.OFF,
    });
  },

  async mutedChats(hub) {
    const reply = await ask(hub, 'msg_mute_list_req', {});
    return reply.chatkeys.map((c) => ({ chatkey: chatKeyToString(c.chatkey), time: c.opertime }));
  },

  async clearChat(hub, chatkey) {
    return (await ask(hub, 'msg_del_chat_msg_req', { chatkey: parseChatKey(chatkey) })).chatmsgno;
  },

  async withdraw(hub, chatkey, chatmsgno) {
    if (!Number.isInteger(chatmsgno) || chatmsgno < 1) {
      throw new HubError('invalid-argument', `chatmsgno must be a positive integer, got ${chatmsgno}`);
    }
    const reply = await ask(hub, 'msg_withdraw_msg_req', { chatkey: parseChatKey(chatkey), chatmsgno });
    // A refusal answers without the echo (0 past 2 minutes or not the sender, 37 in a group).
    if (reply.chatmsgno !== chatmsgno) throw await refusalOf(hub, 'msg_withdraw_msg_req');
  },

  async setTyping(hub, chatkey, typing) {
    const key = parseChatKey(chatkey);
    const reply = await ask(hub, 'msg_input_status_req', { chatkey: key, is_input: typing ? 1 : 0 });
    // A refused one (a group chat, not a party) answers with its defaults: chat key 0.
    if (reply.chatkey !== key) throw await refusalOf(hub, 'msg_input_status_req');
  },

  async setSnapTime(hub, chatkey, snaptime) {
    if (!Number.isInteger(snaptime) || snaptime < 0 || snaptime > SNAPTIME_MAX) {
      throw new HubError('invalid-argument', `snaptime must be 0..${SNAPTIME_MAX} seconds, got ${snaptime}`);
    }
    await ask(hub, 'msg_set_snapchat_req', { chatkey: parseChatKey(chatkey), snaptime });
  },

  async snapTimes(hub) {
    const reply = await ask(hub, 'msg_snap_list_req', {});
    return reply.snaplist.map((s) => ({ chatkey: chatKeyToString(s.chatkey), snaptime: s.snaptime }));
  },

  async setScreenshotNotice(hub, chatkey, on) {
    await ask(hub, 'msg_set_screenshot_req', { chatkey: parseChatKey(chatkey), flag: on ? 1 : 0 });
  },

  async screenshotNotice(hub, chatkey) {
    const key = parseChatKey(chatkey);
    const reply = await ask(hub, 'msg_get_screenshot_req', { chatkey: key });
    // A refused one (not a party of the chat) answers with its defaults: chat key 0.
    if (reply.chatkey !== key) throw await refusalOf(hub, 'msg_get_screenshot_req');
    return reply.screenshot === 1;
  },
};
