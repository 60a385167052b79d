import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import { FOCUS, LOOK_OR_SEND, type MainRoomEndpoints, ROOM_API_CODE } from '../../protocol/mainApiRooms';
import type { Bus } from '../bus';
import { toMatch } from '../content/rows';
import { type LiveHlsSource, livePlugin } from '../media/plugin';
import { coinBalance } from '../money/wallet';
import { productDay } from '../points/clock';
import { Refusal } from '../refusal';
import { drainRoomWrites } from '../rooms/fanout';
import { giftIconSvg } from '../rooms/giftIcons';
import { announceGift, buyGift, GIFT_COIN, listGifts } from '../rooms/gifts';
import {
  findRoomCard,
  followedHosts,
  hostOfRoom,
  hostProfile,
  isHost,
  liveUrlOf,
  roomCard,
  selectRoomCards,
  setFollow,
} from '../rooms/hosts';
import { memberCount } from '../rooms/store';
import { roomsDb } from '../rooms/tables';
import { POINTS_KIND, reportWatch, WATCH_GOAL_SECONDS } from '../rooms/watch';
import type { Database } from '../store';
import type { MainApiContext } from './mainApi';
import { endpoints, intParam, ok, optionalUser, pageParams, requireUser } from './mainParams';

const ID = { min: 1, max: 2_147_483_647 };
type Data<N extends keyof MainRoomEndpoints> = MainRoomEndpoints[N]['data'];

/**
 * The bus and clock of the node serving a database, for main-API calls that post into a room's
 * chat or count time. NOTE: a main-API handler gets the store but not the bus; the rooms plugin
 * links them once.
 */
const linked = new WeakMap<object, { bus: Bus; now: () => number }>();

/** The clock of the node serving `ctx` (the wall clock until the rooms plugin links one). */
function nowOf(ctx: MainApiContext): number {
  return (linked.get(ctx.db)?.now ?? Date.now)();
}

function roomIdParam(ctx: MainApiContext): number {
  return intParam(ctx, 'room_id', ID);
}

async function requireCard(ctx: MainApiContext) {
  const row = await findRoomCard(ctx.db, roomIdParam(ctx));
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such live room');
  return row;
}

async function requireHostProfile(ctx: MainApiContext, hostUid: number, viewer: number | undefined) {
  const host = await hostProfile(ctx.db, hostUid, viewer);
  if (!host) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such host');
  return host;
}

/** The hottest live room showing a match (match_type 0 = any sport), other than `except`; 0 when none. */
async function roomOfMatch(ctx: MainApiContext, except: number): Promise<number> {
  const matchType = intParam(ctx, 'match_type', { min: 0, max: 99, fallback: 0 });
  const matchId = intParam(ctx, 'match_id', ID);
  let query = ctx.db
    .selectFrom('live_rooms')
    .select('room_id')
    .where('match_id', '=', matchId)
    .where('is_live', '=', 1)
    .where('room_id', '<>', except);
  if (matchType !== 0) query = query.where('match_type', '=', matchType);
  const row = await query.orderBy('heat', 'desc').orderBy('room_id').executeTakeFirst();
  return row?.room_id ?? 0;
}

async function chatPointsToday(ctx: MainApiContext, uid: number, now: number): Promise<0 | 1> {
  const row = await roomsDb(ctx.db)
    .selectFrom('points_events')
    .select('id')
    .where('uid', '=', uid)
    .where('dedupe', '=', `${POINTS_KIND.CHAT}:${productDay(ctx.db, now)}`)
    .executeTakeFirst();
  return row ? 1 : 0;
}

