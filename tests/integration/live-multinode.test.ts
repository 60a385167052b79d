import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { LiveRoomCard } from '../../protocol/mainApi';
import type { StreamKeyInfo } from '../../protocol/mainApiLive';
import { loadConfig } from '../../server/config';
import { liveDb } from '../../server/live/tables';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import { callMain } from '../helpers/mainApi';
import { dropPgSchema } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { poll, readSome } from '../helpers/streams';
import { apiUser, demoRooms } from './rooms.helpers';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');
const run = liveTestsRun() && Boolean(pgUrl && redisUrl);

describe.runIf(run)('a broadcast pushed to node A plays from node B (PostgreSQL + Redis bus)', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const schema = `t_live_nodes_${tag}`;
  const shared = { databaseUrl: pgUrl, redisUrl, busPrefix: `test-live-${tag}` };
  let a: TestServer;
  let b: TestServer;
  let roomId = 0;
  let hostUid = 0;

  beforeAll(async () => {
    const live = { ...loadConfig({}).live, graceMs: 0 };
    // NOTE: one after the other, so the second node finds the schema migrated. Only A takes RTMP.
    a = await startServer({ ...shared, live: { ...live, rtmpPort: 0 } }, { pgSchema: schema });
    b = await startServer({ ...shared, live: { ...live, rtmpPort: null } }, { pgSchema: schema });
    const [first] = await demoRooms(a.db);
    if (!first) throw new Error('no demo room');
    roomId = first.roomId;
    hostUid = first.host;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dropPgSchema(pgUrl, schema);
  });

  const isLive = async () =>
    (
      await liveDb(a.db)
        .selectFrom('live_rooms')
        .select('is_live')
        .where('room_id', '=', roomId)
        .executeTakeFirstOrThrow()
    ).is_live === 1;
  const listedOnB = async () => {
    const answer = await callMain(b, 'encryptionTypeHostRecommNew', { page: 1, limit: 50 });
    return (answer.data as { list: LiveRoomCard[] }).list.some((r) => r.room_id === roomId);
  };

  test('FLV and HLS are relayed from the ingest node; when the push stops, B says offline', async () => {
    const host = await apiUser(a, hostUid);
    const { key, rtmp_url } = (await callMain(a, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
    expect((await fetch(`${b.url}/live/${roomId}.flv`)).status).toBe(404);

    const push = pushTestPattern(`${rtmp_url}/${key}`, 10);
    expect(await poll(isLive)).toBe(true);
    expect(b.server.live.broadcast(roomId)).toBeUndefined();
    // Another ingest node starting up leaves the rooms live on A alone.
    const c = await startServer(
      { ...shared, live: { ...loadConfig({}).live, rtmpPort: 0 } },
      { pgSchema: schema },
    );
    await c.close();
    expect(await isLive()).toBe(true);

    // B may go on answering from what it read a moment before for up to a second.
    expect(
      await poll(async () => (await fetch(`${b.url}/live/${roomId}.flv`, { method: 'HEAD' })).ok, 20),
    ).toBe(true);
    const flv = await readSome(`${b.url}/live/${roomId}.flv`, 20_000, 4000);
    expect(flv.status).toBe(200);
    expect(flv.type).toBe('video/x-flv');
    expect(flv.body.subarray(0, 3).toString()).toBe('FLV');
    expect(flv.body.length).toBeGreaterThanOrEqual(20_000);
    // The host's page on B also sees the room live.
    const keyOnB = (await callMain(b, 'liveStreamKey', await apiUser(b, hostUid))).data as StreamKeyInfo;
    expect(keyOnB.is_live).toBe(1);

    // A viewer on B is one viewer on A (the heat), and it stays until the broadcast ends.
    const watcher = await fetch(`${b.url}/live/${roomId}.flv`);
    expect(watcher.status).toBe(200);
    expect(await poll(() => a.server.live.viewers(roomId) === 1)).toBe(true);
    const watched = (async () => {
      let bytes = 0;
      const reader = watcher.body?.getReader();
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) return bytes;
        bytes += chunk.value.length;
      }
    })();

    let playlist = '';
    await poll(
      async () => {
        const response = await fetch(`${b.url}/live/${roomId}/index.m3u8`);
        playlist = response.status === 200 ? await response.text() : '';
        return playlist.includes('seg-');
      },
      60,
      200,
    );
    expect(playlist).toContain('#EXTM3U');
    const segment = playlist.split('\n').find((line) => line.startsWith('seg-')) ?? '';
    const answer = await fetch(`${b.url}/live/${roomId}/${segment}`);
    expect(answer.headers.get('content-type')).toBe('video/mp2t');
    const ts = Buffer.from(await answer.arrayBuffer());
    expect(ts.length).toBeGreaterThan(5000);
    expect(ts[0]).toBe(0x47);
    expect(ts[188]).toBe(0x47);

    expect(await push.exited).toBe(0);
    // The relayed stream ends with the broadcast, after the bytes it carried.
    expect(await watched).toBeGreaterThan(10_000);
    expect(await poll(async () => !(await isLive()))).toBe(true);
    await a.server.live.settle();
    expect(await poll(async () => (await fetch(`${b.url}/live/${roomId}.flv`)).status === 404)).toBe(true);
    expect((await fetch(`${b.url}/live/${roomId}/index.m3u8`)).status).toBe(404);
    expect(await listedOnB()).toBe(false);
  }, 45_000);
});
