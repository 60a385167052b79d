import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { Random } from '../demo/random';
import { basketballScript, esportsScript } from './basketball';
import { footballScript } from './football';
import type { WorldTeam } from './lineup';
import { pickLineup, type TeamLineup } from './lineup';
import { crestPath, type LeagueDef, matchSeed, roundName } from './names';
import { insertBatches, storeAdvance } from './persist';
import { cutScript, type Script } from './script';
import type { SportsDb } from './tables';

const MIN = 60_000;

/** How a match departs from the normal course: never played, or stopped part-way for good. */
export type Special = 'postponed' | 'cancelled' | 'tbd' | 'interrupted' | 'cut_short' | 'abandoned';

/** One match of a slate, before it is stored. */
export interface MatchPlan {
  league: LeagueDef;
  home: WorldTeam;
  away: WorldTeam;
  day: number;
  /** ms */
  kickoff: number;
  special?: Special | undefined;
}

/** The status a never-played special match shows, by sport's status set. */
function staticStatus(sport: SportType, special: Special): number | undefined {
  const basketball = sport === SPORT_TYPE.BASKETBALL;
  if (special === 'postponed') return basketball ? BASKETBALL_STATUS.POSTPONED : MATCH_STATUS.POSTPONED;
  if (special === 'cancelled') return basketball ? BASKETBALL_STATUS.CANCELLED : MATCH_STATUS.CANCELLED;
  if (special === 'tbd') return basketball ? BASKETBALL_STATUS.TBD : MATCH_STATUS.TBD;
  return undefined;
}

/** The final status a match stopped part-way ends in. */
function cutStatus(sport: SportType, special: Special): number {
  if (sport === SPORT_TYPE.BASKETBALL)
    return special === 'interrupted' ? BASKETBALL_STATUS.INTERRUPTED : BASKETBALL_STATUS.ABANDONED;
  return special === 'interrupted' ? MATCH_STATUS.INTERRUPTED : MATCH_STATUS.CUT_SHORT;
}

/** The line-ups and script of a planned match; the same for the same seed, id and plan. */
export function scriptMatch(
  seed: number,
  id: number,
  plan: MatchPlan,
): { home: TeamLineup; away: TeamLineup; script: Script } {
  const rnd = new Random(matchSeed(seed, id));
  const sport = plan.league.sport;
  const home = pickLineup(sport, plan.home.squad, rnd);
  const away = pickLineup(sport, plan.away.squad, rnd);
  const sides = { home, away };
  let script =
    sport === SPORT_TYPE.FOOTBALL
      ? footballScript(rnd, sides, plan.league.cup)
      : sport === SPORT_TYPE.BASKETBALL
        ? basketballScript(rnd, sides)
        : esportsScript(rnd, sides, plan.league.bestOf);
  if (plan.special && staticStatus(sport, plan.special) === undefined) {
    const range =
      sport === SPORT_TYPE.BASKETBALL ? [30, 100] : sport === SPORT_TYPE.ESPORTS ? [20, 50] : [20, 85];
    const at = rnd.int(range[0] ?? 20, range[1] ?? 60) * MIN;
    script = cutScript(script, Math.min(at, script.end - MIN), cutStatus(sport, plan.special));
  }
  return { home, away, script };
}

/**
 * Stores a planned match (row, line-ups, the simulator's state with its script) and, when it
 * has kicked off by `now`, plays it forward to now at real speed. Returns the status it has then.
 */
export async function createMatch(
  db: SportsDb,
  seed: number,
  id: number,
  plan: MatchPlan,
  now: number,
): Promise<{ status: number }> {
  const sport = plan.league.sport;
  const fixed = plan.special ? staticStatus(sport, plan.special) : undefined;
  const played = fixed === undefined ? scriptMatch(seed, id, plan) : undefined;
  const initial = sport === SPORT_TYPE.BASKETBALL ? BASKETBALL_STATUS.NOT_STARTED : MATCH_STATUS.NOT_STARTED;
  await db
    .insertInto('matches')
    .values({
      id,
      type_id: sport,
      short_name_zh: plan.league.name,
      home_name: plan.home.name,
      away_name: plan.away.name,
      home_log: crestPath(plan.home.name),
      away_log: crestPath(plan.away.name),
      status_id: fixed ?? initial,
      match_time: Math.floor(plan.kickoff / 1000),
      home_scores: '[]',
      away_scores: '[]',
      league_id: plan.league.id,
      home_team_id: plan.home.id,
      away_team_id: plan.away.id,
      venue: plan.home.venue,
      round_name: roundName(plan.league, plan.day),
      home_formation: played?.home.formation ?? '',
      away_formation: played?.away.formation ?? '',
      source: 'sim',
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('sim_matches')
    .values({
      match_id: id,
      script: played ? JSON.stringify(played.script) : '',
      progress_ms: 0,
      advanced_at: 0,
      cursor: 0,
      done: played ? 0 : 1,
    })
    .execute();
  if (!played) return { status: fixed ?? initial };
  const lineupRows = ([1, 2] as const).flatMap((position) =>
    (position === 1 ? played.home : played.away).players.map((p) => ({
      match_id: id,
      player_id: p.id,
      position,
      name: p.name,
      shirt_number: p.shirt_number,
      role: p.role,
      starter: p.starter ? 1 : 0,
      x: p.x,
      y: p.y,
      captain: p.captain ? 1 : 0,
    })),
  );
  await insertBatches(db, 'match_lineups', lineupRows);
  if (plan.kickoff > now) return { status: initial };
  const progress = now - plan.kickoff;
  const advance = await storeAdvance(db, id, played.script, -1, progress, now);
  await db
    .updateTable('sim_matches')
    .set({
      progress_ms: progress,
      advanced_at: now,
      cursor: advance.after.eventCount,
      done: advance.after.done ? 1 : 0,
    })
    .where('match_id', '=', id)
    .execute();
  return { status: advance.after.status_id };
}
