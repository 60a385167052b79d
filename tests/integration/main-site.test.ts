import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MaintainStatus } from '../../protocol/mainApiConfig';
import { ensureDemoContent } from '../../server/demo/seed';
import { Refusal } from '../../server/refusal';
import { callMain } from '../helpers/mainApi';
import { setSetting, startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

function post(path: string, body: unknown, form = false) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
}

test('maintain.json and maintenance.json follow the maintenance flag staff set in the store', async () => {
  const off: MaintainStatus = {
    maintain: 0,
    withdrawal: 0,
    img: '/demo-img/ad/maintain.webp',
    content: '系统升级维护中，请稍后再来',
  };
  expect(await getJson('/maintain.json')).toEqual(off);
  await setSetting(server, 'maintain', 1);
  expect(await getJson('/maintain.json')).toEqual({ ...off, maintain: 1 });
  expect(await getJson('/maintenance.json')).toEqual({ ...off, maintain: 1 });
  await setSetting(server, 'withdrawal', 1);
  expect(await getJson('/maintenance.json')).toEqual({ ...off, maintain: 1, withdrawal: 1 });

  await expect(setSetting(server, 'maintain', 'yes')).rejects.toThrow(Refusal);
  expect(await getJson('/maintain.json')).toMatchObject({ maintain: 1 });

  await setSetting(server, 'maintain', 0);
  await setSetting(server, 'withdrawal', 0);
  const back = await fetch(`${server.url}/maintain.json`);
  expect(back.headers.get('cache-control')).toBe('no-store');
  expect(await back.json()).toEqual(off);
  const image = await fetch(`${server.url}${off.img}`);
  expect(image.headers.get('content-type')).toBe('image/webp');
});

test('api/logAction stores a form or JSON row with action_id 14 by default; bad fields are refused', async () => {
  const form = await post(
    '/api/logAction',
    {
      anchor_id: '100003',
      room_key: '10003',
      type_id: '1',
      client: 'h5',
      channel: '8',
      url: 'http://x/player',
    },
    true,
  );
  expect(await form.json()).toEqual({ code: 200 });
  const json = await post('/api/logAction', {
    action_id: 27,
    match_id: 3000001,
    free_id: 'yk1',
    check_id: 'c',
  });
  expect(await json.json()).toEqual({ code: 200 });
  const rows = await server.db.selectFrom('action_logs').selectAll().orderBy('id').execute();
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({
    action_id: 14,
    anchor_id: 100003,
    room_key: '10003',
    type_id: 1,
    client: 'h5',
    channel: '8',
    url: 'http://x/player',
  });
  expect(rows[1]).toMatchObject({
    action_id: 27,
    match_id: 3000001,
    free_id: 'yk1',
    check_id: 'c',
    anchor_id: 0,
  });

  const bad = await post('/api/logAction', { action_id: 'open' });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ code: 400, msg: 'action_id must be a non-negative integer' });
  const long = await post('/api/logAction', { url: `http://x/${'a'.repeat(2000)}` });
  expect(long.status).toBe(400);
  expect(await server.db.selectFrom('action_logs').select('id').execute()).toHaveLength(2);
});

test('api/logAction takes a batch as JSON sent as text/plain (what the app and its beacons send), all or none', async () => {
  const before = (await server.db.selectFrom('action_logs').select('id').execute()).length;
  const send = (body: string) =>
    fetch(`${server.url}/api/logAction`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://app.example' },
      body,
    });
  const batch = [
    { action_id: 1, room_key: '10003', anchor_id: 100003, client: 'h5' },
    { action_id: 27, free_id: 'tab:hot' },
    { action_id: 28, match_id: 3000001, type_id: 1 },
  ];
  const ok = await send(JSON.stringify(batch));
  expect(await ok.json()).toEqual({ code: 200 });
  // A log host serving an app on another origin: the answer may be read there.
  expect(ok.headers.get('access-control-allow-origin')).toBe('*');
  const rows = await server.db
    .selectFrom('action_logs')
    .select(['action_id', 'free_id', 'match_id'])
    .orderBy('id')
    .execute();
  expect(rows.slice(before).map((r) => Number(r.action_id))).toEqual([1, 27, 28]);

  // One bad event refuses the batch, saying which; nothing of it is stored.
  const bad = await send(JSON.stringify([{ action_id: 26 }, { action_id: -1 }]));
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ code: 400, msg: 'event 1: action_id must be a non-negative integer' });
  const tooMany = await send(JSON.stringify(Array.from({ length: 51 }, () => ({ action_id: 26 }))));
  expect(tooMany.status).toBe(400);
  expect(((await tooMany.json()) as { msg: string }).msg).toBe('at most 50 events in one request');
  expect((await send('[]')).status).toBe(400);
  expect((await send('not json')).status).toBe(400);
  expect(await server.db.selectFrom('action_logs').select('id').execute()).toHaveLength(before + 3);
});

