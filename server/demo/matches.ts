import type { Transaction } from 'kysely';
import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import type { Database } from '../store';
import { type League, leaguesOf } from './names';
import type { Random } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Demo matches are numbered from here (up to 1,000 of them). */
export const FIRST_MATCH_ID = 3_000_001;

export function crestUrl(team: string): string {
  return `/demo-img/crest/${encodeURIComponent(team)}.svg`;
}

export interface DemoMatch {
  id: number;
  sport: SportType;
  league: League;
  home: string;
  away: string;
  status: number;
  /** ms */
  at: number;
}

interface Plan {
  status: number;
  /** ms from now */
  offset: number;
}

/** Football: two halves in play, one at half time, three to come, two finished. */
const FOOTBALL_PLAN: readonly Plan[] = [
  { status: MATCH_STATUS.FIRST_HALF, offset: -25 * MINUTE },
  { status: MATCH_STATUS.SECOND_HALF, offset: -75 * MINUTE },
  { status: MATCH_STATUS.HALFTIME, offset: -50 * MINUTE },
  { status: MATCH_STATUS.NOT_STARTED, offset: 1 * HOUR },
  { status: MATCH_STATUS.NOT_STARTED, offset: 3 * HOUR },
  { status: MATCH_STATUS.NOT_STARTED, offset: 5 * HOUR },
  { status: MATCH_STATUS.FINISHED, offset: -3 * HOUR },
  { status: MATCH_STATUS.FINISHED, offset: -5 * HOUR },
];
/** Basketball: second and fourth quarter in play, two to come, two finished. */
const BASKETBALL_PLAN: readonly Plan[] = [
  { status: BASKETBALL_STATUS.Q2, offset: -30 * MINUTE },
  { status: BASKETBALL_STATUS.Q4, offset: -100 * MINUTE },
  { status: BASKETBALL_STATUS.NOT_STARTED, offset: 2 * HOUR },
  { status: BASKETBALL_STATUS.NOT_STARTED, offset: 4 * HOUR },
  { status: BASKETBALL_STATUS.FINISHED, offset: -4 * HOUR },
  { status: BASKETBALL_STATUS.FINISHED, offset: -6 * HOUR },
];

function planMatches(rnd: Random, now: number): DemoMatch[] {
  const out: DemoMatch[] = [];
  const plans: [SportType, readonly Plan[]][] = [
    [SPORT_TYPE.FOOTBALL, FOOTBALL_PLAN],
    [SPORT_TYPE.BASKETBALL, BASKETBALL_PLAN],
  ];
  for (const [sport, plan] of plans) {
    // NOTE: each league deals its teams from a shuffled deck, so no team plays twice today.
    const decks = new Map(leaguesOf(sport).map((l) => [l, rnd.shuffle(l.teams)]));
    plan.forEach((p, i) => {
      const league = [...decks.keys()][i % decks.size] as League;
      const deck = decks.get(league) ?? [];
      out.push({
        id: FIRST_MATCH_ID + out.length,
        sport,
        league,
        home: deck.pop() ?? '主队',
        away: deck.pop() ?? '客队',
        status: p.status,
        at: now + p.offset,
      });
    });
  }
  return out;
}

function scoresOf(rnd: Random, m: DemoMatch): [number[], number[]] {
  if (m.sport === SPORT_TYPE.FOOTBALL) {
    if (m.status === MATCH_STATUS.NOT_STARTED) return [[], []];
    return [[rnd.int(0, 3)], [rnd.int(0, 2)]];
  }
  const periods = m.status === BASKETBALL_STATUS.NOT_STARTED ? 0 : m.status === BASKETBALL_STATUS.Q2 ? 2 : 4;
  const quarter = () => Array.from({ length: periods }, () => rnd.int(18, 34));
  return [quarter(), quarter()];
}

/** True for a match in play or still to come (a demo room shows it). */
export function isPlayingOrNext(m: DemoMatch): boolean {
  return m.sport === SPORT_TYPE.FOOTBALL
    ? m.status <= MATCH_STATUS.PENALTIES
    : m.status <= BASKETBALL_STATUS.OVERTIME;
}

/** Plans today's demo matches around `now` and stores them. */
export async function insertMatches(
  trx: Transaction<Database>,
  rnd: Random,
  now: number,
): Promise<DemoMatch[]> {
  const matches = planMatches(rnd, now);
  for (const m of matches) {
    const [home, away] = scoresOf(rnd, m);
    await trx
      .insertInto('matches')
      .values({
        id: m.id,
        type_id: m.sport,
        short_name_zh: m.league.name,
        home_name: m.home,
        away_name: m.away,
        home_log: crestUrl(m.home),
        away_log: crestUrl(m.away),
        status_id: m.status,
        match_time: Math.floor(m.at / 1000),
        home_scores: JSON.stringify(home),
        away_scores: JSON.stringify(away),
      })
      .execute();
  }
  return matches;
}
