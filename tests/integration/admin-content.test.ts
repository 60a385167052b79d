// Issue 22: editors add, change and remove the content the app reads (banners, news, activities,
// mall items) and moderate news comments; bad input is refused with a message; each change is audited.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { staffDb } from '../../server/admin/tables';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';

let server: TestServer;
let editor: StaffClient;

beforeAll(async () => {
  server = await startServer();
  editor = await staffLogin(server.url, 'editor');
});
afterAll(async () => server?.close());

const audit = (action: string) =>
  staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

const BANNER = {
  title: '欧冠决赛之夜',
  cover: '/demo-img/banner/1.svg',
  color: '#0b1a33',
  jump_type: 2,
  jump_url: '',
  jump_room_id: 10001,
  platform_type: 0,
  type_id: 0,
  jump_event_id: 0,
  sort: 0,
};

const banners = async () =>
  ((await callMain(server, 'encryptionBanner', { type_id: 0 })).data as { id: number; title: string }[]) ??
  [];

test('a banner added, changed and removed in the console is what the app lists', async () => {
  const added = await editor.call('POST', '/content/banners', BANNER);
  expect(added.status).toBe(200);
  const id = Number(added.body.id);
  expect((await banners()).find((b) => b.id === id)?.title).toBe('欧冠决赛之夜');

  expect(
    (await editor.call('PUT', `/content/banners/${id}`, { ...BANNER, title: '欧冠决赛直播' })).status,
  ).toBe(200);
  expect((await banners()).find((b) => b.id === id)?.title).toBe('欧冠决赛直播');
  const edit = await audit('content.edit');
  expect(JSON.parse(edit?.before ?? '')).toMatchObject({ title: '欧冠决赛之夜' });
  expect(JSON.parse(edit?.after ?? '')).toMatchObject({ title: '欧冠决赛直播' });

  expect((await editor.call('DELETE', `/content/banners/${id}`)).status).toBe(200);
  expect((await banners()).some((b) => b.id === id)).toBe(false);
  expect((await audit('content.delete'))?.target).toBe(`banners:${id}`);
});

test('bad content is refused with the field named, and nothing is stored', async () => {
  const count = (await banners()).length;
  for (const [body, field] of [
    [{ ...BANNER, cover: 'javascript:alert(1)' }, /cover/],
    [{ ...BANNER, title: '' }, /title/],
    [{ ...BANNER, sort: -1 }, /sort/],
    [{ ...BANNER, nope: 1 }, /nope/],
  ] as const) {
    const refused = await editor.call('POST', '/content/banners', body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(field);
  }
  expect((await banners()).length).toBe(count);
  expect((await editor.call('POST', '/content/nothing', BANNER)).status).toBe(404);
});

test('activities and mall items take text in three languages', async () => {
  const activity = {
    titles: { zh: '签到送好礼', th: 'เช็คอินรับของขวัญ', id: 'Check-in hadiah' },
    summaries: { zh: '连续签到', th: 'เช็คอิน', id: 'Check-in' },
    bodies: { zh: ['第一段'], th: ['ย่อหน้า'], id: ['Paragraf'] },
    cover: '/demo-img/ad/newac.svg',
    starts_at: Date.now(),
    ends_at: Date.now() + 86_400_000,
    sort: 0,
  };
  expect((await editor.call('POST', '/content/activities', activity)).status).toBe(200);
  const missing = await editor.call('POST', '/content/activities', {
    ...activity,
    titles: { zh: '只有中文' },
  });
  expect(missing.status).toBe(400);
  expect(missing.body.error).toMatch(/titles\.th/);
  const item = {
    names: { zh: '球衣', th: 'เสื้อ', id: 'Jersey' },
    descs: { zh: '主场', th: 'เหย้า', id: 'Kandang' },
    image: '/demo-img/ad/match.svg',
    cost: 500,
    stock: 10,
    status: 1,
    sort: 0,
  };
  const made = await editor.call('POST', '/content/mall_items', item);
  expect(made.status).toBe(200);
  const rows = (await editor.call('GET', '/content/mall_items')).body.rows as {
    id: number;
    names: { zh: string };
  }[];
  expect(rows.find((r) => r.id === made.body.id)?.names.zh).toBe('球衣');
});

test('a news comment deleted by an editor is gone; others may not moderate', async () => {
  const news = await server.db.selectFrom('news').select('id').orderBy('id').executeTakeFirstOrThrow();
  const user = await server.db.selectFrom('users').select('uid').orderBy('uid').executeTakeFirstOrThrow();
  const { id } = await server.db
    .insertInto('news_comments')
    .values({ news_id: news.id, uid: user.uid, content: '加群领福利', created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const listed = await editor.call('GET', `/comments?news=${news.id}`);
  expect((listed.body.comments as { id: number }[]).some((c) => c.id === id)).toBe(true);
  const moderator = await staffLogin(server.url, 'moderator');
  expect((await moderator.call('DELETE', `/comments/${id}`)).status).toBe(403);
  expect((await editor.call('DELETE', `/comments/${id}`)).status).toBe(200);
  expect(
    await server.db.selectFrom('news_comments').select('id').where('id', '=', id).executeTakeFirst(),
  ).toBeUndefined();
  expect(JSON.parse((await audit('comment.delete'))?.before ?? '')).toMatchObject({ content: '加群领福利' });
});

test('the logAction events are counted by day and action', async () => {
  for (const action_id of [1, 1, 27]) {
    const response = await fetch(`${server.url}/api/logAction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action_id, client: 'h5' }),
    });
    expect(response.status).toBe(200);
  }
  const stats = await editor.call('GET', '/stats/actions?days=7');
  expect(stats.status).toBe(200);
  const days = stats.body.days as Record<string, unknown>[];
  expect(days).toHaveLength(7);
  const today = days.at(-1);
  expect(today).toMatchObject({ day: new Date().toISOString().slice(0, 10), '1': 2, '27': 1 });
  expect(stats.body.actions).toEqual(
    expect.arrayContaining([
      { id: 1, name: 'download_or_open_room' },
      { id: 27, name: 'news_or_tab' },
    ]),
  );
  expect((await editor.call('GET', '/stats/actions?days=0')).status).toBe(400);
});

test('a picture uploaded from the console is served under /uploads; other files are refused', async () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = await editor.call('POST', '/upload', { data: png.toString('base64') });
  expect(uploaded.status).toBe(200);
  const served = await fetch(`${server.url}${uploaded.body.url}`);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  const text = await editor.call('POST', '/upload', { data: Buffer.from('<script>').toString('base64') });
  expect(text.status).toBe(400);
  expect(text.body.error).toMatch(/jpg\/png/);
  expect((await audit('upload.image'))?.target).toBe(uploaded.body.url);
});
