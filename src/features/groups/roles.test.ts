import { describe, expect, test } from 'vitest';
import { ADMIN_PERM, permissionMask } from '../../../protocol/enums';
import {
  can,
  canEditInfo,
  canInvite,
  canRemove,
  canRemoveAdmin,
  canSetAdmin,
  canViewProfiles,
  maskOf,
  roleOf,
} from './roles';

const HOST = 1;
const MUTER = 2;
const GRANTER = 3;
const MEMBER = 4;
const group = {
  grouphost: HOST,
  groupadmins: [MUTER, GRANTER],
  admins: [
    { adminuid: MUTER, permission: permissionMask(ADMIN_PERM.MUTE_MEMBERS) },
    {
      adminuid: GRANTER,
      permission: permissionMask(ADMIN_PERM.ADD_ADMINS, ADMIN_PERM.MUTE_MEMBERS, ADMIN_PERM.REMOVE_MEMBERS),
    },
  ],
  info_limits: 0,
  add_limits: 1,
  look_limits: 0,
};

describe('group roles', () => {
  test('roles and masks', () => {
    expect(roleOf(group, HOST)).toBe('host');
    expect(roleOf(group, MUTER)).toBe('admin');
    expect(roleOf(group, MEMBER)).toBe('member');
    expect(maskOf(group, HOST)).toBe(0xfff);
    expect(maskOf(group, MEMBER)).toBe(0);
    expect(can(group, MUTER, ADMIN_PERM.MUTE_MEMBERS)).toBe(true);
    expect(can(group, MUTER, ADMIN_PERM.CHANGE_INFO)).toBe(false);
  });
  test('info and invite follow the limits', () => {
    expect(canEditInfo(group, MEMBER)).toBe(false);
    expect(canEditInfo(group, HOST)).toBe(true);
    expect(canEditInfo({ ...group, info_limits: 1 }, MEMBER)).toBe(true);
    expect(canInvite(group, MEMBER)).toBe(false);
    expect(canInvite(group, MUTER)).toBe(false);
    expect(canInvite({ ...group, add_limits: 2 }, MEMBER)).toBe(true);
  });
  test('look_limits 1 hides profiles from plain members only', () => {
    expect(canViewProfiles(group, MEMBER)).toBe(true);
    const hidden = { ...group, look_limits: 1 };
    expect(canViewProfiles(hidden, MEMBER)).toBe(false);
    expect(canViewProfiles(hidden, MUTER)).toBe(true);
    expect(canViewProfiles(hidden, HOST)).toBe(true);
  });
  test('removing members and admins', () => {
    expect(canRemove(group, HOST, GRANTER)).toBe(true);
    expect(canRemove(group, GRANTER, MEMBER)).toBe(true);
    expect(canRemove(group, GRANTER, MUTER)).toBe(false);
    expect(canRemove(group, MUTER, MEMBER)).toBe(false);
    expect(canRemove(group, GRANTER, HOST)).toBe(false);
    expect(canSetAdmin(group, GRANTER, MEMBER)).toBe(true);
    expect(canSetAdmin(group, GRANTER, MUTER)).toBe(false);
    expect(canSetAdmin(group, MUTER, MEMBER)).toBe(false);
    expect(canRemoveAdmin(group, GRANTER, MUTER)).toBe(true);
    expect(canRemoveAdmin(group, MUTER, GRANTER)).toBe(false);
    expect(canRemoveAdmin(group, MUTER, MUTER)).toBe(true);
    expect(canRemoveAdmin(group, HOST, MEMBER)).toBe(false);
  });
});
