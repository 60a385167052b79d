import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { chatKey, MSG_TYPE, type net, TIMING } from '../../protocol';
import type { HubEvent } from '../api';
import type { HubCore } from '../core';
import { ChatDb, chatMessages, chatRow, ingestMessages } from '../db';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from './fakeHub';
import { type FakeImServer, message } from './fakeServer';
import { fillGap, MAX_GAP_PAGES } from './gaps';

const ME = 1001;
const PEER = 2002;
const CHAT = chatKey(ME, PEER);
const SERVERS = [{ svrip: '127.0.0.1', websvrport: 1 }];

describe('fillGap', () => {
  const server = Array.from({ length: 100 }, (_, i) => message(CHAT, i + 1, PEER, `m${i + 1}`));
  const fetchPage = async (_key: bigint, below: number) =>
    server.filter((m) => m.chatmsgno < below).slice(-20);

  test('fetches pages counting back until it meets the stored messages', async () => {
    const stored: number[] = [];
    const pages = await fillGap(
      { fetchPage, store: async (ms) => stored.push(...ms.map((m) => m.chatmsgno)) },
      CHAT,
      10,
      71,
    );
    expect(pages).toBe(3);
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => 11 + i));
  });

  test('no gap, no request', async () => {
    let calls = 0;
    const count = async () => {
      calls++;
      return [];
    };
    expect(await fillGap({ fetchPage: count, store: async () => {} }, CHAT, 10, 11)).toBe(0);
    expect(calls).toBe(0);
  });

  test('a page that does not go lower ends the fill', async () => {
    const stuck = async () => [message(CHAT, 50, PEER, 'x')];
    expect(await fillGap({ fetchPage: stuck, store: async () => {} }, CHAT, 0, 50)).toBe(1);
  });

  test(`at most ${MAX_GAP_PAGES} pages close one gap`, async () => {
    let below = 100_000;
    const endless = async () => [message(CHAT, --below, PEER, 'x')];
    expect(await fillGap({ fetchPage: endless, store: async () => {} }, CHAT, 0, below)).toBe(MAX_GAP_PAGES);
  });
});

