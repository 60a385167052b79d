import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE } from '../../protocol/mainApi';
import { BASKETBALL_STAT, ESPORTS_STAT, MATCH_EVENT } from '../../protocol/sports';
import type { Random } from '../demo/random';
import type { SidesInput } from './football';
import { type LineupSlot, startersOf } from './lineup';
import {
  type ClockAnchor,
  type Counter,
  HIDDEN_COUNTER,
  type PlayerTotals,
  type Script,
  type ScriptEvent,
  scriptEvent,
  settleScores,
  sortEvents,
} from './script';

const MIN = 60_000;
/** A quarter takes 25 minutes of real time for its 12 minutes of game clock; an overtime 10 for 5. */
const QUARTER = 25 * MIN;
const OVERTIME = 10 * MIN;
const QUARTER_CLOCK = 720;
const OVERTIME_CLOCK = 300;
/** Breaks after quarters 1, 2, 3 and before each overtime. */
const BREAKS = [2 * MIN, 15 * MIN, 2 * MIN];
const OVERTIME_BREAK = 2 * MIN;
const MAX_OVERTIMES = 4;

const QUARTER_STATUS = [
  BASKETBALL_STATUS.Q1,
  BASKETBALL_STATUS.Q2,
  BASKETBALL_STATUS.Q3,
  BASKETBALL_STATUS.Q4,
];
const BREAK_STATUS = [BASKETBALL_STATUS.Q1_END, BASKETBALL_STATUS.Q2_END, BASKETBALL_STATUS.Q3_END];

function periodName(period: number): string {
  return period < 4 ? `Q${period + 1}` : `OT${period - 3}`;
}

