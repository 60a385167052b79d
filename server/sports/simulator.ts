import type { Kysely } from 'kysely';
import { MATCH_EVENT } from '../../protocol/sports';
import type { Database } from '../store';
import {
  type FeedEvent,
  type FeedListener,
  FeedListeners,
  type MatchRef,
  type SportsFeed,
  scoreAlertFor,
} from './feed';
import { storeAdvance } from './persist';
import { type Script, stateAt } from './script';
import { type SportsDb, sportsDb, sportsTrx } from './tables';
import { ensureWorld, extendWorld } from './world';

/** Events caught up on after a pause longer than this are stored but raise no alert. */
export const STALE_AFTER_MS = 60_000;
/** The name of the simulator's lease (one node plays the matches at a time). */
const LEASE = 'simulator';

export interface SimulatorOptions {
  db: Kysely<Database>;
  /** This node's id (the bus's), holder of the lease while it plays. */
  nodeId: string;
  /** The world's seed (same seed, same leagues, teams and scripts). */
  seed: number;
  /** Seconds of play per real second once a match has kicked off (SPORTS_SPEED); default 1. */
  speed?: number;
  /** ms between ticks; 0 runs no timer (tests call {@link SimulatorFeed.tick}). Default 1000. */
  tickMs?: number;
  /** The clock (ms); tests step it. */
  now?: () => number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

interface DueRow {
  match_id: number;
  progress_ms: number;
  advanced_at: number;
  match_time: number;
  type_id: number;
  short_name_zh: string;
  home_name: string;
  away_name: string;
}

/**
 * The default feed: a simulated world of leagues, teams and matches (server/sports/world.ts)
 * whose matches play forward in real time — kick-offs at their wall-clock time, then `speed`
 * seconds of play per second — by their seeded scripts. Everything is stored as it happens
 * (the match row, events, statistics, line-ups), so a restart resumes where it stopped.
 *
 * With several nodes on one store, one holds a lease and plays; every move of a match is also a
 * guarded update of its progress, so a second player could never store an event twice.
 */
export class SimulatorFeed implements SportsFeed {
  readonly kind = 'simulator';
  readonly #db: SportsDb;
  readonly #raw: Kysely<Database>;
  readonly #listeners: FeedListeners;
  readonly #scripts = new Map<number, Script>();
  readonly #now: () => number;
  readonly #speed: number;
  readonly #tickMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<FeedEvent[]> | undefined;
  #stopped = false;

  constructor(private readonly options: SimulatorOptions) {
    this.#raw = options.db;
    this.#db = sportsDb(options.db);
    this.#now = options.now ?? Date.now;
    this.#speed = options.speed ?? 1;
    this.#tickMs = options.tickMs ?? 1000;
    this.#listeners = new FeedListeners((error) => this.#log('error', 'a feed listener threw', error));
  }

  on(listener: FeedListener): () => void {
    return this.#listeners.add(listener);
  }

