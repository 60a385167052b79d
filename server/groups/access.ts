import type { Kysely } from 'kysely';
import { isGroupKey } from '../../protocol/chatkey';
import {
  ADMIN_PERM,
  type AdminPerm,
  GROUP_ROLE,
  type GroupRole,
  hasPermission,
  PERMISSION_ALL,
  SEND_MSG_LIMITS,
  SLOW_MODE_MIN_SECONDS,
} from '../../protocol/enums';
import type { Database } from '../store';
import { type GroupRow, type GroupsDb, groupsDb, type MemberRow } from './tables';

export type { GroupRow, MemberRow } from './tables';

/**
 * Why a member may not send right now (all refused with result 38, "is forbidden"):
 * on the forbid list, the group is admins-only (send_msg_limits 1), or inside the forbid window
 * while not on the white list. Hosts and admins are never muted (DECISIONS Groups).
 */
export type MuteReason = 'forbid-list' | 'admins-only' | 'forbid-window';

/** What one user may do in one group, read in one go. */
export interface GroupAccess {
  groupkey: number;
  /** The group, or undefined when there is no such group or it was dismissed. */
  group: GroupRow | undefined;
  /** The user's membership, or undefined for a stranger (refuse with 43). */
  member: MemberRow | undefined;
  /** The user's role, undefined for a stranger. */
  role: GroupRole | undefined;
  /** The effective permission mask: the host every bit, an admin its own mask, others 0. */
  permission: number;
  /** Why the user may not send now (result 38), or undefined. Slow mode is separate ({@link slowModeWait}). */
  muted: MuteReason | undefined;
}

/** A {@link GroupAccess} of a member of a live group. */
export type MemberAccess = GroupAccess & { group: GroupRow; member: MemberRow; role: GroupRole };

/** True when the access is a member's (otherwise refuse with 43, not a group member). */
export function isMember(access: GroupAccess): access is MemberAccess {
  return access.group !== undefined && access.member !== undefined && access.role !== undefined;
}

/** True when the member is the host or an admin holding `bit` (otherwise refuse with 37, not admin). */
export function can(access: GroupAccess, bit: AdminPerm): boolean {
  return (
    access.role !== undefined && access.role >= GROUP_ROLE.ADMIN && hasPermission(access.permission, bit)
  );
}

/** Seconds since local midnight of the server for a time in ms (the forbid window's clock). */
export function secondOfDay(ms: number): number {
  const d = new Date(ms);
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds();
}

/**
 * True when `second` (of the day) lies in the window [begin, end); a window whose end is before its
 * begin runs over midnight (e.g. 22:00–07:00). An empty window (begin = end) holds no second.
 */
export function inForbidWindow(begin: number, end: number, second: number): boolean {
  if (begin === end) return false;
  return begin < end ? second >= begin && second < end : second >= begin || second < end;
}

/** The mute reason of a member of `group` at time `now`, or undefined (see {@link MuteReason}). */
export function muteReason(group: GroupRow, member: MemberRow, now: number): MuteReason | undefined {
  if (member.role >= GROUP_ROLE.ADMIN) return undefined;
  if (member.forbidden === 1) return 'forbid-list';
  if (group.send_msg_limits === SEND_MSG_LIMITS.ADMINS_ONLY) return 'admins-only';
  if (
    group.isforbid === 1 &&
    member.white !== 1 &&
    inForbidWindow(group.forbidbegintm, group.forbidendtm, secondOfDay(now))
  ) {
    return 'forbid-window';
  }
  return undefined;
}

/** The effective permission mask of a member row. */
export function permissionOf(member: MemberRow): number {
  if (member.role === GROUP_ROLE.HOST) return PERMISSION_ALL;
  if (member.role === GROUP_ROLE.ADMIN) return member.permission & PERMISSION_ALL;
  return 0;
}

/**
 * How many ms a member must still wait before sending under slow mode (send_msg_limits N >= 10:
 * one message per N seconds for members; admins with the ignore-slow-mode bit and the host are
 * exempt). 0 when the member may send now.
 */
export function slowModeWait(access: MemberAccess, now: number): number {
  const seconds = access.group.send_msg_limits;
  if (seconds < SLOW_MODE_MIN_SECONDS || can(access, ADMIN_PERM.IGNORE_SLOW_MODE)) return 0;
  const last = access.member.last_sent_at;
  if (last === 0) return 0;
  return Math.max(0, last + seconds * 1000 - now);
}

/**
 * What `uid` may do in group `groupkey` at time `now` (ms, default the wall clock): member or not,
 * role, effective permission mask and whether it is muted now. The one check every handler naming
 * a group chat key makes (groups here, and the chat area's history, read, withdraw and delete for
 * group chat keys). A missing or dismissed group reads as a stranger's access, so a stranger learns
 * nothing about which groups exist.
 */
export function groupAccess(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
  now: number = Date.now(),
): Promise<GroupAccess> {
  return readAccess(groupsDb(db), groupkey, uid, now);
}

/** {@link groupAccess} on a handle that already has the groups tables (a transaction of the area). */
export async function readAccess(
  gdb: GroupsDb,
  groupkey: number,
  uid: number,
  now: number,
): Promise<GroupAccess> {
  const stranger: GroupAccess = {
    groupkey,
    group: undefined,
    member: undefined,
    role: undefined,
    permission: 0,
    muted: undefined,
  };
  if (!isGroupKey(groupkey)) return stranger;
  const group = await gdb
    .selectFrom('im_groups')
    .selectAll()
    .where('groupkey', '=', groupkey)
    .where('dismissed_at', 'is', null)
    .executeTakeFirst();
  if (!group) return stranger;
  const member = await gdb
    .selectFrom('group_members')
    .selectAll()
    .where('groupkey', '=', groupkey)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!member) return { ...stranger, group };
  return {
    groupkey,
    group,
    member,
    role: member.role as GroupRole,
    permission: permissionOf(member),
    muted: muteReason(group, member, now),
  };
}
