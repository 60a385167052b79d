import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LIVE_TYPE } from '../../protocol/enums';
import {
  isMatchInPlay,
  JUMP_TYPE,
  LIVE_PAGE_SIZE,
  type LiveRoomCard,
  SPORT_TYPE,
  type TodayMatch,
} from '../../protocol/mainApi';
import { roomsDb } from '../../server/rooms/tables';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.close());

const CARD_KEYS = [
  'id',
  'room_id',
  'room_cover',
  'live_type',
  'nickName',
  'headurl',
  'uid',
  'room_title',
  'short_name_zh',
  'heat',
  'host',
  'type_id',
  'match_id',
  'match_type',
  'live_id',
  'live_url',
  'nami',
].sort();

function expectCard(card: LiveRoomCard) {
  expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
  expect(card.live_url).toBe(`/live/${card.room_id}/index.m3u8`);
  expect(card.host).toEqual([
    { room_id: card.room_id, uid: card.uid, nickName: card.nickName, headurl: card.headurl },
  ]);
  expect(card.nickName.length).toBeGreaterThan(0);
  expect(card.room_title.length).toBeGreaterThan(0);
  expect(card.room_cover).toMatch(/^\/demo-img\/room\/\d+\.webp$/);
  expect([1, 2, 3]).toContain(card.type_id);
}

/** Every page of a live list, checking that pages are full until the last. */
async function allPages(name: string, params: Record<string, string | number> = {}): Promise<LiveRoomCard[]> {
  const first = await callMain(server, name, { ...params, page: 1, limit: LIVE_PAGE_SIZE });
  expect(first.code).toBe(200);
  const { total } = first.data as { total: number };
  const pages = Math.ceil(total / LIVE_PAGE_SIZE);
  const out: LiveRoomCard[] = [];
  for (let page = 1; page <= pages + 1; page++) {
    const answer = await callMain(server, name, { ...params, page, limit: LIVE_PAGE_SIZE });
    const data = answer.data as { list: LiveRoomCard[]; total: number };
    expect(data.total).toBe(total);
    expect(data.list.length).toBe(
      page <= pages ? Math.min(LIVE_PAGE_SIZE, total - (page - 1) * LIVE_PAGE_SIZE) : 0,
    );
    out.push(...data.list);
  }
  return out;
}

test('the recommended live list pages through every live room once, hottest first', async () => {
  const cards = await allPages('encryptionTypeHostRecomm');
  expect(cards.length).toBeGreaterThanOrEqual(36);
  expect(new Set(cards.map((c) => c.room_id)).size).toBe(cards.length);
  for (const card of cards) expectCard(card);
  for (let i = 1; i < cards.length; i++)
    expect(cards[i - 1]?.heat).toBeGreaterThanOrEqual(cards[i]?.heat ?? 0);
  const sports = new Set(cards.map((c) => c.type_id));
  expect(sports).toEqual(new Set([SPORT_TYPE.FOOTBALL, SPORT_TYPE.BASKETBALL, SPORT_TYPE.ESPORTS]));
  // The live tab (type 4) is every sport too.
  expect((await allPages('encryptionTypeHostRecomm', { type: 4 })).length).toBe(cards.length);
});

test('a typed live list keeps its sport; the newest list pages without repeats too', async () => {
  const all = await allPages('encryptionTypeHostRecomm');
  for (const sport of [1, 2, 3]) {
    const cards = await allPages('encryptionTypeHostRecomm', { type: sport });
    expect(cards.length).toBe(all.filter((c) => c.type_id === sport).length);
    expect(cards.every((c) => c.type_id === sport)).toBe(true);
  }
  const newest = await allPages('encryptionTypeHostRecommNew');
  expect(new Set(newest.map((c) => c.room_id))).toEqual(new Set(all.map((c) => c.room_id)));
  expect(newest.map((c) => c.room_id)).not.toEqual(all.map((c) => c.room_id));
});

test('bad paging parameters get a 400 with the reason, never a server error', async () => {
  const cases: [Record<string, string | number>, string][] = [
    [{ page: 0 }, 'parameter page must be between 1 and 100000'],
    [{ page: 'two' }, 'parameter page must be an integer'],
    [{ page: 1, limit: 51 }, 'parameter limit must be between 1 and 50'],
    [{ page: 1, type: 9 }, 'parameter type must be between 0 and 4'],
    [{ page: '1.5' }, 'parameter page must be an integer'],
  ];
  for (const [params, msg] of cases) {
    const answer = await callMain(server, 'encryptionTypeHostRecomm', params);
    expect(answer).toMatchObject({ httpStatus: 200, code: 400, msg });
    expect(answer.data).toBeUndefined();
  }
});

