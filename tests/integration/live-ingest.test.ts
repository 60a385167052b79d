import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LIVE_TYPE } from '../../protocol/enums';
import type { LiveRoomCard } from '../../protocol/mainApi';
import type { StreamKeyInfo } from '../../protocol/mainApiLive';
import { loadConfig } from '../../server/config';
import { liveDb } from '../../server/live/tables';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import type { ImClient } from '../helpers/imClient';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { readSome } from '../helpers/streams';
import { apiUser, demoRooms, newClient, newUser } from './rooms.helpers';

const run = liveTestsRun();

let server: TestServer;
let room: { roomId: number; host: number };
let follower: ImClient;

beforeAll(async () => {
  if (!run) return;
  server = await startServer({ live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 } });
  const [first] = await demoRooms(server.db);
  if (!first) throw new Error('no demo room');
  room = first;
  // The room is offline before its host goes live.
  await liveDb(server.db)
    .updateTable('live_rooms')
    .set({ is_live: 0 })
    .where('room_id', '=', room.roomId)
    .execute();
  const fan = await newClient(server);
  follower = fan.client;
  await liveDb(server.db)
    .insertInto('host_follows')
    .values({ uid: fan.user.uid, host_uid: room.host, created_at: Date.now() })
    .execute();
});
afterAll(async () => {
  await follower?.close();
  await server?.close();
});

async function roomRow() {
  return liveDb(server.db)
    .selectFrom('live_rooms')
    .select(['is_live', 'live_url', 'heat'])
    .where('room_id', '=', room.roomId)
    .executeTakeFirstOrThrow();
}

async function newestRooms(): Promise<LiveRoomCard[]> {
  const answer = await callMain(server, 'encryptionTypeHostRecommNew', { page: 1, limit: 50 });
  return (answer.data as { list: LiveRoomCard[] }).list;
}

