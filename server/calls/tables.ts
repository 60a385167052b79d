import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Int64Column } from '../store/int64';

/** Milliseconds since the epoch. */
type Millis = number;

/** One private call, from the first ring to its end (CALL_STATE in protocol/messaging.ts). */
export type CallsTable = {
  token: string;
  chatkey: Int64Column;
  caller: number;
  callee: number;
  calltype: number;
  state: number;
  /** The connection that placed the call, and the one that accepted it ('' before): a call ends when either closes. */
  caller_conn: string;
  callee_conn: string;
  created_at: Millis;
  accepted_at: Millis | null;
  ended_at: Millis | null;
};

/** The call a user is in (private: the call's token; group: `g<groupkey>`); at most one row per user. */
export type CallLinesTable = { uid: number; token: string };

/** A group call going on in a group. */
export type GroupCallsTable = { groupkey: number; token: string; starter: number; started_at: Millis };

/** Who is in a group call, from which connection, with microphone and camera state (MEDIA_STATE). */
export type GroupCallMembersTable = {
  groupkey: number;
  uid: number;
  conn: string;
  voicestate: number;
  videostate: number;
  joined_at: Millis;
};

export type CallTables = {
  calls: CallsTable;
  call_lines: CallLinesTable;
  group_calls: GroupCallsTable;
  group_call_members: GroupCallMembersTable;
};

export type CallsDb = Kysely<Database & CallTables>;

/** The calls view of the app's database handle (the tables are added here, as in server/chat/tables.ts). */
export function callsDb(db: Kysely<Database>): CallsDb {
  return db.withTables<CallTables>();
}