test("today's matches: typed lists, scores per sport, top_list of matches in play with a room", async () => {
  const all = (await callMain(server, 'encryptionRecommMatch', { type: 0, is_has_video: 0 })).data;
  const list = all?.list ?? [];
  expect(list.filter((m) => m.type_id === 1).length).toBeGreaterThanOrEqual(6);
  expect(list.filter((m) => m.type_id === 2).length).toBeGreaterThanOrEqual(4);
  const nowSeconds = Date.now() / 1000;
  for (const m of list) {
    expect(m.home_name).not.toBe(m.away_name);
    expect(m.home_log).toMatch(/^\/demo-img\/crest\/.+\.webp$/);
    expect(Math.abs(m.match_time - nowSeconds)).toBeLessThan(24 * 3600);
    const notStarted = m.status_id === 1;
    if (m.type_id === 1) expect(m.home_scores.length).toBe(notStarted ? 0 : 1);
    else expect(m.home_scores.length === 0).toBe(notStarted);
  }
  const live = list.filter((m) => isMatchInPlay(m.type_id, m.status_id));
  expect(live.length).toBeGreaterThanOrEqual(3);
  const top = all?.top_list ?? [];
  expect(top.length).toBeGreaterThan(0);
  for (const m of top) {
    expect(isMatchInPlay(m.type_id, m.status_id)).toBe(true);
    expect(m.room_id).toBeGreaterThan(0);
  }

  const football = (await callMain(server, 'encryptionRecommMatch', { type: 1, is_has_video: 0 })).data;
  expect(football?.list.every((m: TodayMatch) => m.type_id === 1)).toBe(true);
  const withVideo = (await callMain(server, 'encryptionRecommMatch', { type: 0, is_has_video: 1 })).data;
  expect(withVideo?.list.length).toBeGreaterThan(0);
  expect(withVideo?.list.every((m) => m.room_id > 0)).toBe(true);
  expect((await callMain(server, 'encryptionRecommMatch', { type: 3 })).code).toBe(400);
});

test('the hot-play list holds only rooms whose match is in play; replays are recordings only', async () => {
  const matches = (await callMain(server, 'encryptionRecommMatch')).data?.list ?? [];
  const playing = new Set(matches.filter((m) => isMatchInPlay(m.type_id, m.status_id)).map((m) => m.id));
  const hot = await allPages('encryptionTypeHostRecommHotPlay');
  expect(hot.length).toBeGreaterThan(0);
  for (const card of hot) expect(playing.has(card.match_id)).toBe(true);

  // Replays are recorded broadcasts (tests/integration/replays.test.ts): the demo's movie-playback
  // rooms play no recording, so none is listed.
  const movieRooms = (await allPages('encryptionTypeHostRecomm')).filter(
    (c) => c.live_type === LIVE_TYPE.MOVIE_PLAYBACK,
  );
  expect(movieRooms.length).toBeGreaterThan(0);
  const replays = await callMain(server, 'encryptionLiveRecordList', { is_home_page: 1 });
  expect(replays.data).toEqual({ list: [], total: 0 });
});

