import { readFile, stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { footballScore, usesBasketballStatus } from '../../protocol/sports';
import type { Database } from '../store';
import {
  type FeedEvent,
  type FeedListener,
  FeedListeners,
  type MatchRef,
  type SportsFeed,
  scoreAlertFor,
} from './feed';
import { type FeedFile, parseFeedFile, SportsFeedError } from './jsonFormat';
import { insertBatches } from './persist';
import { type SportsTrx, sportsDb } from './tables';

export { SportsFeedError } from './jsonFormat';

export interface JsonFileFeedOptions {
  db: Kysely<Database>;
  path: string;
  /** How often the file's modification time is checked (ms); 0 imports once. Default 5000. */
  pollMs?: number;
  now?: () => number;
  log?: (level: 'warn' | 'error', message: string, error?: unknown) => void;
}

/**
 * A feed read from a JSON file (docs/sports-feed.md), so a real data provider can be plugged in:
 * a provider's adapter rewrites the file and the server imports it again when it changes.
 * Leagues, teams and matches are upserted; events are appended by their position in the list;
 * statistics are replaced. A file with a bad field is refused whole ({@link SportsFeedError}).
 */
export class JsonFileFeed implements SportsFeed {
  readonly kind = 'file';
  readonly #listeners: FeedListeners;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #lastMtime = -1;
  #importing: Promise<unknown> | undefined;

  constructor(private readonly options: JsonFileFeedOptions) {
    this.#now = options.now ?? Date.now;
    this.#listeners = new FeedListeners((error) => this.#log('error', 'a feed listener threw', error));
  }

  on(listener: FeedListener): () => void {
    return this.#listeners.add(listener);
  }

  async start(): Promise<void> {
    await this.#poll();
    const every = this.options.pollMs ?? 5000;
    if (every > 0) {
      this.#timer = setInterval(() => void this.#poll(), every);
      this.#timer.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#importing;
  }

  async #poll(): Promise<void> {
    try {
      const { mtimeMs } = await stat(this.options.path);
      if (mtimeMs === this.#lastMtime) return;
      this.#lastMtime = mtimeMs;
      await this.importFile();
    } catch (error) {
      this.#log('error', `importing ${this.options.path} failed`, error);
    }
  }

  /**
   * Imports the file now and reports the changes.
   *
   * @throws {SportsFeedError} for a bad file or a match id the simulator owns; nothing is written.
   */
  importFile(): Promise<FeedEvent[]> {
    const run = (async () => {
      const feed = parseFeedFile(await readFile(this.options.path, 'utf8'));
      const events = await this.importParsed(feed);
      for (const event of events) this.#listeners.emit(event);
      return events;
    })();
    this.#importing = run.catch(() => undefined);
    return run;
  }

  /** Stores a parsed file in one transaction; returns what changed (new events, alerts). */
  importParsed(feed: FeedFile): Promise<FeedEvent[]> {
    const now = this.#now();
    return sportsDb(this.options.db)
      .transaction()
      .execute(async (trx) => {
        for (const l of feed.leagues) {
          await trx
            .insertInto('leagues')
            .values(l)
            .onConflict((oc) => oc.column('id').doUpdateSet({ ...l }))
            .execute();
        }
        for (const t of feed.teams) {
          await trx
            .insertInto('teams')
            .values(t)
            .onConflict((oc) => oc.column('id').doUpdateSet({ ...t }))
            .execute();
        }
        const out: FeedEvent[] = [];
        const teams = new Map(feed.teams.map((t) => [t.id, t]));
        const leagues = new Map(feed.leagues.map((l) => [l.id, l]));
        for (const [i, m] of feed.matches.entries()) {
          const home = teams.get(m.home_team_id);
          const away = teams.get(m.away_team_id);
          const league = leagues.get(m.league_id);
          if (!home || !away || !league) continue;
          const before = await trx
            .selectFrom('matches')
            .select(['source', 'home_scores', 'away_scores'])
            .where('id', '=', m.id)
            .executeTakeFirst();
          if (before && before.source !== 'file')
            throw new SportsFeedError(`matches[${i}].id`, `match ${m.id} belongs to another feed`);
          const row = {
            type_id: m.type_id,
            short_name_zh: league.short_name_zh,
            home_name: home.name,
            away_name: away.name,
            home_log: home.logo,
            away_log: away.logo,
            status_id: m.status_id,
            match_time: m.match_time,
            home_scores: JSON.stringify(m.home_scores),
            away_scores: JSON.stringify(m.away_scores),
            league_id: m.league_id,
            home_team_id: m.home_team_id,
            away_team_id: m.away_team_id,
            venue: m.venue || home.venue,
            round_name: m.round,
            clock_seconds: m.clock_seconds,
            home_penalty: m.home_penalty,
            away_penalty: m.away_penalty,
            source: 'file',
            updated_at: now,
          };
          await trx
            .insertInto('matches')
            .values({ id: m.id, ...row })
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
          const ref: MatchRef = {
            id: m.id,
            type_id: m.type_id,
            short_name_zh: league.short_name_zh,
            home_name: home.name,
            away_name: away.name,
          };
          out.push(...(await this.#events(trx, m, ref, now)));
          if (!m.events && before && !usesBasketballStatus(m.type_id)) {
            out.push(...scoreRise(ref, m, before));
          }
          if (m.stats) {
            await trx.deleteFrom('match_stats').where('match_id', '=', m.id).execute();
            await insertBatches(
              trx,
              'match_stats',
              m.stats.map((s) => ({ match_id: m.id, ...s })),
            );
          }
        }
        return out;
      });
  }

  async #events(
    trx: SportsTrx,
    m: FeedFile['matches'][number],
    ref: MatchRef,
    now: number,
  ): Promise<FeedEvent[]> {
    if (!m.events) return [];
    const last = await trx
      .selectFrom('match_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .where('match_id', '=', m.id)
      .executeTakeFirst();
    const stored = Number(last?.seq ?? 0);
    const added = m.events.slice(stored).map((e, k) => ({ ...e, seq: stored + k + 1 }));
    await insertBatches(
      trx,
      'match_events',
      added.map((e) => ({
        match_id: m.id,
        seq: e.seq,
        type: e.type,
        position: e.position,
        time_text: e.time,
        status_id: e.status_id,
        player_id: 0,
        player_name: e.player_name,
        player2_id: 0,
        player2_name: e.player2_name,
        points: e.points,
        home_score: e.home_score,
        away_score: e.away_score,
        created_at: now,
      })),
    );
    return added.map((e) => {
      const event = { ...e };
      // NOTE: a file event carries the score after it; football and esports read it as the first entry.
      const scores = usesBasketballStatus(m.type_id)
        ? { home: m.home_scores, away: m.away_scores }
        : { home: [e.home_score], away: [e.away_score] };
      return {
        type: 'event',
        match: ref,
        event,
        alert: scoreAlertFor(ref, event, scores),
        stale: false,
      } as const;
    });
  }

  #log(level: 'warn' | 'error', message: string, error?: unknown): void {
    if (this.options.log) this.options.log(level, message, error);
    else console[level](`[sports] ${message}`, error ?? '');
  }
}

/** A football or esports score that went up in a file without events: one alert per side that scored. */
function scoreRise(
  ref: MatchRef,
  m: FeedFile['matches'][number],
  before: { home_scores: string; away_scores: string },
): FeedEvent[] {
  const old = [
    footballScore(JSON.parse(before.home_scores) as number[]),
    footballScore(JSON.parse(before.away_scores) as number[]),
  ];
  const now = [footballScore(m.home_scores), footballScore(m.away_scores)];
  const out: FeedEvent[] = [];
  for (const position of [1, 2] as const) {
    if ((now[position - 1] ?? 0) <= (old[position - 1] ?? 0)) continue;
    const event = {
      seq: 0,
      type: 1,
      position,
      status_id: m.status_id,
      time: '',
      points: 0,
      home_score: now[0] ?? 0,
      away_score: now[1] ?? 0,
    };
    out.push({
      type: 'event',
      match: ref,
      event,
      alert: scoreAlertFor(ref, event, { home: m.home_scores, away: m.away_scores }),
      stale: false,
    });
  }
  return out;
}
