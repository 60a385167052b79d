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
import { ask, defineCalls, refusalOf } from './send';
import type { ChatFlag, SnapSetting } from './types';

/** Longest self-destruct time, seconds (a week). */
const SNAPTIME_MAX = 604_800;

/** Chat actions and per-chat settings. */
export const chatCalls = defineCalls({
  /** Pins a chat or unpins it; resolves with the pin time, 0 when unpinned (msg_pin_chat_req). */
  async pinChat(hub, chatkey: string, on: boolean): Promise<number> {
    const reply = await ask(hub, 'msg_pin_chat_req', {
      chatkey: parseChatKey(chatkey),
      opertype: on ? OPER.ON : OPER.OFF,
    });
    return on ? reply.opertime : 0;
  },

  /** The pinned chats (msg_pin_list_req). */
  async pinnedChats(hub): Promise<ChatFlag[]> {
    const reply = await ask(hub, 'msg_pin_list_req', {});
    return reply.chatkeys.map((c) => ({ chatkey: chatKeyToString(c.chatkey), time: c.opertime }));
  },

  /** Mutes a chat or not (msg_mute_chat_req). */
  async muteChat(hub, chatkey: string, on: boolean): Promise<void> {
    await ask(hub, 'msg_mute_chat_req', {
      chatkey: parseChatKey(chatkey),
      opertype: on ? OPER.ON : OPER.OFF,
    });
  },

  /** The muted chats (msg_mute_list_req). */
  async mutedChats(hub): Promise<ChatFlag[]> {
    const reply = await ask(hub, 'msg_mute_list_req', {});
    return reply.chatkeys.map((c) => ({ chatkey: chatKeyToString(c.chatkey), time: c.opertime }));
  },

  /**
   * Deletes a chat's messages up to its newest, on every device of this user; resolves with the
   * number of the newest message deleted (msg_del_chat_msg_req).
   */
  async clearChat(hub, chatkey: string): Promise<number> {
    return (await ask(hub, 'msg_del_chat_msg_req', { chatkey: parseChatKey(chatkey) })).chatmsgno;
  },

  /** Withdraws a message (msg_withdraw_msg_req); imchat shows it withdrawn. */
  async withdraw(hub, chatkey: string, chatmsgno: number): Promise<void> {
    if (!Number.isInteger(chatmsgno) || chatmsgno < 1) {
      throw new HubError('invalid-argument', `chatmsgno must be a positive integer, got ${chatmsgno}`);
    }
    const reply = await ask(hub, 'msg_withdraw_msg_req', { chatkey: parseChatKey(chatkey), chatmsgno });
    // A refusal answers without the echo (0 past 2 minutes or not the sender, 37 in a group).
    if (reply.chatmsgno !== chatmsgno) throw await refusalOf(hub, 'msg_withdraw_msg_req');
  },

  /** Tells the peer of a private chat this user is typing or stopped (msg_input_status_req). */
  async setTyping(hub, chatkey: string, typing: boolean): Promise<void> {
    const key = parseChatKey(chatkey);
    const reply = await ask(hub, 'msg_input_status_req', { chatkey: key, is_input: typing ? 1 : 0 });
    // A refused one (a group chat, not a party) answers with its defaults: chat key 0.
    if (reply.chatkey !== key) throw await refusalOf(hub, 'msg_input_status_req');
  },

  /** Sets a private chat's self-destruct time in seconds, 0 off (msg_set_snapchat_req). */
  async setSnapTime(hub, chatkey: string, snaptime: number): Promise<void> {
    if (!Number.isInteger(snaptime) || snaptime < 0 || snaptime > SNAPTIME_MAX) {
      throw new HubError('invalid-argument', `snaptime must be 0..${SNAPTIME_MAX} seconds, got ${snaptime}`);
    }
    await ask(hub, 'msg_set_snapchat_req', { chatkey: parseChatKey(chatkey), snaptime });
  },

  /** The chats with a self-destruct time (msg_snap_list_req). */
  async snapTimes(hub): Promise<SnapSetting[]> {
    const reply = await ask(hub, 'msg_snap_list_req', {});
    return reply.snaplist.map((s) => ({ chatkey: chatKeyToString(s.chatkey), snaptime: s.snaptime }));
  },

  /** Turns a private chat's screenshot notice on or off (msg_set_screenshot_req). */
  async setScreenshotNotice(hub, chatkey: string, on: boolean): Promise<void> {
    await ask(hub, 'msg_set_screenshot_req', { chatkey: parseChatKey(chatkey), flag: on ? 1 : 0 });
  },

  /** Whether a private chat's screenshot notice is on (msg_get_screenshot_req). */
  async screenshotNotice(hub, chatkey: string): Promise<boolean> {
    const key = parseChatKey(chatkey);
    const reply = await ask(hub, 'msg_get_screenshot_req', { chatkey: key });
    // A refused one (not a party of the chat) answers with its defaults: chat key 0.
    if (reply.chatkey !== key) throw await refusalOf(hub, 'msg_get_screenshot_req');
    return reply.screenshot === 1;
  },
});