test('banners and notices, with covers that load and links that open', async () => {
  const banners = (await callMain(server, 'encryptionBanner')).data ?? [];
  expect(banners).toHaveLength(5);
  for (const b of banners) {
    const cover = await fetch(`${server.url}${b.cover}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
      width: 750,
      height: 340,
    });
    if (b.jump_type === JUMP_TYPE.ROOM) expect(b.jump_room_id).toBeGreaterThan(0);
    if (b.jump_type === JUMP_TYPE.URL) expect((await fetch(b.jump_url)).status).toBe(200);
  }
  const notices = (await callMain(server, 'encryptionTxtShuff')).data ?? [];
  expect(notices).toHaveLength(6);
  const news = notices.find((n) => n.jump_type === JUMP_TYPE.NEWS);
  expect(news?.new_content.id).toBeGreaterThan(0);
  expect(
    (await callMain(server, 'encryptionNewsDetail', { id: news?.new_content.id ?? 0 })).data?.title,
  ).toBe(news?.title);
});

test('the host ranking is by heat', async () => {
  const ranking = (await callMain(server, 'hostRankingList', { limit: 20 })).data ?? [];
  expect(ranking).toHaveLength(20);
  ranking.forEach((r, i) => {
    expect(r.rank).toBe(i + 1);
    if (i > 0) expect(ranking[i - 1]?.heat).toBeGreaterThanOrEqual(r.heat);
  });
  const basketball = (await callMain(server, 'hostRankingList', { type: 2 })).data ?? [];
  expect(basketball.every((r) => r.type_id === 2)).toBe(true);
});

test('search finds news by a title word, hosts by nickname, rooms by title; wildcards match literally', async () => {
  const news = (await callMain(server, 'encryptionNewsData', { pageNum: 1 })).data?.list ?? [];
  const title = news[7]?.title ?? '';
  const word = [...title].slice(2, 6).join('');
  const found = (await callMain(server, 'encryptionHomeSearchData', { keyword: word })).data;
  expect(found?.news.some((n) => n.title === title)).toBe(true);
  expect(found?.news.every((n) => n.title.includes(word))).toBe(true);

  const rooms = (await callMain(server, 'encryptionTypeHostRecomm', { page: 1 })).data?.list ?? [];
  const host = rooms[0];
  const byHost = (await callMain(server, 'encryptionHomeSearchData', { keyword: host?.nickName ?? '' })).data;
  expect(byHost?.hosts.map((h) => h.uid)).toContain(host?.uid);
  const byTitle = (await callMain(server, 'encryptionHomeSearchData', { keyword: host?.room_title ?? '' }))
    .data;
  expect(byTitle?.rooms.map((r) => r.room_id)).toContain(host?.room_id);

  const wildcard = (await callMain(server, 'encryptionHomeSearchData', { keyword: '%' })).data;
  expect(wildcard).toEqual({ hosts: [], rooms: [], news: [], matches: [] });
  expect((await callMain(server, 'encryptionHomeSearchData', { keyword: '  ' })).code).toBe(400);
  expect((await callMain(server, 'encryptionHomeSearchData', { keyword: '长'.repeat(31) })).code).toBe(400);
});

test('search finds matches by a team or a league, those in play first', async () => {
  const today = (await callMain(server, 'encryptionRecommMatch', { type: 0 })).data?.list ?? [];
  const match = today[0];
  if (!match) throw new Error('no match today');
  const byTeam = (await callMain(server, 'encryptionHomeSearchData', { keyword: match.away_name })).data;
  expect(byTeam?.matches.map((m) => m.id)).toContain(match.id);
  expect(
    byTeam?.matches.every((m) => `${m.home_name}${m.away_name}${m.short_name_zh}`.includes(match.away_name)),
  ).toBe(true);
  const byLeague = (await callMain(server, 'encryptionHomeSearchData', { keyword: match.short_name_zh }))
    .data;
  const found = byLeague?.matches ?? [];
  expect(found.length).toBeGreaterThan(0);
  expect(
    found.every(
      (m) =>
        m.short_name_zh.includes(match.short_name_zh) ||
        m.home_name.includes(match.short_name_zh) ||
        m.away_name.includes(match.short_name_zh),
    ),
  ).toBe(true);
  const playing = found.map((m) => isMatchInPlay(m.type_id, m.status_id));
  expect(playing).toEqual([...playing].sort((x, y) => Number(y) - Number(x)));
});

test("a room's own stream URL reaches the home cards and the search results", async () => {
  const first = (await allPages('encryptionTypeHostRecomm'))[0];
  if (!first) throw new Error('no live room');
  const url = 'https://cdn.example.com/live/home.m3u8';
  await roomsDb(server.db)
    .updateTable('live_rooms')
    .set({ live_url: url })
    .where('room_id', '=', first.room_id)
    .execute();
  try {
    const cards = await allPages('encryptionTypeHostRecomm');
    expect(cards.find((c) => c.room_id === first.room_id)?.live_url).toBe(url);
    const found = await callMain(server, 'encryptionHomeSearchData', { keyword: first.room_title });
    const rooms = (found.data as { rooms: LiveRoomCard[] }).rooms;
    expect(rooms.find((c) => c.room_id === first.room_id)?.live_url).toBe(url);
  } finally {
    await roomsDb(server.db)
      .updateTable('live_rooms')
      .set({ live_url: '' })
      .where('room_id', '=', first.room_id)
      .execute();
  }
});
