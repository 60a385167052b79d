import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeBody } from '../../protocol/codec';
import { MAX_BODY } from '../../protocol/frame';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { connectAs, expectRefused, makeUsers } from './groups-fixture';

/** A long nickname: 40 CJK characters (120 bytes of UTF-8) with the index in it. */
const longName = (i: number) => `球迷${String(i).padStart(4, '0')}${'足球篮球电竞'.repeat(6)}`.slice(0, 40);

describe('groups: a full group of 2,000 members with long nicknames', () => {
  let server: TestServer;
  let uids: number[];
  let host: ImClient;
  let member: ImClient;
  let groupkey: number;

  beforeAll(async () => {
    server = await startServer();
    uids = await makeUsers(server.db, 2002, longName);
    host = await connectAs(server.url, server.db, uids[0] as number);
    member = await connectAs(server.url, server.db, uids[1999] as number);
    const created = await host.request('msg_create_group_req', {
      uids: uids.slice(1, 2000),
      groupname: 'Full house',
    });
    expect(created.result).toBe(1);
    groupkey = created.group_info.groupkey;
    expect(created.group_info.member_cnt).toBe(2000);
    expect(created.users.length).toBeGreaterThan(0);
    expect(created.users.length).toBeLessThan(2000);
  }, 120_000);
  afterAll(async () => {
    await host?.close();
    await member?.close();
    await server?.close();
  });

  test('the member list arrives complete over several pages, each under the frame limit', async () => {
    const first = await member.request('msg_group_member_list_req', { groupkey });
    const pages = [first];
    while (pages.at(-1)?.isend !== 1) pages.push(await member.nextPush('msg_group_member_list_rep'));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.map((p) => p.isfirst)).toEqual([1, ...pages.slice(1).map(() => 0)]);
    for (const page of pages) {
      expect(page.groupkey).toBe(groupkey);
      expect(encodeBody('msg_group_member_list_rep', page).length).toBeLessThanOrEqual(MAX_BODY);
    }
    const seen = pages.flatMap((p) => p.users);
    expect(seen).toHaveLength(2000);
    expect(new Set(seen.map((u) => u.uid))).toEqual(new Set(uids.slice(0, 2000)));
    expect(seen.find((u) => u.uid === uids[7])?.nickname).toBe(longName(7));
  });

  test('group info pages the same way, each page with the group, is_end on the last', async () => {
    const first = await member.request('msg_get_group_info_req', { groupkey });
    const pages = [first];
    while (pages.at(-1)?.is_end !== 1) pages.push(await member.nextPush('msg_get_group_info_rep'));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.group_info).toMatchObject({ groupkey, member_cnt: 2000 });
    expect(new Set(pages.flatMap((p) => p.users.map((u) => u.uid))).size).toBe(2000);
  });

  test('a full group takes no one more (24) and nothing changes', async () => {
    await expectRefused(
      server.db,
      host,
      groupkey,
      'msg_add_group_member_req',
      { groupkey, uids: [uids[2000] as number] },
      24,
    );
    const removed = await host.request('msg_del_group_member_req', {
      groupkey,
      uids: [uids[1998] as number],
    });
    expect(removed.result).toBe(1);
    await expectRefused(
      server.db,
      host,
      groupkey,
      'msg_add_group_member_req',
      { groupkey, uids: [uids[2000] as number, uids[2001] as number] },
      24,
    );
    expect(
      (await host.request('msg_add_group_member_req', { groupkey, uids: [uids[2000] as number] })).result,
    ).toBe(1);
  });
});
