import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../store';

/** All times are milliseconds since the epoch. */
type Millis = number;

export interface StaffTable {
  id: Generated<number>;
  name: string;
  /** A {@link import('./roles').Role}. */
  role: string;
  password_hash: string;
  /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s). */
  totp_secret: string;
  totp_last_step: Generated<number>;
  failed_logins: Generated<number>;
  locked_until: Generated<Millis>;
  disabled: Generated<number>;
  created_at: Millis;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token: a leaked table opens no session. */
  token_hash: string;
  staff_id: number;
  /** The value state-changing requests carry in X-Staff-Csrf. */
  csrf: string;
  created_at: Millis;
  seen_at: Millis;
}

export interface StaffAuditTable {
  id: Generated<number>;
  staff_id: number;
  staff_name: string;
  role: string;
  /** What was done, `area.verb` (e.g. `settings.write`, `user.ban`). */
  action: string;
  /** What it was done to (`setting:maintain`, `user:10023`). */
  target: string;
  /** JSON of the state before and after; null where there is none (a login, a new row). */
  before: string | null;
  after: string | null;
  ip: string;
  at: Millis;
}

/** The tables of migration 0140_staff. */
export type StaffTables = {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
};

export type StaffDatabase = Database & StaffTables;
export type StaffDb = Kysely<StaffDatabase>;
export type StaffTrx = Transaction<StaffDatabase>;

/** The store handle with the staff tables typed. */
export function staffDb(db: Kysely<Database>): StaffDb {
  return db.withTables<StaffTables>();
}
