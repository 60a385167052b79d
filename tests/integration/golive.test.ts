// /golive for a host (issue 45): the live figures of the current broadcast (viewers now and at peak,
// gifts and red packets since it started), ending it from the page, and editing the room's title
// and cover; every one refused to anyone but the room's own host.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COIN } from '../../protocol/enums';
import { HOST_APPLY_LIMITS, type StreamKeyInfo } from '../../protocol/mainApiLive';
import { loadConfig } from '../../server/config';
import { liveDb } from '../../server/live/tables';
import { moneyDb } from '../../server/money/tables';
import { roomsDb } from '../../server/rooms/tables';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { poll } from '../helpers/streams';
import { guest } from './points-fixture';
import { apiUser, demoRooms, newUser } from './rooms.helpers';

const run = liveTestsRun();
/** A reconnect grace longer than the test waits: ending the stream must not wait it out. */
const GRACE_MS = 20_000;

let server: TestServer;
let roomId = 0;
let otherRoom = 0;
let host: { uid: number; token: string };
let otherHost: { uid: number; token: string };

beforeAll(async () => {
  if (!run) return;
  server = await startServer({ live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: GRACE_MS } });
  const [first, second] = await demoRooms(server.db);
  if (!first || !second || first.host === second.host)
    throw new Error('two demo rooms of two hosts expected');
  roomId = first.roomId;
  otherRoom = second.roomId;
  host = await apiUser(server, first.host);
  otherHost = await apiUser(server, second.host);
});
afterAll(async () => server?.close());

async function room(id: number) {
  return liveDb(server.db)
    .selectFrom('live_rooms')
    .select(['is_live', 'room_title', 'room_cover'])
    .where('room_id', '=', id)
    .executeTakeFirstOrThrow();
}

async function info(): Promise<StreamKeyInfo> {
  const answer = await callMain(server, 'liveStreamKey', host);
  expect(answer.code).toBe(200);
  return answer.data as StreamKeyInfo;
}

async function gift(at: number, total: number): Promise<void> {
  await roomsDb(server.db)
    .insertInto('gift_records')
    .values({
      uid: otherHost.uid,
      room_id: roomId,
      host_uid: host.uid,
      gift_id: 1,
      num: 1,
      total,
      created_at: at,
    })
    .execute();
}

async function redPacket(at: number, cointype: number, value: number, inRoom = roomId): Promise<void> {
  await moneyDb(server.db)
    .insertInto('red_packets')
    .values({
      uid: otherHost.uid,
      redbagtype: 1,
      cointype,
      redbagvalue: value,
      redbagnum: 2,
      leftnum: 2,
      leftvalue: value,
      roomkey: inRoom,
      greeting: '',
      status: 0,
      created_at: at,
      expires_at: at + 86_400_000,
    })
    .execute();
}

