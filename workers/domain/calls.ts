/**
 * Calls (docs/messaging.md "Calls"): the hub places, answers and hangs up calls and carries their
 * WebRTC signalling; the media itself lives in the tab that holds the call (a worker has no
 * RTCPeerConnection). The pushes about calls become `call`, `call-signal`, `group-call` and
 * `group-call-state` events (sync/pushes.ts); the call ringing this user is kept for tabs that
 * come after its event, and the calls going on are asked about after a reconnect (sync/calls.ts).
 */
import { chatKey, chatKeyFromString, chatKeyToString } from '../../protocol';
import {
  CALL_OPER,
  CALL_STATE,
  CALL_TYPE,
  type CallSignal,
  GROUP_CALL_JOIN,
  MEDIA_STATE,
  RING_TIMEOUT_MS,
} from '../../protocol/messaging';
import { HubError } from '../errors';
import { ask, checkId, defineCalls, refusalOf } from './send';
import type { CallAnswer, CallInfo } from './types';

const OPERS: Record<CallAnswer, number> = {
  accept: CALL_OPER.ACCEPT,
  decline: CALL_OPER.DECLINE,
  hangup: CALL_OPER.HANG_UP,
};

const utf8 = new TextEncoder();

function checkChatkey(chatkey: string): bigint {
  try {
    return chatKeyFromString(chatkey);
  } catch (error) {
    throw new HubError('invalid-argument', error instanceof Error ? error.message : String(error));
  }
}

/** Voice and video calls; refusals carry 32 (in a call), 33 (no such call), 6, 28, 37, 24, 43. */
export const callCalls = defineCalls({
  /**
   * Calls a friend (msg_voice_call_req); resolves with the call's token, which names it in the
   * `call` events that follow.
   */
  async startCall(hub, peer: number, video: boolean): Promise<string> {
    checkId('uid', peer);
    const chatkey = chatKey(hub.ctx.me, peer);
    const { token } = await ask(hub, 'msg_voice_call_req', {
      chatkey,
      token: '',
      calltype: video ? CALL_TYPE.VIDEO : CALL_TYPE.VOICE,
    });
    const chat = chatKeyToString(chatkey);
    hub.privateCalls.placed({ token, chatkey: chat, peer, outgoing: true, video, state: CALL_STATE.RINGING });
    return token;
  },

  /**
   * The private call ringing this user as last pushed (hub memory; null when none rings, or it rang
   * longer than the ring timeout), for a tab whose call screen came after the ring's `call` event.
   */
  async ringingCall(hub): Promise<CallInfo | null> {
    const { ringing } = hub.privateCalls;
    if (!ringing || hub.ctx.timers.now() - ringing.since >= RING_TIMEOUT_MS) return null;
    return { ...ringing.call };
  },

  /** Accepts, declines or hangs up the private chat's call (msg_voice_oper_req). */
  async answerCall(hub, chatkey: string, answer: CallAnswer): Promise<void> {
    const opertype = OPERS[answer];
    if (opertype === undefined) throw new HubError('invalid-argument', `no call answer ${answer}`);
    await ask(hub, 'msg_voice_oper_req', { chatkey: checkChatkey(chatkey), opertype });
  },

  /** Sends one WebRTC signalling message to the other side(s) of a call (msg_voice_data_req). */
  async sendCallSignal(hub, chatkey: string, signal: CallSignal): Promise<void> {
    await ask(hub, 'msg_voice_data_req', {
      chatkey: checkChatkey(chatkey),
      voice_data: utf8.encode(JSON.stringify(signal)),
      ptime: Math.floor(hub.ctx.timers.now() / 1000),
    });
  },

  /** Starts the group's call, ringing `uids` (none: every member) (msg_group_voice_call_req). */
  async startGroupCall(hub, groupkey: number, uids: number[] = []): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_group_voice_call_req', { groupkey, uids, token: '' });
  },

  /** Joins or leaves the group's call (msg_group_voice_join_req). */
  async joinGroupCall(hub, groupkey: number, join: boolean): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_group_voice_join_req', {
      groupkey,
      jointype: join ? GROUP_CALL_JOIN.JOIN : GROUP_CALL_JOIN.LEAVE,
    });
  },

  /** Sets the own microphone and camera state in the group's call (msg_group_voice_oper_req). */
  async setGroupCallMedia(hub, groupkey: number, mic: boolean, camera: boolean): Promise<void> {
    checkId('groupkey', groupkey);
    const reply = await ask(hub, 'msg_group_voice_oper_req', {
      groupkey,
      voicestate: mic ? MEDIA_STATE.ON : MEDIA_STATE.OFF,
      videostate: camera ? MEDIA_STATE.ON : MEDIA_STATE.OFF,
    });
    // A refusal (not in the call) answers with the defaults and its result pushed after.
    if (reply.groupkey !== groupkey) throw await refusalOf(hub, 'msg_group_voice_oper_req');
  },
});
