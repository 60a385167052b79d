import type { Kysely } from 'kysely';
import { MEDIA_STATE } from '../../protocol/messaging';
import type { Database } from '../store';
import { releaseLines, takeLine } from './private';
import { callsDb } from './tables';

/**
 * The group-call store: one `group_calls` row per group with a call going on, one
 * `group_call_members` row per person in it, and their `call_lines` rows (token `g<groupkey>`), so a
 * person is in one call at a time, private or group, across nodes.
 */

/** The line token of a group's call. */
export function groupLine(groupkey: number): string {
  return `g${groupkey}`;
}

/** One person in a group call. */
export interface GroupCallMember {
  uid: number;
  conn: string;
  voicestate: number;
  videostate: number;
}

/** The group's call, if one is going on. */
export async function groupCallOf(
  db: Kysely<Database>,
  groupkey: number,
): Promise<{ token: string; starter: number; startedAt: number } | undefined> {
  const row = await callsDb(db)
    .selectFrom('group_calls')
    .select(['token', 'starter', 'started_at'])
    .where('groupkey', '=', groupkey)
    .executeTakeFirst();
  return row ? { token: row.token, starter: row.starter, startedAt: Number(row.started_at) } : undefined;
}

/** Starts the group's call unless one is going on; the call's token either way. */
export async function startGroupCall(
  db: Kysely<Database>,
  groupkey: number,
  starter: number,
  token: string,
  now: number,
): Promise<{ token: string; started: boolean }> {
  const row = await callsDb(db)
    .insertInto('group_calls')
    .values({ groupkey, token, starter, started_at: now })
    .onConflict((oc) => oc.column('groupkey').doNothing())
    .returning('token')
    .executeTakeFirst();
  if (row) return { token: row.token, started: true };
  const going = await groupCallOf(db, groupkey);
  return { token: going?.token ?? token, started: false };
}

/** The people in the group's call, in the order they joined. */
export async function groupCallMembers(db: Kysely<Database>, groupkey: number): Promise<GroupCallMember[]> {
  return callsDb(db)
    .selectFrom('group_call_members')
    .select(['uid', 'conn', 'voicestate', 'videostate'])
    .where('groupkey', '=', groupkey)
    .orderBy('joined_at')
    .orderBy('uid')
    .execute();
}

/** Why a join failed: the call is full, or the person is in another call. */
export type JoinRefused = 'full' | 'busy' | 'no-call';

/**
 * Adds `uid` (on connection `conn`) to the group's call, taking its line in the same transaction; a
 * person already in it moves to the new connection. At most `max` people.
 */
export async function joinGroupCall(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
  conn: string,
  max: number,
  now: number,
): Promise<JoinRefused | undefined> {
  return callsDb(db)
    .transaction()
    .execute(async (trx) => {
      const call = await trx
        .selectFrom('group_calls')
        .select('token')
        .where('groupkey', '=', groupkey)
        .executeTakeFirst();
      if (!call) return 'no-call';
      const already = await trx
        .updateTable('group_call_members')
        .set({ conn })
        .where('groupkey', '=', groupkey)
        .where('uid', '=', uid)
        .returning('uid')
        .executeTakeFirst();
      if (already) return undefined;
      const count = await trx
        .selectFrom('group_call_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('groupkey', '=', groupkey)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= max) return 'full';
      if (!(await takeLine(trx, uid, groupLine(groupkey)))) return 'busy';
      await trx
        .insertInto('group_call_members')
        .values({
          groupkey,
          uid,
          conn,
          voicestate: MEDIA_STATE.ON,
          videostate: MEDIA_STATE.OFF,
          joined_at: now,
        })
        .execute();
      return undefined;
    });
}

/** A group call that ended: its token, who started it and when (ms). */
export interface EndedGroupCall {
  token: string;
  starter: number;
  startedAt: number;
}

/**
 * Takes `uid` out of the group's call (and frees its line); the last one out ends the call.
 * `left` when the person was in it; `ended` the call when that ended it.
 */
export async function leaveGroupCall(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
): Promise<{ left: boolean; ended?: EndedGroupCall }> {
  return callsDb(db)
    .transaction()
    .execute(async (trx) => {
      const gone = await trx
        .deleteFrom('group_call_members')
        .where('groupkey', '=', groupkey)
        .where('uid', '=', uid)
        .returning('uid')
        .executeTakeFirst();
      if (!gone) return { left: false };
      await trx
        .deleteFrom('call_lines')
        .where('uid', '=', uid)
        .where('token', '=', groupLine(groupkey))
        .execute();
      const left = await trx
        .selectFrom('group_call_members')
        .select('uid')
        .where('groupkey', '=', groupkey)
        .executeTakeFirst();
      if (left) return { left: true };
      const call = await trx
        .deleteFrom('group_calls')
        .where('groupkey', '=', groupkey)
        .returning(['token', 'starter', 'started_at'])
        .executeTakeFirst();
      await releaseLines(trx, groupLine(groupkey));
      if (!call) return { left: true };
      return {
        left: true,
        ended: { token: call.token, starter: call.starter, startedAt: Number(call.started_at) },
      };
    });
}

/** Sets a person's microphone and camera state; false when the person is not in the call. */
export async function setGroupCallMedia(
  db: Kysely<Database>,
  groupkey: number,
  uid: number,
  voicestate: number,
  videostate: number,
): Promise<boolean> {
  const row = await callsDb(db)
    .updateTable('group_call_members')
    .set({ voicestate, videostate })
    .where('groupkey', '=', groupkey)
    .where('uid', '=', uid)
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

/** The group calls a connection is in (to leave them when it closes); `prefix` matches a whole node. */
export async function groupCallsOfConnection(
  db: Kysely<Database>,
  conn: string,
  prefix = false,
): Promise<{ groupkey: number; uid: number }[]> {
  return callsDb(db)
    .selectFrom('group_call_members')
    .select(['groupkey', 'uid'])
    .where('conn', prefix ? 'like' : '=', prefix ? `${conn}/%` : conn)
    .execute();
}

/** Which of these groups have a call going on. */
export async function groupsWithCalls(db: Kysely<Database>, groupkeys: readonly number[]): Promise<number[]> {
  if (groupkeys.length === 0) return [];
  const rows = await callsDb(db)
    .selectFrom('group_calls')
    .select('groupkey')
    .where('groupkey', 'in', groupkeys)
    .execute();
  return rows.map((r) => r.groupkey);
}
