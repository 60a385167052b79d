// Issue 22: the staff console's login (password + TOTP), sessions, CSRF, roles and audit log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MONEY_REMARK } from '../../protocol/enums';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS, demoStaffName } from '../../server/admin/demo';
import { delayAfter } from '../../server/admin/loginThrottle';
import type { Role } from '../../server/admin/roles';
import { ABSOLUTE_MS, addStaff, IDLE_MS, LOCK_MS } from '../../server/admin/staff';
import { staffDb } from '../../server/admin/tables';
import { totpCode } from '../../server/admin/totp';
import { readSettings } from '../../server/content/settings';
import { moneyDb } from '../../server/money/tables';
import { createGuest } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin, staffLoginRaw } from '../helpers/staff';

let server: TestServer;
/** The server's clock: each login moves it on by one TOTP step, so codes are never reused by accident. */
let clock = Date.UTC(2026, 0, 10, 9, 0, 0);
const now = () => clock;
const nextStep = () => {
  clock += 31_000;
  return clock;
};

beforeAll(async () => {
  server = await startServer({}, { now });
});
afterAll(async () => server?.close());

const login = (role: Role) => staffLogin(server.url, role, nextStep());

async function auditRows(action: string) {
  return staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

describe('login', () => {
  test('a wrong password and a wrong code are refused; the right pair logs in once per code', async () => {
    const at = nextStep();
    const secret = DEMO_TOTP_SECRETS.editor;
    const name = demoStaffName('editor');
    const wrongPassword = await staffLoginRaw(server.url, {
      name,
      password: 'not-the-password',
      code: totpCode(secret, at),
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.setCookie).toBeNull();
    // NOTE: each failure makes the next try from this address wait (1 s, then 2 s).
    clock += delayAfter(1);
    const wrongCode = await staffLoginRaw(server.url, {
      name,
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRETS.admin, at),
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.setCookie).toBeNull();
    clock += delayAfter(2);

    const good = await staffLoginRaw(server.url, {
      name,
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(secret, at),
    });
    expect(good.status).toBe(200);
    expect(good.setCookie).toMatch(/^staff_session=[0-9a-f]{64}; Path=\/admin; HttpOnly; SameSite=Strict/);
    expect(good.body.staff).toMatchObject({ name, role: 'editor' });

    // The same code again, even a second later, is a replay.
    clock += 1000;
    const replay = await staffLoginRaw(server.url, {
      name,
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(secret, at),
    });
    expect(replay.status).toBe(401);
    expect(replay.setCookie).toBeNull();
  });

  test('five failures lock the address out of the account for 15 minutes, right answers included', async () => {
    const name = demoStaffName('moderator');
    for (let i = 0; i < 4; i++) {
      const failed = await staffLoginRaw(server.url, {
        name,
        password: `wrong-${i}-password`,
        code: '000000',
      });
      expect(failed.status).toBe(401);
      clock += delayAfter(i + 1);
    }
    const fifth = await staffLoginRaw(server.url, { name, password: 'wrong-5-password', code: '000000' });
    expect(fifth.status).toBe(423);
    const right = await staffLoginRaw(server.url, {
      name,
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRETS.moderator, nextStep()),
    });
    expect(right.status).toBe(423);
    expect(String(right.body.error)).toMatch(/try again in 15 minutes/);

    clock += LOCK_MS;
    await expect(login('moderator')).resolves.toMatchObject({ role: 'moderator' });
  });

  test('a burst of logins sent at once gets one try between them; the rest are told to wait', async () => {
    const name = demoStaffName('cs');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        staffLoginRaw(server.url, { name, password: `burst-${i}-password`, code: '000000' }),
      ),
    );
    expect(burst.map((a) => a.status).sort()).toEqual([401, ...Array.from({ length: 11 }, () => 429)]);
    // One failure counted: after its wait the right pair goes in.
    await expect(login('cs')).resolves.toMatchObject({ role: 'cs' });
  });

  test('bad input is a 400 with a message', async () => {
    const answer = await staffLoginRaw(server.url, { name: 'demo-admin' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/required/);
  });
});

