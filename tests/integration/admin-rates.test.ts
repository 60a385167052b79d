// Issue 46 item 12: finance sets the platform's exchange rates in the console; every online user (on
// every node) gets the whole list at once as msg_rate_notify; other roles are refused, bad input is
// refused with a message naming what is wrong, and every change is audited with before and after.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ROLES } from '../../server/admin/roles';
import { staffDb } from '../../server/admin/tables';
import { rateList } from '../../server/money/rates';
import type { ImClient } from '../helpers/imClient';
import { dropPgSchema } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { staffLogin } from '../helpers/staff';
import { payUsers, socketOf } from './money-fixture';

const CNY_USD = {
  cointype: 0,
  outcointype: 1,
  crate: 14,
  trate: 15,
  drate: 13,
  crate1: 13,
  trate1: 14,
  drate1: 12,
};
const USD_CNY = {
  cointype: 1,
  outcointype: 0,
  crate: 720,
  trate: 730,
  drate: 700,
  crate1: 705,
  trate1: 715,
  drate1: 690,
};

async function rateAudit(server: TestServer) {
  return staffDb(server.db)
    .selectFrom('staff_audit')
    .select(['role', 'action', 'target', 'before', 'after'])
    .where('action', '=', 'rates.set')
    .orderBy('id')
    .execute();
}

