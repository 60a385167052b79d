import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { uploadChunk } from '../../server/friends/addressBook';
import { makeFriendsIn } from '../../server/friends/list';
import { addGlobalPhrase } from '../../server/friends/phrases';
import { findForbiddenPhrase } from '../../server/friends/relations';
import { friendsDb } from '../../server/friends/tables';
import { addDeviceSession, createGuest, ImClient, type TestUser } from '../helpers/imClient';
import { dropPgSchema } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

describe.skipIf(!pgUrl || !redisUrl)('friends on PostgreSQL, two nodes sharing it and Redis', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const schema = `t_friends_${tag}`;
  let node1: TestServer;
  let node2: TestServer;
  const clients: ImClient[] = [];

  beforeAll(async () => {
    const config = { databaseUrl: pgUrl, redisUrl, busPrefix: `friends-${tag}` };
    node1 = await startServer(config, { pgSchema: schema });
    node2 = await startServer(config, { pgSchema: schema });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await node1?.close();
    await node2?.close();
    await dropPgSchema(pgUrl, schema);
  });

  async function login(node: TestServer, session: TestUser, kind: 'h5' | 'app' = 'h5'): Promise<ImClient> {
    const client = await ImClient.connect(node.url);
    clients.push(client);
    expect((await client.login({ ...session, kind })).result).toBe(RESULT.SUCCESS);
    return client;
  }

  async function fid(uid: number): Promise<number> {
    const row = await node1.db
      .selectFrom('users')
      .select('fid')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    return Number(row.fid);
  }

  test('concurrent adds to a user without verification: one friendship each, versions 1..n with no repeat', async () => {
    expect(node1.server.store.dialect).toBe('postgres');
    const target = await createGuest(node1.url);
    const targetClient = await login(node1, target);
    expect((await targetClient.request('msg_set_friend_verify_req', { need: 0 })).result).toBe(1);
    const targetFid = await fid(target.uid);
    const applicants = await Promise.all(Array.from({ length: 12 }, () => createGuest(node2.url)));
    const sockets = await Promise.all(applicants.map((a, i) => login(i % 2 ? node1 : node2, a)));
    const results = await Promise.all(
      sockets.map((s) => s.request('msg_add_friend_by_fid_req', { fid: targetFid, hellomsg: 'hi' })),
    );
    expect(results.map((r) => r.result)).toEqual(applicants.map(() => 1));
    const list = await targetClient.request('msg_friend_list_req', {});
    expect(list.version).toBe(applicants.length);
    expect(list.flist.map((f) => f.uid).sort()).toEqual(applicants.map((a) => a.uid).sort());
    const versions = await friendsDb(node1.db)
      .selectFrom('friend_changes')
      .select('version')
      .where('uid', '=', target.uid)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => Number(v.version))).toEqual(applicants.map((_, i) => i + 1));
    const inc = await targetClient.request('msg_friend_inc_list_req', { version: 5 });
    expect(inc.addlist).toHaveLength(applicants.length - 5);
  });

  test('two devices accepting one application at once: one wins, one friendship', async () => {
    const a = await createGuest(node1.url);
    const b = await createGuest(node1.url);
    const aClient = await login(node1, a);
    const b1 = await login(node1, b, 'h5');
    const b2 = await login(node2, await addDeviceSession(node1.db, b.uid), 'app');
    expect((await aClient.request('msg_add_friend_by_fid_req', { fid: await fid(b.uid) })).result).toBe(1);
    const both = await Promise.all(
      [b1, b2].map((c) => c.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 })),
    );
    expect(both.map((r) => r.result).sort()).toEqual([0, 1]);
    expect((await aClient.request('msg_friend_list_req', {})).flist.map((f) => f.uid)).toEqual([b.uid]);
    expect((await aClient.request('msg_friend_list_req', {})).version).toBe(1);
    expect((await aClient.nextPush('msg_friend_handled_notify')).friend_info.uid).toBe(b.uid);
  });

  test('presence across nodes: online while any node holds a socket; friends told once each way', async () => {
    const a = await createGuest(node1.url);
    const friend = await createGuest(node1.url);
    const stranger = await createGuest(node1.url);
    await node1.db.transaction().execute((trx) => makeFriendsIn(trx, a.uid, friend.uid, Date.now()));
    const friendClient = await login(node2, friend);
    const strangerClient = await login(node1, stranger);
    const a1 = await login(node1, a, 'h5');
    const a2 = await login(node2, await addDeviceSession(node1.db, a.uid), 'app');
    expect((await friendClient.nextPush('msg_friend_state_notify')).flist).toEqual([
      { fuid: a.uid, lastlogouttime: 0 },
    ]);
    expect((await friendClient.request('msg_online_list_req', { uidlist: [a.uid] })).onlinelist).toEqual([
      a.uid,
    ]);
    // Online state is for friends and group mates only.
    expect((await strangerClient.request('msg_online_list_req', { uidlist: [a.uid] })).onlinelist).toEqual(
      [],
    );
    await a1.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await friendClient.request('msg_online_state_req', { uid: a.uid })).lastlogouttime).toBe(0);
    expect(friendClient.pushes('msg_friend_state_notify')).toHaveLength(1);
    await a2.close();
    const offline = await friendClient.nextPush('msg_friend_state_notify');
    expect(offline.flist[0]?.lastlogouttime).toBeGreaterThan(0);
    expect((await friendClient.request('msg_online_list_req', { uidlist: [a.uid] })).onlinelist).toEqual([]);
  });

  test('privacy bit 63, binary address book and phrases stay exact on PostgreSQL', async () => {
    const a = await createGuest(node1.url);
    const client = await login(node2, a);
    const set = await client.request('msg_set_privacy_req', { ptype: 63, flagval: 1 });
    expect(BigInt.asUintN(64, set.privacy)).toBe(1n << 63n);
    expect(
      BigInt.asUintN(64, (await client.request('msg_set_privacy_req', { ptype: 1, flagval: 1 })).privacy),
    ).toBe((1n << 63n) + 2n);
    expect((await node1.accounts.getProfile(a.uid))?.privacy).toBe((1n << 63n) + 2n);

    const book = new Uint8Array(256).map((_, i) => i);
    expect(await uploadChunk(node1.db, Date.now(), a.uid, book.subarray(0, 100), false)).toBe(false);
    expect(await uploadChunk(node1.db, Date.now(), a.uid, book.subarray(100), true)).toBe(true);
    expect((await client.request('msg_get_addressbook_req', {})).addressbook).toEqual(book);

    await client.request('msg_modify_forbid_words_req', {
      content: new TextEncoder().encode('Ad'),
      optype: 1,
    });
    await addGlobalPhrase(node1.db, Date.now(), 'scam');
    expect(await findForbiddenPhrase(node1.db, a.uid, 'an AD here')).toBe('Ad');
    expect(await findForbiddenPhrase(node1.db, a.uid, 'SCAM')).toBe('scam');
  });
});