describe('sessions', () => {
  test('a session ends after 30 idle minutes', async () => {
    const admin = await login('admin');
    expect((await admin.call('GET', '/me')).status).toBe(200);
    clock += IDLE_MS - 1000;
    expect((await admin.call('GET', '/me')).status).toBe(200);
    clock += IDLE_MS + 1000;
    expect((await admin.call('GET', '/me')).status).toBe(401);
  });

  test('a busy session still ends 12 hours after login', async () => {
    const admin = await login('admin');
    const start = clock;
    while (clock - start < ABSOLUTE_MS - IDLE_MS) {
      clock += IDLE_MS - 60_000;
      expect((await admin.call('GET', '/me')).status).toBe(200);
    }
    clock = start + ABSOLUTE_MS + 1000;
    expect((await admin.call('GET', '/me')).status).toBe(401);
  });

  test('a change without the CSRF header is refused and changes nothing', async () => {
    const editor = await login('editor');
    const refused = await editor.call(
      'PUT',
      '/settings',
      { key: 'top_title', value: 'no csrf' },
      { csrf: false },
    );
    expect(refused.status).toBe(403);
    expect((await readSettings(server.db, '', ['top_title'])).top_title).not.toBe('no csrf');
    const wrong = await fetch(`${server.url}/admin/api/settings`, {
      method: 'PUT',
      headers: { cookie: editor.cookie, 'content-type': 'application/json', 'x-staff-csrf': 'forged' },
      body: JSON.stringify({ key: 'top_title', value: 'forged csrf' }),
    });
    expect(wrong.status).toBe(403);
  });

  test('logout clears the cookie and ends the session', async () => {
    const cs = await login('cs');
    const out = await cs.call('POST', '/logout');
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^staff_session=; Path=\/admin; .*Max-Age=0/);
    expect((await cs.call('GET', '/me')).status).toBe(401);
    const rows = await auditRows('staff.logout');
    expect(rows.at(-1)).toMatchObject({ staff_name: 'demo-cs', role: 'cs' });
  });
});

