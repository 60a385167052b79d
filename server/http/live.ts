import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MAIN_CODE } from '../../protocol/mainApi';
import { HOST_APPLY_LIMITS, LIVE_API_CODE, type StreamKeyInfo } from '../../protocol/mainApiLive';
import { readSettings } from '../content/settings';
import {
  addApplication,
  approveApplication,
  checkApplyFields,
  hostApplicationInfo,
} from '../live/hostApplications';
import type { NmsSubscriber } from '../live/ingest';
import { holdStreamKey, hostRoomOf, rotateStreamKey, streamKeyCreatedAt } from '../live/keys';
import { findReplay } from '../live/replays';
import { flvPath, type LiveService } from '../live/service';
import { liveDb } from '../live/tables';
import { moneyDb } from '../money/tables';
import { Refusal } from '../refusal';
import { GIFT_COIN } from '../rooms/gifts';
import { roomsDb } from '../rooms/tables';
import { isStorableUrl } from '../safeUrl';
import type { Database } from '../store';
import type { MainApiContext } from './mainApi';
import { endpoints, intParam, ok, requestOrigin, requireUser } from './mainParams';

/** A viewer whose response has this much unsent is too slow for the live edge and is dropped. */
const MAX_VIEWER_BACKLOG = 4 * 1024 * 1024;
const ROOM_FLV = /^([1-9]\d{0,9})\.flv$/;

const services = new WeakMap<Kysely<Database>, LiveService>();

async function hostRoom(ctx: MainApiContext): Promise<number> {
  const uid = await requireUser(ctx);
  const roomId = await hostRoomOf(ctx.db, uid);
  if (roomId === undefined)
    throw new Refusal('main', LIVE_API_CODE.NOT_A_HOST, 'only a host with a live room can broadcast');
  return roomId;
}

async function keyInfo(ctx: MainApiContext, roomId: number): Promise<StreamKeyInfo> {
  const service = services.get(ctx.db);
  const port = service?.rtmpPort ?? null;
  const host = new URL(requestOrigin(ctx.req)).hostname;
  const [createdAt, room] = await Promise.all([
    streamKeyCreatedAt(ctx.db, roomId),
    liveDb(ctx.db)
      .selectFrom('live_rooms')
      .select(['is_live', 'started_at', 'room_title', 'room_cover'])
      .where('room_id', '=', roomId)
      .executeTakeFirst(),
  ]);
  const live = room?.is_live === 1 && (await broadcasting(service, roomId));
  const since = Number(room?.started_at ?? 0);
  const [audience, takings] = await Promise.all([
    live && service ? service.audience(roomId) : { viewers: 0, peak: 0 },
    live ? streamTakings(ctx.db, roomId, since) : { gifts: NO_GIFTS, red_packets: NO_PACKETS },
  ]);
  return {
    room_id: roomId,
    rtmp_url: port === null ? '' : `rtmp://${host}:${port}/live`,
    key_created_at: createdAt === undefined ? 0 : Math.floor(createdAt / 1000),
    is_live: live ? 1 : 0,
    viewers: audience.viewers,
    peak_viewers: Math.max(audience.peak, audience.viewers),
    started_at: live ? Math.floor(since / 1000) : 0,
    room_title: room?.room_title ?? '',
    room_cover: room?.room_cover ?? '',
    ...takings,
  };
}

const NO_PACKETS: StreamKeyInfo['red_packets'] = { count: 0, totals: [] };
const NO_GIFTS: StreamKeyInfo['gifts'] = { count: 0, cointype: GIFT_COIN, cents: 0 };
const OFFLINE = {
  is_live: 0,
  viewers: 0,
  peak_viewers: 0,
  started_at: 0,
  gifts: NO_GIFTS,
  red_packets: NO_PACKETS,
} as const satisfies Partial<StreamKeyInfo>;

/**
 * The gifts given and the red packets sent in the room since its broadcast started at `since`
 * (ms): read from their own tables (gift_records, red_packets), nothing is moved or kept apart.
 */
