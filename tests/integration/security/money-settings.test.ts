// Issue 43 item 3: a staff editor set the rain to 100,000-coin drops every 15 s from the platform
// wallet. Now those settings are the finance role's, bounded, and the rain has a daily budget.
import { expect, test } from 'vitest';
import { PLATFORM_ACCOUNT } from '../../../server/accounts/userType';
import { staffDb } from '../../../server/admin/tables';
import { readSettings } from '../../../server/content/settings';
import { dropRain } from '../../../server/money/rain';
import { moneyDb } from '../../../server/money/tables';
import type { ImClient } from '../../helpers/imClient';
import type { TestServer } from '../../helpers/server';
import { staffLogin } from '../../helpers/staff';
import { joinRoom, payUsers, socketOf, someRoom } from '../money-fixture';
import { onEachStore } from './stores';

const TZ = 'Asia/Shanghai';

function moneySettings(server: TestServer) {
  return readSettings(server.db, '', ['chat_hb_price', 'chat_hb_time', 'rain_daily_budget']);
}

onEachStore('settings that spend platform money', (start) => {
  test('an editor or admin cannot change the rain: 403 naming the finance role, nothing stored', async () => {
    let clock = Date.UTC(2026, 10, 26, 2, 0, 0);
    const server = await start({}, { now: () => clock });
    const before = await moneySettings(server);
    for (const role of ['editor', 'admin'] as const) {
      clock += 31_000;
      const staff = await staffLogin(server.url, role, clock);
      for (const [key, value] of [
        ['chat_hb_price', 100_000],
        ['chat_hb_time', 15],
        ['rain_daily_budget', 10_000_000],
      ] as const) {
        expect(await staff.call('PUT', '/settings', { key, value })).toMatchObject({
          status: 403,
          body: { error: `${key} spends platform money: only the finance role changes it (settings.money)` },
        });
        expect((await staff.call('PUT', '/settings/money', { key, value })).status).toBe(403);
      }
    }
    expect(await moneySettings(server)).toEqual(before);
    // The editor's settings list shows them with their bounds, as the finance role's.
    clock += 31_000;
    const editor = await staffLogin(server.url, 'editor', clock);
    const fields = (await editor.call('GET', '/settings')).body.fields as { key: string }[];
    expect(fields.find((f) => f.key === 'chat_hb_price')).toMatchObject({
      money: true,
      bound: { min: 0, max: 1000 },
    });
  });

  test('finance changes them within their bounds only (400 with the bound), each change audited', async () => {
    const clock = Date.UTC(2026, 10, 26, 2, 0, 0);
    const server = await start({}, { now: () => clock });
    const finance = await staffLogin(server.url, 'finance', clock);
    const refused = [
      ['chat_hb_price', 100_000, 'chat_hb_price must be 0..1000 coins a drop (0: no rain), got 100000'],
      ['chat_hb_time', 5, 'chat_hb_time must be 10..86400 seconds between drops, got 5'],
      ['chat_hb_time', 0, 'chat_hb_time must be 10..86400 seconds between drops, got 0'],
      [
        'rain_daily_budget',
        20_000_000,
        'rain_daily_budget must be 0..10000000 coins a product day, got 20000000',
      ],
      ['chat_hb_price', -1, 'chat_hb_price must be a non-negative integer'],
    ] as const;
    for (const [key, value, error] of refused)
      expect(await finance.call('PUT', '/settings/money', { key, value })).toMatchObject({
        status: 400,
        body: { error },
      });
    expect((await finance.call('PUT', '/settings/money', { key: 'pmd_content', value: 'x' })).status).toBe(
      400,
    );
    expect((await finance.call('PUT', '/settings', { key: 'chat_hb_price', value: 20 })).status).toBe(403);
    expect(await moneySettings(server)).toMatchObject({
      chat_hb_price: 18,
      chat_hb_time: 100,
      rain_daily_budget: 100_000,
    });
    expect((await finance.call('PUT', '/settings/money', { key: 'chat_hb_price', value: 25 })).status).toBe(
      200,
    );
    expect((await moneySettings(server)).chat_hb_price).toBe(25);
    const audit = await staffDb(server.db)
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'settings.money')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      role: 'finance',
      target: 'setting:chat_hb_price',
      before: '18',
      after: '25',
    });
    const listed = await finance.call('GET', '/settings/money');
    expect(listed.body.fields).toContainEqual(
      expect.objectContaining({
        key: 'rain_daily_budget',
        value: 100_000,
        bound: expect.objectContaining({ max: 10_000_000 }),
      }),
    );
  });

  test('the rain stops for the day once its daily budget is spent, and starts again the next day', async () => {
    let clock = Date.UTC(2026, 10, 26, 2, 0, 0);
    const server = await start({}, { now: () => clock });
    const finance = await staffLogin(server.url, 'finance', clock);
    for (const [key, value] of [
      ['chat_hb_price', 10],
      ['chat_hb_time', 60],
      ['rain_daily_budget', 25],
    ] as const)
      expect((await finance.call('PUT', '/settings/money', { key, value })).status).toBe(200);
    const roomId = await someRoom(server.db);
    const [viewer] = await payUsers(server.db, 1);
    const socket: ImClient = await socketOf(server.url, server.db, viewer?.uid ?? 0);
    await joinRoom(socket, roomId);
    const deps = { db: server.db, bus: server.server.bus, timeZone: TZ };
    const platformBefore = await platformCoin(server);
    const shortfalls: string[] = [];
    const onShort = (_room: number, why: string) => shortfalls.push(why);
    // Two drops of 10 coins fit in 25; the third would pass the budget.
    expect(await dropRain(deps, clock, onShort)).toHaveLength(1);
    clock += 60_000;
    expect(await dropRain(deps, clock, onShort)).toHaveLength(1);
    clock += 60_000;
    expect(await dropRain(deps, clock, onShort)).toEqual([]);
    expect(shortfalls).toEqual(['budget']);
    expect(platformBefore - (await platformCoin(server))).toBe(2_000);
    // 16:00 UTC is midnight in Shanghai: a new product day, a new budget.
    clock = Date.UTC(2026, 10, 26, 16, 0, 30);
    expect(await dropRain(deps, clock, onShort)).toHaveLength(1);
    await socket.close();
  });
});

async function platformCoin(server: TestServer): Promise<number> {
  const row = await moneyDb(server.db)
    .selectFrom('wallets')
    .select('coin')
    .where('uid', '=', PLATFORM_ACCOUNT.uid)
    .where('cointype', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.coin);
}
