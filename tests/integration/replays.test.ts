// Issue 45: a finished recording becomes a replay (title, cover frame, duration, date) listed newest
// first by encryptionLiveRecordList (paged, is_home_page, one host's), played with byte ranges;
// staff hide, show and delete one from the console, each audited.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LiveRecordCard } from '../../protocol/mainApi';
import type { StreamKeyInfo } from '../../protocol/mainApiLive';
import { verifyPassword } from '../../server/accounts/secrets';
import { staffDb } from '../../server/admin/tables';
import { loadConfig } from '../../server/config';
import { DEMO_HOST, ensureDemoReplays } from '../../server/live/demoReplays';
import { liveDb } from '../../server/live/tables';
import { liveTestsRun, pushTestPattern } from '../helpers/ffmpeg';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';
import { apiUser, demoRooms } from './rooms.helpers';

const run = liveTestsRun();

let server: TestServer;
let moderator: StaffClient;
let pushed: LiveRecordCard;
let room: { roomId: number; host: number };

async function list(params: Record<string, number>) {
  const answer = await callMain(server, 'encryptionLiveRecordList', params);
  expect(answer.code).toBe(200);
  return answer.data as { list: LiveRecordCard[]; total: number };
}

const audit = (action: string) =>
  staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

beforeAll(async () => {
  if (!run) return;
  server = await startServer({ live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 } });
  moderator = await staffLogin(server.url, 'moderator');
  const [first] = await demoRooms(server.db);
  if (!first) throw new Error('no demo room');
  room = first;
});
afterAll(async () => {
  await server?.close();
});