describe.runIf(run)('/golive for a host', () => {
  test('a guest, a user who hosts nothing and a caller not logged in are refused every /golive call', async () => {
    const anon = await guest(server, 'golive');
    const stranger = await apiUser(server, (await newUser(server.db)).uid);
    const edit = { room_title: 'Mine now', room_cover: '/uploads/x.png' };
    for (const [name, params] of [
      ['liveStreamKey', {}],
      ['liveStreamEnd', {}],
      ['liveRoomEdit', edit],
    ] as const) {
      expect((await callMain(server, name, { ...params, uid: anon.uid, token: anon.token })).code, name).toBe(
        403,
      );
      expect((await callMain(server, name, { ...params, ...stranger })).code, name).toBe(403);
      expect((await callMain(server, name, params)).code, name).toBe(401);
    }
    expect((await room(roomId)).room_title).not.toBe('Mine now');
    expect((await room(otherRoom)).room_title).not.toBe('Mine now');
  });

  test('the host edits the title and cover, checked on the server; another host changes only their own room', async () => {
    const bad = [
      [{ room_title: '  ', room_cover: '/uploads/a.png' }, 'room_title must be 1 to 30 characters'],
      [{ room_title: 'x'.repeat(HOST_APPLY_LIMITS.title + 1), room_cover: '/uploads/a.png' }, 'room_title'],
      [{ room_title: 'Fine', room_cover: '' }, 'room_cover must be an uploaded picture'],
      [{ room_title: 'Fine', room_cover: 'javascript:alert(1)' }, 'room_cover'],
    ] as const;
    const before = await room(roomId);
    for (const [params, msg] of bad) {
      const answer = await callMain(server, 'liveRoomEdit', { ...params, ...host });
      expect(answer.code).toBe(400);
      expect(answer.msg).toContain(msg);
    }
    expect(await room(roomId)).toEqual(before);
    // The limit counts characters, not UTF-16 units: 30 Thai letters are a title.
    const thai = 'ก'.repeat(HOST_APPLY_LIMITS.title);
    const done = await callMain(server, 'liveRoomEdit', {
      room_title: ` ${thai} `,
      room_cover: '/uploads/new.png',
      ...host,
    });
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ room_id: roomId, room_title: thai, room_cover: '/uploads/new.png' });
    expect(await room(roomId)).toMatchObject({ room_title: thai, room_cover: '/uploads/new.png' });

    const other = await callMain(server, 'liveRoomEdit', {
      room_title: 'Other',
      room_cover: '/uploads/o.png',
      ...otherHost,
    });
    expect((other.data as StreamKeyInfo).room_id).toBe(otherRoom);
    expect(await room(otherRoom)).toMatchObject({ room_title: 'Other', room_cover: '/uploads/o.png' });
    expect((await room(roomId)).room_title).toBe(thai);
  });

  test("the live figures: viewers now and at peak, this stream's gifts and red packets only; ending cuts the publisher without changing the key", async () => {
    const rotated = (await callMain(server, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
    // Before the stream: a gift and a red packet that are not this stream's.
    await gift(Date.now() - 60_000, 500);
    await redPacket(Date.now() - 60_000, COIN.CNY, 700);
    const push = pushTestPattern(`${rotated.rtmp_url}/${rotated.key}`, 60);
    expect(await poll(async () => (await room(roomId)).is_live === 1, 100, 100), 'the room live').toBe(true);
    expect(await poll(() => server.server.live.broadcast(roomId) !== undefined), 'broadcasting').toBe(true);
    const fresh = await info();
    expect(fresh).toMatchObject({ is_live: 1, viewers: 0, peak_viewers: 0 });
    expect(fresh.gifts).toEqual({ count: 0, cointype: COIN.CNY, cents: 0 });
    expect(fresh.red_packets).toEqual({ count: 0, totals: [] });

    // This stream's gifts and packets (one in another room, not counted).
    await gift(Date.now(), 300);
    await gift(Date.now(), 1200);
    await redPacket(Date.now(), COIN.CNY, 1000);
    await redPacket(Date.now(), COIN.CNY, 500);
    await redPacket(Date.now(), COIN.USD, 200);
    await redPacket(Date.now(), COIN.CNY, 9900, otherRoom);

    // Two players at once, then one leaves: now 1, peak 2.
    const a = new AbortController();
    const b = new AbortController();
    const flv = `${server.url}/live/${roomId}.flv`;
    expect((await fetch(flv, { signal: a.signal })).status).toBe(200);
    expect((await fetch(flv, { signal: b.signal })).status).toBe(200);
    b.abort();
    expect(await poll(() => server.server.live.viewers(roomId) === 1), 'one viewer left').toBe(true);
    const live = await info();
    expect(live).toMatchObject({ viewers: 1, peak_viewers: 2 });
    expect(live.gifts).toEqual({ count: 2, cointype: COIN.CNY, cents: 1500 });
    expect(live.red_packets).toEqual({
      count: 3,
      totals: [
        { cointype: COIN.CNY, cents: 1500 },
        { cointype: COIN.USD, cents: 200 },
      ],
    });
    // The ingest node writes both on the broadcast's row (every 5 s), where other nodes read them.
    const written = () =>
      liveDb(server.db)
        .selectFrom('live_ingests')
        .select(['viewers', 'peak_viewers'])
        .where('room_id', '=', roomId)
        .executeTakeFirst();
    expect(await poll(async () => (await written())?.peak_viewers === 2, 70, 100), 'peak written').toBe(true);
    expect(await written()).toEqual({ viewers: 1, peak_viewers: 2 });

    // Another host's "end" is about their own room (which has no key): this broadcast goes on.
    expect((await callMain(server, 'liveStreamEnd', otherHost)).code).toBe(400);
    expect(await poll(() => server.server.live.viewers(roomId) === 1, 5, 100)).toBe(true);
    expect((await room(roomId)).is_live).toBe(1);

    // End the stream: the publisher is cut at once (no reconnect grace), the room goes offline.
    const at = Date.now();
    const ended = await callMain(server, 'liveStreamEnd', host);
    expect(ended.code).toBe(200);
    expect(ended.data).toMatchObject({ is_live: 0, viewers: 0, key_created_at: rotated.key_created_at });
    expect(await push.exited).not.toBe(0);
    expect(Date.now() - at).toBeLessThan(2000);
    expect(await poll(async () => (await room(roomId)).is_live === 0, 30, 100), 'the room offline').toBe(
      true,
    );
    a.abort();
    // The key is the same, held shut for a while: OBS reconnecting does not bring the room back.
    expect(await pushTestPattern(`${rotated.rtmp_url}/${rotated.key}`, 3).exited).not.toBe(0);
    expect((await room(roomId)).is_live).toBe(0);
    expect((await info()).key_created_at).toBe(rotated.key_created_at);
    // The recording was finished as after any broadcast: it is a replay.
    await server.server.live.settle();
    const recording = await liveDb(server.db)
      .selectFrom('live_recordings')
      .select(['room_id', 'pruned'])
      .where('room_id', '=', roomId)
      .executeTakeFirst();
    expect(recording).toEqual({ room_id: roomId, pruned: 0 });
  }, 60_000);
});
