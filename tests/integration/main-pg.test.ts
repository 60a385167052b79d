import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callMain, mainGuest } from '../helpers/mainApi';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('the home, news and configuration API with PostgreSQL as the store', () => {
  const schema = pgSchemaName('main');
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl: pgUrl }, { pgSchema: schema });
  });
  afterAll(async () => {
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('demo content, paging, matches, search, likes and comments behave as on SQLite', async () => {
    expect(server.server.store.dialect).toBe('postgres');
    const ids = new Set<number>();
    const first = await callMain(server, 'encryptionTypeHostRecomm', { page: 1 });
    const total = first.data?.total ?? 0;
    expect(total).toBe(40);
    for (let page = 1; page <= 4; page++) {
      for (const card of (await callMain(server, 'encryptionTypeHostRecomm', { page })).data?.list ?? []) {
        ids.add(card.room_id);
      }
    }
    expect(ids.size).toBe(total);
    const matches = (await callMain(server, 'encryptionRecommMatch')).data;
    expect(matches?.list.length).toBe(14);
    expect(matches?.top_list.length).toBeGreaterThan(0);
    expect(
      (await callMain(server, 'encryptionTypeHostRecommHotPlay', { page: 1 })).data?.total,
    ).toBeGreaterThan(0);

    const news = (await callMain(server, 'encryptionNewsData', { pageNum: 3 })).data;
    expect(news).toMatchObject({ total: 60 });
    expect(news?.list).toHaveLength(20);
    const title = news?.list[0]?.title ?? '';
    const found = await callMain(server, 'encryptionHomeSearchData', {
      keyword: [...title].slice(0, 4).join(''),
    });
    expect(found.data?.news.map((n) => n.title)).toContain(title);
    expect((await callMain(server, 'encryptionHomeSearchData', { keyword: '_' })).data?.news).toEqual([]);

    const user = await mainGuest(server, 'pg-main-device');
    const auth = { uid: user.uid, token: user.token };
    expect((await callMain(server, 'ballNewsZan', { ...auth, id: 2 })).data).toEqual({ zan: 1, is_zan: 1 });
    expect((await callMain(server, 'ballNewsZan', { ...auth, id: 2 })).data).toEqual({ zan: 1, is_zan: 1 });
    const comment = await callMain(server, 'ballNewsComment', { ...auth, id: 2, content: '主队加油' });
    expect(comment.code).toBe(200);
    expect((await callMain(server, 'ballNewsComment', { ...auth, id: 2, content: '再来' })).code).toBe(429);
    expect(
      (await callMain(server, 'ballNewsCommentList', { id: 2 })).data?.list.map((c) => c.content),
    ).toEqual(['主队加油']);
    expect((await callMain(server, 'encryptionServerConfig')).data?.service_uid).toBe(10000);
  });
});
