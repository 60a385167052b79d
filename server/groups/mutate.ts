import type { Kysely, Updateable } from 'kysely';
import { isGroupKey } from '../../protocol/chatkey';
import type { GroupOper } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { isMember, type MemberAccess, readAccess } from './access';

import { type GroupRow, type GroupsDb, groupsDb, type ImGroupsTable } from './tables';

/**
 * What a committed change did, for the pushes that follow it (docs/messaging.md "Groups"):
 * `members` get msg_group_list_notify with the new group_base_info and msg_group_oper_notify
 * `oper`; `added` get opertype "you were added" instead; `removed` get "you were removed" (or
 * "dismissed") and nothing more.
 */
export interface GroupChange {
  group: GroupRow;
  oper: GroupOper;
  /** Every member after the change. */
  members: number[];
  added: number[];
  removed: number[];
}

/**
 * Runs `work` in one transaction on a live group as member `uid`: the group's row is locked first
 * (a no-op UPDATE, so on PostgreSQL concurrent changes to one group queue behind each other; SQLite
 * runs one transaction at a time anyway), then the asker's access is read inside the transaction.
 * A stranger or a missing group is refused with 43. A {@link Refusal} thrown by `work` rolls
 * everything back.
 */
export async function withGroup<T>(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
  now: number,
  work: (trx: GroupsDb, access: MemberAccess) => Promise<T>,
): Promise<T> {
  if (!isGroupKey(groupkey)) throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, `no group ${groupkey}`);
  return groupsDb(db)
    .transaction()
    .execute(async (trx) => {
      const locked = await trx
        .updateTable('im_groups')
        .set((eb) => ({ attrversion: eb.ref('attrversion') }))
        .where('groupkey', '=', groupkey)
        .where('dismissed_at', 'is', null)
        .executeTakeFirst();
      if (locked.numUpdatedRows === 0n) {
        throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, `no group ${groupkey}`);
      }
      const access = await readAccess(trx, groupkey, uid, now);
      if (!isMember(access)) {
        throw new Refusal(
          'result',
          RESULT.NOT_GROUP_MEMBER,
          `uid ${uid} is not a member of group ${groupkey}`,
        );
      }
      return work(trx, access);
    });
}

/** Applies `set` to the group and bumps its attrversion by one; returns the new row. */
export function bumpGroup(
  trx: GroupsDb,
  groupkey: number,
  set: Omit<Updateable<ImGroupsTable>, 'attrversion' | 'groupkey'> = {},
): Promise<GroupRow> {
  return trx
    .updateTable('im_groups')
    .set((eb) => ({ ...set, attrversion: eb('attrversion', '+', 1) }))
    .where('groupkey', '=', groupkey)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every member uid of a group (inside a transaction: as it stands there). */
export async function membersOf(trx: GroupsDb, groupkey: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('group_members')
    .select('uid')
    .where('groupkey', '=', groupkey)
    .orderBy('joined_at')
    .orderBy('uid')
    .execute();
  return rows.map((r) => r.uid);
}

/** A change with no member moving: bump, then describe it. */
export async function attributeChange(
  trx: GroupsDb,
  groupkey: number,
  oper: GroupOper,
  set: Omit<Updateable<ImGroupsTable>, 'attrversion' | 'groupkey'> = {},
): Promise<GroupChange> {
  const group = await bumpGroup(trx, groupkey, set);
  return { group, oper, members: await membersOf(trx, groupkey), added: [], removed: [] };
}

/** Refuses bad input with result 0. */
export function badInput(message: string): Refusal {
  return new Refusal('result', RESULT.FAIL, message);
}

/** Refuses with 37 (not admin / lacks the permission). */
export function noRight(message: string): Refusal {
  return new Refusal('result', RESULT.NOT_ADMIN, message);
}

/** A uid list from a request: integers, deduplicated, at most `max`; 0 otherwise. */
export function uidList(uids: readonly number[], max: number): number[] {
  if (uids.length > max) throw badInput(`at most ${max} uids in one request`);
  const out = [...new Set(uids)];
  if (out.some((u) => !Number.isInteger(u) || u <= 0)) throw badInput('uids must be positive integers');
  return out;
}