describe('exchange rates in the console (SQLite)', () => {
  let server: TestServer;
  const sockets: ImClient[] = [];
  // NOTE: a TOTP code is good once: each login moves the server's clock a step (30 s) on.
  let ahead = 0;
  const login = (role: (typeof ROLES)[number]) => {
    ahead += 31_000;
    return staffLogin(server.url, role, Date.now() + ahead);
  };
  beforeAll(async () => {
    server = await startServer({}, { now: () => Date.now() + ahead });
  });
  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await server?.close();
  });

  test('finance sets a rate: a logged-in user gets the whole list at once, audited before and after', async () => {
    const [user] = await payUsers(server.db, 1);
    const socket = await socketOf(server.url, server.db, user?.uid ?? 0);
    sockets.push(socket);
    const finance = await login('finance');
    expect(await finance.call('GET', '/rates')).toMatchObject({ status: 200, body: { rates: [] } });

    expect(await finance.call('PUT', '/rates', USD_CNY)).toMatchObject({ status: 200, body: USD_CNY });
    expect((await socket.nextPush('msg_rate_notify', { timeout: 5000 })).ratelist).toEqual([USD_CNY]);
    // A second pair: the push is the whole list, in pair order.
    expect((await finance.call('PUT', '/rates', CNY_USD)).status).toBe(200);
    expect((await socket.nextPush('msg_rate_notify', { timeout: 5000 })).ratelist).toEqual([
      CNY_USD,
      USD_CNY,
    ]);
    // Changing a pair replaces it.
    const changed = { ...USD_CNY, crate: 725, crate1: 0 };
    expect((await finance.call('PUT', '/rates', changed)).status).toBe(200);
    expect((await socket.nextPush('msg_rate_notify', { timeout: 5000 })).ratelist).toEqual([
      CNY_USD,
      changed,
    ]);
    expect((await finance.call('GET', '/rates')).body.rates).toEqual([CNY_USD, changed]);

    expect(await rateAudit(server)).toEqual([
      {
        role: 'finance',
        action: 'rates.set',
        target: 'rate:1-0',
        before: null,
        after: JSON.stringify(USD_CNY),
      },
      {
        role: 'finance',
        action: 'rates.set',
        target: 'rate:0-1',
        before: null,
        after: JSON.stringify(CNY_USD),
      },
      {
        role: 'finance',
        action: 'rates.set',
        target: 'rate:1-0',
        before: JSON.stringify(USD_CNY),
        after: JSON.stringify(changed),
      },
    ]);

    // A user logging in later gets the list with the offline data.
    const [late] = await payUsers(server.db, 1);
    const lateSocket = await socketOf(server.url, server.db, late?.uid ?? 0);
    sockets.push(lateSocket);
    await lateSocket.request('msg_offline_data_req', {});
    expect((await lateSocket.nextPush('msg_rate_notify', { timeout: 5000 })).ratelist).toEqual([
      CNY_USD,
      changed,
    ]);
  });

  test('every other role is refused (403) and nothing is written', async () => {
    const before = await rateList(server.db);
    const audited = (await rateAudit(server)).length;
    for (const role of ROLES.filter((r) => r !== 'finance')) {
      const staff = await login(role);
      expect(await staff.call('PUT', '/rates', { ...CNY_USD, crate: 99 })).toMatchObject({
        status: 403,
        body: { error: `the ${role} role may not do this (settings.money)` },
      });
      expect((await staff.call('GET', '/rates')).status).toBe(403);
    }
    expect(await rateList(server.db)).toEqual(before);
    expect(await rateAudit(server)).toHaveLength(audited);
  });

  test('bad input is refused (400) with what is wrong, and nothing is written', async () => {
    const finance = await login('finance');
    const before = await rateList(server.db);
    const audited = (await rateAudit(server)).length;
    const refused: [Record<string, unknown>, string][] = [
      [{ ...CNY_USD, outcointype: 0 }, 'a rate joins two different coin types, got 0 twice'],
      [{ ...CNY_USD, cointype: 6 }, 'cointype and outcointype must be coin types 0..5, got 6 and 1'],
      [{ ...CNY_USD, outcointype: '1' }, 'cointype and outcointype must be coin types 0..5, got 0 and 1'],
      [
        { ...CNY_USD, trate: -1 },
        'trate must be an integer 0..2147483647 (cents of the coin paid in; 0: not set), got -1',
      ],
      [
        { ...CNY_USD, drate1: 1.5 },
        'drate1 must be an integer 0..2147483647 (cents of the coin paid in; 0: not set), got 1.5',
      ],
      [
        { cointype: 2, outcointype: 3, crate: 100 },
        'trate must be an integer 0..2147483647 (cents of the coin paid in; 0: not set), got undefined',
      ],
      [
        { ...CNY_USD, crate: 20 },
        'drate ≤ crate ≤ trate where set (lowest, reference, highest), got 13, 20, 15',
      ],
    ];
    for (const [body, error] of refused)
      expect(await finance.call('PUT', '/rates', body)).toMatchObject({ status: 400, body: { error } });
    expect(await rateList(server.db)).toEqual(before);
    expect(await rateAudit(server)).toHaveLength(audited);
  });
});

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

// NOTE: skipped only where PostgreSQL or Redis is not running (npm test says so in one line).
describe.skipIf(!pgUrl || !redisUrl)('exchange rates across two nodes (PostgreSQL + Redis bus)', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const schema = `t_rates_nodes_${tag}`;
  const overrides = { databaseUrl: pgUrl, redisUrl, busPrefix: `test-rates-${tag}` };
  let a: TestServer;
  let b: TestServer;
  let socket: ImClient | undefined;
  beforeAll(async () => {
    // NOTE: one after the other, so the second node finds the schema migrated.
    a = await startServer(overrides, { pgSchema: schema });
    b = await startServer(overrides, { pgSchema: schema });
  });
  afterAll(async () => {
    await socket?.close();
    await a?.close();
    await b?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('a rate set on one node reaches a user whose socket is on the other', async () => {
    const [user] = await payUsers(b.db, 1);
    socket = await socketOf(b.url, b.db, user?.uid ?? 0);
    const finance = await staffLogin(a.url, 'finance');
    expect((await finance.call('PUT', '/rates', CNY_USD)).status).toBe(200);
    expect((await socket.nextPush('msg_rate_notify', { timeout: 5000 })).ratelist).toEqual([CNY_USD]);
  });
});
