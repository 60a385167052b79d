import { MATCH_STATUS, SPORT_TYPE } from '../../protocol/mainApi';
import { FOOTBALL_STAT, MATCH_EVENT } from '../../protocol/sports';
import type { Random } from '../demo/random';
import { benchOf, type LineupSlot, startersOf, type TeamLineup } from './lineup';
import {
  type ClockAnchor,
  type PlayerTotals,
  type Script,
  type ScriptEvent,
  scriptEvent,
  settleScores,
  sortEvents,
} from './script';

const MIN = 60_000;
const HALF_TIME = 15 * MIN;
const BEFORE_EXTRA_TIME = 5 * MIN;
const BEFORE_PENALTIES = 3 * MIN;
const KICK_EVERY = 40_000;

/** The two sides of a match to script. */
export interface SidesInput {
  home: TeamLineup;
  away: TeamLineup;
}

/** A stretch of play: from / to in ms, the clock (s) at its start and the minute its text stops at (45, 90…). */
interface Window {
  from: number;
  to: number;
  clock: number;
  cap: number;
}

/** A Poisson-distributed count (Knuth), for goals and cards. */
export function poisson(rnd: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rnd.next();
  while (p > limit) {
    k += 1;
    p *= rnd.next();
  }
  return k;
}

/** `67'`, or `45+2'` in stoppage time. */
export function minuteText(clock: number, cap: number): string {
  const minute = Math.floor(clock / 60) + 1;
  return minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
}

function pickTime(rnd: Random, windows: readonly Window[]): { at: number; time: string } {
  const total = windows.reduce((sum, w) => sum + (w.to - w.from), 0);
  let u = Math.floor(rnd.next() * total);
  for (const w of windows) {
    const length = w.to - w.from;
    if (u < length) {
      const at = w.from + u;
      return { at, time: minuteText(w.clock + (at - w.from) / 1000, w.cap) };
    }
    u -= length;
  }
  const last = windows[windows.length - 1] as Window;
  return { at: last.from, time: minuteText(last.clock, last.cap) };
}

class Squads {
  readonly on = new Map<number, number>();
  readonly off = new Map<number, number>();
  constructor(readonly sides: Record<1 | 2, TeamLineup>) {
    for (const side of [1, 2] as const)
      for (const p of startersOf(sides[side])) {
        this.on.set(p.id, 0);
        this.off.set(p.id, -1);
      }
  }

  onPitch(side: 1 | 2, at: number): LineupSlot[] {
    return this.sides[side].players.filter((p) => {
      const on = this.on.get(p.id);
      const off = this.off.get(p.id) ?? -1;
      return on !== undefined && on <= at && (off === -1 || off > at);
    });
  }

  /** A player on the pitch at `at`, weighted by role (forwards score most). */
  pick(
    rnd: Random,
    side: 1 | 2,
    at: number,
    weights: Readonly<Record<string, number>>,
  ): LineupSlot | undefined {
    const pool = this.onPitch(side, at).flatMap((p) => Array<LineupSlot>(weights[p.role] ?? 0).fill(p));
    return pool.length === 0 ? undefined : rnd.pick(pool);
  }
}

const SCORER = { F: 6, M: 3, D: 1 };
const FOULER = { F: 1, M: 2, D: 3 };

function status(at: number, statusId: number, time: string): ScriptEvent {
  return scriptEvent({ at, type: MATCH_EVENT.STATUS, status_id: statusId, time });
}

/**
 * A football match: two halves with stoppage time; for a cup match that is level, extra time
 * (statuses 5 and 6) and then penalties (7); goals, cards and substitutions by players on the
 * pitch, and counted statistics over the time played.
 */
