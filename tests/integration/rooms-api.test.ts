import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POINTS } from '../../protocol/enums';
import { roomsDb } from '../../server/rooms/tables';
import type { ImClient } from '../helpers/imClient';
import {
  apiUser,
  type Clocked,
  callRoom,
  demoRooms,
  joinRoom,
  newClient,
  newUser,
  say,
  startClockedServer,
} from './rooms.helpers';

let env: Clocked;
let room: { roomId: number; host: number };
const clients: ImClient[] = [];

beforeAll(async () => {
  env = await startClockedServer();
  const [first] = await demoRooms(env.server.db);
  if (!first) throw new Error('no demo room');
  room = first;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.server.close();
});

async function viewer() {
  return apiUser(env.server, (await newUser(env.server.db)).uid);
}

describe('room pages', () => {
  test('host info: room card, host, stream, follow state and online count; 404 and 400 on bad ids', async () => {
    const witness = await newClient(env.server);
    clients.push(witness.client);
    await joinRoom(witness.client, room.roomId);
    const info = await callRoom(env.server, 'encryptionHostInfo', { room_id: room.roomId });
    expect(info.code).toBe(200);
    expect(info.data?.room.room_id).toBe(room.roomId);
    expect(info.data?.host.uid).toBe(room.host);
    expect(info.data?.live_url).toBe(`/live/${room.roomId}/index.m3u8`);
    expect(info.data?.is_focus).toBe(0);
    expect(info.data?.online).toBe(1);
    expect(info.data?.roomkey).toBe(room.roomId);
    expect((await callRoom(env.server, 'encryptionHostInfo', { room_id: 987_654 })).code).toBe(404);
    expect((await callRoom(env.server, 'encryptionHostInfo', {})).code).toBe(400);
    expect((await callRoom(env.server, 'encryptionHostInfo', { room_id: -3 })).code).toBe(400);
  });

  test('an external live_url is handed out as it is', async () => {
    const [, second] = await demoRooms(env.server.db);
    if (!second) throw new Error('no second room');
    const url = 'https://cdn.example.com/live/stream.flv';
    await roomsDb(env.server.db)
      .updateTable('live_rooms')
      .set({ live_url: url })
      .where('room_id', '=', second.roomId)
      .execute();
    const live = await callRoom(env.server, 'encryptionLiveInfo', { room_id: second.roomId });
    expect(live.data?.live_url).toBe(url);
    expect(live.data?.is_live).toBe(1);
    const custom = await callRoom(env.server, 'getCustomVideoUrl', { room_id: second.roomId });
    expect(custom.data?.list.map((u) => u.url)).toEqual([url]);
    const detail = await callRoom(env.server, 'encryptionDetailLive', { room_id: second.roomId });
    expect(detail.data?.room.live_url).toBe(url);
    expect(detail.data?.host.uid).toBe(second.host);
  });

  test('the room showing a match, and another one', async () => {
    const tied = await env.server.db
      .selectFrom('live_rooms')
      .select(['room_id', 'match_id', 'match_type'])
      .where('match_id', '>', 0)
      .where('is_live', '=', 1)
      .orderBy('heat', 'desc')
      .executeTakeFirst();
    if (!tied) throw new Error('no demo room shows a match');
    const params = { match_type: tied.match_type, match_id: tied.match_id };
    const found = await callRoom(env.server, 'encryptionMatchCheckHost', params);
    expect(found.data).toBe(tied.room_id);
    const other = await callRoom(env.server, 'encryptionMatchCheckHostOther', {
      ...params,
      room_id: tied.room_id,
    });
    expect(other.data).not.toBe(tied.room_id);
    expect(
      (await callRoom(env.server, 'encryptionMatchCheckHost', { match_type: 1, match_id: 77_777_777 })).data,
    ).toBe(0);
    expect((await callRoom(env.server, 'encryptionMatchCheckHost', { match_type: 1 })).code).toBe(400);
  });
});

