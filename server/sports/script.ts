import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { BASKETBALL_STAT, ESPORTS_STAT, FOOTBALL_STAT, MATCH_EVENT } from '../../protocol/sports';

/**
 * A match's script: everything that will happen in it, made once from a seed when the match is
 * created (server/sports/football.ts, basketball.ts, esports.ts) and played forward by the
 * simulator. Times are ms of play at speed 1 since kick-off. {@link stateAt} reads the state at
 * any point, so a tick only stores the difference and a restart resumes where it stopped.
 */
export interface Script {
  sport: SportType;
  /** Every event, status changes included, ordered by `at` (ties keep their order). */
  events: ScriptEvent[];
  /** Counted statistics: how many happened by a time is how many of the times are at or before it. */
  counters: Counter[];
  /** Football: the home side's final possession in percent. */
  possession: number;
  /** Clock anchors: from `at` on, the clock shows `clock + (t - at) * rate / 1000` seconds. */
  clocks: ClockAnchor[];
  /** Per-player totals not carried by events, reached linearly over the script. */
  players: PlayerTotals[];
  /** When the final status is entered. */
  end: number;
}

export interface ScriptEvent {
  at: number;
  type: number;
  /** 1 home, 2 away, 0 the match. */
  position: 0 | 1 | 2;
  /** STATUS: the status entered; other events: the status they happen in. */
  status_id: number;
  /** Basketball period index (0..3 quarters, 4.. overtimes), esports map index; 0 otherwise. */
  period: number;
  time: string;
  player_id: number;
  player_name: string;
  player2_id: number;
  player2_name: string;
  points: number;
  /** The score after the event, by the sport's rule. */
  home_score: number;
  away_score: number;
}

export interface Counter {
  type: number;
  home: number[];
  away: number[];
}

export interface ClockAnchor {
  at: number;
  clock: number;
  /** 1 counts up, -1 counts down, 0 stands still. */
  rate: number;
}

export interface PlayerTotals {
  player_id: number;
  position: 1 | 2;
  /** When the player came on / went off (ms); off -1 when playing to the end. */
  on: number;
  off: number;
  /** Basketball and esports: minutes played by the end (football counts them from on / off). */
  minutes: number;
  shots: number;
  rebounds: number;
  steals: number;
  blocks: number;
  assists: number;
}

/** Internal counter types (not shown as team statistics). */
export const HIDDEN_COUNTER = { FREE_THROW_MISSES: 101, TIMEOUTS_USED: 102 } as const;
/** Basketball timeouts per team and match. */
export const BASKETBALL_TIMEOUTS = 7;

/** The state of a scripted match at one moment. */
export interface MatchState {
  status_id: number;
  home_scores: number[];
  away_scores: number[];
  home_penalty: number;
  away_penalty: number;
  clock_seconds: number;
  /** Events that happened by then (a prefix of the script's events). */
  eventCount: number;
  stats: { type: number; home: number; away: number }[];
  /** True once the final status is reached. */
  done: boolean;
}