describe('roles', () => {
  let uid: number;
  const clients = new Map<Role, StaffClient>();
  beforeAll(async () => {
    uid = (await createGuest(server.url)).uid;
    for (const role of ['admin', 'editor', 'moderator', 'cs', 'finance'] as const)
      clients.set(role, await login(role));
  });

  const ENDPOINTS = [
    { name: 'list staff', method: 'GET', path: () => '/staff', roles: ['admin'] },
    { name: 'read the audit log', method: 'GET', path: () => '/audit', roles: ['admin'] },
    { name: 'read settings', method: 'GET', path: () => '/settings', roles: ['admin', 'editor'] },
    { name: 'read money settings', method: 'GET', path: () => '/settings/money', roles: ['finance'] },
    {
      name: 'search users',
      method: 'GET',
      path: () => `/users?q=${uid}`,
      roles: ['admin', 'moderator', 'cs', 'finance'],
    },
    {
      name: 'reset a nickname',
      method: 'POST',
      path: () => `/users/${uid}/reset`,
      body: { field: 'nickname' },
      roles: ['admin', 'moderator'],
    },
    { name: 'read statistics', method: 'GET', path: () => '/stats/actions', roles: ['admin', 'editor'] },
    { name: 'list live rooms', method: 'GET', path: () => '/live/rooms', roles: ['admin', 'moderator'] },
    { name: 'read the service queue', method: 'GET', path: () => '/cs/queue', roles: ['admin', 'cs'] },
    { name: 'list market appeals', method: 'GET', path: () => '/appeals', roles: ['finance'] },
    { name: 'list pending top-ups', method: 'GET', path: () => '/top-ups', roles: ['finance'] },
    {
      name: 'read the money log',
      method: 'GET',
      path: () => `/money-log?uid=${uid}`,
      roles: ['admin', 'finance'],
    },
    {
      name: 'adjust a wallet',
      method: 'POST',
      path: () => `/users/${uid}/wallet`,
      body: { cointype: 0, amount: 1, reason: 'role table' },
      roles: ['finance'],
    },
  ] as const;

  for (const endpoint of ENDPOINTS) {
    for (const role of ['admin', 'editor', 'moderator', 'cs', 'finance'] as const) {
      const allowed = (endpoint.roles as readonly Role[]).includes(role);
      test(`${role} ${allowed ? 'may' : 'may not'} ${endpoint.name}`, async () => {
        const client = clients.get(role) as StaffClient;
        const answer = await client.call(
          endpoint.method,
          endpoint.path(),
          'body' in endpoint ? endpoint.body : undefined,
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(allowed ? 200 : 403);
      });
    }
  }

  test('an editor sees no wallet in a profile it may not even open; cs sees no wallet', async () => {
    expect((await (clients.get('editor') as StaffClient).call('GET', `/users/${uid}`)).status).toBe(403);
    const cs = await (clients.get('cs') as StaffClient).call('GET', `/users/${uid}`);
    expect(cs.status).toBe(200);
    expect(cs.body.wallets).toBeNull();
    const finance = await (clients.get('finance') as StaffClient).call('GET', `/users/${uid}`);
    expect(Array.isArray(finance.body.wallets)).toBe(true);
  });
});

describe('audit', () => {
  test('each change writes one audit row with who, what, before and after', async () => {
    const editor = await login('editor');
    const before = (await readSettings(server.db, '', ['pmd_content'])).pmd_content;
    expect(
      (await editor.call('PUT', '/settings', { key: 'pmd_content', value: 'audited marquee' })).status,
    ).toBe(200);
    const setting = (await auditRows('settings.write')).at(-1);
    expect(setting).toMatchObject({
      staff_name: 'demo-editor',
      role: 'editor',
      target: 'setting:pmd_content',
    });
    expect(JSON.parse(setting?.before ?? 'null')).toBe(before);
    expect(JSON.parse(setting?.after ?? 'null')).toBe('audited marquee');

    const admin = await login('admin');
    const added = await admin.call('POST', '/staff', {
      name: 'new.editor',
      role: 'editor',
      password: 'a-long-password',
    });
    expect(added.status).toBe(200);
    expect(added.body.totpUrl).toMatch(/^otpauth:\/\/totp\//);
    expect((await auditRows('staff.add')).at(-1)).toMatchObject({
      staff_name: 'demo-admin',
      target: `staff:${added.body.id}`,
    });
    expect((await admin.call('POST', `/staff/${added.body.id}/disabled`, { disabled: true })).status).toBe(
      200,
    );
    const disabled = (await auditRows('staff.disable')).at(-1);
    expect(JSON.parse(disabled?.before ?? '')).toEqual({ disabled: false });
    expect(JSON.parse(disabled?.after ?? '')).toEqual({ disabled: true });

    const { uid } = await createGuest(server.url);
    const finance = await login('finance');
    const wallet = await finance.call('GET', `/users/${uid}`);
    const coin = (wallet.body.wallets as { cointype: number; coin: number }[])[0]?.coin ?? 0;
    const credit = await finance.call('POST', `/users/${uid}/wallet`, {
      cointype: 0,
      amount: 500,
      reason: 'goodwill credit',
    });
    expect(credit.status).toBe(200);
    expect(credit.body.coin).toBe(coin + 500);
    const adjusted = (await auditRows('wallet.adjust')).at(-1);
    expect(adjusted).toMatchObject({ staff_name: 'demo-finance', target: `user:${uid}` });
    expect(JSON.parse(adjusted?.before ?? '')).toMatchObject({ coin });
    expect(JSON.parse(adjusted?.after ?? '')).toMatchObject({ coin: coin + 500, reason: 'goodwill credit' });
    const log = await moneyDb(server.db)
      .selectFrom('money_log')
      .selectAll()
      .where('uid', '=', uid)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // The staff kind is said in the reader's language; the remark names who and why.
    expect(log).toMatchObject({
      amount: 500,
      moneytype: 12,
      remarks: 'demo-finance: goodwill credit',
      remark_kind: MONEY_REMARK.STAFF,
    });

    const moderator = await login('moderator');
    expect((await moderator.call('POST', `/users/${uid}/reset`, { field: 'avatar' })).status).toBe(200);
    expect((await auditRows('user.reset')).at(-1)).toMatchObject({
      staff_name: 'demo-moderator',
      target: `user:${uid}`,
    });

    const page = await admin.call('GET', '/audit?action=wallet.adjust');
    expect(page.body.rows).toEqual(
      [expect.objectContaining({ action: 'wallet.adjust', staffName: 'demo-finance' })].concat(
        (page.body.rows as unknown[]).slice(1),
      ),
    );
  });

  test('a refused change writes no audit row and changes nothing', async () => {
    const finance = await login('finance');
    const { uid } = await createGuest(server.url);
    const count = (await auditRows('wallet.adjust')).length;
    const overdraw = await finance.call('POST', `/users/${uid}/wallet`, {
      cointype: 0,
      amount: -2_000_000_000,
      reason: 'too much',
    });
    expect(overdraw.status).toBe(409);
    const bad = await finance.call('POST', `/users/${uid}/wallet`, { cointype: 0, amount: 5, reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/reason/);
    expect((await auditRows('wallet.adjust')).length).toBe(count);
  });
});

describe('demo staff', () => {
  test('outside development (no DEV_ENDPOINTS) the published demo accounts cannot log in', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportlive-demo-staff-'));
    try {
      // A development run makes them on this store…
      const dev = await startServer({ dataDir }, { now, keepData: true });
      const admin = await staffLogin(dev.url, 'admin', nextStep());
      expect(admin.cookie).not.toBe('');
      await dev.close();
      // …and a server started without DEV_ENDPOINTS on the same store retires them.
      const deployed = await startServer({ dataDir, devEndpoints: false }, { now, keepData: true });
      try {
        const answer = await staffLoginRaw(deployed.url, {
          name: demoStaffName('admin'),
          password: DEMO_STAFF_PASSWORD,
          code: totpCode(DEMO_TOTP_SECRETS.admin, nextStep()),
        });
        expect(answer.status).toBe(401);
        // The session made in development ended too.
        const me = await fetch(`${deployed.url}/admin/api/me`, { headers: { cookie: admin.cookie } });
        expect(me.status).toBe(401);
        // A real admin (made on the server's shell) cannot turn a demo account back on.
        const real = await addStaff(
          staffDb(deployed.db),
          { name: 'real.admin', role: 'admin', password: 'a-long-password' },
          clock,
        );
        const ops = await staffLoginRaw(deployed.url, {
          name: 'real.admin',
          password: 'a-long-password',
          code: totpCode(real.totpSecret, nextStep()),
        });
        expect(ops.status).toBe(200);
        const editor = await staffDb(deployed.db)
          .selectFrom('staff')
          .select('id')
          .where('name', '=', demoStaffName('editor'))
          .executeTakeFirstOrThrow();
        const revived = await fetch(`${deployed.url}/admin/api/staff/${editor.id}/disabled`, {
          method: 'POST',
          headers: {
            cookie: (ops.setCookie ?? '').split(';')[0] ?? '',
            'content-type': 'application/json',
            'x-staff-csrf': String(ops.body.csrf),
          },
          body: JSON.stringify({ disabled: false }),
        });
        expect(revived.status).toBe(403);
      } finally {
        await deployed.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('no one hands out more than they hold', () => {
  test('an admin cannot make or enable a finance account', async () => {
    const admin = await login('admin');
    const made = await admin.call('POST', '/staff', {
      name: 'shadow.finance',
      role: 'finance',
      password: 'a-long-password',
    });
    expect(made.status).toBe(403);
    expect(String(made.body.error)).toMatch(/npm run staff/);
    const finance = await staffDb(server.db)
      .selectFrom('staff')
      .select('id')
      .where('name', '=', demoStaffName('finance'))
      .executeTakeFirstOrThrow();
    expect((await admin.call('POST', `/staff/${finance.id}/disabled`, { disabled: true })).status).toBe(200);
    const enabled = await admin.call('POST', `/staff/${finance.id}/disabled`, { disabled: false });
    expect(enabled.status).toBe(403);
    // The finance desk is made and enabled from the server's shell only.
    await staffDb(server.db).updateTable('staff').set({ disabled: 0 }).where('id', '=', finance.id).execute();
  });
});

describe('hardening', () => {
  test('behind a TLS proxy (X-Forwarded-Proto: https) the session cookie is Secure; on plain http it is not', async () => {
    const body = (step: number) =>
      JSON.stringify({
        name: demoStaffName('editor'),
        password: DEMO_STAFF_PASSWORD,
        code: totpCode(DEMO_TOTP_SECRETS.editor, step),
      });
    const proxied = await fetch(`${server.url}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: body(nextStep()),
    });
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure/);
    const plain = await staffLoginRaw(server.url, JSON.parse(body(nextStep())) as Record<string, unknown>);
    expect(plain.status).toBe(200);
    expect(plain.setCookie).not.toMatch(/Secure/);
  });

  test('download links and API hosts must be http(s) URLs or paths, never javascript:', async () => {
    const editor = await login('editor');
    for (const key of ['downUrlIos', 'downUrlAndroid', 'downUrlWebclip']) {
      const answer = await editor.call('PUT', '/settings', { key, value: 'javascript:alert(1)' });
      expect(answer.status).toBe(400);
    }
    const hosts = await editor.call('PUT', '/settings', { key: 'api_hosts', value: ['javascript:alert(1)'] });
    expect(hosts.status).toBe(400);
  });
});
