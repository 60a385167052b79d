import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import type { Random } from '../demo/random';
import type { LeagueDef } from './names';

/** A player of a squad. */
export interface SquadPlayer {
  id: number;
  name: string;
  shirt_number: number;
  role: string;
}

/** A player in a match's line-up; x / y place football starters on the pitch (percent). */
export interface LineupSlot extends SquadPlayer {
  starter: boolean;
  x: number;
  y: number;
  captain: boolean;
}

/** One side's line-up: starters first, then the bench. */
export interface TeamLineup {
  formation: string;
  players: LineupSlot[];
}

/** The roles of a squad, by sport: football 2 G, 7 D, 6 M, 5 F (20); basketball 12; esports 7. */
export const SQUAD_ROLES: Readonly<Record<SportType, readonly string[]>> = {
  [SPORT_TYPE.FOOTBALL]: [
    ...Array<string>(2).fill('G'),
    ...Array<string>(7).fill('D'),
    ...Array<string>(6).fill('M'),
    ...Array<string>(5).fill('F'),
  ],
  [SPORT_TYPE.BASKETBALL]: ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'SG', 'PF'],
  [SPORT_TYPE.ESPORTS]: ['TOP', 'JUG', 'MID', 'ADC', 'SUP', 'MID', 'JUG'],
};

/** Football formations: defenders, then midfield lines, then forwards. */
const FORMATIONS: Readonly<Record<string, readonly number[]>> = {
  '4-3-3': [4, 3, 3],
  '4-4-2': [4, 4, 2],
  '4-2-3-1': [4, 2, 3, 1],
  '3-5-2': [3, 5, 2],
};

/** Depth (y, percent of the team's own half, 0 at its goal) of each line after the keeper. */
function lineDepths(lines: number): number[] {
  const first = 22;
  const last = 88;
  return Array.from({ length: lines }, (_, i) => Math.round(first + ((last - first) * i) / (lines - 1)));
}

function spread(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.round(((i + 1) * 100) / (n + 1)));
}

/** The roles a formation's lines take: the first line D, the last F, the ones between M. */
function lineRoles(lines: number): string[] {
  return Array.from({ length: lines }, (_, i) => (i === 0 ? 'D' : i === lines - 1 ? 'F' : 'M'));
}

function take(pool: SquadPlayer[], role: string, fallbackRoles: readonly string[]): SquadPlayer {
  const index = pool.findIndex((p) => p.role === role);
  const found = index >= 0 ? index : pool.findIndex((p) => fallbackRoles.includes(p.role));
  const [player] = pool.splice(Math.max(found, 0), 1);
  if (!player) throw new RangeError('a squad is too small for its line-up');
  return player;
}

/**
 * Picks a side's line-up from its squad: football a formation with x / y per starter and seven
 * (or more) on the bench; basketball one starter per position; esports five and the rest.
 */
export function pickLineup(sport: SportType, squad: readonly SquadPlayer[], rnd: Random): TeamLineup {
  const pool = rnd.shuffle(squad);
  const slots: LineupSlot[] = [];
  let formation = '';
  if (sport === SPORT_TYPE.FOOTBALL) {
    formation = rnd.pick(Object.keys(FORMATIONS));
    const lines = FORMATIONS[formation] ?? [4, 4, 2];
    slots.push({ ...take(pool, 'G', []), starter: true, x: 50, y: 4, captain: false });
    const roles = lineRoles(lines.length);
    const depths = lineDepths(lines.length);
    lines.forEach((n, line) => {
      const xs = spread(n);
      for (let i = 0; i < n; i++) {
        const player = take(pool, roles[line] ?? 'M', ['M', 'D', 'F']);
        slots.push({ ...player, starter: true, x: xs[i] ?? 50, y: depths[line] ?? 50, captain: false });
      }
    });
  } else {
    const starters =
      sport === SPORT_TYPE.BASKETBALL ? ['PG', 'SG', 'SF', 'PF', 'C'] : SQUAD_ROLES[sport].slice(0, 5);
    for (const role of starters) {
      slots.push({ ...take(pool, role, []), starter: true, x: 0, y: 0, captain: false });
    }
  }
  const captain = rnd.pick(slots.filter((s) => s.role !== 'G'));
  captain.captain = true;
  for (const player of pool.sort((a, b) => a.shirt_number - b.shirt_number))
    slots.push({ ...player, starter: false, x: 0, y: 0, captain: false });
  return { formation, players: slots };
}

/** The starters of a line-up. */
export function startersOf(lineup: TeamLineup): LineupSlot[] {
  return lineup.players.filter((p) => p.starter);
}

/** The bench of a line-up. */
export function benchOf(lineup: TeamLineup): LineupSlot[] {
  return lineup.players.filter((p) => !p.starter);
}

/** A team of the simulated world with its squad. */
export interface WorldTeam {
  id: number;
  league: LeagueDef;
  name: string;
  venue: string;
  squad: SquadPlayer[];
}