describe('following hosts', () => {
  test('follow, list, unfollow; login needed; self and non-hosts refused', async () => {
    const me = await viewer();
    expect((await callRoom(env.server, 'encryptionFocusHost', { anchor_id: room.host })).code).toBe(401);
    const followed = await callRoom(env.server, 'encryptionFocusHost', {
      ...me,
      anchor_id: room.host,
      type: 1,
    });
    expect(followed.data).toEqual({ is_focus: 1, fans: expect.any(Number) });
    expect(followed.data?.fans).toBeGreaterThanOrEqual(1);
    const again = await callRoom(env.server, 'encryptionFocusHost', { ...me, room_id: room.roomId });
    expect(again.data?.fans).toBe(followed.data?.fans);
    const list = await callRoom(env.server, 'encryptionShowFocusHost', me);
    expect(list.data?.map((h) => h.uid)).toEqual([room.host]);
    expect(list.data?.[0]?.room_id).toBe(room.roomId);
    const info = await callRoom(env.server, 'encryptionHostInfo', { ...me, room_id: room.roomId });
    expect(info.data?.is_focus).toBe(1);
    const host = await callRoom(env.server, 'encryptionHostLive', { ...me, anchor_id: room.host });
    expect(host.data?.host.is_focus).toBe(1);
    expect(host.data?.room?.room_id).toBe(room.roomId);
    const off = await callRoom(env.server, 'encryptionFocusHost', { ...me, anchor_id: room.host, type: 0 });
    expect(off.data?.is_focus).toBe(0);
    expect(off.data?.fans).toBe((followed.data?.fans ?? 0) - 1);
    expect((await callRoom(env.server, 'encryptionShowFocusHost', me)).data).toEqual([]);

    const hostLogin = await apiUser(env.server, room.host);
    expect(
      (await callRoom(env.server, 'encryptionFocusHost', { ...hostLogin, anchor_id: room.host })).code,
    ).toBe(409);
    expect((await callRoom(env.server, 'encryptionFocusHost', { ...me, anchor_id: me.uid })).code).toBe(404);
  });
});

describe('watch time, points and history', () => {
  test('10 minutes of watching a day earn the watch points once; claims are capped by elapsed time', async () => {
    const me = await viewer();
    const look = (seconds: number) =>
      callRoom(env.server, 'userLookOrSend', { ...me, type: 1, room_id: room.roomId, seconds });
    const first = await look(3601);
    expect(first.code).toBe(400);
    const start = await look(300);
    expect(start.data).toMatchObject({ seconds: 300, credited: 300, points_earned: 0, goal_seconds: 600 });
    // Right after, a claim of 300 s is capped by the time that passed.
    const greedy = await look(300);
    expect(greedy.data?.credited).toBeLessThan(10);
    env.advance(300_000);
    const done = await look(300);
    expect(done.data?.seconds).toBeGreaterThanOrEqual(600);
    expect(done.data?.points_earned).toBe(POINTS.WATCH);
    env.advance(60_000);
    expect((await look(60)).data?.points_earned).toBe(0);
    const events = await roomsDb(env.server.db)
      .selectFrom('points_events')
      .select(['kind', 'points'])
      .where('uid', '=', me.uid)
      .execute();
    expect(events).toEqual([{ kind: 'watch', points: POINTS.WATCH }]);
    expect(
      (await callRoom(env.server, 'userLookOrSend', { ...me, type: 1, room_id: 987_654, seconds: 5 })).code,
    ).toBe(404);
    expect(
      (await callRoom(env.server, 'userLookOrSend', { type: 1, room_id: room.roomId, seconds: 5 })).code,
    ).toBe(401);
  });

  test('a chat message earns the daily chat points; history lists watched rooms newest first', async () => {
    const { user, client } = await newClient(env.server);
    clients.push(client);
    const me = await apiUser(env.server, user.uid);
    expect((await callRoom(env.server, 'userLookOrSend', { ...me, type: 2 })).data?.chat_points).toBe(0);
    await joinRoom(client, room.roomId);
    env.advance(10_000);
    expect((await say(client, room.roomId, 'hello')).result).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    expect((await callRoom(env.server, 'userLookOrSend', { ...me, type: 2 })).data?.chat_points).toBe(1);

    const [, second] = await demoRooms(env.server.db);
    if (!second) throw new Error('no second room');
    await callRoom(env.server, 'userLookOrSend', { ...me, room_id: room.roomId, seconds: 30 });
    env.advance(60_000);
    await callRoom(env.server, 'userLookOrSend', { ...me, room_id: second.roomId, seconds: 30 });
    const history = await callRoom(env.server, 'encryptionGetHistory', { ...me, page: 1, limit: 10 });
    expect(history.data?.total).toBe(2);
    expect(history.data?.list.map((r) => r.room_id)).toEqual([second.roomId, room.roomId]);
    expect(history.data?.list[1]?.watch_seconds).toBe(30);
    const page2 = await callRoom(env.server, 'encryptionGetHistory', { ...me, page: 2, limit: 1 });
    expect(page2.data?.list.map((r) => r.room_id)).toEqual([room.roomId]);
    expect((await callRoom(env.server, 'encryptionGetHistory', {})).code).toBe(401);
  });
});
