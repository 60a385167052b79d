import { SPORT_TYPE } from '../../protocol/mainApi';
import { MATCH_EVENT } from '../../protocol/sports';
import { clockAt, type MatchState, type Script, type ScriptEvent, stateAt } from './script';
import type { PlayerStatsTable, SportsDb } from './tables';

/** Rows are inserted this many at a time (well under SQLite's and PostgreSQL's parameter limits). */
const BATCH = 100;

/** What one advance of a match stored: the events it added, and the state before and after. */
export interface Advance {
  match_id: number;
  before: MatchState;
  after: MatchState;
  /** The events added, with their `seq` (1-based, in order). */
  events: (ScriptEvent & { seq: number })[];
}

/** Inserts rows in batches. */
export async function insertBatches<T extends keyof SportsInsertables>(
  db: SportsDb,
  table: T,
  rows: readonly SportsInsertables[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // NOTE: the table union is too wide for Kysely to check one generic insert; rows are typed by the map.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

/** The insert row types of the tables written in batches. */
export interface SportsInsertables {
  match_events: {
    match_id: number;
    seq: number;
    type: number;
    position: number;
    time_text: string;
    status_id: number;
    player_id: number;
    player_name: string;
    player2_id: number;
    player2_name: string;
    points: number;
    home_score: number;
    away_score: number;
    created_at: number;
  };
  match_stats: { match_id: number; type: number; home: number; away: number };
  player_stats: PlayerStatRow;
  match_lineups: {
    match_id: number;
    player_id: number;
    position: number;
    name: string;
    shirt_number: number;
    role: string;
    starter: number;
    x: number;
    y: number;
    captain: number;
  };
}

/** One player's statistics row, as stored. */
export type PlayerStatRow = PlayerStatsTable;

/** Every player's line at `progress`: event counts exactly, other totals reached linearly over the script. */
export function playerLines(matchId: number, script: Script, progress: number): PlayerStatRow[] {
  const t = Math.min(progress, script.end);
  const share = script.end <= 0 ? 1 : Math.max(0, Math.min(1, t / script.end));
  const happened = script.events.filter((e) => e.at <= t);
  return script.players
    .filter((p) => p.on <= t)
    .map((p) => {
      const mine = (type: number, where: (e: ScriptEvent) => boolean = () => true) =>
        happened.filter((e) => e.type === type && e.player_id === p.player_id && where(e)).length;
      const points = happened
        .filter((e) => e.type === MATCH_EVENT.POINTS && e.player_id === p.player_id)
        .reduce((sum, e) => sum + e.points, 0);
      const off = p.off === -1 ? t : Math.min(p.off, t);
      const minutes =
        script.sport === SPORT_TYPE.FOOTBALL
          ? Math.max(0, Math.floor((clockAt(script, off) - clockAt(script, p.on)) / 60))
          : Math.floor(p.minutes * share);
      return {
        match_id: matchId,
        player_id: p.player_id,
        position: p.position,
        minutes,
        goals: mine(MATCH_EVENT.GOAL) + mine(MATCH_EVENT.PENALTY_GOAL),
        assists:
          script.sport === SPORT_TYPE.FOOTBALL
            ? happened.filter(
                (e) =>
                  (e.type === MATCH_EVENT.GOAL || e.type === MATCH_EVENT.PENALTY_GOAL) &&
                  e.player2_id === p.player_id,
              ).length
            : Math.floor(p.assists * share),
        shots: Math.max(mine(MATCH_EVENT.GOAL), Math.floor(p.shots * share)),
        yellow_cards: mine(MATCH_EVENT.YELLOW_CARD),
        red_cards: mine(MATCH_EVENT.RED_CARD),
        points,
        rebounds: Math.floor(p.rebounds * share),
        steals: Math.floor(p.steals * share),
        blocks: Math.floor(p.blocks * share),
        three_points: mine(MATCH_EVENT.POINTS, (e) => e.points === 3),
        free_throws: mine(MATCH_EVENT.POINTS, (e) => e.points === 1),
        fouls: 0,
      };
    });
}

/**
 * Stores a scripted match moving from `from` to `to` ms of play: the new events, the match row
 * (status, scores, clock, penalties), and — when anything but the clock changed, or a minute of
 * play passed — its team and player statistics. Run it inside the transaction that also moves
 * the match's `sim_matches` row (see server/sports/simulator.ts).
 */
export async function storeAdvance(
  db: SportsDb,
  matchId: number,
  script: Script,
  from: number,
  to: number,
  now: number,
): Promise<Advance> {
  const before = stateAt(script, from);
  const after = stateAt(script, to);
  const added = script.events
    .slice(before.eventCount, after.eventCount)
    .map((e, i) => ({ ...e, seq: before.eventCount + i + 1 }));
  await insertBatches(
    db,
    'match_events',
    added.map((e) => ({
      match_id: matchId,
      seq: e.seq,
      type: e.type,
      position: e.position,
      time_text: e.time,
      status_id: e.status_id,
      player_id: e.player_id,
      player_name: e.player_name,
      player2_id: e.player2_id,
      player2_name: e.player2_name,
      points: e.points,
      home_score: e.home_score,
      away_score: e.away_score,
      created_at: now,
    })),
  );
  await db
    .updateTable('matches')
    .set({
      status_id: after.status_id,
      home_scores: JSON.stringify(after.home_scores),
      away_scores: JSON.stringify(after.away_scores),
      home_penalty: after.home_penalty,
      away_penalty: after.away_penalty,
      clock_seconds: after.clock_seconds,
      updated_at: now,
    })
    .where('id', '=', matchId)
    .execute();
  const minutePassed = Math.floor(from / 60_000) !== Math.floor(to / 60_000);
  if (added.length > 0 || minutePassed || after.done) {
    await db.deleteFrom('match_stats').where('match_id', '=', matchId).execute();
    await insertBatches(
      db,
      'match_stats',
      after.stats.map((s) => ({ match_id: matchId, ...s })),
    );
    await db.deleteFrom('player_stats').where('match_id', '=', matchId).execute();
    await insertBatches(db, 'player_stats', playerLines(matchId, script, to));
  }
  return { match_id: matchId, before, after, events: added };
}