export function footballScript(rnd: Random, sides: SidesInput, cup: boolean): Script {
  const squads = new Squads({ 1: sides.home, 2: sides.away });
  const events: ScriptEvent[] = [];
  const h1End = (45 + rnd.int(1, 4)) * MIN;
  const h2Start = h1End + HALF_TIME;
  const h2End = h2Start + (45 + rnd.int(2, 6)) * MIN;
  const regular: Window[] = [
    { from: 0, to: h1End, clock: 0, cap: 45 },
    { from: h2Start, to: h2End, clock: 2700, cap: 90 },
  ];
  const clocks: ClockAnchor[] = [
    { at: 0, clock: 0, rate: 1 },
    { at: h1End, clock: 2700, rate: 0 },
    { at: h2Start, clock: 2700, rate: 1 },
    { at: h2End, clock: 5400, rate: 0 },
  ];
  events.push(status(0, MATCH_STATUS.FIRST_HALF, "1'"));
  events.push(status(h1End, MATCH_STATUS.HALFTIME, "45'"));
  events.push(status(h2Start, MATCH_STATUS.SECOND_HALF, "46'"));

  for (const side of [1, 2] as const) {
    const bench = benchOf(side === 1 ? sides.home : sides.away).filter((p) => p.role !== 'G');
    const subs = Math.min(rnd.int(3, 5), bench.length);
    for (let i = 0; i < subs; i++) {
      const minute = rnd.int(55, 88);
      const at = h2Start + (minute - 45) * MIN + rnd.int(0, 59) * 1000;
      const out = rnd.pick(
        squads.onPitch(side, at).filter((p) => p.role !== 'G' && squads.off.get(p.id) === -1),
      );
      const into = bench[i] as LineupSlot;
      squads.off.set(out.id, at);
      squads.on.set(into.id, at);
      squads.off.set(into.id, -1);
      events.push(
        scriptEvent({
          at,
          type: MATCH_EVENT.SUBSTITUTION,
          position: side,
          time: minuteText(2700 + (at - h2Start) / 1000, 90),
          player_id: into.id,
          player_name: into.name,
          player2_id: out.id,
          player2_name: out.name,
        }),
      );
    }
  }

  const card = (type: number, side: 1 | 2, windows: readonly Window[]) => {
    const { at, time } = pickTime(rnd, windows);
    const player = squads.pick(rnd, side, at, FOULER);
    if (!player || (type === MATCH_EVENT.RED_CARD && squads.off.get(player.id) !== -1)) return;
    if (type === MATCH_EVENT.RED_CARD) squads.off.set(player.id, at);
    events.push(
      scriptEvent({ at, type, position: side, time, player_id: player.id, player_name: player.name }),
    );
  };
  for (const side of [1, 2] as const) {
    if (rnd.next() < 0.1) card(MATCH_EVENT.RED_CARD, side, regular);
    const yellows = poisson(rnd, 1.7);
    for (let i = 0; i < yellows; i++) card(MATCH_EVENT.YELLOW_CARD, side, regular);
  }

  const shotTimes: Record<1 | 2, number[]> = { 1: [], 2: [] };
  const scorerShots = new Map<number, number>();
  const goal = (side: 1 | 2, windows: readonly Window[]) => {
    const { at, time } = pickTime(rnd, windows);
    const roll = rnd.next();
    const other = side === 1 ? 2 : 1;
    if (roll < 0.04) {
      const player = squads.pick(rnd, other, at, { D: 3, M: 1 });
      if (!player) return;
      events.push(
        scriptEvent({
          at,
          type: MATCH_EVENT.OWN_GOAL,
          position: side,
          time,
          player_id: player.id,
          player_name: player.name,
        }),
      );
      return;
    }
    const scorer = squads.pick(rnd, side, at, SCORER);
    if (!scorer) return;
    shotTimes[side].push(at);
    scorerShots.set(scorer.id, (scorerShots.get(scorer.id) ?? 0) + 1);
    const penalty = roll < 0.12;
    const helpers = squads.onPitch(side, at).filter((p) => p.id !== scorer.id && p.role !== 'G');
    const assist = !penalty && helpers.length > 0 && rnd.next() < 0.65 ? rnd.pick(helpers) : undefined;
    events.push(
      scriptEvent({
        at,
        type: penalty ? MATCH_EVENT.PENALTY_GOAL : MATCH_EVENT.GOAL,
        position: side,
        time,
        player_id: scorer.id,
        player_name: scorer.name,
        player2_id: assist?.id ?? 0,
        player2_name: assist?.name ?? '',
      }),
    );
  };
  const strength = rnd.next() * 0.8 - 0.4;
  const goalsOf = (side: 1 | 2) => events.filter((e) => e.position === side && isGoal(e.type)).length;
  for (let i = poisson(rnd, 1.45 + strength); i > 0; i--) goal(1, regular);
  for (let i = poisson(rnd, 1.15 - strength); i > 0; i--) goal(2, regular);

  let end = h2End;
  const played: Window[] = [...regular];
  if (cup && goalsOf(1) === goalsOf(2)) {
    const e1Start = h2End + BEFORE_EXTRA_TIME;
    const e1End = e1Start + (15 + rnd.int(0, 2)) * MIN;
    const e2Start = e1End + MIN;
    const e2End = e2Start + (15 + rnd.int(0, 3)) * MIN;
    const extra: Window[] = [
      { from: e1Start, to: e1End, clock: 5400, cap: 105 },
      { from: e2Start, to: e2End, clock: 6300, cap: 120 },
    ];
    played.push(...extra);
    clocks.push(
      { at: e1Start, clock: 5400, rate: 1 },
      { at: e1End, clock: 6300, rate: 0 },
      { at: e2Start, clock: 6300, rate: 1 },
      { at: e2End, clock: 7200, rate: 0 },
    );
    events.push(
      status(e1Start, MATCH_STATUS.OVERTIME, "91'"),
      status(e2Start, MATCH_STATUS.OVERTIME_2, "106'"),
    );
    for (let i = poisson(rnd, 0.35); i > 0; i--) goal(1, extra);
    for (let i = poisson(rnd, 0.35); i > 0; i--) goal(2, extra);
    end = e2End;
    if (goalsOf(1) === goalsOf(2)) end = shootout(rnd, squads, events, e2End + BEFORE_PENALTIES);
  }
  events.push(status(end, MATCH_STATUS.FINISHED, end === h2End ? "90'" : "120'"));

  const counters = footballCounters(rnd, played, shotTimes);
  const players = playerTotals(rnd, squads, sides, counters, scorerShots);
  const script: Script = {
    sport: SPORT_TYPE.FOOTBALL,
    events: sortEvents(events),
    counters,
    possession: 50 + Math.round(strength * 15) + rnd.int(-4, 4),
    clocks,
    players,
    end,
  };
  settleScores(script, MATCH_STATUS.NOT_STARTED);
  return script;
}

