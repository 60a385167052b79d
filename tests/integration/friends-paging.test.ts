import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { encodeBody } from '../../protocol/codec';
import { MAX_BODY } from '../../protocol/frame';
import { RESULT } from '../../protocol/result';
import { makeFriendsIn } from '../../server/friends/list';
import { friendsDb } from '../../server/friends/tables';
import { addDeviceSession, createGuest, ImClient, type TestUser } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

async function login(session: TestUser, kind: 'h5' | 'app' | 'pc' = 'h5'): Promise<ImClient> {
  const client = await ImClient.connect(server.url);
  clients.push(client);
  expect((await client.login({ ...session, kind })).result).toBe(RESULT.SUCCESS);
  return client;
}

const FRIENDS = 1500;

describe('a friend list too large for one frame', () => {
  test('1,500 friends with long signatures arrive complete over several pages, once each', async () => {
    const owner = await createGuest(server.url);
    const now = Date.now();
    const sign = '这是一个很长的个性签名，'.repeat(8).slice(0, 96);
    // NOTE: created through the store in one transaction: 1,500 sockets would test nothing more.
    const uids = await server.db.transaction().execute(async (trx) => {
      const made: number[] = [];
      for (let start = 0; start < FRIENDS; start += 250) {
        const rows = await trx
          .insertInto('users')
          .values(
            Array.from({ length: Math.min(250, FRIENDS - start) }, (_, k) => ({
              fid: String(50_000_000 + start + k),
              created_at: now,
              privacy: 0n,
              nickname: `好友${start + k}`,
              sign,
              headurl: `/avatars/${((start + k) % 8) + 1}.png`,
            })),
          )
          .returning('uid')
          .execute();
        made.push(...rows.map((r) => r.uid));
      }
      for (const uid of made) await makeFriendsIn(trx, owner.uid, uid, now);
      return made;
    });
    const client = await login(owner);
    const pages = [await client.request('msg_friend_list_req', {})];
    while (pages.at(-1)?.isend !== 1)
      pages.push(await client.nextPush('msg_friend_list_rep', { timeout: 10_000 }));

    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((p) => p.isfirst)).toEqual(pages.map((_, i) => (i === 0 ? 1 : 0)));
    expect(new Set(pages.map((p) => p.version))).toEqual(new Set([FRIENDS]));
    const seen = pages.flatMap((p) => p.flist.map((f) => f.uid));
    expect(seen).toHaveLength(FRIENDS);
    expect(new Set(seen)).toEqual(new Set(uids));
    expect(pages.every((p) => p.flist.every((f) => f.sign === sign))).toBe(true);
    // Every page is one frame under the limit, and each but the last uses most of it.
    const sizes = pages.map((p) => encodeBody('msg_friend_list_rep', p).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BODY);
    expect(Math.min(...sizes.slice(0, -1))).toBeGreaterThan(MAX_BODY * 0.9);

    // The incremental list from version 0 is paged the same way.
    const inc = [await client.request('msg_friend_inc_list_req', { version: 0 })];
    while (inc.at(-1)?.isend !== 1)
      inc.push(await client.nextPush('msg_friend_inc_list_rep', { timeout: 10_000 }));
    expect(inc.length).toBeGreaterThan(2);
    const added = inc.flatMap((p) => p.addlist.map((f) => f.uid));
    expect(new Set(added)).toEqual(new Set(uids));
    expect(added).toHaveLength(FRIENDS);

    // The offline data's friend states come in pages too (all offline: their logout time).
    await client.request('msg_offline_data_req', {});
    const states = [await client.nextPush('msg_friend_state_notify', { timeout: 10_000 })];
    while (states.at(-1)?.isend !== 1) states.push(await client.nextPush('msg_friend_state_notify'));
    const stateUids = states.flatMap((p) => p.flist.map((s) => s.fuid));
    expect(new Set(stateUids)).toEqual(new Set(uids));
    expect(stateUids).toHaveLength(FRIENDS);
  }, 60_000);
});