describe.runIf(run)('RTMP ingest to live FLV and HLS, then a replay', () => {
  let key = '';
  let rtmp = '';

  test('only the room host gets a stream key; the page shows the server URL, never a stored key', async () => {
    const stranger = await apiUser(server, (await newUser(server.db)).uid);
    const host = await apiUser(server, room.host);
    const before = await callMain(server, 'liveStreamKey', host);
    const info = before.data as StreamKeyInfo;
    expect(info).toMatchObject({ room_id: room.roomId, key_created_at: 0, is_live: 0 });
    expect(info.key).toBeUndefined();
    expect(info.rtmp_url).toBe(`rtmp://127.0.0.1:${server.server.live.rtmpPort}/live`);
    const rotated = (await callMain(server, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
    expect(rotated.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    key = rotated.key ?? '';
    rtmp = rotated.rtmp_url;
    const after = (await callMain(server, 'liveStreamKey', host)).data as StreamKeyInfo;
    expect(after.key).toBeUndefined();
    expect(after.key_created_at).toBeGreaterThan(0);
    expect((await callMain(server, 'liveStreamKey', {})).code).toBe(401);
    expect((await callMain(server, 'liveStreamKeyRotate', stranger)).code).toBe(403);
  });

  test('a wrong key is refused: the push fails and the room stays offline', async () => {
    const push = pushTestPattern(`${rtmp}/wrong${key.slice(5)}`, 3);
    const code = await push.exited;
    expect(code).not.toBe(0);
    expect((await roomRow()).is_live).toBe(0);
    expect((await fetch(`${server.url}/live/${room.roomId}.flv`)).status).toBe(404);
  });

  test('a push turns the room live with FLV and HLS; stopping it turns it offline and leaves a replay', async () => {
    const push = pushTestPattern(`${rtmp}/${key}`, 8);
    let live = false;
    for (let i = 0; i < 50 && !live; i++) {
      live = (await roomRow()).is_live === 1;
      if (!live) await new Promise((r) => setTimeout(r, 100));
    }
    expect(live).toBe(true);
    const card = (await newestRooms()).find((r) => r.room_id === room.roomId);
    expect(card?.live_url).toBe(`/live/${room.roomId}.flv`);

    const notice = await follower.nextPush('msg_server_msgbox_notify', { timeout: 3000 });
    expect(JSON.parse(new TextDecoder().decode(notice.content))).toMatchObject({
      type: 'live',
      room_id: room.roomId,
      host_uid: room.host,
    });

    const flv = await readSome(`${server.url}/live/${room.roomId}.flv`, 20_000, 4000);
    expect(flv.status).toBe(200);
    expect(flv.type).toBe('video/x-flv');
    expect(flv.body.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.body.length).toBeGreaterThanOrEqual(20_000);
    // A connected FLV player is a viewer (the heat written every few seconds); a closed one is not.
    const watching = new AbortController();
    const watcher = await fetch(`${server.url}/live/${room.roomId}.flv`, { signal: watching.signal });
    expect(watcher.status).toBe(200);
    expect(server.server.live.viewers(room.roomId)).toBe(1);
    watching.abort();
    for (let i = 0; i < 20 && server.server.live.viewers(room.roomId) > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.server.live.viewers(room.roomId)).toBe(0);

    let playlist = '';
    for (let i = 0; i < 60 && !playlist.includes('seg-'); i++) {
      const response = await fetch(`${server.url}/live/${room.roomId}/index.m3u8`);
      playlist = response.status === 200 ? await response.text() : '';
      if (!playlist.includes('seg-')) await new Promise((r) => setTimeout(r, 200));
    }
    expect(playlist).toContain('#EXTM3U');
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((line) => line.startsWith('seg-')) ?? '';
    const ts = Buffer.from(await (await fetch(`${server.url}/live/${room.roomId}/${segment}`)).arrayBuffer());
    expect(ts.length).toBeGreaterThan(5000);
    expect(ts[0]).toBe(0x47);
    expect(ts[188]).toBe(0x47);

    expect(await push.exited).toBe(0);
    await server.server.live.settle();
    for (let i = 0; i < 50 && (await roomRow()).is_live === 1; i++)
      await new Promise((r) => setTimeout(r, 100));
    await server.server.live.settle();
    expect(await roomRow()).toMatchObject({ is_live: 0, heat: 0 });
    expect((await newestRooms()).some((r) => r.room_id === room.roomId)).toBe(false);
    expect((await fetch(`${server.url}/live/${room.roomId}.flv`)).status).toBe(404);
    // An offline host room has no stream: not the demo loop either.
    expect((await fetch(`${server.url}/live/${room.roomId}/index.m3u8`)).status).toBe(404);

    const replays = (await callMain(server, 'encryptionLiveRecordList', { page: 1, limit: 50 })).data as {
      list: LiveRoomCard[];
    };
    const replay = replays.list.find((r) => r.live_url.startsWith(`/replays/${room.roomId}-`));
    expect(replay?.live_type).toBe(LIVE_TYPE.MOVIE_PLAYBACK);
    const mp4 = await fetch(`${server.url}${replay?.live_url}`, { headers: { range: 'bytes=0-15' } });
    expect(mp4.status).toBe(206);
    expect(
      Buffer.from(await mp4.arrayBuffer())
        .subarray(4, 8)
        .toString(),
    ).toBe('ftyp');
  }, 40_000);
});

describe.runIf(run)('a server without ffmpeg', () => {
  test('still takes a push and serves it as FLV; HLS and the replay need ffmpeg', async () => {
    const bare = await startServer({
      live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0, ffmpeg: '/nonexistent/ffmpeg' },
    });
    try {
      expect(bare.server.live.ffmpeg).toBe(false);
      const [first] = await demoRooms(bare.db);
      const roomId = first?.roomId ?? 0;
      const host = await apiUser(bare, first?.host ?? 0);
      const isLive = async () =>
        (
          await liveDb(bare.db)
            .selectFrom('live_rooms')
            .select('is_live')
            .where('room_id', '=', roomId)
            .executeTakeFirst()
        )?.is_live;
      expect(await isLive()).toBe(1);
      const { key, rtmp_url } = (await callMain(bare, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
      // A room whose host has a key is offline until the host pushes (no demo loop in its place).
      expect(await isLive()).toBe(0);
      const push = pushTestPattern(`${rtmp_url}/${key}`, 4);
      for (let i = 0; i < 50 && !bare.server.live.broadcast(roomId); i++)
        await new Promise((r) => setTimeout(r, 100));
      const flv = await readSome(`${bare.url}/live/${roomId}.flv`, 5000, 3000);
      expect(flv.body.subarray(0, 3).toString()).toBe('FLV');
      expect((await fetch(`${bare.url}/live/${roomId}/index.m3u8`)).status).toBe(404);
      expect(await push.exited).toBe(0);
      await bare.server.live.settle();
      const rows = await liveDb(bare.db).selectFrom('live_recordings').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await bare.close();
    }
  }, 30_000);
});

describe.runIf(run)('the replay budget', () => {
  test('a recording beyond REPLAY_BUDGET_MB is deleted and its replay room goes offline', async () => {
    const small = await startServer({
      live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0, replayBudgetBytes: 1 },
    });
    try {
      const [first] = await demoRooms(small.db);
      const roomId = first?.roomId ?? 0;
      const host = await apiUser(small, first?.host ?? 0);
      const { key, rtmp_url } = (await callMain(small, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
      const push = pushTestPattern(`${rtmp_url}/${key}`, 3);
      for (let i = 0; i < 50 && !small.server.live.broadcast(roomId); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await push.exited).toBe(0);
      for (let i = 0; i < 50 && small.server.live.broadcast(roomId); i++)
        await new Promise((r) => setTimeout(r, 100));
      await small.server.live.settle();
      const [recording] = await liveDb(small.db).selectFrom('live_recordings').selectAll().execute();
      expect(recording).toMatchObject({ room_id: roomId, pruned: 1 });
      expect(recording?.bytes).toBeGreaterThan(1);
      const replay = await liveDb(small.db)
        .selectFrom('live_rooms')
        .select(['is_live', 'live_type'])
        .where('room_id', '=', recording?.replay_room_id ?? 0)
        .executeTakeFirst();
      expect(replay).toEqual({ is_live: 0, live_type: LIVE_TYPE.MOVIE_PLAYBACK });
      expect((await fetch(`${small.url}/replays/${recording?.file}`)).status).toBe(404);
      expect((await fetch(`${small.url}/replays/${recording?.cover}`)).status).toBe(404);
      expect((await callMain(small, 'encryptionLiveRecordList', {})).data).toEqual({ list: [], total: 0 });
    } finally {
      await small.close();
    }
  }, 30_000);
});
