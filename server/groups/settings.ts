import type { Kysely } from 'kysely';
import {
  ADD_LIMITS,
  ADMIN_PERM,
  canGrant,
  GROUP_NICKNAME_MAX,
  GROUP_NOTICE_MAX,
  GROUP_ROLE,
  INFO_LIMITS,
  LOOK_LIMITS,
  PERMISSION_ALL,
  sendRule,
} from '../../protocol/enums';
import { GROUP_OPER } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { can, type MemberAccess } from './access';

import { checkGroupName, checkHeadurl } from './members';
import {
  attributeChange,
  badInput,
  type GroupChange,
  membersOf,
  noRight,
  uidList,
  withGroup,
} from './mutate';
import type { GroupsDb, MemberRow } from './tables';

/** Most uids one admin, forbid or white-list request names. */
const MAX_UIDS = 500;

/**
 * `limittype` of msg_set_group_limits_req: which limit `limits` sets (net.proto). Follows the
 * order the spec lists the limits in: info, add, look, send-message.
 */
export const LIMIT_TYPE = { INFO: 1, ADD: 2, LOOK: 3, SEND: 4 } as const;

/**
 * What the simple msg_set_group_admin_req grants: every right but adding admins (follows
 * Telegram, where a new admin gets every right but "add new admins" by default). An admin who
 * appoints gives only the part of it that it holds itself.
 */
export const DEFAULT_ADMIN_PERMISSION = PERMISSION_ALL & ~(1 << ADMIN_PERM.ADD_ADMINS);

/** Who may change the name, notice and avatar: info_limits 0 the host and admins with bit 0, 1 every member. */
function requireInfoRight(access: MemberAccess): void {
  if (access.group.info_limits === INFO_LIMITS.ALL_MEMBERS) return;
  if (!can(access, ADMIN_PERM.CHANGE_INFO))
    throw noRight('only admins with the change-info right edit this group');
}

/** The members rows named by `uids`, refusing with 43 when one is not a member. */
async function namedMembers(trx: GroupsDb, groupkey: number, uids: readonly number[]): Promise<MemberRow[]> {
  if (uids.length === 0) throw badInput('name at least one uid');
  const rows = await trx
    .selectFrom('group_members')
    .selectAll()
    .where('groupkey', '=', groupkey)
    .where('uid', 'in', uids)
    .execute();
  const missing = uids.find((u) => !rows.some((r) => r.uid === u));
  if (missing !== undefined) {
    throw new Refusal(
      'result',
      RESULT.NOT_GROUP_MEMBER,
      `uid ${missing} is not a member of group ${groupkey}`,
    );
  }
  return rows;
}

/** msg_modify_group_name_req. */
export function renameGroup(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  name: string,
  now: number,
) {
  const checked = checkGroupName(name);
  return withGroup(db, groupkey, actor, now, (trx, access) => {
    requireInfoRight(access);
    return attributeChange(trx, groupkey, GROUP_OPER.INFO_CHANGED, { name: checked });
  });
}

/** msg_set_group_headurl_req. */
export function setGroupHeadurl(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  url: string,
  now: number,
) {
  const checked = checkHeadurl(url);
  return withGroup(db, groupkey, actor, now, (trx, access) => {
    requireInfoRight(access);
    return attributeChange(trx, groupkey, GROUP_OPER.INFO_CHANGED, { headurl: checked });
  });
}

/**
 * msg_modify_group_notice_req: a new notice raises notifyversion; the writer has read it, every
 * other member has a notice to read (red dot 5).
 */
export function setGroupNotice(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  notice: string,
  now: number,
): Promise<GroupChange> {
  if ([...notice].length > GROUP_NOTICE_MAX)
    throw badInput(`a notice has at most ${GROUP_NOTICE_MAX} characters`);
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    requireInfoRight(access);
    const change = await attributeChange(trx, groupkey, GROUP_OPER.INFO_CHANGED, {
      notice,
      notifyversion: access.group.notifyversion + 1,
    });
    await trx
      .updateTable('group_members')
      .set({ notice_read: change.group.notifyversion })
      .where('groupkey', '=', groupkey)
      .where('uid', '=', actor)
      .execute();
    return change;
  });
}

/** Checks a limit value for its type; 0 for a type or value with no meaning. */
function checkLimit(limittype: number, limits: number): void {
  const allowed: Record<number, (v: number) => boolean> = {
    [LIMIT_TYPE.INFO]: (v) => v === INFO_LIMITS.ADMINS || v === INFO_LIMITS.ALL_MEMBERS,
    [LIMIT_TYPE.ADD]: (v) => Object.values(ADD_LIMITS).includes(v as 0),
    [LIMIT_TYPE.LOOK]: (v) => v === LOOK_LIMITS.VISIBLE || v === LOOK_LIMITS.HIDDEN,
    [LIMIT_TYPE.SEND]: (v) => sendRule(v) !== null,
  };
  const check = allowed[limittype];
  if (!check) throw badInput('limittype is 1 info, 2 add, 3 look or 4 send');
  if (!check(limits)) throw badInput(`${limits} is not a value of limit ${limittype}`);
}

