import type { Kysely } from 'kysely';
import { ADD_LIMITS, ADMIN_PERM, GROUP_MAX_MEMBERS, GROUP_ROLE } from '../../protocol/enums';
import { GROUP_OPER } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { isRefusal, Refusal } from '../refusal';
import { isStorableUrl } from '../safeUrl';
import type { Database } from '../store';
import { can, type MemberAccess } from './access';

import { badInput, bumpGroup, type GroupChange, membersOf, noRight, uidList, withGroup } from './mutate';
import { type GroupRow, type GroupsDb, groupsDb } from './tables';

/** Longest group name, in characters. */
export const GROUP_NAME_MAX = 64;
/** Longest avatar URL, in characters. */
export const HEADURL_MAX = 512;

/** A group name as stored: trimmed, 1..64 characters; 0 otherwise. */
export function checkGroupName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || [...trimmed].length > GROUP_NAME_MAX) {
    throw badInput(`a group name has 1..${GROUP_NAME_MAX} characters`);
  }
  return trimmed;
}

/** A group's name from its first members' nicknames (in `uids` order), within GROUP_NAME_MAX. */
async function membersName(trx: GroupsDb, uids: readonly number[]): Promise<string> {
  const rows = await trx.selectFrom('users').select(['uid', 'nickname']).where('uid', 'in', uids).execute();
  const names = uids
    .map((uid) => rows.find((r) => r.uid === uid)?.nickname.trim() ?? '')
    .filter((n) => n !== '');
  return [...names.join('、')].slice(0, GROUP_NAME_MAX).join('');
}

/** An avatar URL: at most 512 characters. */
export function checkHeadurl(url: string): string {
  if (url.length > HEADURL_MAX) throw badInput(`an avatar URL has at most ${HEADURL_MAX} characters`);
  if (url !== '' && !isStorableUrl(url)) throw badInput('the avatar URL must be a /path or an http(s) URL');
  return url;
}

async function requireUsers(trx: GroupsDb, uids: readonly number[]): Promise<void> {
  if (uids.length === 0) return;
  const found = new Set<number>();
  // NOTE: in chunks, so the bound parameters stay far below both drivers' limits.
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await trx
      .selectFrom('users')
      .select('uid')
      .where('uid', 'in', uids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.add(r.uid);
  }
  const missing = uids.find((u) => !found.has(u));
  if (missing !== undefined) throw badInput(`no user ${missing}`);
}

async function insertMembers(trx: GroupsDb, groupkey: number, uids: readonly number[], now: number) {
  for (let i = 0; i < uids.length; i += 500) {
    await trx
      .insertInto('group_members')
      .values(
        uids.slice(i, i + 500).map((uid) => ({ groupkey, uid, role: GROUP_ROLE.MEMBER, joined_at: now })),
      )
      .execute();
  }
}

/**
 * Creates a group with `host` as its host and `uids` as members (unknown uids: 0; more than
 * 2,000 members in all: 24). Without a name, the group is named after its first members (issue 47,
 * as WeChat does): the host's and the next two nicknames, joined by '、'; with no nickname among
 * them the name stays empty and the app says 群聊 (group chat) in the user's language.
 */
export async function createGroup(
  db: Kysely<Database>,
  input: { host: number; uids: readonly number[]; name: string; headurl: string; now: number },
): Promise<GroupChange> {
  const others = uidList(input.uids, GROUP_MAX_MEMBERS).filter((u) => u !== input.host);
  if (others.length + 1 > GROUP_MAX_MEMBERS) {
    throw new Refusal('result', RESULT.GROUP_FULL, `a group holds at most ${GROUP_MAX_MEMBERS} members`);
  }
  const name = input.name.trim() === '' ? '' : checkGroupName(input.name);
  const headurl = checkHeadurl(input.headurl);
  return groupsDb(db)
    .transaction()
    .execute(async (trx) => {
      await requireUsers(trx, others);
      const inserted = await trx
        .insertInto('im_groups')
        .values({
          host_uid: input.host,
          name,
          notice: '',
          headurl,
          attrversion: 1,
          notifyversion: 0,
          info_limits: 0,
          add_limits: 0,
          look_limits: 0,
          send_msg_limits: 0,
          isforbid: 0,
          forbidbegintm: 0,
          forbidendtm: 0,
          member_cnt: others.length + 1,
          created_at: input.now,
          dismissed_at: null,
        })
        .returning('groupkey')
        .executeTakeFirstOrThrow();
      const groupkey = inserted.groupkey;
      await trx
        .insertInto('group_members')
        .values({ groupkey, uid: input.host, role: GROUP_ROLE.HOST, joined_at: input.now })
        .execute();
      await insertMembers(trx, groupkey, others, input.now);
      const group = await trx
        .updateTable('im_groups')
        .set({ name: name === '' ? await membersName(trx, [input.host, ...others.slice(0, 2)]) : name })
        .where('groupkey', '=', groupkey)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        group,
        oper: GROUP_OPER.CREATED,
        members: [input.host, ...others],
        added: others,
        removed: [],
      };
    });
}

