import type { Transaction } from 'kysely';
import { LIVE_TYPE } from '../../protocol/enums';
import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { USER_TYPE } from '../accounts/userType';
import type { Database } from '../store';
import { type DemoMatch, isPlayingOrNext } from './matches';
import { HOST_NICKNAMES, leaguesOf } from './names';
import { demoArticle } from './newsText';
import type { Random } from './random';

const MINUTE = 60_000;
const ROOM_COUNT = 40;
const NEWS_COUNT = 60;
const FIRST_ROOM_ID = 10_001;

type Trx = Transaction<Database>;

export function avatarUrl(nickname: string): string {
  return `/demo-img/avatar/${encodeURIComponent(nickname)}.webp`;
}

const ROOM_TITLES: Record<SportType, readonly string[]> = {
  [SPORT_TYPE.FOOTBALL]: [
    '{league}焦点战全场解说',
    '{team}专场 赛前热身聊',
    '{league}赛后复盘 看进球集锦',
    '足球夜话：{team}能否连胜',
  ],
  [SPORT_TYPE.BASKETBALL]: [
    '{league}深夜档 {team}专场',
    '{team}比赛陪看 实时数据',
    '篮球夜话：聊聊{team}',
    '{league}精彩回放 十佳球',
  ],
  [SPORT_TYPE.ESPORTS]: [
    '{league}赛事直播 {team}冲冲冲',
    '巅峰赛冲分 今晚不睡',
    '{team}比赛第一视角',
    '{league}复盘 教学局',
  ],
};

/** Makes one anchor user and one live room per host; rooms first show the matches in play or to come. */
export async function insertHostsAndRooms(
  trx: Trx,
  rnd: Random,
  now: number,
  matches: DemoMatch[],
): Promise<void> {
  const nicknames = rnd.sample(HOST_NICKNAMES, ROOM_COUNT);
  const tied = matches.filter(isPlayingOrNext);
  const sports = rnd.shuffle(
    Array.from({ length: ROOM_COUNT - tied.length }, (_, i) => ([1, 2, 3] as const)[i % 3] as SportType),
  );
  for (let i = 0; i < ROOM_COUNT; i++) {
    const nickname = nicknames[i] ?? `主播${i + 1}`;
    const { uid } = await trx
      .insertInto('users')
      .values({
        phone: null,
        nickname,
        headurl: avatarUrl(nickname),
        usertype: USER_TYPE.anchor,
        fid: `zb${FIRST_ROOM_ID + i}`,
        created_at: now,
        privacy: 0n,
        sign: `${nickname}的直播间，欢迎常来！`,
      })
      .returning('uid')
      .executeTakeFirstOrThrow();
    const roomId = FIRST_ROOM_ID + i;
    const match = tied[i];
    const sport = match?.sport ?? sports[i - tied.length] ?? SPORT_TYPE.FOOTBALL;
    const league = match?.league ?? rnd.pick(leaguesOf(sport));
    const title = match
      ? `${match.home} vs ${match.away} 高清直播`
      : rnd
          .pick(ROOM_TITLES[sport])
          .replace('{league}', league.name)
          .replace('{team}', rnd.pick(league.teams));
    // NOTE: every eighth room without a match replays a recorded broadcast (live_type 4).
    const liveType = !match && i % 8 === 7 ? LIVE_TYPE.MOVIE_PLAYBACK : rnd.pick([1, 2, 3, 3, 3]);
    await trx
      .insertInto('live_rooms')
      .values({
        room_id: roomId,
        uid,
        room_title: title,
        room_cover: `/demo-img/room/${roomId}.webp`,
        type_id: sport,
        live_type: liveType,
        heat: match ? rnd.int(150_000, 900_000) : rnd.int(800, 150_000),
        short_name_zh: league.name,
        match_id: match?.id ?? 0,
        match_type: match?.sport ?? 0,
        live_id: roomId * 100 + 1,
        started_at: now - rnd.int(5, 300) * MINUTE,
      })
      .execute();
  }
}

/** Makes the news articles, newest first, spread back over the last days. */
export async function insertNews(
  trx: Trx,
  rnd: Random,
  now: number,
): Promise<{ id: number; title: string; sport: SportType }[]> {
  const sports = rnd.shuffle([
    ...Array<SportType>(25).fill(SPORT_TYPE.FOOTBALL),
    ...Array<SportType>(20).fill(SPORT_TYPE.BASKETBALL),
    ...Array<SportType>(15).fill(SPORT_TYPE.ESPORTS),
  ]);
  const seen = new Set<string>();
  const out: { id: number; title: string; sport: SportType }[] = [];
  let at = now - 20 * MINUTE;
  for (const sport of sports.slice(0, NEWS_COUNT)) {
    let article = demoArticle(rnd, sport);
    for (let tries = 0; seen.has(article.title) && tries < 20; tries++) article = demoArticle(rnd, sport);
    seen.add(article.title);
    const { id } = await trx
      .insertInto('news')
      .values({
        type_id: sport,
        title: article.title,
        author: article.author,
        img_url: '',
        content: JSON.stringify(article.paragraphs),
        views: rnd.int(200, 20_000),
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('news')
      .set({ img_url: `/demo-img/news/${id}.webp` })
      .where('id', '=', id)
      .execute();
    out.push({ id, title: article.title, sport });
    at -= rnd.int(90, 270) * MINUTE;
  }
  return out;
}

/** The hottest room of a sport (id and title), or undefined when there is none. */
export async function hottestRoom(
  trx: Trx,
  sport: SportType,
): Promise<{ room_id: number; room_title: string } | undefined> {
  return trx
    .selectFrom('live_rooms')
    .select(['room_id', 'room_title'])
    .where('type_id', '=', sport)
    .orderBy('heat', 'desc')
    .executeTakeFirst();
}