describe('presence', () => {
  test('online across two connections; friends hear the first open and the last close', async () => {
    const a = await createGuest(server.url);
    const b = await createGuest(server.url);
    const stranger = await createGuest(server.url);
    await server.db.transaction().execute((trx) => makeFriendsIn(trx, a.uid, b.uid, Date.now()));
    const bClient = await login(b);
    const strangerClient = await login(stranger);

    const a1 = await login(a, 'h5');
    expect(await bClient.nextPush('msg_friend_state_notify')).toEqual({
      flist: [{ fuid: a.uid, lastlogouttime: 0 }],
      isfirst: 1,
      isend: 1,
    });
    const a2 = await login(await addDeviceSession(server.db, a.uid), 'app');
    const asked = await bClient.request('msg_online_list_req', {
      uidlist: [a.uid, stranger.uid, b.uid, 999_999_999, a.uid],
    });
    // A friend's state and one's own; never a stranger's.
    expect(asked.onlinelist.sort((x, y) => x - y)).toEqual([a.uid, b.uid].sort((x, y) => x - y));
    expect(await bClient.request('msg_online_state_req', { uid: a.uid })).toEqual({
      uid: a.uid,
      lastlogouttime: 0,
    });
    expect(
      (await strangerClient.request('msg_online_list_req', { uidlist: [a.uid, b.uid, stranger.uid] }))
        .onlinelist,
    ).toEqual([stranger.uid]);

    await a1.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await bClient.request('msg_online_list_req', { uidlist: [a.uid] })).onlinelist).toEqual([a.uid]);
    // Only one "online" notice so far: the second connection was not a new presence.
    expect(bClient.pushes('msg_friend_state_notify')).toHaveLength(1);

    const before = Math.floor(Date.now() / 1000);
    await a2.close();
    const offline = await bClient.nextPush('msg_friend_state_notify');
    expect(offline.flist).toHaveLength(1);
    expect(offline.flist[0]?.fuid).toBe(a.uid);
    expect(offline.flist[0]?.lastlogouttime).toBeGreaterThanOrEqual(before);
    expect((await bClient.request('msg_online_list_req', { uidlist: [a.uid] })).onlinelist).toEqual([]);
    const state = await bClient.request('msg_online_state_req', { uid: a.uid });
    expect(state.lastlogouttime).toBeGreaterThanOrEqual(before);
    // The stranger is not a's friend and heard nothing.
    expect(strangerClient.pushes('msg_friend_state_notify')).toEqual([]);
    expect(
      await friendsDb(server.db).selectFrom('presence').selectAll().where('uid', '=', a.uid).execute(),
    ).toEqual([]);
  });

  test('bad input: unknown uid, too many uids', async () => {
    const a = await login(await createGuest(server.url));
    const reply = await a.request('msg_online_state_req', { uid: 999_999_999 });
    expect(reply).toEqual({ uid: 0, lastlogouttime: 0 });
    expect((await a.nextPush('msg_oper_result_notify')).result).toBe(0);
    await a.request('msg_online_list_req', { uidlist: Array.from({ length: 2001 }, (_, i) => i + 1) });
    expect((await a.nextPush('msg_oper_result_notify')).result).toBe(0);
  });
});

describe('offline data', () => {
  test('red dot 3 with the waiting applications, then the friend states', async () => {
    const a = await createGuest(server.url);
    const friend = await createGuest(server.url);
    const applicants = [await createGuest(server.url), await createGuest(server.url)];
    await server.db.transaction().execute((trx) => makeFriendsIn(trx, a.uid, friend.uid, Date.now()));
    const fdb = friendsDb(server.db);
    for (const applicant of applicants) {
      await fdb
        .insertInto('friend_applies')
        .values({
          applicant: applicant.uid,
          receiver: a.uid,
          hellomsg: '',
          applied_at: Date.now(),
          state: 0,
          handled_at: null,
        })
        .execute();
    }
    await login(friend);
    const client = await login(a);
    await client.request('msg_offline_data_req', {});
    const dot = await client.nextPush('msg_red_dot_notify');
    expect(dot.red).toMatchObject({ redtype: 3, unread_apply_num: 2 });
    const states = await client.nextPush('msg_friend_state_notify');
    expect(states).toEqual({ flist: [{ fuid: friend.uid, lastlogouttime: 0 }], isfirst: 1, isend: 1 });
    const names = client.received.map((r) => r.name);
    expect(names.indexOf('msg_red_dot_notify')).toBeLessThan(names.indexOf('msg_friend_state_notify'));
  });
});
