/**
 * Constants of the messaging semantics in docs/messaging.md: what the server and the hub agree on
 * beyond the wire layout. The spec leaves these values open; each follows the product decisions.
 */

/** `red_info.redtype`: what a red dot is about. */
export const RED_TYPE = {
  PRIVATE_MESSAGE: 1,
  GROUP_MESSAGE: 2,
  FRIEND_APPLY: 3,
  /** Read on another device of the same user; content is the read position as decimal text. */
  READ_ELSEWHERE: 4,
  GROUP_NOTICE: 5,
} as const;
export type RedType = (typeof RED_TYPE)[keyof typeof RED_TYPE];

/** `msg_group_oper_notify.opertype`: what happened to a group. */
export const GROUP_OPER = {
  CREATED: 1,
  MEMBERS_ADDED: 2,
  MEMBERS_REMOVED: 3,
  DISMISSED: 4,
  INFO_CHANGED: 5,
  ADMINS_CHANGED: 6,
  HOST_CHANGED: 7,
  FORBID_CHANGED: 8,
  YOU_WERE_REMOVED: 9,
  YOU_WERE_ADDED: 10,
} as const;
export type GroupOper = (typeof GROUP_OPER)[keyof typeof GROUP_OPER];

/** `opertype` of mute, pin and blacklist requests. */
export const OPER = { OFF: 0, ON: 1 } as const;

/** `handletype` of msg_handle_friend_apply_req. */
export const HANDLE_APPLY = { ACCEPT: 1, REFUSE: 2 } as const;

/**
 * Largest file a chat file message (type 15) may carry, uploaded through upload/upload.php with
 * `kind=file` (follows the 20-25 MB attachment caps of mail and chat apps). Images stay at 1 MB.
 */
export const CHAT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * upload/upload.php's refusals of issue 43 (its `ret`; texts in ./apiCodes.ts): a guest sent a file
 * (guests send pictures only), the account's uploads of today are used up, the whole site's are.
 */
export const UPLOAD_RET = { guestNoFiles: 107, allowance: 108, siteBudget: 109 } as const;

/** A sender may withdraw a message this long after sending it (follows WeChat's 2 minutes). */
export const WITHDRAW_WINDOW_MS = 2 * 60 * 1000;

/** Most recent private chats a new device receives in its offline data. */
export const OFFLINE_RECENT_CHATS = 100;

/** `calltype` of a call (msg_voice_call_req / notify): what media it starts with. */
export const CALL_TYPE = { VOICE: 1, VIDEO: 2 } as const;
export type CallType = (typeof CALL_TYPE)[keyof typeof CALL_TYPE];

/**
 * `state` of msg_voice_call_notify, and of the call record message (type 9): where a private call
 * is. Ringing and accepted are live; the others end it (follows WhatsApp's and WeChat's call logs).
 */
export const CALL_STATE = {
  RINGING: 1,
  ACCEPTED: 2,
  DECLINED: 3,
  /** The callee was already in a call (the caller's request is answered with result 32). */
  BUSY: 4,
  /** The caller hung up before an answer. */
  CANCELLED: 5,
  /** Nobody answered within {@link RING_TIMEOUT_MS}. */
  MISSED: 6,
  ENDED: 7,
} as const;
export type CallState = (typeof CALL_STATE)[keyof typeof CALL_STATE];

/** `opertype` of msg_voice_oper_req: the callee accepts or declines; either side hangs up. */
export const CALL_OPER = { ACCEPT: 1, DECLINE: 2, HANG_UP: 3 } as const;

/** `jointype` of msg_group_voice_join_req. */
export const GROUP_CALL_JOIN = { LEAVE: 0, JOIN: 1 } as const;

/** `voicestate` / `videostate` of group_voice_state_info: microphone or camera off or on. */
export const MEDIA_STATE = { OFF: 0, ON: 1 } as const;

/** An unanswered call rings this long, then is missed (follows WhatsApp's 45 s). */
export const RING_TIMEOUT_MS = 45_000;

/** Most people in one group call (a mesh of WebRTC connections, each sending to every other). */
export const GROUP_CALL_MAX = 9;

/** Largest `voice_data` (one signalling message: an SDP offer or answer, or an ICE candidate). */
export const VOICE_DATA_MAX_BYTES = 16 * 1024;

/**
 * What `voice_data` carries (UTF-8 JSON): WebRTC signalling, described in docs/messaging.md
 * "Calls". In a group call `to` names the one member it is for; in a private call it is the peer.
 */
export type CallSignal =
  | { kind: 'offer' | 'answer'; sdp: string; to?: number }
  | {
      kind: 'ice';
      candidate: string;
      sdpMid: string | null;
      sdpMLineIndex: number | null;
      to?: number;
    };
