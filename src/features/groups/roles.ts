// Who may do what in a group (docs/messaging.md "Groups", DECISIONS Groups): the UI shows a
// control only to those the server would allow.
import {
  ADD_LIMITS,
  ADMIN_PERM,
  type AdminPerm,
  hasPermission,
  INFO_LIMITS,
  LOOK_LIMITS,
  memberMask,
  PERMISSION_ALL,
} from '../../../protocol/enums';
import type { GroupRow } from '../../hub';

export type Role = 'host' | 'admin' | 'member';

type Roles = Pick<GroupRow, 'grouphost' | 'admins' | 'groupadmins'>;

/** A member's role. */
export function roleOf(group: Roles, uid: number): Role {
  if (group.grouphost === uid) return 'host';
  if (group.admins.some((a) => a.adminuid === uid) || group.groupadmins.includes(uid)) return 'admin';
  return 'member';
}

/** A member's permission mask: every bit for the host, the admin's mask, 0 for members. */
export function maskOf(group: Roles, uid: number): number {
  return memberMask(group, uid);
}

/** True when `uid` holds `bit` (the host holds all). */
export function can(group: Roles, uid: number, bit: AdminPerm): boolean {
  return hasPermission(maskOf(group, uid), bit);
}

/** May `uid` change the name, notice and avatar? */
export function canEditInfo(group: Roles & Pick<GroupRow, 'info_limits'>, uid: number): boolean {
  return group.info_limits === INFO_LIMITS.ALL_MEMBERS || can(group, uid, ADMIN_PERM.CHANGE_INFO);
}

/** May `uid` add members (true also where the addition becomes a join request)? */
export function canInvite(group: Roles & Pick<GroupRow, 'add_limits'>, uid: number): boolean {
  return group.add_limits !== ADD_LIMITS.ADMINS_ONLY || can(group, uid, ADMIN_PERM.INVITE_MEMBERS);
}

/** May `uid` open other members' profiles (look_limits 1 hides them from plain members)? */
export function canViewProfiles(group: Roles & Pick<GroupRow, 'look_limits'>, uid: number): boolean {
  return group.look_limits !== LOOK_LIMITS.HIDDEN || roleOf(group, uid) !== 'member';
}

/** May `actor` remove `target` (the host anyone; admins with bit 3 plain members)? */
export function canRemove(group: Roles, actor: number, target: number): boolean {
  if (actor === target || target === group.grouphost) return false;
  if (roleOf(group, actor) === 'host') return true;
  return can(group, actor, ADMIN_PERM.REMOVE_MEMBERS) && roleOf(group, target) === 'member';
}

/** May `actor` make `target` an admin or change its bits (host; admins with bit 7 on members only)? */
export function canSetAdmin(group: Roles, actor: number, target: number): boolean {
  if (target === group.grouphost || actor === target) return false;
  if (roleOf(group, actor) === 'host') return true;
  return can(group, actor, ADMIN_PERM.ADD_ADMINS) && roleOf(group, target) === 'member';
}

/** May `actor` take admin rights from `target` (host any; bit-7 admins those within their mask)? */
export function canRemoveAdmin(group: Roles, actor: number, target: number): boolean {
  if (roleOf(group, target) !== 'admin') return false;
  if (roleOf(group, actor) === 'host' || actor === target) return true;
  const mine = maskOf(group, actor);
  return hasPermission(mine, ADMIN_PERM.ADD_ADMINS) && (maskOf(group, target) & ~mine) === 0;
}

/** The permission bits 0..11 in order. */
export const PERMISSION_BITS: readonly AdminPerm[] = Object.values(ADMIN_PERM);

/** The default mask of a new admin: every bit but "add admins" (as the server's simple form). */
export const DEFAULT_ADMIN_MASK = PERMISSION_ALL & ~(1 << ADMIN_PERM.ADD_ADMINS);
