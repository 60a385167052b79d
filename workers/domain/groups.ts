/**
 * Groups and their members (docs/messaging.md "Groups"). Every accepted change reaches every
 * member's devices, this one included, as `msg_group_list_notify` with the new attributes, and the
 * group sync (sync/groups.ts) refetches the group and its members into imgroup and immember; so
 * most calls here only send and report a refusal.
 */

import type { GroupRow } from '../db';
import { putGroup, putGroupNicknames, putMembers, putUsers, setGroupNickname } from '../db';
import { HubError } from '../errors';
import type { PushTarget } from '../sync/target';
import { ask, checkId, checkIds, defineCalls, refusalOf } from './send';

/** Longest nickname in a group, characters. */
const GROUP_NICKNAME_MAX = 16;

/** Groups and their members. */
export const groupCalls = defineCalls({
  /** Creates a group with these members; imgroup and immember hold it (msg_create_group_req). */
  async createGroup(hub, uids: number[], name: string = '', headurl: string = ''): Promise<GroupRow> {
    checkIds('uids', uids);
    const reply = await ask(hub, 'msg_create_group_req', {
      uids,
      groupname: name,
      group_headurl: headurl,
      opertm: Math.floor(hub.ctx.timers.now() / 1000),
    });
    const { db, timers } = hub.ctx;
    const row = await putGroup(db, reply.group_info);
    await putUsers(db, reply.users, timers.now());
    // NOTE: the reply holds the members that fit one frame; the group list push that follows
    // makes the group sync fetch them all when there are more.
    await putMembers(db, row.groupkey, reply.users);
    return row;
  },

  /**
   * Fetches a group's attributes and every member, with the nicknames they set in the group, into
   * imgroup and immember; resolves with the number of members. A non-member is refused with 43.
   * Replaces msg_get_group_info_req, msg_group_member_list_req, msg_group_nickname_list_req.
   */
  async refreshGroupMembers(hub, groupkey: number): Promise<number> {
    checkId('groupkey', groupkey);
    return fetchMembers(hub, groupkey);
  },

  /** Adds members, or approves join requests (msg_add_group_member_req). */
  async addGroupMembers(hub, groupkey: number, uids: number[]): Promise<void> {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_add_group_member_req', { groupkey, uids });
  },

  /** Removes members, leaves (one's own uid), or refuses join requests (msg_del_group_member_req). */
  async removeGroupMembers(hub, groupkey: number, uids: number[]): Promise<void> {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_del_group_member_req', { groupkey, uids });
  },

  /** Dismisses a group (the host; msg_dismiss_group_req). */
  async dismissGroup(hub, groupkey: number): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_dismiss_group_req', { groupkey });
    await hub.groups.forget(groupkey);
  },

  /** Renames a group (msg_modify_group_name_req). */
  async renameGroup(hub, groupkey: number, name: string): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_modify_group_name_req', { groupkey, new_name: name });
  },

  /** Sets a group's notice (msg_modify_group_notice_req). */
  async setGroupNotice(hub, groupkey: number, notice: string): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_modify_group_notice_req', { groupkey, new_notify: notice });
  },

  /** Whether this user has yet to read the group's notice (msg_need_read_group_notice_req). */
  async groupNoticeUnread(hub, groupkey: number): Promise<boolean> {
    checkId('groupkey', groupkey);
    return (await ask(hub, 'msg_need_read_group_notice_req', { groupkey })).is_need === 1;
  },

  /** Marks the group's notice read at `notifyversion` (msg_read_group_notice_req). */
  async readGroupNotice(hub, groupkey: number, notifyversion: number): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_read_group_notice_req', { groupkey, notifyversion });
  },

  /** Sets this user's nickname in a group, '' to clear (msg_set_group_nickname_req). */
  async setMyGroupNickname(hub, groupkey: number, nickname: string): Promise<void> {
    checkId('groupkey', groupkey);
    if (typeof nickname !== 'string' || [...nickname].length > GROUP_NICKNAME_MAX) {
      throw new HubError('invalid-argument', `a group nickname has at most ${GROUP_NICKNAME_MAX} characters`);
    }
    const reply = await ask(hub, 'msg_set_group_nickname_req', { groupkey, nickname });
    // A refusal answers with the defaults (no group) and its result pushed after.
    if (reply.groupkey !== groupkey) throw await refusalOf(hub, 'msg_set_group_nickname_req');
    await setGroupNickname(hub.ctx.db, groupkey, hub.ctx.me, reply.nickname);
  },

  /** Joins a group through its QR code (msg_join_group_by_qrcode_req); 14 means a request was sent. */
  async joinGroupByQrCode(hub, groupkey: number, inviter: number, verify: string): Promise<void> {
    checkId('groupkey', groupkey);
    checkId('inviter', inviter);
    await ask(hub, 'msg_join_group_by_qrcode_req', { groupkey, otheruid: inviter, verify });
  },
});

/**
 * Fetches a group's attributes and every member (all pages) and the nicknames members set in it,
 * into imgroup and immember; resolves with the number of members.
 */
async function fetchMembers(hub: PushTarget, groupkey: number): Promise<number> {
  const { db, socket, timers } = hub.ctx;
  const [pages, names] = await Promise.all([
    socket.requestAll('msg_get_group_info_req', { groupkey, is_stranger: 0, is_end: 0 }),
    socket.request('msg_group_nickname_list_req', { groupkey }),
  ]);
  const info = pages[0]?.group_info;
  // A stranger (or a group that is gone) gets one empty reply and its result pushed after: 43.
  if (!info || info.groupkey !== groupkey) throw await refusalOf(hub, 'msg_get_group_info_req');
  const users = pages.flatMap((p) => p.users);
  await putGroup(db, info);
  await putUsers(db, users, timers.now());
  await putMembers(db, groupkey, users);
  if (names.groupkey === groupkey) await putGroupNicknames(db, groupkey, names.name_list);
  return users.length;
}