/** The live-room endpoints of the main API (protocol/mainApiRooms.ts). */
export const ROOM_ENDPOINTS = endpoints({
  encryptionHostInfo: async (ctx) => {
    const row = await requireCard(ctx);
    const viewer = await optionalUser(ctx);
    const [host, online] = await Promise.all([
      requireHostProfile(ctx, row.uid, viewer),
      memberCount(ctx.db, row.room_id),
    ]);
    const data: Data<'encryptionHostInfo'> = {
      room: roomCard(row),
      host,
      live_url: liveUrlOf(row.room_id, row.live_url),
      heat: row.heat,
      is_focus: host.is_focus,
      online,
      roomkey: row.room_id,
    };
    return ok(data);
  },

  encryptionLiveInfo: async (ctx) => {
    const row = await requireCard(ctx);
    const data: Data<'encryptionLiveInfo'> = {
      room_id: row.room_id,
      live_url: liveUrlOf(row.room_id, row.live_url),
      is_live: row.is_live === 1 ? 1 : 0,
      live_id: row.live_id,
      room_title: row.room_title,
      heat: row.heat,
      online: await memberCount(ctx.db, row.room_id),
      started_at: Math.floor(row.started_at / 1000),
    };
    return ok(data);
  },

  encryptionDetailLive: async (ctx) => {
    const row = await requireCard(ctx);
    const viewer = await optionalUser(ctx);
    const [host, online, match] = await Promise.all([
      requireHostProfile(ctx, row.uid, viewer),
      memberCount(ctx.db, row.room_id),
      row.match_id === 0
        ? undefined
        : ctx.db.selectFrom('matches').selectAll().where('id', '=', row.match_id).executeTakeFirst(),
    ]);
    const data: Data<'encryptionDetailLive'> = {
      room: roomCard(row),
      host,
      match: match ? toMatch(match, row.room_id) : null,
      roomkey: row.room_id,
      online,
    };
    return ok(data);
  },

  encryptionHostLive: async (ctx) => {
    const hostUid = intParam(ctx, 'anchor_id', ID);
    const host = await requireHostProfile(ctx, hostUid, await optionalUser(ctx));
    const row = await selectRoomCards(ctx.db)
      .where('r.uid', '=', hostUid)
      .orderBy('r.is_live', 'desc')
      .orderBy('r.heat', 'desc')
      .executeTakeFirst();
    const data: Data<'encryptionHostLive'> = { host, room: row ? roomCard(row) : null };
    return ok(data);
  },

  encryptionMatchCheckHost: async (ctx) => ok(await roomOfMatch(ctx, 0)),

  encryptionMatchCheckHostOther: async (ctx) =>
    ok(await roomOfMatch(ctx, intParam(ctx, 'room_id', { min: 0, max: ID.max, fallback: 0 }))),

  getCustomVideoUrl: async (ctx) => {
    const row = await requireCard(ctx);
    const url = liveUrlOf(row.room_id, row.live_url);
    const data: Data<'getCustomVideoUrl'> = {
      room_id: row.room_id,
      live_url: url,
      list: [{ name: '原画', url }],
    };
    return ok(data);
  },

  encryptionShowFocusHost: async (ctx) => {
    const uid = await requireUser(ctx);
    const data: Data<'encryptionShowFocusHost'> = await followedHosts(ctx.db, uid, 100);
    return ok(data);
  },

  encryptionFocusHost: async (ctx) => {
    const uid = await requireUser(ctx);
    const roomId = intParam(ctx, 'room_id', { min: 0, max: ID.max, fallback: 0 });
    const hostUid =
      roomId !== 0
        ? await hostOfRoom(ctx.db, roomId)
        : intParam(ctx, 'anchor_id', { min: 0, max: ID.max, fallback: 0 });
    if (!hostUid || !(await isHost(ctx.db, hostUid)))
      throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such host');
    if (hostUid === uid) throw new Refusal('main', ROOM_API_CODE.SELF, 'you cannot follow yourself');
    const type = intParam(ctx, 'type', { min: 0, max: 1, fallback: FOCUS.FOLLOW });
    const fans = await setFollow(ctx.db, uid, hostUid, type === FOCUS.FOLLOW, nowOf(ctx));
    const data: Data<'encryptionFocusHost'> = { is_focus: type === FOCUS.FOLLOW ? 1 : 0, fans };
    return ok(data);
  },

  GiftList: async (ctx) => {
    const uid = await optionalUser(ctx);
    const [list, coin] = await Promise.all([
      listGifts(ctx.db),
      uid === undefined ? null : coinBalance(ctx.db, uid, GIFT_COIN, nowOf(ctx)),
    ]);
    const data: Data<'GiftList'> = { list, coin, cointype: GIFT_COIN };
    return ok(data);
  },

  UserBuyGift: async (ctx) => {
    const uid = await requireUser(ctx);
    const roomId = roomIdParam(ctx);
    const giftId = intParam(ctx, 'gift_id', ID);
    const num = intParam(ctx, 'num', { min: -1_000_000, max: 1_000_000, fallback: 1 });
    const now = nowOf(ctx);
    const purchase = await buyGift(ctx.db, { uid, roomId, giftId, num, now });
    const bus = linked.get(ctx.db)?.bus;
    if (bus) {
      // NOTE: the coins moved already; a failed announcement is logged, not undone.
      await announceGift({ db: ctx.db, bus }, roomId, uid, purchase, now).catch((error: unknown) =>
        ctx.req.log.error({ err: error, roomId }, 'could not announce a gift in the room'),
      );
    }
    const data: Data<'UserBuyGift'> = {
      record_id: purchase.recordId,
      gift_id: purchase.gift.id,
      num: purchase.num,
      total: purchase.total,
      coin: purchase.balance,
      heat: purchase.heat,
    };
    return ok(data);
  },

  userLookOrSend: async (ctx) => {
    const uid = await requireUser(ctx);
    const type = intParam(ctx, 'type', { min: 1, max: 2, fallback: LOOK_OR_SEND.LOOK });
    const now = nowOf(ctx);
    let outcome = { day: productDay(ctx.db, now), seconds: 0, credited: 0, pointsEarned: 0 };
    if (type === LOOK_OR_SEND.LOOK) {
      const roomId = roomIdParam(ctx);
      if ((await hostOfRoom(ctx.db, roomId)) === undefined) {
        throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such live room');
      }
      const seconds = intParam(ctx, 'seconds', { min: 0, max: 3600 });
      outcome = await reportWatch(ctx.db, uid, roomId, seconds, now);
    } else {
      const row = await roomsDb(ctx.db)
        .selectFrom('watch_days')
        .select('seconds')
        .where('uid', '=', uid)
        .where('day', '=', outcome.day)
        .executeTakeFirst();
      outcome.seconds = row?.seconds ?? 0;
    }
    const data: Data<'userLookOrSend'> = {
      day: outcome.day,
      seconds: outcome.seconds,
      credited: outcome.credited,
      goal_seconds: WATCH_GOAL_SECONDS,
      points_earned: outcome.pointsEarned,
      chat_points: await chatPointsToday(ctx, uid, now),
    };
    return ok(data);
  },

  encryptionGetHistory: async (ctx) => {
    const uid = await requireUser(ctx);
    const page = pageParams(ctx, 'page', 'limit', 20);
    const query = selectRoomCards(ctx.db)
      .innerJoin('watch_history as w', 'w.room_id', 'r.room_id')
      .where('w.uid', '=', uid);
    const [rows, count] = await Promise.all([
      query
        .select(['w.watched_at', 'w.seconds'])
        .orderBy('w.watched_at', 'desc')
        .orderBy('r.room_id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const data: Data<'encryptionGetHistory'> = {
      list: rows.map((r) => ({
        ...roomCard(r),
        watched_at: Math.floor(r.watched_at / 1000),
        watch_seconds: r.seconds,
        is_live: r.is_live === 1 ? 1 : 0,
      })),
      total: Number(count.n),
    };
    return ok(data);
  },
});

export interface RoomsPluginDeps {
  db: Kysely<Database>;
  bus: Bus;
  /** The clock of the live playlists, watch time and gifts (ms); tests move it. */
  now?: () => number;
  /** Rooms broadcasting for real (server/live), whose HLS replaces the demo loop. */
  broadcasts?: LiveHlsSource;
}

/**
 * The rooms' HTTP side besides the main-API table: the live streams (/live/…), the gift icons
 * (/gift-img/<id>.svg), the link from the store to the bus for gift announcements, and, on a
 * lone node, clearing the room memberships a previous run left behind.
 */
export async function roomsPlugin(app: FastifyInstance, deps: RoomsPluginDeps): Promise<void> {
  linked.set(deps.db, { bus: deps.bus, now: deps.now ?? Date.now });
  // NOTE: with the in-process bus this node is the only one, so any membership row is stale.
  if (deps.bus.kind === 'memory') await roomsDb(deps.db).deleteFrom('chat_room_members').execute();
  app.addHook('onClose', () => drainRoomWrites(deps.db));
  await app.register(livePlugin, {
    roomExists: async (roomId) => (await hostOfRoom(deps.db, roomId)) !== undefined,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.broadcasts ? { broadcasts: deps.broadcasts } : {}),
  });
  const icons = new Map((await listGifts(deps.db)).map((g) => [g.id, g.name]));
  app.get<{ Params: { file: string } }>('/gift-img/:file', async (req, reply) => {
    const id = /^(\d{1,6})\.svg$/.exec(req.params.file)?.[1];
    const svg = id === undefined ? undefined : giftIconSvg(Number(id), icons.get(Number(id)) ?? '');
    if (!svg || !icons.has(Number(id))) return reply.code(404).send({ code: 404, msg: 'no such gift icon' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
