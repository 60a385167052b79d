import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { viewerOf } from '../live/relay';
import { bundledIndex, headSegment, livePlaylist, loadSegments, parseSegmentName } from './hls';

export interface LivePluginOptions {
  /** Whether a live room with this id exists (unknown rooms are answered 404). */
  roomExists(roomId: number): Promise<boolean>;
  /** The clock (ms); tests move it to watch the playlist slide. */
  now?: () => number;
  /** The segments to serve (default: the bundled ones). */
  segments?: readonly Uint8Array[];
  /** Rooms broadcasting for real (server/live): their HLS comes from the packager, not the demo loop. */
  broadcasts?: LiveHlsSource;
}

/** The live HLS of broadcasting rooms (server/live/service.ts). */
export interface LiveHlsSource {
  packaged(roomId: number): boolean;
  /** Whether the room broadcasts for real (its host has a stream key): it never plays the demo loop. */
  ingestRoom(roomId: number): Promise<boolean>;
  /** `index.m3u8` or `seg-<n>.ts` of a broadcasting room, or undefined; `viewer` is counted. */
  hlsFile(roomId: number, name: string, viewer?: string): Promise<Buffer | undefined>;
  /** Relays the request to the node ingesting the room when that is another node (true: answered). */
  relay(roomId: number, req: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const ROOM_ID = /^[1-9]\d{0,9}$/;
const notFound = { code: 404, msg: 'no such live stream' };

/**
 * `GET /live/<room_id>/index.m3u8`: the room's sliding live playlist (never cached);
 * `GET /live/<room_id>/seg-<n>.ts`: its segment `n` (the same bytes forever, so cacheable).
 * A room that does not exist, a malformed name or a segment from the future is a 404.
 */
export async function livePlugin(app: FastifyInstance, options: LivePluginOptions): Promise<void> {
  const segments = (options.segments ?? loadSegments()).map((s) => (Buffer.isBuffer(s) ? s : Buffer.from(s)));
  const now = options.now ?? Date.now;
  if (segments.length === 0) throw new Error('the live stream needs at least one segment');

  async function room(text: string): Promise<number | undefined> {
    if (!ROOM_ID.test(text)) return undefined;
    const roomId = Number(text);
    return roomId <= 2147483647 && (await options.roomExists(roomId)) ? roomId : undefined;
  }

  app.get<{ Params: { room: string } }>('/live/:room/index.m3u8', async (req, reply) => {
    const roomId = await room(req.params.room);
    if (roomId === undefined) return reply.code(404).send(notFound);
    if (await options.broadcasts?.relay(roomId, req, reply)) return reply;
    if (options.broadcasts?.packaged(roomId)) {
      const viewer = viewerOf(req);
      const playlist = await options.broadcasts.hlsFile(roomId, 'index.m3u8', viewer);
      // NOTE: ffmpeg writes the playlist after the first segment; until then the stream is "starting".
      if (!playlist) return reply.code(404).send({ code: 404, msg: 'the stream is starting' });
      return reply
        .type('application/vnd.apple.mpegurl')
        .header('cache-control', 'no-cache, no-store')
        .header('access-control-allow-origin', '*')
        .send(playlist);
    }
    if (await options.broadcasts?.ingestRoom(roomId))
      return reply.code(404).send({ code: 404, msg: 'this room is not live' });
    return reply
      .type('application/vnd.apple.mpegurl')
      .header('cache-control', 'no-cache, no-store')
      .header('access-control-allow-origin', '*')
      .send(livePlaylist(roomId, now(), segments.length));
  });

  app.get<{ Params: { room: string; file: string } }>('/live/:room/:file', async (req, reply) => {
    const n = parseSegmentName(req.params.file);
    const roomId = n === undefined ? undefined : await room(req.params.room);
    if (roomId !== undefined && (await options.broadcasts?.relay(roomId, req, reply))) return reply;
    if (roomId !== undefined && options.broadcasts?.packaged(roomId)) {
      const segment = await options.broadcasts.hlsFile(roomId, req.params.file);
      if (!segment) return reply.code(404).send(notFound);
      return reply
        .type('video/mp2t')
        .header('cache-control', 'public, max-age=60')
        .header('access-control-allow-origin', '*')
        .send(segment);
    }
    if (n === undefined || roomId === undefined || n > headSegment(roomId, now())) {
      return reply.code(404).send(notFound);
    }
    // NOTE: segment n is always the same bytes, so a player or proxy may keep it.
    return reply
      .type('video/mp2t')
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(segments[bundledIndex(n, segments.length)]);
  });
}
