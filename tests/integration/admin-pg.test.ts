// Issue 22: the staff console on PostgreSQL: its migrations, logins with the TOTP replay guard,
// audited changes in one transaction, wallet credits, bans and the statistics' grouping.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_STAFF_PASSWORD, DEMO_TOTP_SECRETS } from '../../server/admin/demo';
import { staffDb } from '../../server/admin/tables';
import { totpCode } from '../../server/admin/totp';
import { createGuest } from '../helpers/imClient';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { staffLogin, staffLoginRaw } from '../helpers/staff';

const pgUrl = inject('pgUrl');

// NOTE: skipped only where PostgreSQL is not running (npm test says so in one line);
// under CI=true tests/helpers/services.setup.ts fails the run instead, so CI always runs this.
describe.skipIf(!pgUrl)('the staff console with PostgreSQL as the store', () => {
  const schema = pgSchemaName('admin');
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl: pgUrl }, { pgSchema: schema });
  });
  afterAll(async () => {
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('login, replay, audited changes, wallet credit, ban and statistics', async () => {
    expect(server.server.store.dialect).toBe('postgres');
    const at = Date.now();
    const finance = await staffLogin(server.url, 'finance', at);
    const replay = await staffLoginRaw(server.url, {
      name: 'demo-finance',
      password: DEMO_STAFF_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRETS.finance, at),
    });
    expect(replay.status).toBe(401);

    const user = await createGuest(server.url);
    const credit = await finance.call('POST', `/users/${user.uid}/wallet`, {
      cointype: 0,
      amount: 250,
      reason: 'pg credit',
    });
    expect(credit.status).toBe(200);
    const overdraw = await finance.call('POST', `/users/${user.uid}/wallet`, {
      cointype: 0,
      amount: -2_000_000_000,
      reason: 'too much',
    });
    expect(overdraw.status).toBe(409);

    const moderator = await staffLogin(server.url, 'moderator');
    await server.db.updateTable('users').set({ nickname: 'pg_50%' }).where('uid', '=', user.uid).execute();
    const found = await moderator.call('GET', `/users?q=${encodeURIComponent('_50%')}`);
    expect((found.body.users as { uid: number }[]).map((u) => u.uid)).toEqual([user.uid]);
    expect(
      (await moderator.call('POST', `/users/${user.uid}/ban`, { banned: true, reason: 'pg ban' })).status,
    ).toBe(200);
    expect((await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: user.deviceid })).ret).toBe(106);

    const editor = await staffLogin(server.url, 'editor');
    expect((await editor.call('PUT', '/settings', { key: 'maintain', value: 1 })).status).toBe(200);
    await fetch(`${server.url}/api/logAction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action_id: 27 }),
    });
    const stats = await editor.call('GET', '/stats/actions?days=3');
    expect(stats.status).toBe(200);
    expect((stats.body.days as Record<string, unknown>[]).at(-1)).toMatchObject({ '27': 1 });

    const actions = await staffDb(server.db)
      .selectFrom('staff_audit')
      .select('action')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['staff.login', 'wallet.adjust', 'user.ban', 'settings.write']),
    );
    expect(actions.filter((a) => a.action === 'wallet.adjust')).toHaveLength(1);
  });
});
