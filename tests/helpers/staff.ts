import type { Kysely } from 'kysely';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS, demoStaffName } from '../../server/admin/demo';
import type { Role } from '../../server/admin/roles';
import { addStaff } from '../../server/admin/staff';
import { staffDb } from '../../server/admin/tables';
import { totpCode } from '../../server/admin/totp';
import type { Database } from '../../server/store';

/** A logged-in console session: its cookie and CSRF value. */
export interface StaffClient {
  role: Role;
  cookie: string;
  csrf: string;
  /** Calls /admin/api<path> with the session (and the CSRF header unless `csrf: false`). */
  call(
    method: string,
    path: string,
    body?: unknown,
    options?: { csrf?: boolean },
  ): Promise<{ status: number; body: Record<string, unknown>; setCookie: string | null }>;
}

/** Calls POST /admin/api/login as the console does. */
export async function staffLoginRaw(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    setCookie: response.headers.get('set-cookie'),
  };
}

/** Logs the demo staff member of `role` in with the TOTP code of `now`. */
export function staffLogin(url: string, role: Role, now = Date.now()): Promise<StaffClient> {
  return loginAs(url, role, demoStaffName(role), DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS[role], now);
}

let accounts = 0;

/**
 * Adds a staff account of `role` to the server's store (as `npm run staff -- add` does, so it exists
 * without the demo staff of DEV_ENDPOINTS) and logs it in.
 */
export async function staffAccount(url: string, db: Kysely<Database>, role: Role): Promise<StaffClient> {
  accounts += 1;
  const password = 'a-staff-password-for-tests';
  const name = `${role}-${process.pid}-${accounts}`;
  const added = await addStaff(staffDb(db), { name, role, password }, Date.now());
  return loginAs(url, role, name, password, added.totpSecret, Date.now());
}

async function loginAs(
  url: string,
  role: Role,
  name: string,
  password: string,
  secret: string,
  now: number,
): Promise<StaffClient> {
  const answer = await staffLoginRaw(url, { name, password, code: totpCode(secret, now) });
  if (answer.status !== 200 || !answer.setCookie)
    throw new Error(`login of ${role} failed: ${JSON.stringify(answer.body)}`);
  const cookie = answer.setCookie.split(';')[0] ?? '';
  const csrf = String(answer.body.csrf);
  return {
    role,
    cookie,
    csrf,
    async call(method, path, body, options = {}) {
      const headers: Record<string, string> = { cookie };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (options.csrf !== false && method !== 'GET') headers['x-staff-csrf'] = csrf;
      const response = await fetch(`${url}/admin/api${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        setCookie: response.headers.get('set-cookie'),
      };
    },
  };
}
