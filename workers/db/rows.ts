/**
 * Conversions from wire records (protocol/gen/types) to database rows. Chat keys become decimal
 * strings; message times become milliseconds; content bytes become text.
 */
import { chatKeyToString, isGroupKey, MSG_TYPE, type net } from '../../protocol';
import type { ApplyRow, ChatRecord, FriendRow, GroupRow, MemberRow, UserRow } from './schema';

const utf8 = new TextDecoder();
const encoder = new TextEncoder();

/** Content bytes as stored: UTF-8 text (invalid sequences become U+FFFD, nothing throws). */
export function contentText(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** Text as content bytes for the wire. */
export function contentBytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Seconds or milliseconds to milliseconds (spec 000 §9: timestamps below 1e11 are seconds). */
export function toMs(time: number): number {
  return time > 0 && time < 1e11 ? time * 1000 : time;
}

/** A chat message from the wire as an imchat row (state `sent`, unread). */
export function chatRow(msg: net.chat_msg): ChatRecord {
  return {
    chatkey: chatKeyToString(msg.chatkey),
    chatmsgno: msg.chatmsgno,
    uid: msg.uid,
    content: contentText(msg.content),
    headurl: msg.headurl,
    nickname: msg.nickname,
    phonenum: '',
    time: toMs(msg.msgtime),
    msgtype: msg.msgtype,
    clientkey: msg.clientkey,
    read: 0,
    state: 'sent',
    ...(msg.snaptime > 0 ? { snaptime: msg.snaptime } : {}),
  };
}

/** True when a stored chat key (decimal string) is a group's. */
export function isGroupChat(chatkey: string): boolean {
  return isGroupKey(BigInt(chatkey));
}

/** True for a withdrawn message (type 12). */
export function isWithdrawn(row: Pick<ChatRecord, 'msgtype'>): boolean {
  return row.msgtype === MSG_TYPE.WITHDRAW;
}

/** A profile as an imuser row. */
export function userRow(user: net.base_info, touched: number): UserRow {
  return {
    uid: user.uid,
    fid: user.fid,
    headurl: user.headurl,
    nickname: user.nickname,
    phonenum: user.phonenum,
    lastlogouttime: user.lastlogouttime,
    sign: user.sign,
    region: user.region,
    touched,
  };
}

/** What the friend list alone does not say about a friend. */
export interface FriendExtras {
  alias: string;
  online: boolean;
}

/**
 * A friend's profile as an imfriend row. A friend is online when the online list says so or when
 * the list's `lastlogouttime` is 0 (the server's way of saying "connected").
 */
export function friendRow(
  user: net.base_info,
  touched: number,
  extras: FriendExtras = { alias: '', online: false },
): FriendRow {
  return {
    uid: user.uid,
    fid: user.fid,
    lastlogouttime: user.lastlogouttime,
    headurl: user.headurl,
    phonenum: user.phonenum,
    nickname: user.nickname,
    type: user.usertype,
    alias: extras.alias,
    online: extras.online || user.lastlogouttime === 0 ? 1 : 0,
    sign: user.sign,
    region: user.region,
    touched,
  };
}

/** A received friend application as an imapply row. */
export function applyRow(apply: net.friend_apply): ApplyRow {
  return {
    uid: apply.info.uid,
    fid: apply.info.fid,
    nickname: apply.info.nickname,
    headurl: apply.info.headurl,
    phonenum: apply.info.phonenum,
    hellomsg: apply.hellomsg,
    applytime: toMs(apply.applytime),
    applyState: apply.applyState,
  };
}

/** A group member as an immember row. */
export function memberRow(
  groupkey: number,
  user: net.base_info,
  position: number,
  groupnick = '',
): MemberRow {
  return {
    groupkey,
    uid: user.uid,
    fid: user.fid,
    nickname: user.nickname,
    headurl: user.headurl,
    groupnick,
    lastlogouttime: user.lastlogouttime,
    position,
  };
}

/** A group's attributes as an imgroup row. */
export function groupRow(info: net.group_base_info): GroupRow {
  return {
    groupkey: info.groupkey,
    chatkey: String(info.groupkey),
    headurl: info.groupheadurl,
    nickname: info.groupname,
    groupnotify: info.groupnotify,
    isforbid: info.isforbid,
    chatmsgno: info.chatmsgno,
    attrversion: info.attrversion,
    grouphost: info.grouphost,
    groupadmins: [...info.groupadmins],
    admins: info.admins.map(({ adminuid, permission }) => ({ adminuid, permission })),
    info_limits: info.info_limits,
    add_limits: info.add_limits,
    look_limits: info.look_limits,
    member_cnt: info.member_cnt,
    send_msg_limits: info.send_msg_limits,
    notifyversion: info.notifyversion,
    forbidbegintm: info.forbidbegintm,
    forbidendtm: info.forbidendtm,
    online_cnt: info.online_cnt,
    forbid_uids: [...info.forbid_uids],
    white_uids: [...info.white_uids],
  };
}