  async start(): Promise<void> {
    this.#stopped = false;
    await ensureWorld(this.#raw, this.options.seed, this.#now());
    if (this.#tickMs > 0) {
      const run = () => {
        void this.tick().catch((error: unknown) => this.#log('error', 'simulator tick failed', error));
      };
      run();
      this.#timer = setInterval(run, this.#tickMs);
      this.#timer.unref();
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
    await this.#db
      .deleteFrom('sports_leases')
      .where('name', '=', LEASE)
      .where('node_id', '=', this.options.nodeId)
      .execute();
  }

  /**
   * Plays every match that has kicked off up to now, adds the next slate when due, and reports
   * what happened. Ticks never overlap: a call during a tick gets that tick's result.
   */
  tick(): Promise<FeedEvent[]> {
    this.#running ??= this.#tick().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #tick(): Promise<FeedEvent[]> {
    const now = this.#now();
    if (this.#stopped && this.#tickMs > 0) return [];
    if (!(await this.#holdLease(now))) return [];
    const out: FeedEvent[] = [];
    const created = await extendWorld(this.#raw, now);
    if (created.length > 0) out.push({ type: 'created', match_ids: created });
    const due = await this.#db
      .selectFrom('sim_matches as s')
      .innerJoin('matches as m', 'm.id', 's.match_id')
      .select([
        's.match_id',
        's.progress_ms',
        's.advanced_at',
        'm.match_time',
        'm.type_id',
        'm.short_name_zh',
        'm.home_name',
        'm.away_name',
      ])
      .where('s.done', '=', 0)
      .where('m.match_time', '<=', Math.floor(now / 1000))
      .orderBy('s.match_id')
      .execute();
    for (const row of due) {
      try {
        out.push(...(await this.#advance(row, now)));
      } catch (error) {
        this.#log('error', `simulating match ${row.match_id} failed`, error);
      }
    }
    for (const event of out) this.#listeners.emit(event);
    return out;
  }

  async #holdLease(now: number): Promise<boolean> {
    const until = now + Math.max(10_000, 5 * this.#tickMs);
    const renewed = await this.#db
      .updateTable('sports_leases')
      .set({ node_id: this.options.nodeId, expires_at: until })
      .where('name', '=', LEASE)
      .where((eb) => eb.or([eb('node_id', '=', this.options.nodeId), eb('expires_at', '<', now)]))
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 1) return true;
    const taken = await this.#db
      .insertInto('sports_leases')
      .values({ name: LEASE, node_id: this.options.nodeId, expires_at: until })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async #script(matchId: number): Promise<Script> {
    const known = this.#scripts.get(matchId);
    if (known) return known;
    const row = await this.#db
      .selectFrom('sim_matches')
      .select('script')
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    const script = JSON.parse(row.script) as Script;
    this.#scripts.set(matchId, script);
    return script;
  }

  async #advance(row: DueRow, now: number): Promise<FeedEvent[]> {
    const kickoff = row.match_time * 1000;
    const started = row.advanced_at !== 0;
    const elapsed = now - (started ? row.advanced_at : kickoff);
    if (elapsed <= 0 && started) return [];
    const from = started ? row.progress_ms : -1;
    const to = (started ? row.progress_ms : 0) + Math.floor(Math.max(0, elapsed) * this.#speed);
    const script = await this.#script(row.match_id);
    const after = stateAt(script, to);
    const advance = await this.#db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('sim_matches')
        .set({ progress_ms: to, advanced_at: now, cursor: after.eventCount, done: after.done ? 1 : 0 })
        .where('match_id', '=', row.match_id)
        .where('progress_ms', '=', row.progress_ms)
        .where('advanced_at', '=', row.advanced_at)
        .executeTakeFirst();
      // NOTE: another player moved this match first (a lease handover): store nothing.
      if (Number(moved.numUpdatedRows) !== 1) return undefined;
      return storeAdvance(sportsTrx(trx), row.match_id, script, from, to, now);
    });
    if (after.done) this.#scripts.delete(row.match_id);
    if (!advance) return [];
    const match: MatchRef = {
      id: row.match_id,
      type_id: row.type_id,
      short_name_zh: row.short_name_zh,
      home_name: row.home_name,
      away_name: row.away_name,
    };
    const stale = elapsed > STALE_AFTER_MS;
    const out: FeedEvent[] = [];
    for (const e of advance.events) {
      const event = {
        seq: e.seq,
        type: e.type,
        position: e.position,
        status_id: e.status_id,
        time: e.time,
        points: e.points,
        home_score: e.home_score,
        away_score: e.away_score,
      };
      if (e.type === MATCH_EVENT.STATUS) out.push({ type: 'status', match, status_id: e.status_id, stale });
      const state = stateAt(script, e.at);
      const alert = scoreAlertFor(match, event, { home: state.home_scores, away: state.away_scores });
      out.push({ type: 'event', match, event, alert, stale });
    }
    return out;
  }

  #log(level: 'warn' | 'error', message: string, error?: unknown): void {
    if (this.options.log) this.options.log(level, message, error);
    else console[level](`[sports] ${message}`, error ?? '');
  }
}
