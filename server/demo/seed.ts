import type { Kysely, Transaction } from 'kysely';
import { LIVE_TYPE } from '../../protocol/enums';
import { JUMP_TYPE, PLATFORM_TYPE, SPORT_TYPE } from '../../protocol/mainApi';
import { writeSetting } from '../content/settings';
import { seedWorld } from '../sports/world';
import type { Database } from '../store';
import { hottestRoom, insertHostsAndRooms, insertNews } from './content';
import { FIRST_MATCH_ID } from './matches';
import { Random } from './random';

/** The seed of the demo content: the same rooms, matches and news on every first start. */
export const DEMO_SEED = 20_250_601;
/** Settings row marking that the demo content was made (value: {at, seed}); it is never made twice. */
export const DEMO_MARK = 'demo.seeded_at';
const DAY = 24 * 60 * 60_000;

type Trx = Transaction<Database>;

async function seedAll(trx: Trx, rnd: Random, now: number, seed: number): Promise<void> {
  // NOTE: the matches are the simulated world's (server/sports/world.ts); the simulator plays them.
  // Rooms show football and basketball matches: the typed match list (type 0) holds those two.
  const { today } = await seedWorld(trx, seed, now);
  const matches = today.filter((m) => m.sport !== SPORT_TYPE.ESPORTS);
  await insertHostsAndRooms(trx, rnd, now, matches);
  const news = await insertNews(trx, rnd, now);
  await markNightRooms(trx, now);
  const hotRoom = await hottestRoom(trx, SPORT_TYPE.FOOTBALL);
  const basketRoom = await hottestRoom(trx, SPORT_TYPE.BASKETBALL);
  const esportsRoom = await hottestRoom(trx, SPORT_TYPE.ESPORTS);
  const topNews = news[0] ?? { id: 0, title: '', sport: SPORT_TYPE.FOOTBALL };
  const base = { jump_url: '', jump_room_id: 0, type_id: 0, jump_event_id: 0 };
  const banners = [
    {
      ...base,
      platform_type: PLATFORM_TYPE.ALL,
      title: hotRoom ? hotRoom.room_title.replace(' 高清直播', '') : '焦点战直播',
      color: '#0b7a4b',
      jump_type: JUMP_TYPE.ROOM,
      jump_room_id: hotRoom?.room_id ?? 0,
      type_id: 1,
    },
    {
      ...base,
      platform_type: PLATFORM_TYPE.ALL,
      title: topNews.title,
      color: '#1d3b8b',
      jump_type: JUMP_TYPE.NEWS,
      jump_event_id: topNews.id,
      type_id: topNews.sport,
    },
    {
      ...base,
      platform_type: PLATFORM_TYPE.ALL,
      title: '篮球之夜 强强对话',
      color: '#b4510f',
      jump_type: JUMP_TYPE.ROOM,
      jump_room_id: basketRoom?.room_id ?? 0,
      type_id: 2,
    },
    {
      ...base,
      platform_type: PLATFORM_TYPE.ALL,
      title: '电竞频道 赛事不停',
      color: '#4b1fa8',
      jump_type: JUMP_TYPE.ROOM,
      jump_room_id: esportsRoom?.room_id ?? 0,
      type_id: 3,
    },
    {
      ...base,
      platform_type: PLATFORM_TYPE.ALL,
      title: '添加到主屏幕 看球更方便',
      color: '#0e6e7a',
      jump_type: JUMP_TYPE.URL,
      jump_url: '/download.html',
    },
  ];
  for (const [sort, b] of banners.entries()) {
    const { id } = await trx
      .insertInto('banners')
      .values({ ...b, cover: '', sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('banners')
      .set({ cover: `/demo-img/banner/${id}.webp` })
      .where('id', '=', id)
      .execute();
  }
  const notices = [
    { ...base, title: '欢迎来到体育直播，文明观赛，理性发言', jump_type: JUMP_TYPE.NONE, news_id: 0 },
    {
      ...base,
      title: `正在直播：${hotRoom?.room_title ?? '焦点战'}，点击进入直播间`,
      jump_type: JUMP_TYPE.ROOM,
      jump_room_id: hotRoom?.room_id ?? 0,
      news_id: 0,
    },
    {
      ...base,
      title: topNews.title,
      jump_type: JUMP_TYPE.NEWS,
      jump_event_id: topNews.id,
      type_id: topNews.sport,
      news_id: topNews.id,
    },
    {
      ...base,
      title: '每日签到领积分，连续7天送超值大礼包',
      jump_type: JUMP_TYPE.ACTIVITY,
      jump_event_id: 1,
      news_id: 0,
    },
    {
      ...base,
      title: '添加到主屏幕，随时随地看直播',
      jump_type: JUMP_TYPE.URL,
      jump_url: '/download.html',
      news_id: 0,
    },
    {
      ...base,
      title: 'LPL 常规赛火热进行中，锁定电竞频道不错过',
      jump_type: JUMP_TYPE.ROOM,
      jump_room_id: esportsRoom?.room_id ?? 0,
      type_id: 3,
      news_id: 0,
    },
  ];
  for (const [sort, n] of notices.entries())
    await trx
      .insertInto('notices')
      .values({ ...n, sort })
      .execute();
}

/**
 * Issue 45: the late-night tab of a fresh clone lists the four hottest talk rooms that show no match
 * (a host chatting, the programme of a late-night slot); staff change them with `night_rooms`.
 */
async function markNightRooms(trx: Trx, now: number): Promise<void> {
  const rooms = await trx
    .selectFrom('live_rooms')
    .select('room_id')
    .where('match_id', '=', 0)
    .where('live_type', '=', LIVE_TYPE.ANCHOR_TALK)
    .orderBy('heat', 'desc')
    .orderBy('room_id')
    .limit(4)
    .execute();
  await writeSetting(
    trx,
    'night_rooms',
    rooms.map((r) => String(r.room_id)),
    now,
  );
}

/** Moves the demo matches by whole days so they stay "today" on a server started days after seeding. */
async function keepMatchesToday(trx: Trx, now: number): Promise<void> {
  const mark = await trx
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEMO_MARK)
    .executeTakeFirst();
  const at = mark ? (JSON.parse(mark.value) as { at?: unknown }).at : undefined;
  if (typeof at !== 'number') return;
  const days = Math.floor((now - at) / DAY);
  if (days < 1) return;
  await trx
    .updateTable('matches')
    .set((eb) => ({ match_time: eb('match_time', '+', days * 86_400) }))
    .where('id', '>=', FIRST_MATCH_ID)
    .where('id', '<', FIRST_MATCH_ID + 1000)
    .execute();
  await trx
    .updateTable('settings')
    .set({ value: JSON.stringify({ at: at + days * DAY, seed: DEMO_SEED }), updated_at: now })
    .where('key', '=', DEMO_MARK)
    .execute();
}

/**
 * Makes the demo content on the first start (hosts, rooms, matches, banners, notices, news) and
 * never again: a settings row marks it, inserted in the same transaction (so two nodes starting
 * together on one PostgreSQL make it once). Later starts only move the demo matches to today.
 */
export async function ensureDemoContent(
  db: Kysely<Database>,
  now: number = Date.now(),
  seed: number = DEMO_SEED,
): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('settings')
      .values({ key: DEMO_MARK, value: JSON.stringify({ at: now, seed }), updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marked) {
      await keepMatchesToday(trx, now);
      return { created: false };
    }
    const existing = await trx.selectFrom('live_rooms').select('room_id').limit(1).executeTakeFirst();
    if (existing) return { created: false };
    await seedAll(trx, new Random(seed), now, seed);
    return { created: true };
  });
}
