import { hashPassword, newSecret, sha256Hex, verifyPassword } from '../accounts/secrets';
import { Refusal } from '../refusal';
import { clearAttempts, failAttempt, LOCK_AFTER, reserveAttempt } from './loginThrottle';
import { isRole, type Role } from './roles';
import type { StaffDb, StaffTable } from './tables';
import { newTotpSecret, totpStep } from './totp';

export { LOCK_MS } from './loginThrottle';
/** A session ends after this long without a request, and this long after login whatever happens. */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
const PASSWORD_MIN = 10;

export interface Staff {
  id: number;
  name: string;
  role: Role;
}

export interface StaffSession {
  staff: Staff;
  csrf: string;
  tokenHash: string;
}

type StaffRow = Omit<StaffTable, 'id' | 'totp_last_step' | 'failed_logins' | 'locked_until' | 'disabled'> & {
  id: number;
  totp_last_step: number;
  failed_logins: number;
  locked_until: number;
  disabled: number;
};

function toStaff(row: { id: number; name: string; role: string }): Staff {
  if (!isRole(row.role)) throw new Error(`staff ${row.id} has an unknown role ${row.role}`);
  return { id: Number(row.id), name: row.name, role: row.role };
}

export function checkStaffName(name: unknown): string {
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_.-]{1,31}$/.test(name))
    throw new Refusal(
      'console',
      400,
      'name must be 2-32 lowercase letters, digits, _ . - starting with a letter',
    );
  return name;
}

export function checkStaffPassword(password: unknown): string {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > 128)
    throw new Refusal('console', 400, `password must be ${PASSWORD_MIN} to 128 characters`);
  return password;
}

/** Adds a staff account; returns it with its new TOTP secret (shown once, for enrollment). */
export async function addStaff(
  db: StaffDb,
  input: { name: unknown; role: unknown; password: unknown; totpSecret?: string },
  now: number,
): Promise<Staff & { totpSecret: string }> {
  const name = checkStaffName(input.name);
  if (!isRole(input.role))
    throw new Refusal('console', 400, 'role must be admin, editor, moderator, cs or finance');
  const password = checkStaffPassword(input.password);
  const taken = await db.selectFrom('staff').select('id').where('name', '=', name).executeTakeFirst();
  if (taken) throw new Refusal('console', 409, `a staff account named ${name} exists`);
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const row = await db
    .insertInto('staff')
    .values({
      name,
      role: input.role,
      password_hash: await hashPassword(password),
      totp_secret: totpSecret,
      created_at: now,
    })
    .returning(['id', 'name', 'role'])
    .executeTakeFirstOrThrow();
  return { ...toStaff(row), totpSecret };
}

async function staffByName(db: StaffDb, name: string): Promise<StaffRow | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    id: Number(row.id),
    totp_last_step: Number(row.totp_last_step),
    failed_logins: Number(row.failed_logins),
    locked_until: Number(row.locked_until),
    disabled: Number(row.disabled),
  };
}

const WRONG = 'wrong name, password or code';

/**
 * Checks a name, password and TOTP code from client address `addr`. Failures slow down and then
 * lock that address out of that name (server/admin/loginThrottle.ts: 401, then 429 while it
 * waits, 423 once locked), never the owner's other addresses; a code whose time step was already
 * used is refused (a replay). On success a session is made: the returned token goes in the
 * cookie, only its hash is stored.
 */
export async function logIn(
  db: StaffDb,
  input: { name?: unknown; password?: unknown; code?: unknown },
  addr: string,
  now: number,
): Promise<{ token: string; session: StaffSession }> {
  if (typeof input.name !== 'string' || typeof input.password !== 'string' || typeof input.code !== 'string')
    throw new Refusal('console', 400, 'name, password and code are required');
  const name = input.name;
  // NOTE: counted before the name is looked up, so a made-up name is throttled like a real one.
  const attempt = await reserveAttempt(db, name, addr, now);
  const failed = () => failAttempt(db, name, addr, attempt, now, WRONG);
  // NOTE: in a burst past the limit, no guess is judged: the address is locked out first.
  if (attempt > LOCK_AFTER) return failed();
  const row = await staffByName(db, name);
  if (!row || row.disabled) {
    // NOTE: the same work and answer as a wrong password, so names cannot be probed.
    await verifyPassword(input.password, 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
    return failed();
  }
  if (!(await verifyPassword(input.password, row.password_hash))) return failed();
  const step = totpStep(row.totp_secret, input.code.trim(), now);
  if (step === null) return failed();
  // NOTE: the guarded update makes a code good once, even for two logins racing with it.
  const used = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  if (used.numUpdatedRows === 0n) return failed();
  await clearAttempts(db, name, addr);
  const token = newSecret() + newSecret();
  const session: StaffSession = { staff: toStaff(row), csrf: newSecret(), tokenHash: sha256Hex(token) };
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_id: row.id,
      csrf: session.csrf,
      created_at: now,
      seen_at: now,
    })
    .execute();
  return { token, session };
}

/** The live session of a cookie token, its idle clock restarted; null once it expired (and it is removed). */
export async function sessionOf(db: StaffDb, token: string, now: number): Promise<StaffSession | null> {
  const tokenHash = sha256Hex(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff.id',
      'staff.name',
      'staff.role',
      'staff.disabled',
      'staff_sessions.csrf',
      'staff_sessions.created_at',
      'staff_sessions.seen_at',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  if (
    Number(row.disabled) ||
    now - Number(row.seen_at) > IDLE_MS ||
    now - Number(row.created_at) > ABSOLUTE_MS
  ) {
    await endSession(db, tokenHash);
    return null;
  }
  await db.updateTable('staff_sessions').set({ seen_at: now }).where('token_hash', '=', tokenHash).execute();
  return { staff: toStaff(row), csrf: row.csrf, tokenHash };
}

export async function endSession(db: StaffDb, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}