async function streamTakings(
  db: Kysely<Database>,
  roomId: number,
  since: number,
): Promise<Pick<StreamKeyInfo, 'gifts' | 'red_packets'>> {
  const [gifts, packets] = await Promise.all([
    roomsDb(db)
      .selectFrom('gift_records')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('total').as('cents')])
      .where('room_id', '=', roomId)
      .where('created_at', '>=', since)
      .executeTakeFirst(),
    moneyDb(db)
      .selectFrom('red_packets')
      .select((eb) => [
        'cointype',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('redbagvalue').as('cents'),
      ])
      .where('roomkey', '=', roomId)
      .where('created_at', '>=', since)
      .groupBy('cointype')
      .orderBy('cointype')
      .execute(),
  ]);
  return {
    gifts: { count: Number(gifts?.n ?? 0), cointype: GIFT_COIN, cents: Number(gifts?.cents ?? 0) },
    red_packets: {
      count: packets.reduce((n, p) => n + Number(p.n), 0),
      totals: packets.map((p) => ({ cointype: p.cointype, cents: Number(p.cents ?? 0) })),
    },
  };
}

/** The title and cover a host gives their room, checked and trimmed. @throws {Refusal} 400 saying which is wrong. */
function roomEditFields(ctx: MainApiContext): { room_title: string; room_cover: string } {
  const title = (ctx.params.room_title ?? '').trim();
  const cover = (ctx.params.room_cover ?? '').trim();
  if (title === '' || [...title].length > HOST_APPLY_LIMITS.title)
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `room_title must be 1 to ${HOST_APPLY_LIMITS.title} characters`,
    );
  // NOTE: as a host application's cover: a picture of the upload endpoint (a path of this site) or a URL.
  if (cover === '' || !isStorableUrl(cover))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'room_cover must be an uploaded picture');
  return { room_title: title, room_cover: cover };
}

/** Whether the room is broadcasting on this node or on another one. */
async function broadcasting(service: LiveService | undefined, roomId: number): Promise<boolean> {
  if (!service) return false;
  return service.broadcast(roomId) !== undefined || (await service.ingestNode(roomId)) !== undefined;
}

/** The host's stream-key endpoints (protocol/mainApiLive.ts). */
export const LIVE_ENDPOINTS = endpoints({
  liveStreamKey: async (ctx) => ok(await keyInfo(ctx, await hostRoom(ctx))),
  liveStreamKeyRotate: async (ctx) => {
    const roomId = await hostRoom(ctx);
    const key = await rotateStreamKey(ctx.db, roomId, ctx.now());
    // NOTE: a publisher still pushing with the old key is disconnected, on whichever node it is.
    await services.get(ctx.db)?.streamKeyChanged(roomId);
    // NOTE: a room with a key broadcasts for real: until its host pushes it is offline, not the demo loop.
    await liveDb(ctx.db)
      .updateTable('live_rooms')
      .set({ is_live: 0, heat: 0 })
      .where('room_id', '=', roomId)
      .where('live_url', '<>', flvPath(roomId))
      .execute();
    return ok({ ...(await keyInfo(ctx, roomId)), key });
  },
  liveStreamEnd: async (ctx) => {
    const roomId = await hostRoom(ctx);
    // NOTE: the hold first, so the publisher cut off cannot push straight back in (OBS reconnects).
    if (!(await holdStreamKey(ctx.db, roomId, ctx.now())))
      throw new Refusal(
        'main',
        MAIN_CODE.BAD_REQUEST,
        'this room has no stream key, so it is not broadcasting',
      );
    const service = services.get(ctx.db);
    await service?.endBroadcast(roomId);
    // NOTE: the ingest node turns the room offline and finishes the recording once the publisher is
    // gone (LiveService#unpublished); this answer says offline already rather than racing it.
    return ok({ ...(await keyInfo(ctx, roomId)), ...OFFLINE });
  },
  liveRoomEdit: async (ctx) => {
    const roomId = await hostRoom(ctx);
    const fields = roomEditFields(ctx);
    await liveDb(ctx.db).updateTable('live_rooms').set(fields).where('room_id', '=', roomId).execute();
    return ok(await keyInfo(ctx, roomId));
  },
  liveRecordInfo: async (ctx) => {
    const id = intParam(ctx, 'id', { min: 1, max: Number.MAX_SAFE_INTEGER });
    const replay = await findReplay(ctx.db, id);
    if (!replay) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'this replay was removed');
    return ok(replay);
  },
  hostApplication: async (ctx) => ok(await hostApplicationInfo(ctx.db, await requireUser(ctx))),
  hostApply: async (ctx) => {
    const uid = await requireUser(ctx);
    const fields = checkApplyFields(ctx.params);
    const now = ctx.now();
    const { host_auto_approve } = await readSettings(ctx.db, '', ['host_auto_approve']);
    await ctx.db.transaction().execute(async (trx) => {
      const id = await addApplication(trx, uid, fields, now);
      // NOTE: the notice is stored in the user's chat with the platform; the app reads it on its next sync.
      if (host_auto_approve === 1) await approveApplication(trx, id, 'auto', now);
    });
    return ok(await hostApplicationInfo(ctx.db, uid));
  },
});

