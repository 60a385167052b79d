import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { groupsDb } from '../../server/groups/tables';
import type { ImClient } from '../helpers/imClient';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { connectAs, groupSnapshot, makeUsers, text } from './groups-fixture';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('groups on PostgreSQL under concurrent requests', () => {
  const schema = pgSchemaName('groups');
  let server: TestServer;
  let uids: number[];
  const sockets: ImClient[] = [];

  beforeAll(async () => {
    server = await startServer({ databaseUrl: pgUrl }, { pgSchema: schema });
    expect(server.server.store.dialect).toBe('postgres');
    uids = await makeUsers(server.db, 2002);
    for (const uid of uids.slice(0, 4)) sockets.push(await connectAs(server.url, server.db, uid));
  }, 180_000);
  afterAll(async () => {
    for (const c of sockets) await c.close();
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('groupkeys start at 1,000,000; concurrent sends get consecutive numbers; changes bump attrversion once each', async () => {
    const [host, a, b, c] = sockets as [ImClient, ImClient, ImClient, ImClient];
    const created = await host.request('msg_create_group_req', { uids: uids.slice(1, 4) });
    const groupkey = created.group_info.groupkey;
    expect(groupkey).toBe(1_000_000);
    const sends = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ([a, b, c][i % 3] as ImClient).request('msg_send_group_msg_req', {
          groupkey,
          msg_type: 1,
          content: text(`m${i}`),
          clientkey: `k${i}`,
        }),
      ),
    );
    expect(sends.every((r) => r.result === 1)).toBe(true);
    expect(sends.map((r) => r.msg_info.chatmsgno).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const resend = await a.request('msg_send_group_msg_req', {
      groupkey,
      msg_type: 1,
      content: text('m0'),
      clientkey: 'k0',
    });
    expect(resend.msg_info.chatmsgno).toBe(sends[0]?.msg_info.chatmsgno);

    const renames = await Promise.all(
      [host, a, b, c].map((s, i) =>
        s.request('msg_modify_group_name_req', { groupkey, new_name: `name ${i}` }),
      ),
    );
    expect(renames.map((r) => r.result)).toEqual([1, 37, 37, 37]);
    await host.request('msg_set_group_limits_req', { groupkey, limittype: 1, limits: 1 });
    const before = (await groupSnapshot(server.db, groupkey)).group?.attrversion ?? 0;
    const all = await Promise.all(
      [host, a, b, c].map((s, i) =>
        s.request('msg_modify_group_name_req', { groupkey, new_name: `name ${i}` }),
      ),
    );
    expect(all.every((r) => r.result === 1)).toBe(true);
    expect((await groupSnapshot(server.db, groupkey)).group?.attrversion).toBe(before + 4);
  });

  test('two adds racing for the last place: one gets in, the other is refused with 24', async () => {
    const [host, a] = sockets as [ImClient, ImClient];
    const created = await host.request('msg_create_group_req', { uids: uids.slice(1, 1999) });
    expect(created.result).toBe(1);
    const groupkey = created.group_info.groupkey;
    expect(created.group_info.member_cnt).toBe(1999);
    const results = await Promise.all([
      host.request('msg_add_group_member_req', { groupkey, uids: [uids[2000] as number] }),
      a.request('msg_add_group_member_req', { groupkey, uids: [uids[2001] as number] }),
    ]);
    expect(results.map((r) => r.result).sort()).toEqual([1, 24]);
    const rows = await groupsDb(server.db)
      .selectFrom('group_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('groupkey', '=', groupkey)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(2000);
    expect((await groupSnapshot(server.db, groupkey)).group?.member_cnt).toBe(2000);
  });
});