function isGoal(type: number): boolean {
  return type === MATCH_EVENT.GOAL || type === MATCH_EVENT.OWN_GOAL || type === MATCH_EVENT.PENALTY_GOAL;
}

/** Penalties from `start`: five kicks each, then sudden death; returns when the shootout ends. */
function shootout(rnd: Random, squads: Squads, events: ScriptEvent[], start: number): number {
  events.push(status(start, MATCH_STATUS.PENALTIES, "120'"));
  const scored: Record<1 | 2, number> = { 1: 0, 2: 0 };
  const taken: Record<1 | 2, number> = { 1: 0, 2: 0 };
  let at = start;
  const decided = () => {
    if (taken[1] <= 5 && taken[2] <= 5 && !(taken[1] === 5 && taken[2] === 5)) {
      return scored[1] + (5 - taken[1]) < scored[2] || scored[2] + (5 - taken[2]) < scored[1];
    }
    return taken[1] === taken[2] && scored[1] !== scored[2];
  };
  for (let round = 0; round < 30; round++) {
    for (const side of [1, 2] as const) {
      at += KICK_EVERY;
      const takers = squads.onPitch(side, at).filter((p) => p.role !== 'G');
      const taker = takers[(taken[side] * 3 + round) % Math.max(1, takers.length)];
      // NOTE: past 20 rounds the home side misses and the away side scores, so a shootout always ends.
      const goal = round >= 20 ? side === 2 : rnd.next() < 0.76;
      taken[side] += 1;
      if (goal) scored[side] += 1;
      events.push(
        scriptEvent({
          at,
          type: MATCH_EVENT.SHOOTOUT_KICK,
          position: side,
          time: "120'",
          player_id: taker?.id ?? 0,
          player_name: taker?.name ?? '',
          points: goal ? 1 : 0,
        }),
      );
      if (decided()) return at + MIN;
    }
  }
  return at + MIN;
}

