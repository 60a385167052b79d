import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import Context from 'node-media-server/src/core/context.js';
import logger from 'node-media-server/src/core/logger.js';
import type {
  NmsBroadcast,
  NmsPacket,
  NmsSubscriber,
} from 'node-media-server/src/server/broadcast_server.js';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import { streamKeyHash } from './keys';

/**
 * RTMP ingest (issue 19): hosts push to `rtmp://<host>:<port>/live/<stream key>`. node-media-server
 * parses RTMP and keeps each stream's GOP cache; this module decides who may publish (the key names
 * a room, looked up by its hash) and exposes each live room's broadcaster to the HTTP side.
 *
 * NOTE: node-media-server keeps its streams in one process-wide map, so each Ingest names its streams
 * `/<own tag>/<room id>`: two servers in one process (tests) never share a stream.
 */

export interface IngestDeps {
  /** The room a stream key publishes to, or undefined (refused). */
  authorize(key: string): Promise<number | undefined>;
  /** A room's publisher started (also after a reconnect within the grace period). */
  onPublish(roomId: number): void;
  /** A room's publisher is gone for good (the grace period passed). */
  onUnpublish(roomId: number): void;
  log(level: 'info' | 'warn', message: string): void;
}

export interface IngestOptions {
  /** How long a dropped publisher may reconnect (same address) before the room goes offline (ms). */
  graceMs: number;
}

/** Packets a publisher may send while its key is being checked. */
const MAX_PENDING = 5000;

logger.level = 'error';

export class Ingest {
  readonly #tag = `n${randomBytes(6).toString('hex')}`;
  readonly #server: Server;
  readonly #sockets = new Set<Socket>();
  /** Live publishers → their room, the hash of the key they pushed with, and their socket. */
  readonly #publishers = new Map<unknown, { roomId: number; keyHash: string; socket: Socket }>();

  constructor(
    private readonly deps: IngestDeps,
    private readonly options: IngestOptions,
  ) {
    this.#server = createServer((socket) => this.#accept(socket));
    Context.eventEmitter.on('donePublish', this.#donePublish);
  }

  /** Listens on `port` (0 = a free one) and resolves with the port. */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, host, () => {
        this.#server.off('error', reject);
        const address = this.#server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  /** The broadcaster of a room that is live now, or undefined. */
  broadcast(roomId: number): NmsBroadcast | undefined {
    const broadcast = Context.broadcasts.get(this.#path(roomId));
    return broadcast?.publisher ? broadcast : undefined;
  }

  /** Viewers of a room's FLV stream (internal subscribers such as the packager not counted). */
  flvViewers(roomId: number): number {
    const broadcast = Context.broadcasts.get(this.#path(roomId));
    if (!broadcast) return 0;
    let n = 0;
    for (const s of broadcast.subscribers.values()) if (s.ip !== '') n += 1;
    return n;
  }

  /** Rooms live on this node now. */
  liveRooms(): number[] {
    return [...new Set([...this.#publishers.values()].map((p) => p.roomId))];
  }

  /**
   * Disconnects the publishers of `roomId` that pushed with a key other than `keyHash` (undefined:
   * the room has no key any more); returns how many. Their key no longer lets them back in.
   */
  dropPublishersNot(roomId: number, keyHash: string | undefined): number {
    let dropped = 0;
    for (const p of this.#publishers.values()) {
      if (p.roomId !== roomId || p.keyHash === keyHash) continue;
      this.deps.log('info', `room ${roomId}: its stream key changed, the publisher is disconnected`);
      p.socket.destroy();
      dropped += 1;
    }
    return dropped;
  }

  /**
   * Ends the room's broadcast at once (its host asked): the publisher is disconnected with no grace
   * period, so the room goes offline now and its recording is finished; returns how many were cut.
   */
  endPublishers(roomId: number): number {
    let ended = 0;
    for (const p of this.#publishers.values()) {
      if (p.roomId !== roomId) continue;
      const broadcast = Context.broadcasts.get(this.#path(roomId));
      // NOTE: the next push sets its own grace again (#accept).
      if (broadcast) broadcast.publishGraceMs = 0;
      this.deps.log('info', `room ${roomId}: its host ended the broadcast, the publisher is disconnected`);
      p.socket.destroy();
      ended += 1;
    }
    return ended;
  }

  async close(): Promise<void> {
    Context.eventEmitter.off('donePublish', this.#donePublish);
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const roomId of this.liveRooms()) Context.broadcasts.delete(this.#path(roomId));
    this.#publishers.clear();
  }

  #path(roomId: number): string {
    return `/${this.#tag}/${roomId}`;
  }

  #accept(socket: Socket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    const session = new RtmpSession(socket);
    session.run();
    let app = '';
    let key = '';
    let pending: NmsPacket[] | undefined;
    const refuse = (why: string) => {
      this.deps.log('warn', `RTMP ${session.ip} refused: ${why}`);
      socket.destroy();
    };
    session.rtmp.onConnectCallback = (req) => {
      app = req.app;
      key = req.name;
    };
    session.rtmp.onPlayCallback = () => refuse('playing over RTMP is not offered (use /live/<room>.flv)');
    session.rtmp.onPacketCallback = (packet) => {
      if (pending) {
        if (pending.length < MAX_PENDING) pending.push(packet);
      } else if (session.isPublisher) session.onPacket(packet);
    };
    session.rtmp.onPushCallback = () => {
      if (app !== 'live') return refuse(`unknown application "${app}" (push to rtmp://…/live/<stream key>)`);
      pending = [];
      this.deps.authorize(key).then(
        (roomId) => {
          if (socket.destroyed) return;
          if (roomId === undefined) return refuse('wrong stream key');
          session.onConnect({ app: this.#tag, name: String(roomId), host: '', query: {} });
          session.onPush();
          if (!session.isPublisher) return refuse(`room ${roomId} already has a publisher`);
          session.broadcast.publishGraceMs = this.options.graceMs;
          for (const [other, p] of this.#publishers) if (p.roomId === roomId) this.#publishers.delete(other);
          this.#publishers.set(session, { roomId, keyHash: streamKeyHash(key), socket });
          const queued = pending ?? [];
          pending = undefined;
          for (const packet of queued) session.onPacket(packet);
          this.deps.log('info', `room ${roomId} publishing from ${session.ip}`);
          this.deps.onPublish(roomId);
        },
        (error: unknown) => refuse(`key check failed: ${String(error)}`),
      );
    };
  }

  readonly #donePublish = (session: unknown): void => {
    const roomId = this.#publishers.get(session)?.roomId;
    if (roomId === undefined) return;
    this.#publishers.delete(session);
    const broadcast = Context.broadcasts.get(this.#path(roomId));
    // NOTE: viewers' FLV responses end with the stream, so players see it stop instead of a frozen frame.
    for (const subscriber of broadcast?.subscribers.values() ?? []) subscriber.close();
    this.deps.log('info', `room ${roomId} stopped publishing`);
    this.deps.onUnpublish(roomId);
  };
}

export type { NmsSubscriber };