export interface LiveRoutesDeps {
  db: Kysely<Database>;
  live: LiveService;
}

/**
 * `GET /live/<room>.flv`: the room's live HTTP-FLV stream (relayed from the node ingesting it, 404
 * when it is live nowhere);
 * `GET /replays/<file>.mp4`: recorded broadcasts (with ranges, so players can seek).
 * The live HLS of a broadcasting room is served by server/media/plugin.ts from the packager's files.
 */
export async function liveRoutes(app: FastifyInstance, deps: LiveRoutesDeps): Promise<void> {
  const { live } = deps;
  services.set(deps.db, live);
  // NOTE: FLV responses are hijacked, so Fastify does not end them on close: this does. After one,
  // a kept-alive connection of the same client was seen to hold the server's close back for good,
  // so once FLV was served, every connection is cut at shutdown.
  const viewers = new Set<import('node:net').Socket>();
  let servedFlv = false;
  app.addHook('preClose', async () => {
    for (const socket of viewers) socket.destroy();
    if (servedFlv) app.server.closeAllConnections();
  });

  app.get<{ Params: { file: string } }>('/live/:file', async (req, reply) => {
    const match = ROOM_FLV.exec(req.params.file);
    const roomId = match?.[1] ? Number(match[1]) : undefined;
    const broadcast = roomId === undefined ? undefined : live.broadcast(roomId);
    if (!broadcast) {
      if (roomId !== undefined && (await live.relay(roomId, req, reply))) return reply;
      return reply.code(404).send({ code: 404, msg: 'this room is not live' });
    }
    const headers = {
      'content-type': 'video/x-flv',
      'cache-control': 'no-cache, no-store',
      'access-control-allow-origin': '*',
    };
    if (req.method === 'HEAD') return reply.headers(headers).send();
    reply.hijack();
    const res = reply.raw;
    // NOTE: the connection closes with the stream: a hijacked response is not tracked by Fastify,
    // and a kept-alive socket after it would hold the server's close back.
    res.writeHead(200, { ...headers, connection: 'close' });
    const viewer: NmsSubscriber = {
      id: randomUUID(),
      ip: req.ip || 'viewer',
      protocol: 'flv',
      streamPath: broadcast.streamPath,
      streamQuery: {},
      endTime: 0,
      sendBuffer: (buffer) => {
        if (res.writableEnded || res.destroyed) return;
        if (res.writableLength > MAX_VIEWER_BACKLOG) {
          res.destroy();
          return;
        }
        res.write(buffer);
      },
      close: () => res.end(),
    };
    const socket = req.raw.socket;
    viewers.add(socket);
    servedFlv = true;
    res.on('close', () => {
      viewers.delete(socket);
      broadcast.donePlay(viewer);
      socket.destroy();
    });
    broadcast.postPlay(viewer);
    // NOTE: counted at once, so a viewer who comes and goes between two heat writes reaches the peak.
    if (roomId !== undefined) live.viewers(roomId);
  });

  await app.register(fastifyStatic, {
    root: live.replayDir,
    prefix: '/replays/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });
}