/**
 * msg_set_group_limits_req: info, add and look limits need the change-info right; the send
 * limit (mute all, slow mode) the mute right. Members never change limits (37).
 */
export function setGroupLimit(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  limittype: number,
  limits: number,
  now: number,
): Promise<GroupChange> {
  checkLimit(limittype, limits);
  return withGroup(db, groupkey, actor, now, (trx, access) => {
    const right = limittype === LIMIT_TYPE.SEND ? ADMIN_PERM.MUTE_MEMBERS : ADMIN_PERM.CHANGE_INFO;
    if (!can(access, right)) throw noRight('only admins with the right change this limit');
    const column = (['info_limits', 'add_limits', 'look_limits', 'send_msg_limits'] as const)[limittype - 1];
    if (!column) throw badInput('limittype is 1 info, 2 add, 3 look or 4 send');
    return attributeChange(trx, groupkey, GROUP_OPER.INFO_CHANGED, { [column]: limits });
  });
}

/** msg_set_group_host_req: the host hands the group to a member and becomes a plain member. */
export function setGroupHost(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  target: number,
  now: number,
) {
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    if (access.role !== GROUP_ROLE.HOST) throw noRight('only the host hands the group over');
    if (target === actor) throw badInput('the host already holds the group');
    await namedMembers(trx, groupkey, [target]);
    await trx
      .updateTable('group_members')
      .set({ role: GROUP_ROLE.MEMBER, permission: 0 })
      .where('groupkey', '=', groupkey)
      .where('uid', '=', actor)
      .execute();
    await trx
      .updateTable('group_members')
      .set({ role: GROUP_ROLE.HOST, permission: 0, forbidden: 0, white: 0 })
      .where('groupkey', '=', groupkey)
      .where('uid', '=', target)
      .execute();
    return attributeChange(trx, groupkey, GROUP_OPER.HOST_CHANGED, { host_uid: target });
  });
}

/**
 * msg_set_group_admin_req (mask `'default'`) and msg_set_group_admin_new_req (an explicit mask):
 * the host appoints any member or changes any admin's mask; an admin with the add-admins bit
 * appoints plain members only, and only with bits it holds itself (DECISIONS Groups, bit 7).
 */
export function setAdmins(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  uids: readonly number[],
  mask: number | 'default',
  now: number,
): Promise<GroupChange> {
  const targets = uidList(uids, MAX_UIDS);
  if (mask !== 'default' && (!Number.isInteger(mask) || mask < 0 || mask > PERMISSION_ALL)) {
    throw badInput(`permission is a mask of bits 0..11, got ${mask}`);
  }
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    const isHost = access.role === GROUP_ROLE.HOST;
    if (!can(access, ADMIN_PERM.ADD_ADMINS))
      throw noRight('only the host and admins with bit 7 appoint admins');
    const granted =
      mask === 'default'
        ? isHost
          ? DEFAULT_ADMIN_PERMISSION
          : DEFAULT_ADMIN_PERMISSION & access.permission
        : mask;
    if (!isHost && !canGrant(access.permission, granted)) {
      throw noRight('an admin gives only the permission bits it holds');
    }
    const rows = await namedMembers(trx, groupkey, targets);
    for (const row of rows) {
      if (row.role === GROUP_ROLE.HOST) throw badInput('the host is not made an admin');
      if (!isHost && row.role !== GROUP_ROLE.MEMBER) throw noRight('only the host changes an admin');
    }
    await trx
      .updateTable('group_members')
      .set({ role: GROUP_ROLE.ADMIN, permission: granted, forbidden: 0 })
      .where('groupkey', '=', groupkey)
      .where('uid', 'in', targets)
      .execute();
    return attributeChange(trx, groupkey, GROUP_OPER.ADMINS_CHANGED);
  });
}

/**
 * msg_del_group_admin_req: the host demotes any admin; an admin with bit 7 demotes admins whose
 * mask lies within its own; any admin may step down. Named members who are not admins are skipped.
 */
