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

/** Largest chat `content` the server stores, in bytes. */
export const CONTENT_MAX_BYTES = 4096;

/**
 * Largest file a chat file message (type 15) may carry, uploaded through upload/upload.php with
 * `kind=file` (follows the 20-25 MB attachment caps of mail and chat apps). Images stay at 1 MB.
 */
export const CHAT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A sender may withdraw a message this long after sending it (follows WeChat's 2 minutes). */
export const WITHDRAW_WINDOW_MS = 2 * 60 * 1000;

/** Most recent private chats a new device receives in its offline data. */
export const OFFLINE_RECENT_CHATS = 100;
