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
  /** Unused since issue 43: failures are counted per client address (staff_login_failures). */
  failed_logins: Generated<number>;
  /** Unused since issue 43: a lock holds for one client address (staff_login_failures). */
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

/** Failed logins in a row of one staff name from one client address (migration 0160). */
export interface StaffLoginFailuresTable {
  name: string;
  client_addr: string;
  failures: Generated<number>;
  /** The last attempt counted: a quiet {@link import('./loginThrottle').FORGET_MS} starts the count over. */
  last_at: Generated<Millis>;
  /** No attempt is judged before this (the growing delay). */
  next_at: Generated<Millis>;
  locked_until: Generated<Millis>;
}

/** The tables of migrations 0140_staff and 0160_staff_login_failures. */
export type StaffTables = {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_login_failures: StaffLoginFailuresTable;
};

export type StaffDatabase = Database & StaffTables;
export type StaffDb = Kysely<StaffDatabase>;
export type StaffTrx = Transaction<StaffDatabase>;

/** The store handle with the staff tables typed. */
export function staffDb(db: Kysely<Database>): StaffDb {
  return db.withTables<StaffTables>();
}
