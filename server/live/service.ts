import { mkdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus, Unsubscribe } from '../bus';
import type { LiveConfig } from '../config';
import { broadcastHeat } from '../rooms/heat';
import type { Database } from '../store';
import { Ingest } from './ingest';
import {
  announceStreamKeyChange,
  roomOfStreamKey,
  STREAM_END_TOPIC,
  STREAM_KEY_TOPIC,
  streamKeyHashOf,
} from './keys';
import type { WentLiveNotices } from './notify';
import { ffmpegAvailable, Packager } from './packager';
import { isRelayed, Relay } from './relay';
import { addReplay, probeRecording, removeReplay, removeReplayFiles } from './replays';
import { liveDb } from './tables';

/** How often the live rooms' heat is written from their viewers and gifts (ms; server/rooms/heat.ts). */
const HEAT_EVERY_MS = 5_000;
/** An HLS viewer counts while it fetched the playlist this recently (ms). */
const HLS_VIEWER_MS = 15_000;
/** How long a node trusts what it read about which node ingests a room (ms). */
const INGEST_CACHE_MS = 1_000;

/**
 * A node died (server/im/nodes.ts found it quiet): the rooms it ingested go offline and are
 * forgotten, so no node lists them live or relays to it.
 */
export async function ingestNodeGone(db: Kysely<Database>, nodeId: string): Promise<void> {
  const ldb = liveDb(db);
  const rooms = ldb.selectFrom('live_ingests').select('room_id').where('node_id', '=', nodeId);
  await ldb.updateTable('live_rooms').set({ is_live: 0, heat: 0 }).where('room_id', 'in', rooms).execute();
  await ldb.deleteFrom('live_ingests').where('node_id', '=', nodeId).execute();
}

/** The FLV path of a live room (the low-latency stream, its live_url while it is live). */
export function flvPath(roomId: number): string {
  return `/live/${roomId}.flv`;
}

export interface LiveServiceDeps {
  db: Kysely<Database>;
  config: LiveConfig;
  dataDir: string;
  log: (level: 'info' | 'warn', message: string) => void;
  /** This node's id on the bus (its rows in live_ingests). */
  nodeId: string;
  /** Where the other nodes reach this node's HTTP port (known once it listens). */
  nodeUrl: () => string;
  now?: () => number;
}

/**
 * The live side of a node (issue 19, README "Going live"): RTMP ingest, each live room's state in
 * the database (is_live, live_url, heat), its HLS packaging, and on unpublish its recording as a
 * replay room (live_type 4), pruned to the budget.
 */
export class LiveService {
  readonly #db;
  readonly #now: () => number;
  readonly #hlsRoot: string;
  readonly #replayRoot: string;
  readonly #packagers = new Map<number, { packager: Packager; startedAt: number }>();
  readonly #hlsViewers = new Map<number, Map<string, number>>();
  /**
   * The most viewers each broadcast live on this node had at once (issue 45, /golive).
   * NOTE: kept in memory on the ingest node alone: every viewer on any node is one upstream request
   * to it (server/live/relay.ts), so its own count is already the whole audience, with no per-node
   * figures to sum over the bus. It is written with the heat to the broadcast's live_ingests row,
   * where the other nodes read it.
   */
  readonly #peaks = new Map<number, number>();
  readonly #pending = new Set<Promise<void>>();
  /** Rooms live on this node (a reconnect within the grace period does not start them again). */
  readonly #live = new Set<number>();
  readonly #relay: Relay;
  /** Which other node ingests a room (undefined: none), as read at `at`. */
  readonly #ingests = new Map<number, { url: string | undefined; at: number }>();
  #ingest: Ingest | undefined;
  #heatTimer: NodeJS.Timeout | undefined;
  #bus: Bus | undefined;
  #keysOff: Unsubscribe | undefined;
  #endsOff: Unsubscribe | undefined;
  #notices: WentLiveNotices | undefined;
  /** Whether ffmpeg was found (HLS and replays need it; FLV does not). */
  ffmpeg = false;
  /** The RTMP port listened on, or null without ingest. */
  rtmpPort: number | null = null;

  constructor(private readonly deps: LiveServiceDeps) {
    this.#db = liveDb(deps.db);
    this.#now = deps.now ?? Date.now;
    this.#hlsRoot = join(deps.dataDir, 'live');
    this.#replayRoot = join(deps.dataDir, 'replays');
    this.#relay = new Relay(deps.nodeId);
  }

  get replayDir(): string {
    return this.#replayRoot;
  }