/**
 * Adds users as members in the caller's transaction: those already in are skipped; the member
 * count is raised with a guarded update, so the group never passes 2,000 (24, nothing added).
 * Waiting join requests of the added users are settled. Returns the uids added.
 */
async function admit(
  trx: GroupsDb,
  group: GroupRow,
  uids: readonly number[],
  now: number,
): Promise<number[]> {
  const present = new Set(await membersOf(trx, group.groupkey));
  const fresh = uids.filter((u) => !present.has(u));
  if (fresh.length === 0) return [];
  await requireUsers(trx, fresh);
  const raised = await trx
    .updateTable('im_groups')
    .set((eb) => ({ member_cnt: eb('member_cnt', '+', fresh.length) }))
    .where('groupkey', '=', group.groupkey)
    .where('member_cnt', '<=', GROUP_MAX_MEMBERS - fresh.length)
    .executeTakeFirst();
  if (raised.numUpdatedRows === 0n) {
    throw new Refusal(
      'result',
      RESULT.GROUP_FULL,
      `group ${group.groupkey} would pass ${GROUP_MAX_MEMBERS} members`,
    );
  }
  await insertMembers(trx, group.groupkey, fresh, now);
  await trx
    .deleteFrom('group_join_requests')
    .where('groupkey', '=', group.groupkey)
    .where('uid', 'in', fresh)
    .execute();
  return fresh;
}

/** Stores join requests (one per user and group; a repeat refreshes it). */
async function requestJoin(
  trx: GroupsDb,
  groupkey: number,
  uids: readonly number[],
  inviter: number,
  now: number,
) {
  for (const uid of uids) {
    await trx
      .insertInto('group_join_requests')
      .values({ groupkey, uid, inviter, created_at: now })
      .onConflict((oc) => oc.columns(['groupkey', 'uid']).doUpdateSet({ inviter, created_at: now }))
      .execute();
  }
}

/** The outcome of an add: a change to push, or join requests waiting for approvers (result 14). */
export type AddOutcome =
  | { kind: 'added'; change: GroupChange | undefined }
  | { kind: 'requested'; groupkey: number; uids: number[]; inviter: number; approvers: number[] };

/** Members who may approve joins: the host and admins with bit 5. */
export async function approversOf(trx: GroupsDb, groupkey: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('group_members')
    .select(['uid', 'role', 'permission'])
    .where('groupkey', '=', groupkey)
    .where('role', '>=', GROUP_ROLE.ADMIN)
    .execute();
  return rows
    .filter((r) => r.role === GROUP_ROLE.HOST || ((r.permission >>> ADMIN_PERM.APPROVE_JOINS) & 1) === 1)
    .map((r) => r.uid);
}

/**
 * msg_add_group_member_req as `access`'s member, by add_limits (DECISIONS Groups): 0 any member
 * adds; 1 only the host and admins with the invite bit (37 otherwise); 2 the host and admins with
 * the approve-joins bit add at once, anyone else's additions become join requests (result 14).
 */
export async function addMembers(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  uids: readonly number[],
  now: number,
): Promise<AddOutcome> {
  const wanted = uidList(uids, GROUP_MAX_MEMBERS);
  if (wanted.length === 0) throw badInput('name at least one uid to add');
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    const limits = access.group.add_limits;
    if (limits === ADD_LIMITS.ADMINS_ONLY && !can(access, ADMIN_PERM.INVITE_MEMBERS)) {
      throw noRight('only admins with the invite right add members to this group');
    }
    if (limits === ADD_LIMITS.NEEDS_APPROVAL && !can(access, ADMIN_PERM.APPROVE_JOINS)) {
      const present = new Set(await membersOf(trx, groupkey));
      const fresh = wanted.filter((u) => !present.has(u));
      if (fresh.length === 0) return { kind: 'added', change: undefined };
      await requireUsers(trx, fresh);
      await requestJoin(trx, groupkey, fresh, actor, now);
      return {
        kind: 'requested',
        groupkey,
        uids: fresh,
        inviter: actor,
        approvers: await approversOf(trx, groupkey),
      };
    }
    const added = await admit(trx, access.group, wanted, now);
    if (added.length === 0) return { kind: 'added', change: undefined };
    const group = await bumpGroup(trx, groupkey);
    return {
      kind: 'added',
      change: {
        group,
        oper: GROUP_OPER.MEMBERS_ADDED,
        members: await membersOf(trx, groupkey),
        added,
        removed: [],
      },
    };
  });
}

/** May `access` remove member `target` (with role `targetRole`)? Leaving (target = self) is always allowed but for the host. */
function mayRemove(access: MemberAccess, target: number, targetRole: number): boolean {
  if (target === access.member.uid) return access.role !== GROUP_ROLE.HOST;
  if (access.role === GROUP_ROLE.HOST) return true;
  return can(access, ADMIN_PERM.REMOVE_MEMBERS) && targetRole === GROUP_ROLE.MEMBER;
}

