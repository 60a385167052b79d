/**
 * The match center (spec 000 §3): status sets and their label keys, statistic and event types,
 * the score rules, and the score-alert content. Shared by the React app, the hub and the server;
 * no DOM, no Node APIs. The main-API shapes of the match endpoints are in `./sportsApi`.
 */

import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE } from './mainApi';

export { BASKETBALL_STATUS, MATCH_STATUS } from './mainApi';

type ValueOf<T> = T[keyof T];

/**
 * The label key of a status, one per case the spec names; the app maps keys to its own texts
 * (zh / th / id). Football 2..4 are all `live`; basketball names its quarters.
 */
export const STATUS_LABEL = {
  ERROR: 'error',
  NOT_STARTED: 'not_started',
  LIVE: 'live',
  EXTRA_TIME: 'extra_time',
  PENALTIES: 'penalties',
  FINISHED: 'finished',
  POSTPONED: 'postponed',
  INTERRUPTED: 'interrupted',
  CUT_SHORT: 'cut_short',
  CANCELLED: 'cancelled',
  TBD: 'tbd',
  ABANDONED: 'abandoned',
  Q1: 'q1',
  Q1_END: 'q1_end',
  Q2: 'q2',
  HALF_TIME: 'half_time',
  Q3: 'q3',
  Q3_END: 'q3_end',
  Q4: 'q4',
  OVERTIME: 'overtime',
} as const;
export type StatusLabel = ValueOf<typeof STATUS_LABEL>;

const FOOTBALL_LABELS: Readonly<Record<number, StatusLabel>> = {
  [MATCH_STATUS.ERROR]: STATUS_LABEL.ERROR,
  [MATCH_STATUS.NOT_STARTED]: STATUS_LABEL.NOT_STARTED,
  [MATCH_STATUS.FIRST_HALF]: STATUS_LABEL.LIVE,
  [MATCH_STATUS.HALFTIME]: STATUS_LABEL.LIVE,
  [MATCH_STATUS.SECOND_HALF]: STATUS_LABEL.LIVE,
  [MATCH_STATUS.OVERTIME]: STATUS_LABEL.EXTRA_TIME,
  [MATCH_STATUS.OVERTIME_2]: STATUS_LABEL.EXTRA_TIME,
  [MATCH_STATUS.PENALTIES]: STATUS_LABEL.PENALTIES,
  [MATCH_STATUS.FINISHED]: STATUS_LABEL.FINISHED,
  [MATCH_STATUS.POSTPONED]: STATUS_LABEL.POSTPONED,
  [MATCH_STATUS.INTERRUPTED]: STATUS_LABEL.INTERRUPTED,
  [MATCH_STATUS.CUT_SHORT]: STATUS_LABEL.CUT_SHORT,
  [MATCH_STATUS.CANCELLED]: STATUS_LABEL.CANCELLED,
  [MATCH_STATUS.TBD]: STATUS_LABEL.TBD,
};

const BASKETBALL_LABELS: Readonly<Record<number, StatusLabel>> = {
  [BASKETBALL_STATUS.ERROR]: STATUS_LABEL.ERROR,
  [BASKETBALL_STATUS.NOT_STARTED]: STATUS_LABEL.NOT_STARTED,
  [BASKETBALL_STATUS.Q1]: STATUS_LABEL.Q1,
  [BASKETBALL_STATUS.Q1_END]: STATUS_LABEL.Q1_END,
  [BASKETBALL_STATUS.Q2]: STATUS_LABEL.Q2,
  [BASKETBALL_STATUS.Q2_END]: STATUS_LABEL.HALF_TIME,
  [BASKETBALL_STATUS.Q3]: STATUS_LABEL.Q3,
  [BASKETBALL_STATUS.Q3_END]: STATUS_LABEL.Q3_END,
  [BASKETBALL_STATUS.Q4]: STATUS_LABEL.Q4,
  [BASKETBALL_STATUS.OVERTIME]: STATUS_LABEL.OVERTIME,
  [BASKETBALL_STATUS.FINISHED]: STATUS_LABEL.FINISHED,
  [BASKETBALL_STATUS.INTERRUPTED]: STATUS_LABEL.INTERRUPTED,
  [BASKETBALL_STATUS.CANCELLED]: STATUS_LABEL.CANCELLED,
  [BASKETBALL_STATUS.POSTPONED]: STATUS_LABEL.POSTPONED,
  [BASKETBALL_STATUS.ABANDONED]: STATUS_LABEL.ABANDONED,
  [BASKETBALL_STATUS.TBD]: STATUS_LABEL.TBD,
};