  /**
   * Listens on the bus for stream keys rotated or revoked on any node (issue 43, item 9): this
   * node's publisher of that room, if it pushed with the old key, is disconnected at once.
   */
  watchStreamKeys(bus: Bus): Promise<void> {
    this.#bus = bus;
    this.#keysOff = bus.subscribe(STREAM_KEY_TOPIC, (payload) => {
      const roomId = Number(new TextDecoder().decode(payload));
      if (Number.isInteger(roomId) && roomId > 0) this.#track(this.#dropStaleKeys(roomId));
    });
    this.#endsOff = bus.subscribe(STREAM_END_TOPIC, (payload) => {
      const roomId = Number(new TextDecoder().decode(payload));
      if (Number.isInteger(roomId) && roomId > 0) this.#ingest?.endPublishers(roomId);
    });
    return Promise.all([this.#keysOff.ready, this.#endsOff.ready]).then(() => undefined);
  }

  /**
   * Room `roomId`'s host ended its broadcast (the key's hold is committed): the node ingesting it
   * disconnects the publisher at once, the room goes offline, its recording becomes a replay.
   */
  async endBroadcast(roomId: number): Promise<void> {
    if (this.#bus) await this.#bus.publish(STREAM_END_TOPIC, new TextEncoder().encode(String(roomId)));
    else this.#ingest?.endPublishers(roomId);
  }

  /** Room `roomId`'s key was rotated or revoked (and committed): every node drops its old-key publisher. */
  async streamKeyChanged(roomId: number): Promise<void> {
    if (this.#bus) await announceStreamKeyChange(this.#bus, roomId);
    else await this.#dropStaleKeys(roomId);
  }

  /** Followers hear "went live" through these (set once the IM side exists). */
  attachNotices(notices: WentLiveNotices): void {
    this.#notices = notices;
  }

  /** Unless RTMP is off: the rooms a previous run left live go offline, then RTMP listens. */
  async start(host: string): Promise<void> {
    const { config, log } = this.deps;
    mkdirSync(this.#replayRoot, { recursive: true });
    rmSync(this.#hlsRoot, { recursive: true, force: true });
    if (config.rtmpPort === null) return;
    // NOTE: only an ingest node does this, and only for its own rooms of a previous run (same
    // address) or rooms no node ingests: a room live on another node is not this one's to end.
    const keyed = this.#db.selectFrom('live_stream_keys').select('room_id');
    const me = this.deps.nodeUrl();
    const mine = this.#db.selectFrom('live_ingests').select('room_id').where('url', '=', me);
    const ingested = this.#db.selectFrom('live_ingests').select('room_id');
    await this.#db
      .updateTable('live_rooms')
      .set({ is_live: 0, heat: 0 })
      .where('room_id', 'in', keyed)
      .where('live_url', 'like', '/live/%.flv')
      .where((eb) => eb.or([eb('room_id', 'in', mine), eb('room_id', 'not in', ingested)]))
      .execute();
    await this.#db.deleteFrom('live_ingests').where('url', '=', me).execute();
    this.ffmpeg = ffmpegAvailable(config.ffmpeg);
    if (!this.ffmpeg)
      log('warn', `no ffmpeg (${config.ffmpeg}): live rooms play FLV only, no HLS and no replays`);
    this.#ingest = new Ingest(
      {
        authorize: (key) => roomOfStreamKey(this.deps.db, key, this.#now()),
        onPublish: (roomId) => this.#track(this.#published(roomId)),
        onUnpublish: (roomId) => this.#track(this.#unpublished(roomId)),
        log,
      },
      { graceMs: config.graceMs },
    );
    try {
      this.rtmpPort = await this.#ingest.listen(config.rtmpPort, host);
    } catch (error) {
      log('warn', `RTMP ingest is off: port ${config.rtmpPort} failed (${String(error)})`);
      await this.#ingest.close();
      this.#ingest = undefined;
      return;
    }
    this.#heatTimer = setInterval(() => this.#track(this.#writeHeat()), HEAT_EVERY_MS);
    this.#heatTimer.unref();
  }

  /** The broadcaster of a room live on this node, for FLV viewers. */
  broadcast(roomId: number) {
    return this.#ingest?.broadcast(roomId);
  }

  /**
   * Relays a viewer's request for a room's FLV or HLS to the node ingesting it, when that is
   * another node (true: `reply` is answered); false when this node answers itself (its own
   * broadcast, or nobody's).
   */
  async relay(roomId: number, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (isRelayed(req) || this.broadcast(roomId) || this.#packagers.has(roomId)) return false;
    const target = await this.ingestNode(roomId);
    if (target === undefined) return false;
    await this.#relay.forward(req, reply, target);
    return true;
  }

  /** The address of the other node ingesting the room now, or undefined (this node, or none). */
  async ingestNode(roomId: number): Promise<string | undefined> {
    const now = this.#now();
    const cached = this.#ingests.get(roomId);
    if (cached && now - cached.at < INGEST_CACHE_MS) return cached.url;
    const row = await this.#db
      .selectFrom('live_ingests')
      .select(['node_id', 'url'])
      .where('room_id', '=', roomId)
      .executeTakeFirst();
    const url = row && row.node_id !== this.deps.nodeId ? row.url : undefined;
    if (this.#ingests.size > 10_000) this.#ingests.clear();
    this.#ingests.set(roomId, { url, at: now });
    return url;
  }

  /** Whether the room's HLS comes from its broadcast (not the demo loop). */
  packaged(roomId: number): boolean {
    return this.#packagers.has(roomId);
  }

  /** Whether the room's host has a stream key (the room is offline unless it is broadcasting). */
  async ingestRoom(roomId: number): Promise<boolean> {
    if (this.#packagers.has(roomId)) return true;
    const row = await this.#db
      .selectFrom('live_stream_keys')
      .select('room_id')
      .where('room_id', '=', roomId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A file of a live room's HLS (`index.m3u8` or `seg-<n>.ts`), or undefined. `viewer` counts it. */
  async hlsFile(roomId: number, name: string, viewer?: string): Promise<Buffer | undefined> {
    const entry = this.#packagers.get(roomId);
    if (!entry || !/^(index\.m3u8|seg-\d{1,9}\.ts)$/.test(name)) return undefined;
    if (viewer !== undefined && name === 'index.m3u8') {
      const seen = this.#hlsViewers.get(roomId) ?? new Map<string, number>();
      seen.set(viewer, this.#now());
      this.#hlsViewers.set(roomId, seen);
      this.viewers(roomId);
    }
    return readFile(join(entry.packager.hlsDir, name)).catch(() => undefined);
  }

  /**
   * Viewers of a live room now: FLV connections plus HLS players seen lately. Each count also
   * raises the broadcast's peak, so a viewer coming (the FLV route, a playlist fetch) is seen at once.
   */
  viewers(roomId: number): number {
    const since = this.#now() - HLS_VIEWER_MS;
    const hls = [...(this.#hlsViewers.get(roomId)?.values() ?? [])].filter((t) => t >= since).length;
    const n = (this.#ingest?.flvViewers(roomId) ?? 0) + hls;
    if (this.#live.has(roomId) && n > (this.#peaks.get(roomId) ?? 0)) this.#peaks.set(roomId, n);
    return n;
  }

  /**
   * The room's broadcast's viewers now and at peak: counted here when this node ingests it, else as
   * its ingest node last wrote them (every few seconds); zeros when it is live nowhere.
   */
  async audience(roomId: number): Promise<{ viewers: number; peak: number }> {
    if (this.#live.has(roomId)) {
      const viewers = this.viewers(roomId);
      return { viewers, peak: this.#peaks.get(roomId) ?? viewers };
    }
    const row = await this.#db
      .selectFrom('live_ingests')
      .select(['viewers', 'peak_viewers'])
      .where('room_id', '=', roomId)
      .executeTakeFirst();
    return { viewers: Number(row?.viewers ?? 0), peak: Number(row?.peak_viewers ?? 0) };
  }

  /** Waits for the state changes under way (tests; shutdown). */
  async settle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }

  async close(): Promise<void> {
    clearInterval(this.#heatTimer);
    this.#keysOff?.();
    this.#endsOff?.();
    this.#relay.close();
    const live = this.#ingest?.liveRooms() ?? [];
    await this.#ingest?.close();
    // NOTE: a shutdown ends the broadcasts: their recordings are finished and the rooms go offline.
    for (const roomId of live) this.#track(this.#unpublished(roomId));
    await this.settle();
  }

  #track(work: Promise<void>): void {
    const tracked = work.catch((error: unknown) => this.deps.log('warn', `live: ${String(error)}`));
    this.#pending.add(tracked);
    void tracked.finally(() => this.#pending.delete(tracked));
  }

  async #published(roomId: number): Promise<void> {
    if (this.#live.has(roomId)) return;
    this.#live.add(roomId);
    this.#peaks.set(roomId, 0);
    const startedAt = this.#now();
    const broadcast = this.#ingest?.broadcast(roomId);
    if (this.ffmpeg && broadcast) {
      const packager = new Packager(
        this.deps.config.ffmpeg,
        broadcast,
        join(this.#hlsRoot, String(roomId)),
        join(this.#replayRoot, `${roomId}-${startedAt}.mp4`),
        (message) => this.deps.log('warn', `room ${roomId} ${message}`),
      );
      this.#packagers.set(roomId, { packager, startedAt });
    }
    // NOTE: the other nodes relay this room's viewers here (server/live/relay.ts); the row is there
    // before the room is listed live, so a viewer who sees it live finds its stream on any node.
    const ingest = { node_id: this.deps.nodeId, url: this.deps.nodeUrl(), started_at: startedAt };
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('live_ingests').where('room_id', '=', roomId).execute();
      await trx
        .insertInto('live_ingests')
        .values({ room_id: roomId, ...ingest })
        .execute();
      await trx
        .updateTable('live_rooms')
        .set({ is_live: 1, started_at: startedAt, heat: 0, live_url: flvPath(roomId) })
        .where('room_id', '=', roomId)
        .execute();
    });
    await this.#notices?.announce(roomId);
  }

  async #unpublished(roomId: number): Promise<void> {
    this.#live.delete(roomId);
    this.#peaks.delete(roomId);
    const entry = this.#packagers.get(roomId);
    this.#packagers.delete(roomId);
    this.#hlsViewers.delete(roomId);
    await this.#db
      .deleteFrom('live_ingests')
      .where('room_id', '=', roomId)
      .where('node_id', '=', this.deps.nodeId)
      .execute();
    await this.#db
      .updateTable('live_rooms')
      .set({ is_live: 0, heat: 0 })
      .where('room_id', '=', roomId)
      .execute();
    if (!entry) return;
    const recording = await entry.packager.stop();
    rmSync(entry.packager.hlsDir, { recursive: true, force: true });
    if (!recording) return;
    await this.#addReplay(roomId, entry.startedAt, recording.file, recording.bytes);
    await this.#prune();
  }

  /** The recording becomes a replay (server/live/replays.ts): its cover and duration read by ffmpeg. */
  async #addReplay(roomId: number, startedAt: number, path: string, bytes: number): Promise<void> {
    const file = path.slice(this.#replayRoot.length + 1);
    const endedAt = this.#now();
    const { durationMs, cover } = await probeRecording(this.deps.config.ffmpeg, this.#replayRoot, file);
    // NOTE: the cover counts toward the budget with the video (a few tens of kB).
    const coverBytes = cover ? statSync(join(this.#replayRoot, cover)).size : 0;
    const made = await addReplay(this.deps.db, {
      roomId,
      file,
      bytes: bytes + coverBytes,
      cover,
      durationMs: durationMs || endedAt - startedAt,
      startedAt,
      endedAt,
    });
    if (made === undefined) removeReplayFiles(this.#replayRoot, [file, cover].filter(Boolean));
  }

  /** Removes the oldest recordings until the rest fit the budget; their replays go with them. */
  async #prune(): Promise<void> {
    const rows = await this.#db
      .selectFrom('live_recordings')
      .select(['id', 'bytes'])
      .where('pruned', '=', 0)
      .orderBy('ended_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    let total = 0;
    for (const row of rows) {
      total += row.bytes;
      if (total <= this.deps.config.replayBudgetBytes) continue;
      const removed = await removeReplay(this.deps.db, row.id);
      if (removed) removeReplayFiles(this.#replayRoot, removed.files);
    }
  }

  /** Disconnects the room's publisher on this node if the key it pushed with is no longer the room's. */
  async #dropStaleKeys(roomId: number): Promise<void> {
    if (!this.#ingest?.liveRooms().includes(roomId)) return;
    this.#ingest.dropPublishersNot(roomId, await streamKeyHashOf(this.deps.db, roomId));
  }

  async #writeHeat(): Promise<void> {
    for (const roomId of this.#ingest?.liveRooms() ?? []) {
      // NOTE: also a backstop for a key change whose bus message this node missed (Redis away).
      await this.#dropStaleKeys(roomId);
      const viewers = this.viewers(roomId);
      await this.#db
        .updateTable('live_rooms')
        .set({ heat: await broadcastHeat(this.deps.db, roomId, viewers) })
        .where('room_id', '=', roomId)
        .execute();
      await this.#db
        .updateTable('live_ingests')
        .set({ viewers, peak_viewers: this.#peaks.get(roomId) ?? viewers })
        .where('room_id', '=', roomId)
        .where('node_id', '=', this.deps.nodeId)
        .execute();
    }
  }
}
