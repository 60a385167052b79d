import type { Kysely } from 'kysely';
import type { Database } from '../store';
import { DEFAULT_TIME_ZONE, dayOf } from './day';

/** What the account area needs of the node serving a database besides the database itself. */
export interface AccountEnv {
  now: () => number;
  /** The product's time zone (TIME_ZONE). */
  timeZone: string;
  /** AES-256-GCM key sealing real names at rest. */
  sealKey: Buffer | undefined;
}

/**
 * NOTE: a main-API handler gets the store but not the node's clock and settings; the account
 * plugin links them to the database once (as server/http/rooms.ts does for its clock and bus).
 */
const linked = new WeakMap<object, AccountEnv>();

export function linkAccountEnv(db: Kysely<Database>, env: AccountEnv): void {
  linked.set(db, env);
}

/** The environment linked to `db`: the wall clock and Asia/Shanghai until one is linked. */
export function accountEnv(db: Kysely<Database>): AccountEnv {
  return linked.get(db) ?? { now: Date.now, timeZone: DEFAULT_TIME_ZONE, sealKey: undefined };
}

/** The product's day (`YYYY-MM-DD`) of `ms` for the node serving `db`. */
export function productDay(db: Kysely<Database>, ms: number): string {
  return dayOf(ms, accountEnv(db).timeZone);
}