/** True when `typeId` uses the basketball (match pages) status set. */
export function usesBasketballStatus(typeId: number): boolean {
  return typeId === SPORT_TYPE.BASKETBALL;
}

/** The label key of a football (or esports) status; null for a status the spec does not name. */
export function footballStatusLabel(statusId: number): StatusLabel | null {
  return Object.hasOwn(FOOTBALL_LABELS, statusId) ? (FOOTBALL_LABELS[statusId] ?? null) : null;
}

/** The label key of a basketball status; null for a status the spec does not name. */
export function basketballStatusLabel(statusId: number): StatusLabel | null {
  return Object.hasOwn(BASKETBALL_LABELS, statusId) ? (BASKETBALL_LABELS[statusId] ?? null) : null;
}

/** The label key of a match's status in its sport's set; null when unknown (spec: "no label"). */
export function statusLabel(typeId: number, statusId: number): StatusLabel | null {
  return usesBasketballStatus(typeId) ? basketballStatusLabel(statusId) : footballStatusLabel(statusId);
}

/** True when the match has ended for good (finished, or stopped and not to be resumed). */
export function isMatchOver(typeId: number, statusId: number): boolean {
  if (usesBasketballStatus(typeId)) return statusId >= BASKETBALL_STATUS.FINISHED;
  return statusId >= MATCH_STATUS.FINISHED;
}

/** True for the statuses whose score shows a dash: not started, postponed, to be determined, cancelled. */
export function showsDash(typeId: number, statusId: number): boolean {
  const set: readonly number[] = usesBasketballStatus(typeId)
    ? [
        BASKETBALL_STATUS.NOT_STARTED,
        BASKETBALL_STATUS.POSTPONED,
        BASKETBALL_STATUS.TBD,
        BASKETBALL_STATUS.CANCELLED,
      ]
    : [MATCH_STATUS.NOT_STARTED, MATCH_STATUS.POSTPONED, MATCH_STATUS.TBD, MATCH_STATUS.CANCELLED];
  return set.includes(statusId);
}

// ---- Scores ------------------------------------------------------------------------------

/** Football (and esports) score: the first score entry, or 0 (spec 000 §3 Scores). */
export function footballScore(scores: readonly number[]): number {
  return scores[0] ?? 0;
}

/** Basketball score: the sum of every period's points (spec 000 §3 Scores). */
export function basketballScore(scores: readonly number[]): number {
  return scores.reduce((sum, points) => sum + points, 0);
}

/** The fields of a match the score rules read. */
export interface ScoredMatch {
  type_id: number;
  status_id: number;
  home_scores: readonly number[];
  away_scores: readonly number[];
}

/** One side's score by the sport's rule; null where the spec shows a dash. */
export function sideScore(match: ScoredMatch, side: 'home' | 'away'): number | null {
  if (showsDash(match.type_id, match.status_id)) return null;
  const scores = side === 'home' ? match.home_scores : match.away_scores;
  return usesBasketballStatus(match.type_id) ? basketballScore(scores) : footballScore(scores);
}

/** The score as shown in lists: `2-1`, or `-` for not started, postponed, to be determined, cancelled. */
export function scoreText(match: ScoredMatch): string {
  const home = sideScore(match, 'home');
  const away = sideScore(match, 'away');
  return home === null || away === null ? '-' : `${home}-${away}`;
}

/** The round label key of basketball period `index` (0-based): q1..q4, then overtime. */
export function roundLabel(index: number): 'q1' | 'q2' | 'q3' | 'q4' | 'overtime' {
  return (['q1', 'q2', 'q3', 'q4'] as const)[index] ?? 'overtime';
}

// ---- Statistics and events ----------------------------------------------------------------

/** Basketball team statistic types 1-7 (spec 000 §3). */
export const BASKETBALL_STAT = {
  THREE_POINTERS: 1,
  TWO_POINTERS: 2,
  FREE_THROWS_MADE: 3,
  TIMEOUTS_LEFT: 4,
  FOULS: 5,
  /** Whole percent, 0..100. */
  FREE_THROW_PCT: 6,
  TIMEOUTS_TOTAL: 7,
} as const;
export type BasketballStat = ValueOf<typeof BASKETBALL_STAT>;

