import type { Kysely, Transaction } from 'kysely';
import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import type { League } from '../demo/names';
import { Random } from '../demo/random';
import type { Database } from '../store';
import { SQUAD_ROLES, type WorldTeam } from './lineup';
import { createMatch, type MatchPlan, type Special } from './matchMaker';
import {
  crestPath,
  LEAGUE_DEFS,
  type LeagueDef,
  leagueDef,
  playerNames,
  SLATE_LEAGUES,
  venueOf,
} from './names';
import { type SportsDb, sportsTrx } from './tables';

const MIN = 60_000;
export const DAY = 24 * 60 * MIN;
/** The settings row holding the simulated world's {@link WorldMeta}; it also marks that the world exists. */
export const WORLD_KEY = 'sports.world';
/** Simulated matches are numbered from here (the demo's former first match id). */
export const FIRST_SIM_MATCH_ID = 3_000_001;
/** The schedule is kept filled this far ahead. */
export const DAYS_AHEAD = 3;

/** The world's bookkeeping: slate `d` is the matches around `epoch + d days`. */
export interface WorldMeta {
  epoch: number;
  seed: number;
  /** The next slate to make. */
  nextDay: number;
  nextMatchId: number;
}

const worlds = new Map<number, WorldTeam[]>();

/**
 * The teams and squads of the world of `seed` (the same on every node and start): team ids are
 * league id * 100 + n, player ids team id * 100 + n.
 */
export function worldTeams(seed: number): WorldTeam[] {
  const known = worlds.get(seed);
  if (known) return known;
  const rnd = new Random(seed ^ 0x5eed);
  const teams: WorldTeam[] = [];
  for (const def of LEAGUE_DEFS) {
    def.teams.forEach((name, i) => {
      const id = def.id * 100 + i + 1;
      const roles = SQUAD_ROLES[def.sport];
      const names = playerNames(rnd, roles.length, def.chinese, def.sport);
      const numbers = rnd.shuffle(Array.from({ length: 40 }, (_, k) => k + 2));
      const squad = roles.map((role, k) => ({
        id: id * 100 + k + 1,
        name: names[k] ?? `${name}${k + 1}`,
        // NOTE: the first keeper wears 1; everyone else a distinct number from 2..41.
        shirt_number: k === 0 && role === 'G' ? 1 : (numbers[k] ?? k + 2),
        role,
      }));
      teams.push({ id, league: def, name, venue: venueOf(name, def.sport), squad });
    });
  }
  worlds.set(seed, teams);
  return teams;
}

/** Day 0's slate, around the moment the world is made: matches in play, over and to come (ms from then). */
const DAY0: Readonly<Record<SportType, readonly number[]>> = {
  [SPORT_TYPE.FOOTBALL]: [-25, -75, -50, 60, 180, 300, -180, -300].map((m) => m * MIN),
  [SPORT_TYPE.BASKETBALL]: [-30, -100, 120, 240, -240, -360].map((m) => m * MIN),
  [SPORT_TYPE.ESPORTS]: [-40, 150, -210, 270].map((m) => m * MIN),
};
/** Other days: slot i of a sport kicks off at day start + first + i * step (+ up to 10 minutes). */
const SLOT_TIMES: Readonly<Record<SportType, { first: number; step: number }>> = {
  [SPORT_TYPE.FOOTBALL]: { first: 30 * MIN, step: 80 * MIN },
  [SPORT_TYPE.BASKETBALL]: { first: 45 * MIN, step: 100 * MIN },
  [SPORT_TYPE.ESPORTS]: { first: 60 * MIN, step: 150 * MIN },
};
/** The special cases shown from the start: stopped matches yesterday, postponed and undecided ones tomorrow. */
const FIXED_SPECIALS: Readonly<Record<number, Readonly<Record<string, Special>>>> = {
  [-1]: { '1:1': 'interrupted', '1:4': 'cut_short', '2:2': 'abandoned', '2:3': 'cancelled' },
  1: {
    '1:0': 'postponed',
    '1:5': 'tbd',
    '1:2': 'cancelled',
    '2:1': 'postponed',
    '2:4': 'tbd',
    '3:3': 'postponed',
  },
};

/**
 * The matches of slate `day`: day 0 is placed around the epoch (in play, over, to come); other
 * days from 30 minutes to 11 hours after `epoch + day` days, so no other day's football or
 * basketball falls within 24 hours after the epoch or 12 hours before it.
 */
export function slatePlan(meta: WorldMeta, day: number): MatchPlan[] {
  const rnd = new Random(meta.seed + day * 7919);
  const teams = worldTeams(meta.seed);
  const used = new Set<number>();
  const plans: MatchPlan[] = [];
  for (const sport of [SPORT_TYPE.FOOTBALL, SPORT_TYPE.BASKETBALL, SPORT_TYPE.ESPORTS] as const) {
    SLATE_LEAGUES[sport].forEach((leagueId, slot) => {
      const def = leagueDef(leagueId);
      const pool = def.cup ? def.pool : [def.id];
      const free = rnd.shuffle(teams.filter((t) => pool.includes(t.league.id) && !used.has(t.id)));
      const [home, away] = free;
      if (!home || !away) return;
      used.add(home.id);
      used.add(away.id);
      const timing = SLOT_TIMES[sport];
      const offset =
        day === 0
          ? (DAY0[sport][slot] ?? 0)
          : day * DAY + timing.first + slot * timing.step + rnd.int(0, 10) * MIN;
      let special = FIXED_SPECIALS[day]?.[`${sport}:${slot}`];
      if (!special && day >= 2) {
        const roll = rnd.next();
        special = roll < 0.04 ? 'postponed' : roll < 0.06 ? 'cancelled' : undefined;
      }
      plans.push({
        league: def,
        home,
        away,
        day,
        // NOTE: kick-offs on 5-minute marks, as fixtures are.
        kickoff: Math.round((meta.epoch + offset) / (5 * MIN)) * 5 * MIN,
        special,
      });
    });
  }
  return plans;
}

