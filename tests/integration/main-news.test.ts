import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  COMMENT_MAX_CHARS,
  NEWS_CLIENT_CHANNEL,
  NEWS_PAGE_SIZE,
  type NewsItem,
} from '../../protocol/mainApi';
import { callMain, type MainUser, mainGuest } from '../helpers/mainApi';
import { setSetting, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let devices = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

function guest(): Promise<MainUser> {
  devices += 1;
  return mainGuest(server, `news-device-${devices}`);
}

function as(user: MainUser, params: Record<string, string | number>) {
  return { ...params, uid: user.uid, token: user.token };
}

async function devSetting(key: string, value: unknown) {
  await setSetting(server, key, value);
}

test('the news list pages by 20, newest first, covering all 60 articles once', async () => {
  const seen: NewsItem[] = [];
  for (let pageNum = 1; pageNum <= 4; pageNum++) {
    const answer = await callMain(server, 'encryptionNewsData', {
      pageNum,
      pageSize: NEWS_PAGE_SIZE,
      client_channel: NEWS_CLIENT_CHANNEL,
    });
    expect(answer.code).toBe(200);
    expect(answer.data?.total).toBe(60);
    expect(answer.data?.list.length).toBe(pageNum <= 3 ? 20 : 0);
    seen.push(...(answer.data?.list ?? []));
  }
  expect(new Set(seen.map((n) => n.id)).size).toBe(60);
  expect(new Set(seen.map((n) => n.title)).size).toBe(60);
  for (const item of seen) {
    expect(Object.keys(item).sort()).toEqual(['createdDate', 'id', 'imgUrl', 'title']);
    expect(item.createdDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(item.imgUrl).toBe(`/demo-img/news/${item.id}.webp`);
  }
  const dates = seen.map((n) => n.createdDate);
  expect(dates).toEqual([...dates].sort().reverse());
  const thumb = await fetch(`${server.url}${seen[0]?.imgUrl}`);
  expect(thumb.headers.get('content-type')).toBe('image/webp');

  const football = (await callMain(server, 'encryptionNewsData', { pageNum: 1, type_id: 1 })).data;
  expect(football?.total).toBe(25);
  expect((await callMain(server, 'encryptionNewsData', { pageNum: 0 })).code).toBe(400);
  expect((await callMain(server, 'encryptionNewsData', { pageNum: 1, pageSize: 500 })).code).toBe(400);
});

test('an article is plain-text paragraphs with author, views, likes; both detail endpoints agree', async () => {
  const first = await callMain(server, 'encryptionNewsDetail', { id: 5 });
  expect(first.code).toBe(200);
  const article = first.data;
  expect(article?.content.length).toBeGreaterThanOrEqual(5);
  for (const p of article?.content ?? []) {
    expect(p.length).toBeGreaterThan(20);
    expect(p).not.toMatch(/[<>{}]/);
  }
  expect(article?.author.length).toBeGreaterThan(0);
  const second = await callMain(server, 'ballNewsDetail', { id: 5 });
  expect(second.data?.title).toBe(article?.title);
  expect(second.data?.content).toEqual(article?.content);
  expect(second.data?.views).toBe((article?.views ?? 0) + 1);

  expect(await callMain(server, 'encryptionNewsDetail', { id: 9999 })).toMatchObject({
    code: 404,
    msg: 'news 9999 does not exist',
  });
  expect((await callMain(server, 'ballNewsDetail', { id: 'abc' })).code).toBe(400);
  expect((await callMain(server, 'ballNewsDetail', {})).msg).toBe('parameter id is required');
});

test('likes are per user and idempotent; the article shows the count and my own like', async () => {
  const [a, b] = [await guest(), await guest()];
  expect((await callMain(server, 'ballNewsZan', { id: 3 })).code).toBe(401);
  expect((await callMain(server, 'ballNewsZan', { id: 3, uid: a.uid, token: 'f'.repeat(32) })).code).toBe(
    401,
  );
  // Another user's token does not act for a.
  expect((await callMain(server, 'ballNewsZan', { id: 3, uid: a.uid, token: b.token })).code).toBe(401);

  expect((await callMain(server, 'ballNewsZan', as(a, { id: 3 }))).data).toEqual({ zan: 1, is_zan: 1 });
  expect((await callMain(server, 'ballNewsZan', as(a, { id: 3, zan: 1 }))).data).toEqual({
    zan: 1,
    is_zan: 1,
  });
  expect((await callMain(server, 'ballNewsZan', as(b, { id: 3 }))).data).toEqual({ zan: 2, is_zan: 1 });
  expect((await callMain(server, 'ballNewsZan', as(a, { id: 3, zan: 0 }))).data).toEqual({
    zan: 1,
    is_zan: 0,
  });
  expect((await callMain(server, 'ballNewsZan', as(a, { id: 3, zan: 0 }))).data).toEqual({
    zan: 1,
    is_zan: 0,
  });

  expect((await callMain(server, 'ballNewsDetail', as(b, { id: 3 }))).data).toMatchObject({
    zan: 1,
    is_zan: 1,
  });
  expect((await callMain(server, 'ballNewsDetail', as(a, { id: 3 }))).data).toMatchObject({
    zan: 1,
    is_zan: 0,
  });
  expect((await callMain(server, 'ballNewsDetail', { id: 3 })).data).toMatchObject({ zan: 1, is_zan: 0 });
  expect((await callMain(server, 'ballNewsZan', as(a, { id: 424242 }))).code).toBe(404);
  expect((await callMain(server, 'ballNewsZan', as(a, { id: 3, zan: 2 }))).code).toBe(400);
});

test('a comment round trip: posted as text, listed newest first with the author, shielded words masked', async () => {
  const [a, b] = [await guest(), await guest()];
  const posted = await callMain(
    server,
    'ballNewsComment',
    as(a, { id: 7, content: '  <b>好球!</b> 这波配合太漂亮了  ' }),
  );
  expect(posted.code).toBe(200);
  expect(posted.data?.content).toBe('<b>好球!</b> 这波配合太漂亮了');
  const second = await callMain(server, 'ballNewsComment', as(b, { id: 7, content: '加群领赌博福利' }));
  expect(second.data?.content).toBe('**领**福利');

  const list = await callMain(server, 'ballNewsCommentList', { id: 7, page: 1 });
  expect(list.data?.total).toBe(2);
  expect(list.data?.list.map((c) => c.content)).toEqual(['**领**福利', '<b>好球!</b> 这波配合太漂亮了']);
  const mine = list.data?.list[1];
  const profile = await server.db
    .selectFrom('users')
    .select(['nickname', 'headurl'])
    .where('uid', '=', a.uid)
    .executeTakeFirstOrThrow();
  expect(mine).toMatchObject({ uid: a.uid, nickname: profile.nickname, headurl: profile.headurl });
  expect(Math.abs((mine?.time ?? 0) - Date.now() / 1000)).toBeLessThan(60);
  expect((await callMain(server, 'ballNewsDetail', { id: 7 })).data?.comment_count).toBe(2);
  expect((await callMain(server, 'ballNewsCommentList', { id: 7, page: 2 })).data?.list).toEqual([]);
  expect((await callMain(server, 'ballNewsCommentList', { id: 777 })).code).toBe(404);
});

test('comments are refused without login, when empty or too long, too often, or switched off; nothing is stored', async () => {
  const count = async () =>
    Number(
      (
        await server.db
          .selectFrom('news_comments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('news_id', '=', 9)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const user = await guest();
  const refusals: [Record<string, string | number>, number, string][] = [
    [{ id: 9, content: 'hi' }, 401, 'please log in first'],
    [
      { id: 9, content: 'hi', uid: user.uid, token: 'nope' },
      401,
      'the login has expired, please log in again',
    ],
    [as(user, { id: 9, content: '' }), 400, 'the comment is empty'],
    [as(user, { id: 9, content: ' \n\t\u200b ' }), 400, 'the comment is empty'],
    [
      as(user, { id: 9, content: '长'.repeat(COMMENT_MAX_CHARS + 1) }),
      400,
      'a comment is at most 200 characters',
    ],
    [as(user, { id: 999_999, content: 'hi' }), 404, 'news 999999 does not exist'],
  ];
  for (const [params, code, msg] of refusals) {
    expect(await callMain(server, 'ballNewsComment', params)).toMatchObject({ code, msg });
  }
  expect(await count()).toBe(0);

  const longest = await callMain(
    server,
    'ballNewsComment',
    as(user, { id: 9, content: '长'.repeat(COMMENT_MAX_CHARS) }),
  );
  expect(longest.code).toBe(200);
  const again = await callMain(server, 'ballNewsComment', as(user, { id: 9, content: '再来一条' }));
  expect(again).toMatchObject({ code: 429, msg: 'commenting too often, please try later' });
  expect(await count()).toBe(1);

  await devSetting('ball_news_comment', 0);
  const off = await callMain(server, 'ballNewsComment', as(await guest(), { id: 9, content: '关了吗' }));
  expect(off).toMatchObject({ code: 403, msg: 'news comments are switched off' });
  expect(await count()).toBe(1);
  await devSetting('ball_news_comment', null);
  expect(
    (await callMain(server, 'ballNewsComment', as(await guest(), { id: 9, content: '开了' }))).code,
  ).toBe(200);
  expect(await count()).toBe(2);
});