/** Football team statistic types (ours; the set live-score sites show). */
export const FOOTBALL_STAT = {
  /** Whole percent; the two sides add up to 100. */
  POSSESSION: 1,
  SHOTS: 2,
  SHOTS_ON_TARGET: 3,
  CORNERS: 4,
  FOULS: 5,
  YELLOW_CARDS: 6,
  RED_CARDS: 7,
  ATTACKS: 8,
  DANGEROUS_ATTACKS: 9,
} as const;
export type FootballStat = ValueOf<typeof FOOTBALL_STAT>;

/** Esports team statistic types (ours): maps won, kills, towers. */
export const ESPORTS_STAT = { MAPS: 1, KILLS: 2, TOWERS: 3 } as const;

/** `type` of a match event. */
export const MATCH_EVENT = {
  GOAL: 1,
  OWN_GOAL: 2,
  PENALTY_GOAL: 3,
  YELLOW_CARD: 4,
  RED_CARD: 5,
  SUBSTITUTION: 6,
  /** Basketball points: `points` 1 (free throw), 2 or 3. */
  POINTS: 7,
  /** The status changed (kick-off, half time, a quarter's end…): `status_id` of the event. */
  STATUS: 8,
  /** A penalty-shootout kick: `points` 1 scored, 0 missed. */
  SHOOTOUT_KICK: 9,
  /** Esports: a map won by `position`. */
  MAP_WON: 10,
} as const;
export type MatchEventType = ValueOf<typeof MATCH_EVENT>;

/** The event types that change the score (and raise a score alert for football and esports). */
export const SCORING_EVENTS: readonly number[] = [
  MATCH_EVENT.GOAL,
  MATCH_EVENT.OWN_GOAL,
  MATCH_EVENT.PENALTY_GOAL,
  MATCH_EVENT.POINTS,
  MATCH_EVENT.MAP_WON,
];

/** `position` of a team, event or alert: 1 home, 2 away. */
export const SIDE = { HOME: 1, AWAY: 2 } as const;
export type Side = ValueOf<typeof SIDE>;

// ---- Score alerts -------------------------------------------------------------------------

/**
 * The JSON `content` of the `msg_server_msgbox_notify` push that carries a score alert
 * (docs/messaging.md "Score alerts"); spec 000 §3 Popup score alert plus match_id and type_id.
 */
export interface ScoreAlert {
  type: 'score';
  home_name: string;
  away_name: string;
  /** The score after the event, by the sport's rule. */
  home_score: number;
  away_score: number;
  /** The side that scored: 1 home, 2 away (the popup highlights it). */
  position: Side;
  /** The competition's short name. */
  title: string;
  /** The match clock: football `67'` / `45+2'`, basketball `Q3` / `OT1`, esports `M2` (map). */
  time: string;
  match_id: number;
  type_id: number;
  /** The match's status after the event, in its sport's set (basketball: the period that ended). */
  status_id?: number;
}

/** What an alert announces, by sport: a goal, a map won (esports), or a basketball period's end. */
export type AlertHeading =
  | { kind: 'goal' }
  | { kind: 'map' }
  | { kind: 'status'; label: StatusLabel }
  /** A basketball alert that does not say which period ended. */
  | { kind: 'score' };

/**
 * The heading of a score alert: football alerts are goals, esports alerts maps won, basketball
 * alerts the end of a period or of the match, named by the status-label function (status_id).
 */
export function alertHeading(alert: Pick<ScoreAlert, 'type_id' | 'status_id'>): AlertHeading {
  if (alert.type_id === SPORT_TYPE.ESPORTS) return { kind: 'map' };
  if (!usesBasketballStatus(alert.type_id)) return { kind: 'goal' };
  const label = alert.status_id === undefined ? null : basketballStatusLabel(alert.status_id);
  return label ? { kind: 'status', label } : { kind: 'score' };
}

/** Reads a score alert from a msgbox push's content; undefined for any other message-box content. */
export function parseScoreAlert(content: string): ScoreAlert | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const texts = ['home_name', 'away_name', 'title', 'time'] as const;
  const numbers = ['home_score', 'away_score', 'match_id', 'type_id'] as const;
  if (v.type !== 'score' || (v.position !== 1 && v.position !== 2)) return undefined;
  if (!texts.every((k) => typeof v[k] === 'string')) return undefined;
  if (!numbers.every((k) => typeof v[k] === 'number')) return undefined;
  return value as ScoreAlert;
}

/** Popup score dialog auto-closes after this long (spec 000 §9). */
export const SCORE_POPUP_MS = 5000;
