import { describe, expect, test } from 'vitest';
import { ADMIN_PERM, GROUP_ROLE, permissionMask } from '../../protocol/enums';
import { can, inForbidWindow, type MemberAccess, muteReason, permissionOf, slowModeWait } from './access';
import type { GroupRow, MemberRow } from './tables';

const group: GroupRow = {
  groupkey: 1_000_000,
  host_uid: 1,
  name: 'g',
  notice: '',
  headurl: '',
  attrversion: 1,
  notifyversion: 0,
  info_limits: 0,
  add_limits: 0,
  look_limits: 0,
  send_msg_limits: 0,
  isforbid: 0,
  forbidbegintm: 0,
  forbidendtm: 0,
  member_cnt: 3,
  created_at: 0,
  dismissed_at: null,
};
const member: MemberRow = {
  groupkey: 1_000_000,
  uid: 2,
  role: GROUP_ROLE.MEMBER,
  permission: 0,
  forbidden: 0,
  white: 0,
  nickname: '',
  notice_read: 0,
  last_sent_at: 0,
  joined_at: 0,
};
const at = (h: number, m = 0) => new Date(2030, 0, 1, h, m).getTime();

describe('group access rules', () => {
  test('a forbid window may run over midnight; begin = end holds nothing', () => {
    expect(inForbidWindow(3600, 7200, 3600)).toBe(true);
    expect(inForbidWindow(3600, 7200, 7200)).toBe(false);
    expect(inForbidWindow(79_200, 25_200, 82_000)).toBe(true);
    expect(inForbidWindow(79_200, 25_200, 100)).toBe(true);
    expect(inForbidWindow(79_200, 25_200, 43_200)).toBe(false);
    expect(inForbidWindow(500, 500, 500)).toBe(false);
  });

  test('mute: forbid list, admins-only, the window outside the white list; never admins or the host', () => {
    const night = { ...group, isforbid: 1, forbidbegintm: 22 * 3600, forbidendtm: 7 * 3600 };
    expect(muteReason(group, member, at(12))).toBeUndefined();
    expect(muteReason(group, { ...member, forbidden: 1 }, at(12))).toBe('forbid-list');
    expect(muteReason({ ...group, send_msg_limits: 1 }, member, at(12))).toBe('admins-only');
    expect(muteReason(night, member, at(23))).toBe('forbid-window');
    expect(muteReason(night, member, at(12))).toBeUndefined();
    expect(muteReason(night, { ...member, white: 1 }, at(23))).toBeUndefined();
    const admin = { ...member, role: GROUP_ROLE.ADMIN, forbidden: 1 };
    expect(muteReason({ ...night, send_msg_limits: 1 }, admin, at(23))).toBeUndefined();
  });

  test('permissions: the host holds every bit, an admin its mask, a member none', () => {
    const access = (row: MemberRow): MemberAccess => ({
      groupkey: group.groupkey,
      group,
      member: row,
      role: row.role as MemberAccess['role'],
      permission: permissionOf(row),
      muted: undefined,
    });
    const mute = permissionMask(ADMIN_PERM.MUTE_MEMBERS);
    expect(can(access({ ...member, role: GROUP_ROLE.HOST }), ADMIN_PERM.ADD_ADMINS)).toBe(true);
    expect(
      can(access({ ...member, role: GROUP_ROLE.ADMIN, permission: mute }), ADMIN_PERM.MUTE_MEMBERS),
    ).toBe(true);
    expect(can(access({ ...member, role: GROUP_ROLE.ADMIN, permission: mute }), ADMIN_PERM.CHANGE_INFO)).toBe(
      false,
    );
    expect(can(access({ ...member, permission: 0xfff }), ADMIN_PERM.MUTE_MEMBERS)).toBe(false);
    const slow = { ...group, send_msg_limits: 30 };
    const sent = { ...member, last_sent_at: at(12) };
    expect(slowModeWait({ ...access(sent), group: slow }, at(12) + 10_000)).toBe(20_000);
    expect(slowModeWait({ ...access(sent), group: slow }, at(12) + 30_000)).toBe(0);
    const exempt = {
      ...sent,
      role: GROUP_ROLE.ADMIN,
      permission: permissionMask(ADMIN_PERM.IGNORE_SLOW_MODE),
    };
    expect(slowModeWait({ ...access(exempt), group: slow }, at(12) + 1)).toBe(0);
  });
});