/** A simulated match as the demo content sees it (server/demo/matches.ts DemoMatch). */
export interface WorldMatch {
  id: number;
  sport: SportType;
  league: League;
  home: string;
  away: string;
  status: number;
  /** Kick-off, ms. */
  at: number;
}

function asLeague(def: LeagueDef, teams: readonly WorldTeam[]): League {
  const pool = def.cup ? def.pool : [def.id];
  return {
    name: def.name,
    sport: def.sport,
    teams: teams.filter((t) => pool.includes(t.league.id)).map((t) => t.name),
  };
}

async function storeWorld(db: SportsDb, seed: number): Promise<void> {
  for (const def of LEAGUE_DEFS) {
    await db
      .insertInto('leagues')
      .values({
        id: def.id,
        type_id: def.sport,
        short_name_zh: def.name,
        color: def.color,
        is_cup: def.cup ? 1 : 0,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  for (const team of worldTeams(seed)) {
    await db
      .insertInto('teams')
      .values({
        id: team.id,
        type_id: team.league.sport,
        league_id: team.league.id,
        name: team.name,
        logo: crestPath(team.name),
        venue: team.venue,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await db
      .insertInto('players')
      .values(team.squad.map((p) => ({ ...p, team_id: team.id })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/** Makes the slates `from..to` (inclusive), playing forward what has kicked off by `now`. */
async function makeSlates(db: SportsDb, meta: WorldMeta, days: number[], now: number): Promise<WorldMatch[]> {
  const teams = worldTeams(meta.seed);
  const out: WorldMatch[] = [];
  let id = meta.nextMatchId;
  for (const day of days) {
    for (const plan of slatePlan(meta, day)) {
      const made = await createMatch(db, meta.seed, id, plan, now);
      out.push({
        id,
        sport: plan.league.sport,
        league: asLeague(plan.league, teams),
        home: plan.home.name,
        away: plan.away.name,
        status: made.status,
        at: plan.kickoff,
      });
      id += 1;
    }
  }
  meta.nextMatchId = id;
  return out;
}

/**
 * Makes the simulated world in `trx` on a fresh database: leagues, teams with crests, squads,
 * and the slates of yesterday, today and the next {@link DAYS_AHEAD} days; matches that have
 * kicked off are played forward to `now`. A settings row marks the world, so it is made once
 * (two nodes starting together on one PostgreSQL make it once). Returns today's matches, or an
 * empty list when the world already existed.
 */
export async function seedWorld(
  trx: Transaction<Database>,
  seed: number,
  now: number,
): Promise<{ created: boolean; today: WorldMatch[] }> {
  const db = sportsTrx(trx);
  const meta: WorldMeta = { epoch: now, seed, nextDay: DAYS_AHEAD + 1, nextMatchId: FIRST_SIM_MATCH_ID };
  const marked = await db
    .insertInto('settings')
    .values({ key: WORLD_KEY, value: JSON.stringify(meta), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!marked) return { created: false, today: [] };
  await storeWorld(db, seed);
  const today = await makeSlates(db, meta, [0], now);
  await makeSlates(db, meta, [-1, 1, 2, 3], now);
  await db
    .updateTable('settings')
    .set({ value: JSON.stringify(meta) })
    .where('key', '=', WORLD_KEY)
    .execute();
  return { created: true, today };
}

/** {@link seedWorld} in its own transaction. */
export function ensureWorld(db: Kysely<Database>, seed: number, now: number) {
  return db.transaction().execute((trx) => seedWorld(trx, seed, now));
}

/** The stored world bookkeeping, or undefined before the world is made. */
export async function readWorld(db: Kysely<Database>): Promise<{ meta: WorldMeta; raw: string } | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', WORLD_KEY).executeTakeFirst();
  return row ? { meta: JSON.parse(row.value) as WorldMeta, raw: row.value } : undefined;
}

/**
 * Adds the next slate when the schedule reaches less than {@link DAYS_AHEAD} days ahead of
 * `now`, so the demo never runs dry. The bookkeeping row is moved with a guarded update, so two
 * nodes never make the same slate. Returns the new match ids.
 */
export async function extendWorld(db: Kysely<Database>, now: number): Promise<number[]> {
  const world = await readWorld(db);
  if (!world || world.meta.epoch + world.meta.nextDay * DAY > now + DAYS_AHEAD * DAY) return [];
  return db.transaction().execute(async (trx) => {
    const meta = { ...world.meta };
    const day = meta.nextDay;
    const next: WorldMeta = {
      ...meta,
      nextDay: day + 1,
      nextMatchId: meta.nextMatchId + slatePlan(meta, day).length,
    };
    // NOTE: the guarded move comes first: a second node waits on the row, then finds it changed.
    const moved = await trx
      .updateTable('settings')
      .set({ value: JSON.stringify(next), updated_at: now })
      .where('key', '=', WORLD_KEY)
      .where('value', '=', world.raw)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return [];
    const made = await makeSlates(sportsTrx(trx), meta, [day], now);
    return made.map((m) => m.id);
  });
}
