import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { encodeMessage } from '../../protocol/codec';
import { encodeScoreAlert } from '../../protocol/content';
import { parseScoreAlert, type ScoreAlert } from '../../protocol/sports';
import type { Bus, Topic, Unsubscribe } from '../bus';
import type { Delivery } from '../delivery/types';
import { webPushOf } from '../push';
import { pushGoal } from '../push/notify';
import { roomNodeOf } from '../rooms/fanout';
import type { Database } from '../store';
import { type SportsDb, sportsDb } from './tables';

/** How often a node re-reads which matches to listen to (in play or kicking off soon). */
export const DEFAULT_REFRESH_MS = 15_000;
/** A match is listened to from this long before its kick-off. */
const LISTEN_BEFORE_S = 30 * 60;
const utf8Out = new TextDecoder();

/**
 * The bus topic of one match's score alerts.
 * NOTE: `match:<id>` is not (yet) in the bus's Topic union (server/bus/types.ts); the bus treats
 * topics as opaque names, so the cast is safe. Adding `match:${number}` there removes it.
 */
export function matchTopic(matchId: number): Topic {
  if (!Number.isSafeInteger(matchId) || matchId < 1) throw new RangeError(`bad match id ${matchId}`);
  return `match:${matchId}` as Topic;
}

/** SQL truth of "match m is in play" (protocol/mainApi.ts isMatchInPlay). */
const inPlay = sql<SqlBool>`((m.type_id = 2 and m.status_id between 2 and 9) or (m.type_id <> 2 and m.status_id between 2 and 7))`;

export interface ScoreAlertsDeps {
  db: Kysely<Database>;
  bus: Bus;
  registry: Delivery;
  log: FastifyBaseLogger;
  now: () => number;
  refreshMs?: number;
}

/**
 * This node's side of score alerts. The node driving the feed publishes each alert once on
 * `match:<id>`; every node listens to the topics of the matches in play (or about to kick off)
 * and pushes the alert as `msg_server_msgbox_notify` to its own sockets of the users who follow
 * the match or sit in a live room showing it — unless they switched alerts off.
 */
export class ScoreAlerts {
  readonly #db: SportsDb;
  readonly #topics = new Map<number, Unsubscribe>();
  #timer: NodeJS.Timeout | undefined;
  #refreshing: Promise<void> | undefined;
  /** Alerts delivered to sockets by this node (for tests and metrics). */
  delivered = 0;

  constructor(private readonly deps: ScoreAlertsDeps) {
    this.#db = sportsDb(deps.db);
  }

  /** Listens to the current matches now and every refresh period. */
  start(): Promise<void> {
    this.#timer = setInterval(() => void this.refresh(), this.deps.refreshMs ?? DEFAULT_REFRESH_MS);
    this.#timer.unref();
    return this.refresh();
  }

  stop(): void {
    clearInterval(this.#timer);
    for (const off of this.#topics.values()) off();
    this.#topics.clear();
  }

  /** Match ids this node listens to. */
  watched(): number[] {
    return [...this.#topics.keys()];
  }

  /** Re-reads the matches to listen to: in play, or kicking off within 30 minutes. */
  refresh(): Promise<void> {
    this.#refreshing ??= (async () => {
      try {
        const nowS = Math.floor(this.deps.now() / 1000);
        const rows = await this.#db
          .selectFrom('matches as m')
          .select('m.id')
          .where((eb) =>
            eb.or([
              inPlay,
              eb.and([eb('m.status_id', '=', 1), eb('m.match_time', '<=', nowS + LISTEN_BEFORE_S)]),
            ]),
          )
          .execute();
        const keep = new Set(rows.map((r) => r.id));
        for (const id of keep) await this.watch(id);
        for (const [id, off] of this.#topics) {
          if (keep.has(id)) continue;
          off();
          this.#topics.delete(id);
        }
      } catch (error) {
        this.deps.log.error({ err: error }, 'score alerts: refreshing the watched matches failed');
      } finally {
        this.#refreshing = undefined;
      }
    })();
    return this.#refreshing;
  }

  /** Listens to one match's topic (idempotent); resolves once the subscription is live. */
  async watch(matchId: number): Promise<void> {
    let off = this.#topics.get(matchId);
    if (!off) {
      off = this.deps.bus.subscribe(matchTopic(matchId), (payload) => this.#deliver(payload));
      this.#topics.set(matchId, off);
    }
    await off.ready;
  }

  /** Publishes an alert once to every node (after making sure this node listens to it). */
  async publish(alert: ScoreAlert): Promise<void> {
    await this.watch(alert.match_id);
    await this.deps.bus.publish(matchTopic(alert.match_id), encodeScoreAlert(alert));
    // NOTE: Web Push goes from the one node that publishes, so a follower gets it once.
    const push = webPushOf(this.deps.db);
    if (push) await pushGoal(push, await this.#followersWithAlerts(alert.match_id), alert);
  }

  /** Followers of a match who did not switch score alerts off. */
  async #followersWithAlerts(matchId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('match_follows as f')
      .leftJoin('match_settings as s', 's.uid', 'f.uid')
      .select('f.uid')
      .where('f.match_id', '=', matchId)
      .where((eb) => eb.or([eb('s.alerts', 'is', null), eb('s.alerts', '<>', 0)]))
      .execute();
    return rows.map((r) => r.uid);
  }

  async #deliver(payload: Uint8Array): Promise<void> {
    const alert = parseScoreAlert(utf8Out.decode(payload));
    if (!alert) {
      this.deps.log.error('score alerts: a bad payload on a match topic');
      return;
    }
    const { registry } = this.deps;
    const followers = await this.#db
      .selectFrom('match_follows')
      .select('uid')
      .where('match_id', '=', alert.match_id)
      .execute();
    const uids = new Set(followers.map((f) => f.uid).filter((uid) => registry.local(uid).length > 0));
    const rooms = await this.#db
      .selectFrom('live_rooms')
      .select('room_id')
      .where('match_id', '=', alert.match_id)
      .where('is_live', '=', 1)
      .execute();
    if (rooms.length > 0) {
      const node = roomNodeOf({ bus: this.deps.bus, registry, db: this.deps.db, log: this.deps.log });
      for (const room of rooms) for (const conn of node.localMembers(room.room_id)) uids.add(conn.uid);
    }
    if (uids.size === 0) return;
    const off = await this.#db
      .selectFrom('match_settings')
      .select('uid')
      .where('uid', 'in', [...uids])
      .where('alerts', '=', 0)
      .execute();
    for (const row of off) uids.delete(row.uid);
    const frame = encodeMessage(0, 'msg_server_msgbox_notify', {
      content: encodeScoreAlert(alert),
    });
    for (const uid of uids) {
      for (const conn of registry.local(uid)) {
        if (registry.send(conn, frame)) this.delivered += 1;
      }
    }
  }
}
