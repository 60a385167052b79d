/**
 * What a group's host and admins do (docs/messaging.md "Groups": roles, permission bits, limits,
 * mute windows). The change reaches every member's devices as a group list push, which the group
 * sync applies to imgroup and immember (sync/groups.ts).
 */
import { OPER } from '../../protocol/messaging';
import { ask, checkId, checkIds, type Implementation } from './send';
import type { GroupAdminCalls } from './types';

export const groupAdminCalls: Implementation<GroupAdminCalls> = {
  async setGroupAdmin(hub, groupkey, uid, permission) {
    checkId('groupkey', groupkey);
    checkId('uid', uid);
    await ask(hub, 'msg_set_group_admin_new_req', { groupkey, adminuid: uid, permission });
  },

  async removeGroupAdmins(hub, groupkey, uids) {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_del_group_admin_req', { groupkey, uids });
  },

  async muteGroupMembers(hub, groupkey, uids, on) {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_set_group_forbid_req', {
      groupkey,
      is_set: on ? OPER.ON : OPER.OFF,
      forbiduids: uids,
    });
  },

  async setGroupWhitelist(hub, groupkey, uids, on) {
    checkId('groupkey', groupkey);
    checkIds('uids', uids);
    await ask(hub, 'msg_set_group_white_req', { groupkey, is_set: on ? OPER.ON : OPER.OFF, whiteuids: uids });
  },

  async setGroupMuteWindow(hub, groupkey, window) {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_forbid_time_req', {
      groupkey,
      forbidbegintm: window.begin,
      forbidendtm: window.end,
      isforbid: window.on ? 1 : 0,
    });
  },

  async setGroupAvatar(hub, groupkey, headurl) {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_headurl_req', { groupkey, group_headurl: headurl });
  },

  async transferGroup(hub, groupkey, uid) {
    checkId('groupkey', groupkey);
    checkId('uid', uid);
    await ask(hub, 'msg_set_group_host_req', { groupkey, uid });
  },

  async setGroupLimit(hub, groupkey, limittype, value) {
    checkId('groupkey', groupkey);
    await ask(hub, 'msg_set_group_limits_req', { groupkey, limittype, limits: value });
  },
};