/**
 * msg_del_group_member_req: removes members (the host anyone; admins with the remove bit plain
 * members only; anyone may remove itself, i.e. leave, but the host, who dismisses or hands over
 * first). A named non-member with a waiting join request has it refused. Returns the removed uids
 * (empty: nothing changed) and the change to push.
 */
export async function removeMembers(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  uids: readonly number[],
  now: number,
): Promise<{ removed: number[]; change: GroupChange | undefined }> {
  const named = uidList(uids, GROUP_MAX_MEMBERS);
  if (named.length === 0) throw badInput('name at least one uid to remove');
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    const rows = await trx
      .selectFrom('group_members')
      .select(['uid', 'role'])
      .where('groupkey', '=', groupkey)
      .where('uid', 'in', named)
      .execute();
    for (const row of rows) {
      if (!mayRemove(access, row.uid, row.role)) {
        throw row.uid === actor
          ? badInput('the host cannot leave: hand the group over or dismiss it')
          : noRight(`uid ${actor} may not remove uid ${row.uid}`);
      }
    }
    const strangers = named.filter((u) => !rows.some((r) => r.uid === u));
    if (strangers.length > 0 && can(access, ADMIN_PERM.APPROVE_JOINS)) {
      await trx
        .deleteFrom('group_join_requests')
        .where('groupkey', '=', groupkey)
        .where('uid', 'in', strangers)
        .execute();
    }
    const removed = rows.map((r) => r.uid);
    if (removed.length === 0) return { removed, change: undefined };
    await trx
      .deleteFrom('group_members')
      .where('groupkey', '=', groupkey)
      .where('uid', 'in', removed)
      .execute();
    const group = await trx
      .updateTable('im_groups')
      .set((eb) => ({
        attrversion: eb('attrversion', '+', 1),
        member_cnt: eb('member_cnt', '-', removed.length),
      }))
      .where('groupkey', '=', groupkey)
      .returningAll()
      .executeTakeFirstOrThrow();
    const members = await membersOf(trx, groupkey);
    return { removed, change: { group, oper: GROUP_OPER.MEMBERS_REMOVED, members, added: [], removed } };
  });
}

/** msg_dismiss_group_req: the host only (37 otherwise). Every member is removed. */
export async function dismissGroup(
  db: Kysely<Database>,
  groupkey: number,
  actor: number,
  now: number,
): Promise<GroupChange> {
  return withGroup(db, groupkey, actor, now, async (trx, access) => {
    if (access.role !== GROUP_ROLE.HOST) throw noRight('only the host dismisses a group');
    const members = await membersOf(trx, groupkey);
    await trx.deleteFrom('group_members').where('groupkey', '=', groupkey).execute();
    await trx.deleteFrom('group_join_requests').where('groupkey', '=', groupkey).execute();
    const group = await bumpGroup(trx, groupkey, { dismissed_at: now, member_cnt: 0 });
    return { group, oper: GROUP_OPER.DISMISSED, members: [], added: [], removed: members };
  });
}

/**
 * A user joining from a QR code whose signature was checked by the caller: `inviter` must still
 * be a member allowed to invite under the group's add_limits (20 otherwise, the code is no longer
 * good). Under add_limits 2 the join becomes a request (14). A member joining again changes nothing.
 */
export async function joinByInvite(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
  inviter: number,
  now: number,
): Promise<AddOutcome> {
  try {
    return await withGroup(db, groupkey, inviter, now, (trx, access) => join(trx, access, uid, now));
  } catch (error) {
    // NOTE: the inviter left (or the group is gone): the code no longer admits anyone.
    if (isRefusal(error, 'result') && error.code === RESULT.NOT_GROUP_MEMBER) {
      throw new Refusal('result', RESULT.INVALID_GROUP_QRCODE, 'the QR code is no longer valid');
    }
    throw error;
  }
}

async function join(trx: GroupsDb, access: MemberAccess, uid: number, now: number): Promise<AddOutcome> {
  const { groupkey } = access;
  const inviter = access.member.uid;
  const present = await trx
    .selectFrom('group_members')
    .select('uid')
    .where('groupkey', '=', groupkey)
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (present) return { kind: 'added', change: undefined };
  if (access.group.add_limits === ADD_LIMITS.ADMINS_ONLY && !can(access, ADMIN_PERM.INVITE_MEMBERS)) {
    throw new Refusal(
      'result',
      RESULT.INVALID_GROUP_QRCODE,
      'the inviter may no longer invite to this group',
    );
  }
  if (access.group.add_limits === ADD_LIMITS.NEEDS_APPROVAL) {
    await requireUsers(trx, [uid]);
    await requestJoin(trx, groupkey, [uid], inviter, now);
    return {
      kind: 'requested',
      groupkey,
      uids: [uid],
      inviter,
      approvers: await approversOf(trx, groupkey),
    };
  }
  const added = await admit(trx, access.group, [uid], now);
  const group = await bumpGroup(trx, groupkey);
  return {
    kind: 'added',
    change: {
      group,
      oper: GROUP_OPER.MEMBERS_ADDED,
      members: await membersOf(trx, groupkey),
      added,
      removed: [],
    },
  };
}