export function removeAdmins(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  uids: readonly number[],
  now: number,
): Promise<GroupChange | undefined> {
  const targets = uidList(uids, MAX_UIDS);
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    const rows = (await namedMembers(trx, groupkey, targets)).filter((r) => r.role === GROUP_ROLE.ADMIN);
    for (const row of rows) {
      const self = row.uid === actor;
      const allowed =
        self ||
        access.role === GROUP_ROLE.HOST ||
        (access.role === GROUP_ROLE.ADMIN && canGrant(access.permission, row.permission));
      if (!allowed) throw noRight(`uid ${actor} may not demote admin ${row.uid}`);
    }
    if (rows.length === 0) return undefined;
    await trx
      .updateTable('group_members')
      .set({ role: GROUP_ROLE.MEMBER, permission: 0 })
      .where('groupkey', '=', groupkey)
      .where(
        'uid',
        'in',
        rows.map((r) => r.uid),
      )
      .execute();
    return attributeChange(trx, groupkey, GROUP_OPER.ADMINS_CHANGED);
  });
}

/** Seconds in a day: forbid-window bounds are 0..86399. */
const DAY_SECONDS = 86_400;

/** msg_set_group_forbid_time_req: needs the mute right; an on window needs begin ≠ end. */
export function setForbidWindow(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  window: { forbidbegintm: number; forbidendtm: number; isforbid: number },
  now: number,
): Promise<GroupChange> {
  const { forbidbegintm: begin, forbidendtm: end, isforbid } = window;
  const inDay = (s: number) => Number.isInteger(s) && s >= 0 && s < DAY_SECONDS;
  if (isforbid !== 0 && isforbid !== 1) throw badInput('isforbid is 0 or 1');
  if (!inDay(begin) || !inDay(end)) throw badInput('forbid times are seconds of the day, 0..86399');
  if (isforbid === 1 && begin === end) throw badInput('a forbid window needs a begin and an end that differ');
  return withGroup(db, groupkey, actor, now, (trx, access) => {
    if (!can(access, ADMIN_PERM.MUTE_MEMBERS))
      throw noRight('only admins with the mute right set the forbid window');
    return attributeChange(trx, groupkey, GROUP_OPER.FORBID_CHANGED, {
      forbidbegintm: begin,
      forbidendtm: end,
      isforbid,
    });
  });
}

/**
 * msg_set_group_forbid_req (`forbidden`) and msg_set_group_white_req (`white`): put members on or
 * take them off the list; needs the mute right. Hosts and admins are never muted: naming one on
 * the forbid list is refused (0).
 */
export function setMemberList(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  list: 'forbidden' | 'white',
  isSet: number,
  uids: readonly number[],
  now: number,
): Promise<GroupChange> {
  if (isSet !== 0 && isSet !== 1) throw badInput('is_set is 0 or 1');
  const targets = uidList(uids, MAX_UIDS);
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    if (!can(access, ADMIN_PERM.MUTE_MEMBERS))
      throw noRight('only admins with the mute right change this list');
    const rows = await namedMembers(trx, groupkey, targets);
    if (list === 'forbidden' && isSet === 1 && rows.some((r) => r.role !== GROUP_ROLE.MEMBER)) {
      throw badInput('hosts and admins are never muted');
    }
    await trx
      .updateTable('group_members')
      .set(list === 'forbidden' ? { forbidden: isSet } : { white: isSet })
      .where('groupkey', '=', groupkey)
      .where('uid', 'in', targets)
      .execute();
    return attributeChange(trx, groupkey, GROUP_OPER.FORBID_CHANGED);
  });
}

/** msg_set_group_nickname_req: the member's own nickname in the group ('' clears it); returns the members to tell. */
export function setGroupNickname(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  nickname: string,
  now: number,
): Promise<{ nickname: string; members: number[] }> {
  const trimmed = nickname.trim();
  if ([...trimmed].length > GROUP_NICKNAME_MAX) {
    throw badInput(`a group nickname has at most ${GROUP_NICKNAME_MAX} characters`);
  }
  return withGroup(db, groupkey, actor, now, async (trx) => {
    await trx
      .updateTable('group_members')
      .set({ nickname: trimmed })
      .where('groupkey', '=', groupkey)
      .where('uid', '=', actor)
      .execute();
    return { nickname: trimmed, members: await membersOf(trx, groupkey) };
  });
}

/** msg_read_group_notice_req: the member has read the notice up to `version` (never past the current one). */
export function readGroupNotice(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  version: number,
  now: number,
): Promise<number> {
  if (!Number.isInteger(version) || version < 0) throw badInput('notifyversion is a version number');
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    const read = Math.max(access.member.notice_read, Math.min(version, access.group.notifyversion));
    await trx
      .updateTable('group_members')
      .set({ notice_read: read })
      .where('groupkey', '=', groupkey)
      .where('uid', '=', actor)
      .execute();
    return read;
  });
}
