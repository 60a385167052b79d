import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { net } from '../../protocol';
import type { HubEvent } from '../api';
import type { HubCore } from '../core';
import { ChatDb, chatMessages, putFriends } from '../db';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from './fakeHub';
import type { FakeImServer } from './fakeServer';

const ME = 1001;
const SERVERS = [{ svrip: '127.0.0.1', websvrport: 1 }];
const friend = (uid: number): Partial<net.base_info> => ({ uid, nickname: `friend ${uid}` });

describe('long lists and friend changes, over a fake server that pages like the real one', () => {
  let network: FakeNetwork;
  let server: FakeImServer;
  let hub: HubCore;
  let events: HubEvent[];
  let serial = 0;
  let dbName: string;

  function start(requestTimeoutMs?: number) {
    dbName = `lists-test-${++serial}`;
    ({ network, server, hub, events } = fakeHub(ME, dbName, requestTimeoutMs ? { requestTimeoutMs } : {}));
    server.pageSize = 40;
  }

  beforeEach(() => start());
  afterEach(() => dropHub(hub));

  async function login() {
    await hub.login({ uid: ME, fastkey: 'key', deviceid: 'device-1', servers: SERVERS });
    network.current.open();
    await hub.whenOnline(1000);
    await hub.settled();
    const db = hub.db;
    if (!db) throw new Error('no db');
    return db;
  }

  const friendRequests = () => server.log.filter((r) => r.name === 'msg_friend_list_req');

  test('a friend list of several pages is stored whole, with aliases and online states', async () => {
    server.friends = Array.from({ length: 250 }, (_, i) => ({ ...friend(5000 + i), lastlogouttime: 1 }));
    server.aliases.set(5003, 'Three');
    server.online.add(5004);
    const db = await login();
    expect(friendRequests()).toHaveLength(1);
    const profiles = await db.imuser.bulkGet(server.friends.map((f) => f.uid as number));
    expect(profiles.every((p) => p !== undefined)).toBe(true);
    const cached = (await db.imfriend.toArray()).map((r) => r.uid).sort((a, b) => a - b);
    expect(cached).toEqual(server.friends.map((f) => f.uid));
    expect(await db.imfriend.get(5003)).toMatchObject({ alias: 'Three', online: 0 });
    expect(await db.imfriend.get(5004)).toMatchObject({ alias: '', online: 1 });
  });

  test('the hub gets every page of a friend list and of a group member list through requestAll', async () => {
    server.friends = Array.from({ length: 130 }, (_, i) => friend(5000 + i));
    await login();
    const pages = await hub.requestAll('msg_friend_list_req', {});
    expect(pages).toHaveLength(4);
    expect(pages.flatMap((p) => p.flist.map((f) => f.uid))).toEqual(server.friends.map((f) => f.uid));
    // A single-reply request of a paged list would be its first page only: refused.
    const untyped = hub.request.bind(hub) as (name: string, value: object) => Promise<unknown>;
    await expect(untyped('msg_friend_list_req', {})).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  test('a group of several pages of members is stored, confirmed, and its messages fetched', async () => {
    const users = Array.from({ length: 130 }, (_, i) => ({ uid: 7000 + i, nickname: `member ${i}` }));
    server.groups.set(1000005, {
      info: { groupkey: 1000005, groupname: 'big', attrversion: 4, member_cnt: 130 },
      users,
    });
    server.fill(1000005n, 1, 3, 7001);
    server.offline = [
      {
        name: 'msg_group_list_notify',
        value: { grouplist: [{ groupkey: 1000005, attrversion: 4, member_cnt: 130, chatmsgno: 3 }] },
      },
    ];
    const db = await login();
    expect(await db.imgroup.get(1000005)).toMatchObject({ nickname: 'big', attrversion: 4, member_cnt: 130 });
    expect(await db.imuser.where('uid').between(7000, 7130).count()).toBe(130);
    expect(server.log.filter((r) => r.name === 'msg_confirm_group_info_req')).toHaveLength(1);
    expect((await chatMessages(db, '1000005')).map((r) => r.chatmsgno)).toEqual([1, 2, 3]);
  });

  test('a friend list that never ends fails the sync and keeps the stored friends', async () => {
    start(300);
    const seed = new ChatDb(ME, dbName);
    await putFriends(seed, [friend(42) as net.base_info], Date.now());
    seed.close();
    server.friends = Array.from({ length: 130 }, (_, i) => friend(5000 + i));
    server.friendListEnds = false;
    const db = await login();
    expect((await db.imfriend.toArray()).map((r) => r.uid)).toEqual([42]);
  });

  test('a friend removed elsewhere leaves imfriend and the tabs hear of it', async () => {
    server.friends = [friend(5001), friend(5002)];
    const db = await login();
    network.current.send(0, 'msg_del_friend_rep', { result: 1, frienduid: 5001 });
    await hub.settled();
    expect((await db.imfriend.toArray()).map((r) => r.uid)).toEqual([5002]);
    expect(events).toContainEqual({ type: 'friends-changed', uid: 5001, change: 'removed' });
  });

  test('an application accepted on another device brings the whole friend list again', async () => {
    server.friends = [friend(5001)];
    const db = await login();
    server.friends = [friend(5001), friend(5003)];
    network.current.send(0, 'msg_handle_friend_apply_rep', { result: 1, otheruid: 5003, handletype: 1 });
    network.current.send(0, 'msg_handle_friend_apply_rep', { result: 1, otheruid: 5004, handletype: 2 });
    await hub.settled();
    expect((await db.imfriend.toArray()).map((r) => r.uid).sort()).toEqual([5001, 5003]);
    expect(friendRequests()).toHaveLength(2);
    expect(events.filter((e) => e.type === 'friends-changed')).toEqual([
      { type: 'friends-changed', uid: 5003, change: 'added' },
    ]);
  });

  test("this device's own removal and acceptance update imfriend as well", async () => {
    server.friends = [friend(5001), friend(5002)];
    const db = await login();
    await hub.request('msg_del_friend_req', { frienduid: 5001 });
    await hub.request('msg_handle_friend_apply_req', { otheruid: 5006, handletype: 1 });
    await hub.settled();
    expect((await db.imfriend.toArray()).map((r) => r.uid).sort()).toEqual([5002, 5006]);
    expect(events.filter((e) => e.type === 'friends-changed')).toEqual([
      { type: 'friends-changed', uid: 5001, change: 'removed' },
      { type: 'friends-changed', uid: 5006, change: 'added' },
    ]);
  });

  test('an application of this user accepted by the other side adds the friend', async () => {
    const db = await login();
    network.current.send(0, 'msg_friend_handled_notify', { friend_info: friend(5005) });
    await hub.settled();
    expect(await db.imfriend.get(5005)).toMatchObject({ nickname: 'friend 5005' });
    expect(events).toContainEqual({ type: 'friends-changed', uid: 5005, change: 'added' });
  });
});