describe.runIf(run)('replays', () => {
  test('a pushed broadcast becomes a replay with its title, a cover frame, its duration and date', async () => {
    const host = await apiUser(server, room.host);
    const { key, rtmp_url } = (await callMain(server, 'liveStreamKeyRotate', host)).data as StreamKeyInfo;
    const title = (
      await liveDb(server.db)
        .selectFrom('live_rooms')
        .select('room_title')
        .where('room_id', '=', room.roomId)
        .executeTakeFirstOrThrow()
    ).room_title;
    const before = Date.now();
    const push = pushTestPattern(`${rtmp_url}/${key}`, 4);
    for (let i = 0; i < 50 && !server.server.live.broadcast(room.roomId); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await push.exited).toBe(0);
    for (let i = 0; i < 50 && server.server.live.broadcast(room.roomId); i++)
      await new Promise((r) => setTimeout(r, 100));
    await server.server.live.settle();

    const [row] = await liveDb(server.db).selectFrom('live_recordings').selectAll().execute();
    expect(row).toMatchObject({ room_id: room.roomId, uid: room.host, title, hidden: 0, pruned: 0 });
    // The test pattern is 4 s long; the recording holds about that much video.
    expect(Number(row?.duration_ms)).toBeGreaterThan(2500);
    expect(Number(row?.duration_ms)).toBeLessThan(6000);
    expect(row?.cover).toMatch(/\.jpg$/);

    const { list: cards, total } = await list({ page: 1, limit: 10 });
    expect(total).toBe(1);
    const card = cards[0] as LiveRecordCard;
    expect(card).toMatchObject({
      record_id: row?.id,
      host_room_id: room.roomId,
      uid: room.host,
      room_title: title,
      room_cover: `/replays/${row?.cover}`,
      video_url: `/replays/${row?.file}`,
      duration: Math.round(Number(row?.duration_ms) / 1000),
    });
    expect(card.record_time * 1000).toBeGreaterThanOrEqual(before - 1000);
    const cover = await fetch(`${server.url}${card.room_cover}`);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await cover.arrayBuffer());
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
    expect((await callMain(server, 'liveRecordInfo', { id: card.record_id })).data).toEqual(card);
    pushed = card;
  }, 40_000);

  test('a byte range of a replay is answered 206 with exactly those bytes', async () => {
    const file = readFileSync(join(server.server.live.replayDir, pushed.video_url.slice('/replays/'.length)));
    const answer = await fetch(`${server.url}${pushed.video_url}`, { headers: { range: 'bytes=1000-1999' } });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe(`bytes 1000-1999/${file.length}`);
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await answer.arrayBuffer()).equals(file.subarray(1000, 2000))).toBe(true);
    const tail = await fetch(`${server.url}${pushed.video_url}`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(file.subarray(file.length - 100))).toBe(true);
  });

  test('the demo host and its replays; pages newest first, the home strip, one host', async () => {
    const made = await ensureDemoReplays(server.db, {
      ffmpeg: 'ffmpeg',
      replayDir: server.server.live.replayDir,
      now: Date.now(),
      log: () => {},
    });
    expect(made.created).toBe(true);
    const demoHost = await server.db
      .selectFrom('users')
      .select(['uid', 'password_hash', 'usertype'])
      .where('phone', '=', DEMO_HOST.phone)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(DEMO_HOST.password, demoHost.password_hash ?? '')).toBe(true);

    const first = await list({ page: 1, limit: 2 });
    const second = await list({ page: 2, limit: 2 });
    expect(first.total).toBe(4);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((c) => c.record_id)).size).toBe(4);
    const times = all.map((c) => c.record_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all[0]?.record_id).toBe(pushed.record_id);
    for (const c of all.slice(1)) {
      expect(c.uid).toBe(demoHost.uid);
      expect(c.duration).toBeGreaterThanOrEqual(6);
      expect((await fetch(`${server.url}${c.room_cover}`)).headers.get('content-type')).toBe('image/jpeg');
    }
    const home = await list({ is_home_page: 1, page: 2, limit: 2 });
    expect(home.list.map((c) => c.record_id)).toEqual(first.list.map((c) => c.record_id));
    const host = await list({ host_uid: demoHost.uid, page: 1, limit: 10 });
    expect(host.total).toBe(3);
    expect(host.list.every((c) => c.uid === demoHost.uid)).toBe(true);
    expect(
      await ensureDemoReplays(server.db, { ffmpeg: 'ffmpeg', replayDir: '', now: 0, log: () => {} }),
    ).toEqual({
      created: false,
    });
  }, 60_000);

  test('staff hide a replay (listed nowhere, its page gone), show it again, and delete one; audited', async () => {
    const id = pushed.record_id;
    const staffList = await moderator.call('GET', '/replays');
    expect((staffList.body.replays as { id: number }[]).map((r) => r.id)).toContain(id);

    expect((await moderator.call('POST', `/replays/${id}/hidden`, { hidden: true })).status).toBe(200);
    expect((await list({ page: 1, limit: 10 })).list.map((c) => c.record_id)).not.toContain(id);
    expect((await callMain(server, 'liveRecordInfo', { id })).code).toBe(404);
    const hidden = await audit('replay.hide');
    expect(hidden?.target).toBe(`replay:${id}`);
    expect(JSON.parse(hidden?.after ?? '')).toEqual({ hidden: true });
    expect((await moderator.call('POST', `/replays/${id}/hidden`, { hidden: 'yes' })).status).toBe(400);

    expect((await moderator.call('POST', `/replays/${id}/hidden`, { hidden: false })).status).toBe(200);
    expect((await list({ page: 1, limit: 10 })).list.map((c) => c.record_id)).toContain(id);
    expect(await audit('replay.unhide')).toBeDefined();

    expect((await fetch(`${server.url}${pushed.video_url}`)).status).toBe(200);
    expect((await moderator.call('DELETE', `/replays/${id}`)).status).toBe(200);
    expect((await list({ page: 1, limit: 10 })).list.map((c) => c.record_id)).not.toContain(id);
    expect((await fetch(`${server.url}${pushed.video_url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${pushed.room_cover}`)).status).toBe(404);
    const deleted = await audit('replay.delete');
    expect(JSON.parse(deleted?.before ?? '')).toMatchObject({ title: pushed.room_title });
    expect((await moderator.call('DELETE', `/replays/${id}`)).status).toBe(404);
    // A role without live.manage cannot hide one.
    const viewer = await staffLogin(server.url, 'finance');
    expect((await viewer.call('POST', `/replays/${id}/hidden`, { hidden: true })).status).toBe(403);
  });
});
