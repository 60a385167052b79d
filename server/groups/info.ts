import type { Kysely } from 'kysely';
import type { Init, RecordValue } from '../../protocol/codec';
import { GROUP_ROLE } from '../../protocol/enums';
import type { Database } from '../store';
import { type GroupRow, groupsDb, type MemberRow } from './tables';

type GroupBaseInfo = RecordValue<'group_base_info'>;

/** What group_base_info needs besides the stored rows: figures owned by other parts. */
export interface LiveFigures {
  /** The newest chatmsgno of the group's chat (the message store's counter). */
  chatmsgno: number;
  /** How many members are online. */
  online_cnt: number;
}

/** Every member uid of a group, in joining order. */
export async function memberUids(db: Kysely<Database>, groupkey: number): Promise<number[]> {
  const rows = await groupsDb(db)
    .selectFrom('group_members')
    .select('uid')
    .where('groupkey', '=', groupkey)
    .orderBy('joined_at')
    .orderBy('uid')
    .execute();
  return rows.map((r) => r.uid);
}

/** Member rows of a group, in joining order (optionally only these uids). */
export function memberRows(
  db: Kysely<Database>,
  groupkey: number,
  only?: readonly number[],
): Promise<MemberRow[]> {
  let query = groupsDb(db).selectFrom('group_members').selectAll().where('groupkey', '=', groupkey);
  if (only) {
    if (only.length === 0) return Promise.resolve([]);
    query = query.where('uid', 'in', only);
  }
  return query.orderBy('joined_at').orderBy('uid').execute();
}

/** The groups `uid` is a member of, newest first. */
export function groupsOf(db: Kysely<Database>, uid: number): Promise<GroupRow[]> {
  return groupsDb(db)
    .selectFrom('im_groups')
    .innerJoin('group_members', 'group_members.groupkey', 'im_groups.groupkey')
    .selectAll('im_groups')
    .where('group_members.uid', '=', uid)
    .where('im_groups.dismissed_at', 'is', null)
    .orderBy('im_groups.groupkey', 'desc')
    .execute();
}

/**
 * The wire's group_base_info of a group: attributes, admins with their masks, forbid and white
 * lists (members only: the rows of the special members are read here).
 */
export async function toGroupBaseInfo(
  db: Kysely<Database>,
  group: GroupRow,
  live: LiveFigures,
): Promise<Init<GroupBaseInfo>> {
  const special = await groupsDb(db)
    .selectFrom('group_members')
    .select(['uid', 'role', 'permission', 'forbidden', 'white'])
    .where('groupkey', '=', group.groupkey)
    .where((eb) => eb.or([eb('role', '>=', GROUP_ROLE.ADMIN), eb('forbidden', '=', 1), eb('white', '=', 1)]))
    .orderBy('joined_at')
    .orderBy('uid')
    .execute();
  const admins = special.filter((m) => m.role === GROUP_ROLE.ADMIN);
  return {
    groupkey: group.groupkey,
    chatmsgno: live.chatmsgno,
    attrversion: group.attrversion,
    grouphost: group.host_uid,
    groupname: group.name,
    groupnotify: group.notice,
    groupadmins: admins.map((a) => a.uid),
    info_limits: group.info_limits,
    add_limits: group.add_limits,
    look_limits: group.look_limits,
    member_cnt: group.member_cnt,
    send_msg_limits: group.send_msg_limits,
    notifyversion: group.notifyversion,
    forbidbegintm: group.forbidbegintm,
    forbidendtm: group.forbidendtm,
    isforbid: group.isforbid,
    groupheadurl: group.headurl,
    online_cnt: live.online_cnt,
    admins: admins.map((a) => ({ groupkey: group.groupkey, adminuid: a.uid, permission: a.permission })),
    forbid_uids: special.filter((m) => m.forbidden === 1).map((m) => m.uid),
    white_uids: special.filter((m) => m.white === 1).map((m) => m.uid),
  };
}
