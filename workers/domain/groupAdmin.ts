/**
 * What a group's host and admins do (docs/messaging.md "Groups": roles, permission bits, limits,
 * mute windows). The change reaches every member's devices as a group list push, which the group
 * sync applies to imgroup and immember (sync/groups.ts).
 */
import { OPER } from '../../protocol/messaging';
import { ask, checkId, checkIds, defineCalls } from './send';
import type { MuteWindow } from './types';

/** What the host and admins of a group do. */
export const groupAdminCalls = defineCalls({
  /** Makes a member an admin with these permission bits (msg_set_group_admin_new_req). */
  async setGroupAdmin(hub, groupkey: number, uid: number, permission: number): Promise<void> {
    checkId('groupkey', groupkey);
    checkId('uid', uid);
    await ask(hub, 'msg_set_group_admin_new_req', { groupkey, adminuid: uid, permission });
  },

  /** Takes admins' rights away (msg_del_group_admin_req). */
  async removeGroupAdmins(hub, groupkey: number, uids: number[]): Promise<void> {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_del_group_admin_req', { groupkey, uids });
  },

  /** Mutes members or lets them speak again (msg_set_group_forbid_req). */
  async muteGroupMembers(hub, groupkey: number, uids: number[], on: boolean): Promise<void> {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_set_group_forbid_req', {
      groupkey,
      is_set: on ? OPER.ON : OPER.OFF,
      forbiduids: uids,
    });
  },

  /** Lets members speak during the mute window, or not (msg_set_group_white_req). */
  async setGroupWhitelist(hub, groupkey: number, uids: number[], on: boolean): Promise<void> {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_set_group_white_req', { groupkey, is_set: on ? OPER.ON : OPER.OFF, whiteuids: uids });
  },

  /** Sets the group's mute window (msg_set_group_forbid_time_req). */
  async setGroupMuteWindow(hub, groupkey: number, window: MuteWindow): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_forbid_time_req', {
      groupkey,
      forbidbegintm: window.begin,
      forbidendtm: window.end,
      isforbid: window.on ? 1 : 0,
    });
  },

  /** Sets the group's avatar URL (msg_set_group_headurl_req). */
  async setGroupAvatar(hub, groupkey: number, headurl: string): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_headurl_req', { groupkey, group_headurl: headurl });
  },

  /** Hands the group to another member (msg_set_group_host_req). */
  async transferGroup(hub, groupkey: number, uid: number): Promise<void> {
    checkId('groupkey', groupkey);
    checkId('uid', uid);
    await ask(hub, 'msg_set_group_host_req', { groupkey, uid });
  },

  /** Sets one of the group's limits (`limittype` and value as the spec lists them; msg_set_group_limits_req). */
  async setGroupLimit(hub, groupkey: number, limittype: number, value: number): Promise<void> {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_limits_req', { groupkey, limittype, limits: value });
  },
});