function clockText(period: number, secondsLeft: number): string {
  const s = Math.max(0, Math.floor(secondsLeft));
  return `${periodName(period)} ${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

interface Period {
  index: number;
  from: number;
  to: number;
  clock: number;
}

/** A made basket, free throw or miss at a time inside `period`, by a player weighted towards the starters. */
function shooterAt(rnd: Random, lineup: readonly LineupSlot[]): LineupSlot {
  const pool = lineup.flatMap((p) => Array<LineupSlot>(p.starter ? 3 : 1).fill(p));
  return rnd.pick(pool);
}

function scorePeriod(
  rnd: Random,
  sides: SidesInput,
  period: Period,
  events: ScriptEvent[],
  counters: Record<1 | 2, { misses: number[]; fouls: number[] }>,
  overtime: boolean,
): void {
  const length = period.to - period.from;
  const rate = period.clock / (length / 1000);
  const at = () => period.from + rnd.int(1_000, length - 1_000);
  for (const side of [1, 2] as const) {
    const lineup = (side === 1 ? sides.home : sides.away).players;
    const makes: [number, number][] = overtime
      ? [
          [2, rnd.int(1, 4)],
          [3, rnd.int(0, 2)],
          [1, rnd.int(0, 4)],
        ]
      : [
          [2, rnd.int(6, 11)],
          [3, rnd.int(1, 5)],
          [1, rnd.int(1, 7)],
        ];
    for (const [points, n] of makes) {
      for (let i = 0; i < n; i++) {
        const t = at();
        const player = shooterAt(rnd, lineup);
        events.push(
          scriptEvent({
            at: t,
            type: MATCH_EVENT.POINTS,
            position: side,
            period: period.index,
            time: clockText(period.index, period.clock - ((t - period.from) / 1000) * rate),
            player_id: player.id,
            player_name: player.name,
            points,
          }),
        );
      }
    }
    for (let i = rnd.int(0, overtime ? 1 : 3); i > 0; i--) counters[side].misses.push(at());
    for (let i = rnd.int(overtime ? 1 : 3, overtime ? 3 : 6); i > 0; i--) counters[side].fouls.push(at());
  }
}

function pointsOf(events: readonly ScriptEvent[], side: 1 | 2): number {
  return events.reduce(
    (sum, e) => sum + (e.type === MATCH_EVENT.POINTS && e.position === side ? e.points : 0),
    0,
  );
}

/**
 * A basketball match: four quarters (statuses 2..8 with their breaks), overtime (9) only while
 * the score is level after the fourth, then finished (10); points by players, fouls, free-throw
 * misses and timeouts counted over time.
 */
export function basketballScript(rnd: Random, sides: SidesInput): Script {
  const events: ScriptEvent[] = [];
  const clocks: ClockAnchor[] = [];
  const counters: Record<1 | 2, { misses: number[]; fouls: number[] }> = {
    1: { misses: [], fouls: [] },
    2: { misses: [], fouls: [] },
  };
  let at = 0;
  for (let q = 0; q < 4; q++) {
    const period = { index: q, from: at, to: at + QUARTER, clock: QUARTER_CLOCK };
    events.push(
      scriptEvent({
        at,
        type: MATCH_EVENT.STATUS,
        status_id: QUARTER_STATUS[q] ?? 2,
        period: q,
        time: clockText(q, 720),
      }),
    );
    clocks.push({ at, clock: QUARTER_CLOCK, rate: -QUARTER_CLOCK / (QUARTER / 1000) });
    scorePeriod(rnd, sides, period, events, counters, false);
    at = period.to;
    clocks.push({ at, clock: 0, rate: 0 });
    const breakStatus = BREAK_STATUS[q];
    if (breakStatus !== undefined) {
      events.push(
        scriptEvent({
          at,
          type: MATCH_EVENT.STATUS,
          status_id: breakStatus,
          period: q,
          time: clockText(q, 0),
        }),
      );
      at += BREAKS[q] ?? 0;
    }
  }
  let overtimes = 0;
  while (pointsOf(events, 1) === pointsOf(events, 2)) {
    const index = 4 + overtimes;
    at += OVERTIME_BREAK;
    const period = { index, from: at, to: at + OVERTIME, clock: OVERTIME_CLOCK };
    events.push(
      scriptEvent({
        at,
        type: MATCH_EVENT.STATUS,
        status_id: BASKETBALL_STATUS.OVERTIME,
        period: index,
        time: clockText(index, 300),
      }),
    );
    clocks.push({ at, clock: OVERTIME_CLOCK, rate: -OVERTIME_CLOCK / (OVERTIME / 1000) });
    scorePeriod(rnd, sides, period, events, counters, true);
    overtimes += 1;
    at = period.to;
    clocks.push({ at, clock: 0, rate: 0 });
    if (overtimes === MAX_OVERTIMES && pointsOf(events, 1) === pointsOf(events, 2)) {
      // NOTE: a cap on overtimes; the last one ends with a free throw, so the match is never a draw.
      const side = rnd.next() < 0.5 ? 1 : 2;
      const player = startersOf(side === 1 ? sides.home : sides.away)[0];
      events.push(
        scriptEvent({
          at: at - 1_000,
          type: MATCH_EVENT.POINTS,
          position: side,
          period: index,
          time: clockText(index, 1),
          player_id: player?.id ?? 0,
          player_name: player?.name ?? '',
          points: 1,
        }),
      );
    }
  }
  const end = at;
  events.push(
    scriptEvent({
      at: end,
      type: MATCH_EVENT.STATUS,
      status_id: BASKETBALL_STATUS.FINISHED,
      period: 3 + overtimes,
      time: clockText(3 + overtimes, 0),
    }),
  );
  const timeouts = () =>
    Array.from({ length: rnd.int(3, 7) }, () => rnd.int(1_000, end - 1_000)).sort((a, b) => a - b);
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  const counterList: Counter[] = [
    { type: BASKETBALL_STAT.FOULS, home: sorted(counters[1].fouls), away: sorted(counters[2].fouls) },
    {
      type: HIDDEN_COUNTER.FREE_THROW_MISSES,
      home: sorted(counters[1].misses),
      away: sorted(counters[2].misses),
    },
    { type: HIDDEN_COUNTER.TIMEOUTS_USED, home: timeouts(), away: timeouts() },
  ];
  const script: Script = {
    sport: SPORT_TYPE.BASKETBALL,
    events: sortEvents(events),
    counters: counterList,
    possession: 50,
    clocks,
    players: basketballTotals(rnd, sides, 48 + 5 * overtimes),
    end,
  };
  settleScores(script, BASKETBALL_STATUS.NOT_STARTED);
  return script;
}

function basketballTotals(rnd: Random, sides: SidesInput, gameMinutes: number): PlayerTotals[] {
  const out: PlayerTotals[] = [];
  for (const side of [1, 2] as const) {
    const players = (side === 1 ? sides.home : sides.away).players;
    const share = (p: LineupSlot) => (p.starter ? rnd.int(28, 38) : rnd.int(4, 18));
    const minutes = players.map(share);
    const total = minutes.reduce((s, m) => s + m, 0);
    const deal = (n: number, weight: (p: LineupSlot) => number) => {
      const counts = players.map(() => 0);
      const pool = players.flatMap((p, i) => Array<number>(weight(p)).fill(i));
      for (let k = 0; k < n && pool.length > 0; k++) {
        const i = rnd.pick(pool);
        counts[i] = (counts[i] ?? 0) + 1;
      }
      return counts;
    };
    const rebounds = deal(
      rnd.int(35, 50),
      (p) => (p.role === 'C' || p.role === 'PF' ? 4 : 1) * (p.starter ? 2 : 1),
    );
    const assists = deal(rnd.int(18, 30), (p) => (p.role === 'PG' ? 5 : 1) * (p.starter ? 2 : 1));
    const steals = deal(rnd.int(4, 10), (p) => (p.starter ? 2 : 1));
    const blocks = deal(rnd.int(2, 7), (p) => (p.role === 'C' ? 4 : 1));
    players.forEach((p, i) => {
      out.push({
        player_id: p.id,
        position: side,
        on: 0,
        off: -1,
        // NOTE: the minutes are scaled so a side's players share five times the game's length.
        minutes: Math.round(((minutes[i] ?? 0) * gameMinutes * 5) / total),
        shots: 0,
        rebounds: rebounds[i] ?? 0,
        steals: steals[i] ?? 0,
        blocks: blocks[i] ?? 0,
        assists: assists[i] ?? 0,
      });
    });
  }
  return out;
}

/**
 * An esports series: best of `bestOf` maps of 25..40 minutes with 6-minute breaks, in play (2)
 * until one side has won the majority, then finished (8); kills and towers counted per map.
 */
export function esportsScript(rnd: Random, sides: SidesInput, bestOf: number): Script {
  const events: ScriptEvent[] = [
    scriptEvent({ at: 0, type: MATCH_EVENT.STATUS, status_id: MATCH_STATUS.FIRST_HALF, time: 'M1' }),
  ];
  const clocks: ClockAnchor[] = [];
  const kills: Record<1 | 2, number[]> = { 1: [], 2: [] };
  const towers: Record<1 | 2, number[]> = { 1: [], 2: [] };
  const wins: Record<1 | 2, number> = { 1: 0, 2: 0 };
  const edge = rnd.next() * 0.3 - 0.15;
  let at = 0;
  let map = 0;
  while (wins[1] <= bestOf / 2 && wins[2] <= bestOf / 2) {
    const length = rnd.int(25, 40) * MIN;
    clocks.push({ at, clock: 0, rate: 1 }, { at: at + length, clock: length / 1000, rate: 0 });
    for (const side of [1, 2] as const) {
      for (let i = rnd.int(5, 30); i > 0; i--) kills[side].push(at + rnd.int(1_000, length - 1_000));
      for (let i = rnd.int(1, 11); i > 0; i--) towers[side].push(at + rnd.int(60_000, length - 1_000));
    }
    at += length;
    const winner = rnd.next() < 0.5 + edge ? 1 : 2;
    wins[winner] += 1;
    const star = rnd.pick(startersOf(winner === 1 ? sides.home : sides.away));
    events.push(
      scriptEvent({
        at,
        type: MATCH_EVENT.MAP_WON,
        position: winner,
        period: map,
        time: `M${map + 1}`,
        player_id: star.id,
        player_name: star.name,
      }),
    );
    map += 1;
    if (wins[1] <= bestOf / 2 && wins[2] <= bestOf / 2) at += 6 * MIN;
  }
  events.push(
    scriptEvent({
      at,
      type: MATCH_EVENT.STATUS,
      status_id: MATCH_STATUS.FINISHED,
      period: map - 1,
      time: `M${map}`,
    }),
  );
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  const players: PlayerTotals[] = [];
  for (const side of [1, 2] as const)
    for (const p of startersOf(side === 1 ? sides.home : sides.away))
      players.push({
        player_id: p.id,
        position: side,
        on: 0,
        off: -1,
        minutes: Math.round(at / MIN),
        shots: 0,
        rebounds: 0,
        steals: 0,
        blocks: 0,
        assists: 0,
      });
  const script: Script = {
    sport: SPORT_TYPE.ESPORTS,
    events: sortEvents(events),
    counters: [
      { type: ESPORTS_STAT.KILLS, home: sorted(kills[1]), away: sorted(kills[2]) },
      { type: ESPORTS_STAT.TOWERS, home: sorted(towers[1]), away: sorted(towers[2]) },
    ],
    possession: 50,
    clocks,
    players,
    end: at,
  };
  settleScores(script, MATCH_STATUS.NOT_STARTED);
  return script;
}
