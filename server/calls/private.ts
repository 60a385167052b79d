import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CALL_STATE } from '../../protocol/messaging';
import type { Database } from '../store';
import { readInt64 } from '../store/int64';
import { type CallsDb, type CallsTable, callsDb } from './tables';

/**
 * The private-call store (DESIGN §7: one source of truth for every node): a call row, and one
 * `call_lines` row per user in a call, whose primary key makes "busy" hold across nodes.
 */

/** A private call as read from the store. */
export interface Call {
  token: string;
  chatkey: bigint;
  caller: number;
  callee: number;
  calltype: number;
  state: number;
  callerConn: string;
  calleeConn: string;
  createdAt: number;
  acceptedAt: number | null;
}

/** States in which a call is still going on. */
export const LIVE_STATES: readonly number[] = [CALL_STATE.RINGING, CALL_STATE.ACCEPTED];

type Row = Pick<
  CallsTable,
  | 'token'
  | 'caller'
  | 'callee'
  | 'calltype'
  | 'state'
  | 'caller_conn'
  | 'callee_conn'
  | 'created_at'
  | 'accepted_at'
> & { chatkey: number | string | bigint };

function toCall(row: Row): Call {
  return {
    token: row.token,
    chatkey: readInt64(row.chatkey),
    caller: row.caller,
    callee: row.callee,
    calltype: row.calltype,
    state: row.state,
    callerConn: row.caller_conn,
    calleeConn: row.callee_conn,
    createdAt: Number(row.created_at),
    acceptedAt: row.accepted_at === null ? null : Number(row.accepted_at),
  };
}

const COLUMNS = [
  'token',
  'chatkey',
  'caller',
  'callee',
  'calltype',
  'state',
  'caller_conn',
  'callee_conn',
  'created_at',
  'accepted_at',
] as const;

/** Who already holds a line when a call cannot be placed. */
export type LineTaken = 'caller' | 'callee';

class Taken extends Error {
  constructor(readonly who: LineTaken) {
    super(`${who} is in a call`);
  }
}

/**
 * Takes a line for `uid` (on conflict nothing): false when the user already holds one.
 * NOTE: `on conflict do nothing` rather than catching the unique violation, which aborts a
 * PostgreSQL transaction.
 */
export async function takeLine(cdb: CallsDb, uid: number, token: string): Promise<boolean> {
  const row = await cdb
    .insertInto('call_lines')
    .values({ uid, token })
    .onConflict((oc) => oc.column('uid').doNothing())
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees every line held for the call `token`. */
export async function releaseLines(cdb: CallsDb, token: string): Promise<void> {
  await cdb.deleteFrom('call_lines').where('token', '=', token).execute();
}

/**
 * Places a ringing call from `caller` (on connection `conn`) to `callee`, taking both lines in one
 * transaction: the call, or which side already holds a line (nothing is stored then).
 */
export async function placeCall(
  db: Kysely<Database>,
  call: { chatkey: bigint; caller: number; callee: number; calltype: number; conn: string; now: number },
): Promise<Call | LineTaken> {
  const token = randomUUID();
  try {
    return await callsDb(db)
      .transaction()
      .execute(async (trx) => {
        if (!(await takeLine(trx, call.caller, token))) throw new Taken('caller');
        if (!(await takeLine(trx, call.callee, token))) throw new Taken('callee');
        const row = {
          token,
          chatkey: call.chatkey,
          caller: call.caller,
          callee: call.callee,
          calltype: call.calltype,
          state: CALL_STATE.RINGING,
          caller_conn: call.conn,
          callee_conn: '',
          created_at: call.now,
          accepted_at: null,
          ended_at: null,
        };
        await trx.insertInto('calls').values(row).execute();
        return toCall({ ...row, chatkey: call.chatkey });
      });
  } catch (error) {
    if (error instanceof Taken) return error.who;
    throw error;
  }
}

/** The live call of chat `chatkey`, if any. */
export async function liveCallOf(db: Kysely<Database>, chatkey: bigint): Promise<Call | undefined> {
  const row = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('chatkey', '=', chatkey)
    .where('state', 'in', LIVE_STATES)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? toCall(row) : undefined;
}

/** Live calls one of whose connections is `conn`. */
export async function liveCallsOfConnection(db: Kysely<Database>, conn: string): Promise<Call[]> {
  const rows = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('state', 'in', LIVE_STATES)
    .where((eb) => eb.or([eb('caller_conn', '=', conn), eb('callee_conn', '=', conn)]))
    .execute();
  return rows.map(toCall);
}

/** Calls still ringing that were placed before `before` (ms). */
export async function ringingSince(db: Kysely<Database>, before: number): Promise<Call[]> {
  const rows = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('state', '=', CALL_STATE.RINGING)
    .where('created_at', '<', before)
    .execute();
  return rows.map(toCall);
}

/** Calls to `callee` still ringing that were placed at or after `since` (ms), oldest first. */
export async function ringingCallsTo(db: Kysely<Database>, callee: number, since: number): Promise<Call[]> {
  const rows = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('state', '=', CALL_STATE.RINGING)
    .where('callee', '=', callee)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return rows.map(toCall);
}

/** The call `token` as stored now, if any. */
export async function callOf(db: Kysely<Database>, token: string): Promise<Call | undefined> {
  const row = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('token', '=', token)
    .executeTakeFirst();
  return row ? toCall(row) : undefined;
}

/** Live calls one of whose connections lives on node `node` (connection ids start `<node>/`). */
export async function liveCallsOfNode(db: Kysely<Database>, node: string): Promise<Call[]> {
  const prefix = `${node}/%`;
  const rows = await callsDb(db)
    .selectFrom('calls')
    .select(COLUMNS)
    .where('state', 'in', LIVE_STATES)
    .where((eb) => eb.or([eb('caller_conn', 'like', prefix), eb('callee_conn', 'like', prefix)]))
    .execute();
  return rows.map(toCall);
}

/**
 * Moves a call from `from` to `to` (guarded: only one node or device wins a race), freeing the lines
 * when `to` ends it. The call as it is now, or undefined when it was no longer in `from`.
 */
export async function moveCall(
  db: Kysely<Database>,
  call: Call,
  from: number,
  to: number,
  now: number,
  calleeConn?: string,
): Promise<Call | undefined> {
  const ends = !LIVE_STATES.includes(to);
  return callsDb(db)
    .transaction()
    .execute(async (trx) => {
      const moved = await trx
        .updateTable('calls')
        .set({
          state: to,
          ...(to === CALL_STATE.ACCEPTED ? { accepted_at: now, callee_conn: calleeConn ?? '' } : {}),
          ...(ends ? { ended_at: now } : {}),
        })
        .where('token', '=', call.token)
        .where('state', '=', from)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!moved) return undefined;
      if (ends) await releaseLines(trx, call.token);
      return toCall(moved);
    });
}