/** How many of the sorted `times` are at or before `t`. */
export function countUpTo(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The clock (seconds) of `script` at `t`. */
export function clockAt(script: Script, t: number): number {
  let anchor: ClockAnchor | undefined;
  for (const a of script.clocks) {
    if (a.at > t) break;
    anchor = a;
  }
  if (!anchor) return 0;
  return Math.max(0, Math.floor(anchor.clock + ((t - anchor.at) * anchor.rate) / 1000));
}

function initialStatus(sport: SportType): number {
  return sport === SPORT_TYPE.BASKETBALL ? BASKETBALL_STATUS.NOT_STARTED : MATCH_STATUS.NOT_STARTED;
}

/** The state of `script` after `progress` ms of play (negative: not kicked off). */
export function stateAt(script: Script, progress: number): MatchState {
  const eventCount = countUpTo(
    script.events.map((e) => e.at),
    progress,
  );
  const happened = script.events.slice(0, eventCount);
  let status = initialStatus(script.sport);
  const home: number[] = [];
  const away: number[] = [];
  let homePen = 0;
  let awayPen = 0;
  for (const e of happened) {
    if (e.type === MATCH_EVENT.STATUS) status = e.status_id;
    if (e.type === MATCH_EVENT.SHOOTOUT_KICK && e.points === 1) {
      if (e.position === 1) homePen += 1;
      else awayPen += 1;
    }
  }
  if (script.sport === SPORT_TYPE.BASKETBALL) {
    const periods = happened.filter(
      (e) => e.type === MATCH_EVENT.STATUS && isPeriodStart(e.status_id),
    ).length;
    for (let i = 0; i < periods; i++) {
      home.push(0);
      away.push(0);
    }
    for (const e of happened) {
      if (e.type !== MATCH_EVENT.POINTS) continue;
      const side = e.position === 1 ? home : away;
      side[e.period] = (side[e.period] ?? 0) + e.points;
    }
  } else if (eventCount > 0) {
    const last = [...happened].reverse().find((e) => e.type !== MATCH_EVENT.SHOOTOUT_KICK);
    home.push(last?.home_score ?? 0);
    away.push(last?.away_score ?? 0);
  }
  const done = eventCount === script.events.length && eventCount > 0;
  return {
    status_id: status,
    home_scores: home,
    away_scores: away,
    home_penalty: homePen,
    away_penalty: awayPen,
    clock_seconds: eventCount === 0 ? 0 : clockAt(script, Math.min(progress, script.end)),
    eventCount,
    stats: eventCount === 0 ? [] : statsAt(script, happened, Math.min(progress, script.end)),
    done,
  };
}

/** A basketball status that starts a period (quarters and overtime). */
export function isPeriodStart(status: number): boolean {
  return (
    status === BASKETBALL_STATUS.Q1 ||
    status === BASKETBALL_STATUS.Q2 ||
    status === BASKETBALL_STATUS.Q3 ||
    status === BASKETBALL_STATUS.Q4 ||
    status === BASKETBALL_STATUS.OVERTIME
  );
}

function statsAt(
  script: Script,
  happened: readonly ScriptEvent[],
  t: number,
): { type: number; home: number; away: number }[] {
  const out: { type: number; home: number; away: number }[] = [];
  const counted = new Map<number, [number, number]>();
  for (const c of script.counters) counted.set(c.type, [countUpTo(c.home, t), countUpTo(c.away, t)]);
  const count = (type: number, side: 1 | 2, where: (e: ScriptEvent) => boolean = () => true) =>
    happened.filter((e) => e.type === type && e.position === side && where(e)).length;
  if (script.sport === SPORT_TYPE.FOOTBALL) {
    const wobble = Math.round(6 * Math.sin(t / 420_000) * Math.max(0, 1 - t / Math.max(1, script.end)));
    const possession = Math.min(80, Math.max(20, script.possession + wobble));
    out.push({ type: FOOTBALL_STAT.POSSESSION, home: possession, away: 100 - possession });
    for (const type of [
      FOOTBALL_STAT.SHOTS,
      FOOTBALL_STAT.SHOTS_ON_TARGET,
      FOOTBALL_STAT.CORNERS,
      FOOTBALL_STAT.FOULS,
    ]) {
      const [h, a] = counted.get(type) ?? [0, 0];
      out.push({ type, home: h, away: a });
    }
    out.push({
      type: FOOTBALL_STAT.YELLOW_CARDS,
      home: count(MATCH_EVENT.YELLOW_CARD, 1),
      away: count(MATCH_EVENT.YELLOW_CARD, 2),
    });
    out.push({
      type: FOOTBALL_STAT.RED_CARDS,
      home: count(MATCH_EVENT.RED_CARD, 1),
      away: count(MATCH_EVENT.RED_CARD, 2),
    });
    for (const type of [FOOTBALL_STAT.ATTACKS, FOOTBALL_STAT.DANGEROUS_ATTACKS]) {
      const [h, a] = counted.get(type) ?? [0, 0];
      out.push({ type, home: h, away: a });
    }
    return out;
  }
  if (script.sport === SPORT_TYPE.BASKETBALL) {
    const made = (side: 1 | 2, points: number) => count(MATCH_EVENT.POINTS, side, (e) => e.points === points);
    const [missH, missA] = counted.get(HIDDEN_COUNTER.FREE_THROW_MISSES) ?? [0, 0];
    const [usedH, usedA] = counted.get(HIDDEN_COUNTER.TIMEOUTS_USED) ?? [0, 0];
    const [foulsH, foulsA] = counted.get(BASKETBALL_STAT.FOULS) ?? [0, 0];
    const pct = (m: number, miss: number) => (m + miss === 0 ? 0 : Math.round((100 * m) / (m + miss)));
    out.push({ type: BASKETBALL_STAT.THREE_POINTERS, home: made(1, 3), away: made(2, 3) });
    out.push({ type: BASKETBALL_STAT.TWO_POINTERS, home: made(1, 2), away: made(2, 2) });
    out.push({ type: BASKETBALL_STAT.FREE_THROWS_MADE, home: made(1, 1), away: made(2, 1) });
    out.push({
      type: BASKETBALL_STAT.TIMEOUTS_LEFT,
      home: BASKETBALL_TIMEOUTS - usedH,
      away: BASKETBALL_TIMEOUTS - usedA,
    });
    out.push({ type: BASKETBALL_STAT.FOULS, home: foulsH, away: foulsA });
    out.push({
      type: BASKETBALL_STAT.FREE_THROW_PCT,
      home: pct(made(1, 1), missH),
      away: pct(made(2, 1), missA),
    });
    out.push({ type: BASKETBALL_STAT.TIMEOUTS_TOTAL, home: BASKETBALL_TIMEOUTS, away: BASKETBALL_TIMEOUTS });
    return out;
  }
  out.push({
    type: ESPORTS_STAT.MAPS,
    home: count(MATCH_EVENT.MAP_WON, 1),
    away: count(MATCH_EVENT.MAP_WON, 2),
  });
  for (const c of script.counters) {
    const [h, a] = counted.get(c.type) ?? [0, 0];
    out.push({ type: c.type, home: h, away: a });
  }
  return out;
}

/** Sorts events by time, keeping the order of events at the same time (Array.prototype.sort is stable). */
export function sortEvents(events: ScriptEvent[]): ScriptEvent[] {
  return events.sort((a, b) => a.at - b.at);
}

/** An event with the defaults filled in. */
export function scriptEvent(init: Partial<ScriptEvent> & Pick<ScriptEvent, 'at' | 'type'>): ScriptEvent {
  return {
    position: 0,
    status_id: 0,
    period: 0,
    time: '',
    player_id: 0,
    player_name: '',
    player2_id: 0,
    player2_name: '',
    points: 0,
    home_score: 0,
    away_score: 0,
    ...init,
  };
}

/**
 * Fills in the running score and the status of every event from the events before it (the
 * generators add events out of order, then sort and call this once).
 */
export function settleScores(script: Script, initial: number): void {
  let status = initial;
  let home = 0;
  let away = 0;
  for (const e of script.events) {
    if (e.type === MATCH_EVENT.STATUS) status = e.status_id;
    else e.status_id = status;
    const scored = e.type === MATCH_EVENT.POINTS ? e.points : isGoalLike(e.type) ? 1 : 0;
    if (e.position === 1) home += scored;
    if (e.position === 2) away += scored;
    e.home_score = home;
    e.away_score = away;
  }
}

function isGoalLike(type: number): boolean {
  return (
    type === MATCH_EVENT.GOAL ||
    type === MATCH_EVENT.OWN_GOAL ||
    type === MATCH_EVENT.PENALTY_GOAL ||
    type === MATCH_EVENT.MAP_WON
  );
}

/**
 * Cuts a script at `at` with a final status (interrupted, cut short, abandoned): later events are
 * dropped and the clock stops there.
 */
export function cutScript(script: Script, at: number, finalStatus: number): Script {
  const events = script.events.filter((e) => e.at < at);
  const last = events[events.length - 1];
  events.push(
    scriptEvent({
      at,
      type: MATCH_EVENT.STATUS,
      status_id: finalStatus,
      period: last?.period ?? 0,
      time: last?.time ?? '',
      home_score: last?.home_score ?? 0,
      away_score: last?.away_score ?? 0,
    }),
  );
  const clock = clockAt(script, at);
  return {
    ...script,
    events,
    counters: script.counters.map((c) => ({
      type: c.type,
      home: c.home.filter((t) => t < at),
      away: c.away.filter((t) => t < at),
    })),
    clocks: [...script.clocks.filter((c) => c.at < at), { at, clock, rate: 0 }],
    players: script.players.map((p) => ({ ...p, off: p.off === -1 || p.off > at ? at : p.off })),
    end: at,
  };
}