function sortedTimes(
  rnd: Random,
  windows: readonly Window[],
  n: number,
  plus: readonly number[] = [],
): number[] {
  const times = [...plus];
  for (let i = 0; i < n; i++) times.push(pickTime(rnd, windows).at);
  return times.sort((a, b) => a - b);
}

function footballCounters(rnd: Random, played: readonly Window[], goals: Record<1 | 2, number[]>) {
  const side = (s: 1 | 2) => {
    const onTarget = sortedTimes(rnd, played, rnd.int(1, 5), goals[s]);
    return {
      onTarget,
      shots: sortedTimes(rnd, played, rnd.int(2, 8), onTarget),
      corners: sortedTimes(rnd, played, rnd.int(1, 9)),
      fouls: sortedTimes(rnd, played, rnd.int(7, 16)),
      attacks: sortedTimes(rnd, played, rnd.int(70, 120)),
      dangerous: sortedTimes(rnd, played, rnd.int(25, 60)),
    };
  };
  const h = side(1);
  const a = side(2);
  return [
    { type: FOOTBALL_STAT.SHOTS, home: h.shots, away: a.shots },
    { type: FOOTBALL_STAT.SHOTS_ON_TARGET, home: h.onTarget, away: a.onTarget },
    { type: FOOTBALL_STAT.CORNERS, home: h.corners, away: a.corners },
    { type: FOOTBALL_STAT.FOULS, home: h.fouls, away: a.fouls },
    { type: FOOTBALL_STAT.ATTACKS, home: h.attacks, away: a.attacks },
    { type: FOOTBALL_STAT.DANGEROUS_ATTACKS, home: h.dangerous, away: a.dangerous },
  ];
}

function playerTotals(
  rnd: Random,
  squads: Squads,
  sides: SidesInput,
  counters: Script['counters'],
  scorerShots: Map<number, number>,
): PlayerTotals[] {
  const out: PlayerTotals[] = [];
  const shotsCounter = counters.find((c) => c.type === FOOTBALL_STAT.SHOTS);
  for (const side of [1, 2] as const) {
    const lineup = side === 1 ? sides.home : sides.away;
    const played = lineup.players.filter((p) => squads.on.has(p.id));
    const shots = new Map(played.map((p) => [p.id, scorerShots.get(p.id) ?? 0]));
    const teamShots = (side === 1 ? shotsCounter?.home : shotsCounter?.away)?.length ?? 0;
    let rest = teamShots - [...shots.values()].reduce((s, n) => s + n, 0);
    const shooters = played.filter((p) => p.role === 'F' || p.role === 'M');
    while (rest > 0 && shooters.length > 0) {
      const p = rnd.pick(shooters);
      shots.set(p.id, (shots.get(p.id) ?? 0) + 1);
      rest -= 1;
    }
    for (const p of played) {
      out.push({
        player_id: p.id,
        position: side,
        on: squads.on.get(p.id) ?? 0,
        off: squads.off.get(p.id) ?? -1,
        minutes: 0,
        shots: shots.get(p.id) ?? 0,
        rebounds: 0,
        steals: 0,
        blocks: 0,
        assists: 0,
      });
    }
  }
  return out;
}
