import { type SqlBool, sql } from 'kysely';
import {
  type Banner,
  type HomeSearchData,
  type HostRank,
  type JumpType,
  LIVE_PAGE_SIZE,
  type Notice,
  PLATFORM_TYPE,
  type PlatformType,
  type SportType,
} from '../../protocol/mainApi';
import { likePattern, likeSql, selectRooms, toNewsItem } from '../content/rows';
import { readSettings } from '../content/settings';
import { replayPage } from '../live/replays';
import { roomCard, selectRoomCards } from '../rooms/hosts';
import type { MainApiContext, MainApiReply } from './mainApi';
import { endpoints, intParam, ok, pageParams, requestOrigin, textParam } from './mainParams';
import { searchMatches } from './matches';

type RoomOrder = 'heat' | 'new';

/** A stored root-relative link (`/download.html`) made absolute on the host the client called. */
function absolute(ctx: MainApiContext, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${requestOrigin(ctx.req)}${url}` : url;
}

/** The `type` of a live list: 0 (or 4, the live tab) every sport, 1..3 one sport. */
function sportFilter(ctx: MainApiContext): number | undefined {
  const type = intParam(ctx, 'type', { min: 0, max: 4, fallback: 0 });
  return type >= 1 && type <= 3 ? type : undefined;
}

/** SQL truth of "this match (alias m) is in play" (protocol/mainApi.ts isMatchInPlay). */
const inPlay = sql<SqlBool>`((m.type_id = 2 and m.status_id between 2 and 9) or (m.type_id <> 2 and m.status_id between 2 and 7))`;

/**
 * One page of live rooms. `hotPlay` keeps rooms showing a match in play. Ties are broken by room
 * id so pages never overlap.
 */
async function roomPage(
  ctx: MainApiContext,
  order: RoomOrder,
  filter: { sport?: number; hotPlay?: boolean; rooms?: readonly number[] },
  page: { limit: number; offset: number },
): Promise<MainApiReply> {
  let query = selectRoomCards(ctx.db).where('r.is_live', '=', 1);
  if (filter.sport !== undefined) query = query.where('r.type_id', '=', filter.sport);
  if (filter.hotPlay) query = query.innerJoin('matches as m', 'm.id', 'r.match_id').where(inPlay);
  if (filter.rooms) query = query.where('r.room_id', 'in', filter.rooms.length > 0 ? [...filter.rooms] : [0]);
  const [rows, count] = await Promise.all([
    (order === 'heat' ? query.orderBy('r.heat', 'desc') : query.orderBy('r.started_at', 'desc'))
      .orderBy('r.room_id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return ok({ list: rows.map(roomCard), total: Number(count.n) });
}

function livePage(ctx: MainApiContext) {
  return pageParams(ctx, 'page', 'limit', LIVE_PAGE_SIZE);
}

/** Banners, live lists, replays, notices, host ranking and search (today's matches: server/http/matches.ts). */
export const HOME_ENDPOINTS = endpoints({
  encryptionBanner: async (ctx) => {
    const typeId = intParam(ctx, 'type_id', { min: 0, max: 99, fallback: 0 });
    const platform =
      ctx.common.client === 'h5' || ctx.common.client === '' ? PLATFORM_TYPE.H5 : PLATFORM_TYPE.APP;
    let query = ctx.db
      .selectFrom('banners')
      .selectAll()
      .where('platform_type', 'in', [PLATFORM_TYPE.ALL, platform]);
    if (typeId !== 0) query = query.where('type_id', 'in', [0, typeId]);
    const rows = await query.orderBy('sort').orderBy('id').execute();
    const data: Banner[] = rows.map(({ sort: _sort, ...b }) => ({
      ...b,
      jump_url: absolute(ctx, b.jump_url),
      jump_type: b.jump_type as JumpType,
      platform_type: b.platform_type as PlatformType,
    }));
    return ok(data);
  },

  encryptionTypeHostRecomm: async (ctx) => roomPage(ctx, 'heat', { sport: sportFilter(ctx) }, livePage(ctx)),

  encryptionTypeHostRecommNew: async (ctx) =>
    roomPage(ctx, 'new', { sport: sportFilter(ctx) }, livePage(ctx)),

  /**
   * The Hot tab: live rooms showing a match in play, hottest first.
   * NOTE: heat (live_rooms.heat) is what the room draws now: for a broadcast, the viewers watching
   * it (written every 5 s by server/live/service.ts, the room's chat members or its stream's players,
   * whichever is more) plus the heat of this stream's gifts (server/rooms/gifts.ts, one per 100
   * coins); the demo rooms start from a seeded audience. Recency only breaks no ties: two rooms of
   * equal heat go by room id, so pages never overlap. "Hot" is the in-play part of the
   * recommendations (encryptionTypeHostRecomm, the same order over every live room): what people
   * are watching as it happens.
   */
  encryptionTypeHostRecommHotPlay: async (ctx) =>
    roomPage(ctx, 'heat', { sport: sportFilter(ctx), hotPlay: true }, livePage(ctx)),

  /** The late-night tab: the live rooms of the `night_rooms` setting, hottest first. */
  encryptionNightRooms: async (ctx) => {
    const { night_rooms } = await readSettings(ctx.db, '', ['night_rooms']);
    return roomPage(ctx, 'heat', { rooms: night_rooms.map(Number) }, livePage(ctx));
  },

  /** Replays newest first (server/live/replays.ts); is_home_page 1 gives only the first page (the home strip). */
  encryptionLiveRecordList: async (ctx) => {
    const home = intParam(ctx, 'is_home_page', { min: 0, max: 1, fallback: 0 });
    const hostUid = intParam(ctx, 'host_uid', { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 });
    const page = livePage(ctx);
    return ok(
      await replayPage(ctx.db, {
        ...(home === 1 ? { limit: page.limit, offset: 0 } : page),
        ...(hostUid > 0 ? { uid: hostUid } : {}),
      }),
    );
  },

  encryptionTxtShuff: async (ctx) => {
    const rows = await ctx.db.selectFrom('notices').selectAll().orderBy('sort').orderBy('id').execute();
    const data: Notice[] = rows.map((n) => ({
      id: n.id,
      title: n.title,
      jump_type: n.jump_type as JumpType,
      jump_url: absolute(ctx, n.jump_url),
      jump_room_id: n.jump_room_id,
      type_id: n.type_id,
      jump_event_id: n.jump_event_id,
      new_content: { id: n.news_id },
    }));
    return ok(data);
  },

  hostRankingList: async (ctx) => {
    const sport = intParam(ctx, 'type', { min: 0, max: 3, fallback: 0 });
    const limit = intParam(ctx, 'limit', { min: 1, max: 50, fallback: 10 });
    let query = selectRooms(ctx.db).where('r.is_live', '=', 1);
    if (sport !== 0) query = query.where('r.type_id', '=', sport);
    const rows = await query.orderBy('r.heat', 'desc').orderBy('r.room_id').limit(limit).execute();
    const data: HostRank[] = rows.map((r, i) => ({
      rank: i + 1,
      uid: r.uid,
      nickName: r.nickname,
      headurl: r.headurl,
      heat: r.heat,
      room_id: r.room_id,
      type_id: r.type_id as SportType,
    }));
    return ok(data);
  },

  /**
   * keyword → hosts (nickname), rooms (title or league), news (title) and matches (team or league)
   * containing it; 20 of each.
   */
  encryptionHomeSearchData: async (ctx) => {
    const pattern = likePattern(textParam(ctx, 'keyword', 30));
    const like = (column: string) => likeSql(column, pattern);
    const [hosts, rooms, news, matches] = await Promise.all([
      selectRooms(ctx.db).where(like('u.nickname')).orderBy('r.heat', 'desc').limit(20).execute(),
      selectRoomCards(ctx.db)
        .where('r.is_live', '=', 1)
        .where((eb) => eb.or([like('r.room_title'), like('r.short_name_zh')]))
        .orderBy('r.heat', 'desc')
        .orderBy('r.room_id')
        .limit(20)
        .execute(),
      ctx.db
        .selectFrom('news')
        .select(['id', 'title', 'created_at', 'img_url'])
        .where(like('title'))
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute(),
      searchMatches(ctx, pattern),
    ]);
    const data: HomeSearchData = {
      hosts: hosts.map((h) => ({
        uid: h.uid,
        nickName: h.nickname,
        headurl: h.headurl,
        room_id: h.room_id,
        heat: h.heat,
      })),
      rooms: rooms.map(roomCard),
      news: news.map(toNewsItem),
      matches,
    };
    return ok(data);
  },
});
