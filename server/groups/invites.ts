// What the IM API tells about joining a group: the preview a QR code's holder sees before joining,
// and the join requests waiting for the host and the admins with the approve-joins bit.
import type { Kysely } from 'kysely';
import { ADD_LIMITS, ADMIN_PERM } from '../../protocol/enums';
import type { GroupInvite, JoinRequest, JoinUser } from '../../protocol/groupJoin';
import type { Database } from '../store';
import { can, groupAccess, isMember } from './access';
import { groupsDb } from './tables';

/** The newest requests an approver is shown at once (follows WeChat's group invitation list). */
export const JOIN_REQUESTS_SHOWN = 200;

async function usersOf(db: Kysely<Database>, uids: readonly number[]): Promise<Map<number, JoinUser>> {
  const out = new Map<number, JoinUser>();
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await db
      .selectFrom('users')
      .select(['uid', 'nickname', 'headurl'])
      .where('uid', 'in', uids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(r.uid, r);
  }
  return out;
}

const unknownUser = (uid: number): JoinUser => ({ uid, nickname: String(uid), headurl: '' });

/** The preview of group `groupkey` for `viewer` holding a checked code of `inviter`; undefined when the group is gone. */
export async function groupInvite(
  db: Kysely<Database>,
  groupkey: number,
  inviter: number,
  viewer: number,
  now: number,
): Promise<GroupInvite | undefined> {
  const access = await groupAccess(db, groupkey, viewer, now);
  const { group } = access;
  if (!group) return undefined;
  if (!isMember(access)) {
    // NOTE: the same checks as the join itself: a code whose member left, or may no longer
    // invite, admits no one, so its preview offers no join.
    const by = await groupAccess(db, groupkey, inviter, now);
    if (!isMember(by)) return undefined;
    if (group.add_limits === ADD_LIMITS.ADMINS_ONLY && !can(by, ADMIN_PERM.INVITE_MEMBERS)) return undefined;
  }
  const users = await usersOf(db, [inviter]);
  return {
    groupkey,
    groupname: group.name,
    groupheadurl: group.headurl,
    member_cnt: group.member_cnt,
    needs_approval: group.add_limits === ADD_LIMITS.NEEDS_APPROVAL ? 1 : 0,
    member: isMember(access) ? 1 : 0,
    inviter: users.get(inviter) ?? unknownUser(inviter),
  };
}

/** Why {@link joinRequests} refused: not a member (43) or no approve-joins right (37). */
export type JoinRequestsRefusal = 'not-member' | 'no-right';

/** The join requests of a group, newest first, for its host and admins with the approve-joins bit. */
export async function joinRequests(
  db: Kysely<Database>,
  groupkey: number,
  asker: number,
  now: number,
): Promise<JoinRequest[] | JoinRequestsRefusal> {
  const access = await groupAccess(db, groupkey, asker, now);
  if (!isMember(access)) return 'not-member';
  if (!can(access, ADMIN_PERM.APPROVE_JOINS)) return 'no-right';
  const rows = await groupsDb(db)
    .selectFrom('group_join_requests')
    .select(['uid', 'inviter', 'created_at'])
    .where('groupkey', '=', groupkey)
    .orderBy('created_at', 'desc')
    .orderBy('uid')
    .limit(JOIN_REQUESTS_SHOWN)
    .execute();
  const users = await usersOf(db, [...new Set(rows.flatMap((r) => [r.uid, r.inviter]))]);
  return rows.map((r) => ({
    ...(users.get(r.uid) ?? unknownUser(r.uid)),
    inviter: users.get(r.inviter) ?? unknownUser(r.inviter),
    time: Math.floor(r.created_at / 1000),
  }));
}

/** What {@link refuseJoinRequest} did: refused, or why not (43, 37, or no request pending: 0). */
export type RefuseOutcome = 'refused' | JoinRequestsRefusal | 'none';

/**
 * Refuses a pending join request: only the request goes, never a member (a request another
 * approver already settled is 'none'). For the host and admins with the approve-joins bit.
 */
export async function refuseJoinRequest(
  db: Kysely<Database>,
  groupkey: number,
  asker: number,
  uid: number,
  now: number,
): Promise<RefuseOutcome> {
  const access = await groupAccess(db, groupkey, asker, now);
  if (!isMember(access)) return 'not-member';
  if (!can(access, ADMIN_PERM.APPROVE_JOINS)) return 'no-right';
  const deleted = await groupsDb(db)
    .deleteFrom('group_join_requests')
    .where('groupkey', '=', groupkey)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n ? 'refused' : 'none';
}