describe('the hub core over a fake server', () => {
  let network: FakeNetwork;
  let server: FakeImServer;
  let hub: HubCore;
  let events: HubEvent[];
  let serial = 0;
  let dbName: string;

  beforeEach(() => {
    dbName = `sync-test-${++serial}`;
    ({ network, server, hub, events } = fakeHub(ME, dbName));
  });
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

  test('login is refused with a typed error for bad parameters, and nothing opens', async () => {
    const bad = [
      { uid: 0, fastkey: 'k', deviceid: 'dev', servers: SERVERS },
      { uid: ME, fastkey: '', deviceid: 'dev', servers: SERVERS },
      { uid: ME, fastkey: 'k', deviceid: 'd', servers: SERVERS },
      { uid: ME, fastkey: 'k', deviceid: 'dev', servers: [] },
      { uid: ME, fastkey: 'k', deviceid: 'dev', servers: [{ svrip: 'h', websvrport: 70000 }] },
    ];
    for (const params of bad)
      await expect(hub.login(params)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(network.connections).toHaveLength(0);
    await expect(hub.calls.sendPrivate(PEER, 'hi')).rejects.toMatchObject({ code: 'not-logged-in' });
  });

  test('the offline data fills the gap below a private page and takes its unread count', async () => {
    // The device had messages 1..10; the server has 1..90 and pushes the newest page.
    const seed = new ChatDb(ME, dbName);
    await ingestMessages(
      seed,
      Array.from({ length: 10 }, (_, i) => chatRow(message(CHAT, i + 1, PEER, `m${i + 1}`))),
      { me: ME },
    );
    await ingestMessages(seed, [], { me: ME, unread: new Map([[CHAT.toString(), 0]]) });
    seed.close();
    server.fill(CHAT, 1, 90, PEER);
    server.offline = [
      { name: 'msg_get_msg_list_rep', value: { msg_list: server.page(CHAT, 0), hasred: 25, readversion: 0 } },
    ];
    const db = await login();
    const numbers = (await chatMessages(db, CHAT.toString(), 1000)).map((r) => r.chatmsgno);
    expect(numbers).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    expect((await db.imlist.get(CHAT.toString()))?.red).toBe(25);
    const asked = server.log
      .filter((r) => r.name === 'msg_get_msg_list_req')
      .map((r) => (r.value as net.msg_get_msg_list_req).chatmsgno);
    expect(asked).toEqual([71, 51, 31]);
    expect(events.filter((e) => e.type === 'message' && e.notify)).toHaveLength(0);
    expect(events.findLast((e) => e.type === 'unread')).toMatchObject({ unread: { total: 25, private: 25 } });
  });

  test('group sync refetches changed groups and fetches missing messages, 50 ms apart', async () => {
    const seed = new ChatDb(ME, dbName);
    await seed.imgroup.put({
      groupkey: 7,
      chatkey: '7',
      nickname: 'old name',
      attrversion: 3,
      member_cnt: 5,
      chatmsgno: 2,
    } as never);
    await ingestMessages(seed, [chatRow(message(7n, 1, PEER, 'a')), chatRow(message(7n, 2, PEER, 'b'))], {
      me: ME,
    });
    seed.close();
    server.fill(7n, 1, 30, PEER);
    server.fill(8n, 1, 3, PEER);
    server.groups.set(8, {
      info: { groupkey: 8, groupname: 'new group', attrversion: 1, member_cnt: 2 },
      users: [{ uid: PEER, nickname: 'peer' }],
    });
    server.offline = [
      {
        name: 'msg_group_list_notify',
        value: {
          grouplist: [
            { groupkey: 7, attrversion: 3, member_cnt: 5, chatmsgno: 30 },
            { groupkey: 8, attrversion: 1, member_cnt: 2, chatmsgno: 3 },
            { groupkey: 9, attrversion: 4, member_cnt: 9, chatmsgno: 0 },
          ],
        },
      },
    ];
    server.groups.set(9, {
      info: { groupkey: 9, groupname: 'quiet', attrversion: 4, member_cnt: 9 },
      users: [],
    });
    const db = await login();
    expect((await chatMessages(db, '7', 100)).map((r) => r.chatmsgno)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect((await chatMessages(db, '8')).map((r) => r.content)).toEqual(['m1', 'm2', 'm3']);
    expect(await db.imgroup.get(8)).toMatchObject({ nickname: 'new group', attrversion: 1 });
    expect(await db.imuser.get(PEER)).toMatchObject({ nickname: 'peer' });
    // Group 7 kept its info (same attrversion and member count): no info request for it.
    const infos = server.log
      .filter((r) => r.name === 'msg_get_group_info_req')
      .map((r) => (r.value as { groupkey: number }).groupkey);
    expect(infos.sort()).toEqual([8, 9]);
    const firstAt = (g: number) =>
      server.log.find((r) => {
        const v = r.value as { groupkey?: number; chatkey?: bigint };
        return v.groupkey === g || v.chatkey === BigInt(g);
      })?.at ?? 0;
    // Each group's work starts 50 ms after the previous one's was scheduled (from the group list).
    const listAt = server.log.find((r) => r.name === 'msg_offline_data_req')?.at ?? 0;
    const [at7, at8, at9] = [firstAt(7), firstAt(8), firstAt(9)];
    expect(at7).toBeLessThanOrEqual(at8);
    expect(at8).toBeLessThanOrEqual(at9);
    expect(at8 - listAt).toBeGreaterThanOrEqual(TIMING.GROUP_SYNC_STAGGER_MS - 5);
    expect(at9 - listAt).toBeGreaterThanOrEqual(2 * TIMING.GROUP_SYNC_STAGGER_MS - 5);
  });

  test('live pushes notify, count as unread, and a read mark clears them', async () => {
    const db = await login();
    network.current.send(0, 'msg_send_private_msg_rep', {
      result: 1,
      msg_info: message(CHAT, 1, PEER, 'hello'),
    });
    network.current.send(0, 'msg_send_private_msg_rep', {
      result: 1,
      msg_info: { ...message(CHAT, 2, PEER, 'money'), msgtype: MSG_TYPE.MONEY_LOG },
    });
    await hub.settled();
    const notified = events.filter((e) => e.type === 'message').map((e) => e.type === 'message' && e.notify);
    expect(notified).toEqual([true, false]);
    expect((await db.imlist.get(CHAT.toString()))?.red).toBe(1);
    await hub.calls.markRead(CHAT.toString());
    expect((await db.imlist.get(CHAT.toString()))?.red).toBe(0);
    expect(server.log.findLast((r) => r.name === 'msg_confirm_read_req')?.value).toMatchObject({
      chatmsgno: 2,
    });
    expect(events.findLast((e) => e.type === 'unread')).toMatchObject({ unread: { total: 0 } });
  });

  test('a read on another device (red dot 4) clears the count here', async () => {
    const db = await login();
    for (const n of [1, 2, 3]) {
      network.current.send(0, 'msg_send_private_msg_rep', {
        result: 1,
        msg_info: message(CHAT, n, PEER, `m${n}`),
      });
    }
    await hub.settled();
    network.current.send(0, 'msg_red_dot_notify', {
      red: { redtype: 4, chatkey: CHAT, content: new TextEncoder().encode('2') },
    });
    await hub.settled();
    expect((await db.imlist.get(CHAT.toString()))?.red).toBe(1);
    expect(events).toContainEqual({ type: 'read', chatkey: CHAT.toString(), upto: 2, by: 'me' });
  });

  test('the room: 35 joins and reports a failure event; other rooms and other channels are ignored', async () => {
    await login();
    server.roomJoinResult = 35;
    server.roomHistory = [message(0n, 1, PEER, 'earlier')];
    const joined = await hub.calls.joinRoom(42);
    expect(joined).toEqual({ roomId: 42, result: 35, joined: true, usercnt: 0 });
    const statuses = events
      .filter((e) => e.type === 'room-status')
      .map((e) => e.type === 'room-status' && e.status);
    expect(statuses).toEqual(['join-failed', 'joined']);
    const c = network.current;
    c.send(0, 'msg_chat_room_usercnt_notify', { roomkey: 42, usercnt: 7 });
    c.send(0, 'msg_chat_room_usercnt_notify', { roomkey: 43, usercnt: 9 });
    c.send(0, 'msg_chat_room_msg_notify', { roomkey: 42, msg_info: message(0n, 2, PEER, 'here') });
    c.send(0, 'msg_chat_room_msg_notify', { roomkey: 43, msg_info: message(0n, 3, PEER, 'elsewhere') });
    c.send(0, 'msg_chat_room_msg_notify', { roomkey: 42, msg_info: message(0n, 2, PEER, 'again') });
    c.send(0, 'msg_chat_room_msg_notify', {
      roomkey: 42,
      msg_info: { ...message(0n, 4, PEER, 'ad'), msgtype: 22, channel: 5 },
    });
    await hub.settled();
    expect((await hub.calls.roomMessages()).map((m) => m.content)).toEqual(['earlier', 'here']);
    // The room's member count is passed on; another room's is not.
    expect(events.filter((e) => e.type === 'room-count')).toEqual([
      { type: 'room-count', roomId: 42, usercnt: 7 },
    ]);
    // After a reconnect the room is joined again.
    c.drop();
    await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 100));
    network.current.open();
    await hub.whenOnline(1000);
    await hub.settled();
    expect(server.log.filter((r) => r.name === 'msg_join_chat_room_req')).toHaveLength(2);
  }, 10_000);

  test('a room join refused with another result leaves no current room', async () => {
    await login();
    server.roomJoinResult = 39;
    expect(await hub.calls.joinRoom(5)).toMatchObject({ joined: false, result: 39 });
    expect(hub.state().room).toBeNull();
    await expect(hub.calls.joinRoom(0)).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  test('score alerts and notices arrive from the server message box', async () => {
    await login();
    const alert = {
      home_name: 'A',
      away_name: 'B',
      home_score: 1,
      away_score: 0,
      position: 1,
      title: 'Goal',
      time: "23'",
      match_id: 3000001,
      type_id: 1,
    };
    network.current.send(0, 'msg_server_msgbox_notify', {
      content: new TextEncoder().encode(JSON.stringify(alert)),
    });
    network.current.send(0, 'msg_server_msgbox_notify', {
      content: new TextEncoder().encode('maintenance at 3'),
    });
    const wentLive = {
      type: 'live',
      room_id: 10001,
      host_uid: 7,
      nickName: '老王',
      room_title: '英超直播',
      room_cover: '',
    };
    network.current.send(0, 'msg_server_msgbox_notify', {
      content: new TextEncoder().encode(JSON.stringify(wentLive)),
    });
    await hub.settled();
    expect(events).toContainEqual({ type: 'score-alert', alert });
    expect(events).toContainEqual({ type: 'server-notice', content: 'maintenance at 3' });
    // A followed host going live is data for the app to word in its language, not a notice text.
    expect(events).toContainEqual({ type: 'went-live', notice: wentLive });
    expect(events.filter((e) => e.type === 'server-notice')).toHaveLength(1);
  });

  test('a join request push becomes an event; other operation results and malformed ones do not', async () => {
    await login();
    const push = (result: number, content: string) =>
      network.current.send(0, 'msg_oper_result_notify', {
        result,
        optype: 1023,
        content: new TextEncoder().encode(content),
      });
    push(14, JSON.stringify({ groupkey: 1000007, uids: [3003, 'x', 4004], inviter: 2002 }));
    push(14, 'not json');
    push(14, JSON.stringify({ uids: [1] }));
    push(37, JSON.stringify({ groupkey: 1000007, uids: [3003], inviter: 2002 }));
    await hub.settled();
    expect(events.filter((e) => e.type === 'group-join-request')).toEqual([
      { type: 'group-join-request', groupkey: 1000007, uids: [3003, 4004], inviter: 2002 },
    ]);
  });

  test('a history page marks how far the peer read, so older own messages show two ticks', async () => {
    const db = await login();
    server.fill(CHAT, 1, 30, ME);
    server.peerRead.set(CHAT.toString(), 25);
    await hub.calls.history(CHAT.toString(), 11);
    const rows = await chatMessages(db, CHAT.toString());
    expect(rows.map((r) => r.read)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(events).toContainEqual({ type: 'read', chatkey: CHAT.toString(), upto: 25, by: 'peer' });
    await hub.calls.history(CHAT.toString());
    const newest = await chatMessages(db, CHAT.toString());
    expect(newest.filter((r) => r.read === 0).map((r) => r.chatmsgno)).toEqual([26, 27, 28, 29, 30]);
  });

  test("this device's own withdraw, mute, pin and self-destruct replies reach every tab", async () => {
    const db = await login();
    server.fill(CHAT, 1, 3, ME);
    await hub.calls.history(CHAT.toString());
    const key = CHAT.toString();
    await hub.request('msg_withdraw_msg_req', { chatkey: CHAT, chatmsgno: 3 });
    expect((await chatMessages(db, key)).at(-1)).toMatchObject({ chatmsgno: 3, msgtype: 12, content: '' });
    expect((await db.imlist.get(key))?.msgtype).toBe(12);
    expect(events).toContainEqual({ type: 'withdraw', chatkey: key, chatmsgno: 3 });
    // A refusal (no echo) changes nothing.
    await hub.request('msg_withdraw_msg_req', { chatkey: CHAT, chatmsgno: 99 });
    expect(events.filter((e) => e.type === 'withdraw')).toHaveLength(1);

    await hub.request('msg_mute_chat_req', { chatkey: CHAT, opertype: 1 });
    await hub.request('msg_pin_chat_req', { chatkey: CHAT, opertype: 1 });
    await hub.request('msg_pin_chat_req', { chatkey: CHAT, opertype: 0 });
    await hub.request('msg_set_snapchat_req', { chatkey: CHAT, snaptime: 10 });
    expect(events.filter((e) => e.type === 'chat-pref' || e.type === 'chat-setting')).toEqual([
      { type: 'chat-pref', chatkey: key, muted: true },
      { type: 'chat-pref', chatkey: key, pinned: 1_700_000_123 },
      { type: 'chat-pref', chatkey: key, pinned: 0 },
      { type: 'chat-setting', chatkey: key, snaptime: 10, by: 0, own: true },
    ]);
  });

  test("another device's pin, mute and screenshot changes become events; refusals do not", async () => {
    await login();
    const key = CHAT.toString();
    network.current.send(0, 'msg_mute_chat_rep', { chatkey: CHAT, opertype: 0, result: 1 });
    network.current.send(0, 'msg_pin_chat_rep', { chatkey: CHAT, opertype: 1, result: 0, opertime: 5 });
    network.current.send(0, 'msg_set_screenshot_rep', { chatkey: CHAT, screenshot: 1, uid: PEER, result: 1 });
    network.current.send(0, 'msg_set_snapchat_rep', { chatkey: CHAT, snaptime: 60, result: 1 });
    await hub.settled();
    expect(events.filter((e) => e.type === 'chat-pref' || e.type === 'chat-setting')).toEqual([
      { type: 'chat-pref', chatkey: key, muted: false },
      { type: 'chat-setting', chatkey: key, screenshot: true, by: PEER, own: false },
      { type: 'chat-setting', chatkey: key, snaptime: 60, by: 0, own: false },
    ]);
  });

  test('a self-destructing message keeps its snaptime, also once erased', async () => {
    const db = await login();
    const snap = { ...message(CHAT, 1, PEER, 'burn after reading'), snaptime: 10 };
    network.current.send(0, 'msg_send_private_msg_rep', { result: 1, msg_info: snap });
    await hub.settled();
    expect((await chatMessages(db, CHAT.toString()))[0]).toMatchObject({ snaptime: 10, msgtype: 1 });
    network.current.send(0, 'msg_withdraw_msg_rep', { chatkey: CHAT, chatmsgno: 1 });
    await hub.settled();
    expect((await chatMessages(db, CHAT.toString()))[0]).toMatchObject({
      snaptime: 10,
      msgtype: 12,
      content: '',
    });
    expect((await db.imlist.get(CHAT.toString()))?.sender).toBe(PEER);
  });
});