test('the service agreement is Chinese terms of service showing the channel, escaped', async () => {
  const response = await fetch(`${server.url}/agreement.html?channel=${encodeURIComponent('8<script>')}`);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain('用户服务协议');
  expect(html).toContain('用户行为规范');
  expect(html).toContain('渠道：<span id="channel">8&lt;script&gt;</span>');
  expect(html).not.toContain('<script>');
  expect(await (await fetch(`${server.url}/download.html?platform=ios`)).text()).toContain('添加到主屏幕');
});

test('demo pictures are WebP drawn from their content (SVG on request); unknown ones are 404', async () => {
  const rooms = (await callMain(server, 'encryptionTypeHostRecomm', { page: 1 })).data?.list ?? [];
  const room = rooms[0];
  expect(room?.room_cover).toMatch(/\.webp$/);
  const cover = await fetch(`${server.url}${room?.room_cover}`);
  expect(cover.headers.get('content-type')).toBe('image/webp');
  const coverBytes = Buffer.from(await cover.arrayBuffer());
  expect(coverBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(coverBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(await sharp(coverBytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
  // The same picture as SVG, with the room's league in it.
  const svg = await (await fetch(`${server.url}${room?.room_cover?.replace(/\.webp$/, '.svg')}`)).text();
  expect(svg).toMatch(/^<svg /);
  expect(svg).toContain(room?.short_name_zh);
  // A retitled room gets a new picture, not the one drawn before.
  await server.db
    .updateTable('live_rooms')
    .set({ room_title: '改过标题的直播间' })
    .where('room_id', '=', Number(room?.room_id))
    .execute();
  const redrawn = Buffer.from(await (await fetch(`${server.url}${room?.room_cover}`)).arrayBuffer());
  expect(redrawn.equals(coverBytes)).toBe(false);

  const avatar = await fetch(`${server.url}${room?.headurl}`);
  expect(avatar.headers.get('content-type')).toBe('image/webp');
  const crest = await (
    await fetch(`${server.url}/demo-img/crest/${encodeURIComponent('A&B<C>')}.svg`)
  ).text();
  expect(crest).toContain('A&amp;B');
  for (const path of [
    '/demo-img/room/1.svg',
    '/demo-img/room/1.webp',
    '/demo-img/news/x.webp',
    '/demo-img/ad/none.svg',
    '/demo-img/ad/none.webp',
    '/demo-img/what/1.webp',
    `/demo-img/room/${room?.room_id}.png`,
    `/demo-img/room/${room?.room_id}`,
  ]) {
    expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
  }
});

test('no server has site toggles over HTTP', async () => {
  const prod = await startServer({ production: true, devEndpoints: false });
  try {
    expect((await fetch(`${prod.url}/dev/maintain`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/dev/maintain`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${server.url}/dev/settings`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${prod.url}/maintain.json`)).status).toBe(200);
  } finally {
    await prod.close();
  }
});

test('a restart keeps the demo content and does not make it twice; a fresh start makes the same content', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportlive-main-restart-'));
  const snapshot = async (s: TestServer) => ({
    news: (await callMain(s, 'encryptionNewsData', { pageNum: 1 })).data,
    rooms: (await callMain(s, 'encryptionTypeHostRecomm', { page: 2 })).data,
    banners: (await callMain(s, 'encryptionBanner')).data?.map((b) => b.title),
    anchors: (await s.db.selectFrom('users').select('uid').where('usertype', '=', 1).execute()).length,
  });
  try {
    const first = await startServer({ dataDir });
    const before = await snapshot(first);
    await first.close();
    const second = await startServer({ dataDir });
    const after = await snapshot(second);
    await second.close();
    expect(after).toEqual(before);
    expect(before.anchors).toBe(40);
    expect(before.news?.total).toBe(60);

    const other = await snapshot(server);
    expect(other.news?.list.map((n) => n.title)).toEqual(before.news?.list.map((n) => n.title));
    expect(other.banners).toEqual(before.banners);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('on a start days later the demo matches move by whole days to stay today', async () => {
  const before = (await callMain(server, 'encryptionRecommMatch')).data?.list ?? [];
  expect(await ensureDemoContent(server.db, Date.now() + 2 * 86_400_000 + 3_600_000)).toEqual({
    created: false,
  });
  const times = await server.db.selectFrom('matches').select(['id', 'match_time']).execute();
  for (const m of before) {
    expect(times.find((t) => t.id === m.id)?.match_time).toBe(m.match_time + 2 * 86_400);
  }
  // Once moved, the same day does not move them again.
  await ensureDemoContent(server.db, Date.now() + 2 * 86_400_000 + 7_200_000);
  const again = await server.db.selectFrom('matches').select(['id', 'match_time']).execute();
  expect(again).toEqual(times);
});
