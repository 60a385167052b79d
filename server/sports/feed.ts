import { BASKETBALL_STATUS } from '../../protocol/mainApi';
import {
  basketballScore,
  footballScore,
  MATCH_EVENT,
  SCORING_EVENTS,
  type ScoreAlert,
  usesBasketballStatus,
} from '../../protocol/sports';

/** The match fields a feed event names. */
export interface MatchRef {
  id: number;
  type_id: number;
  short_name_zh: string;
  home_name: string;
  away_name: string;
}

/** An event of a match as a feed reports it (the stored `match_events` row's fields). */
export interface FeedMatchEvent {
  seq: number;
  type: number;
  position: number;
  status_id: number;
  time: string;
  points: number;
  home_score: number;
  away_score: number;
}

/**
 * What a feed reports. `stale` marks what a feed caught up on after a pause (a restart long after
 * the last tick): it is stored, but nobody is alerted about it.
 */
export type FeedEvent =
  | { type: 'created'; match_ids: number[] }
  | { type: 'status'; match: MatchRef; status_id: number; stale: boolean }
  | { type: 'event'; match: MatchRef; event: FeedMatchEvent; alert: ScoreAlert | undefined; stale: boolean };

export type FeedListener = (event: FeedEvent) => void;

/**
 * A source of sports data (DESIGN.md §7): it writes leagues, teams and matches into the store
 * and reports what changed. The default is the simulator (server/sports/simulator.ts); a JSON
 * file (server/sports/jsonFeed.ts) plugs in a real provider.
 */
export interface SportsFeed {
  /** `simulator` or `file`. */
  readonly kind: string;
  /** Makes what the feed needs on a fresh store and begins reporting. */
  start(): Promise<void>;
  /** Stops; waits for work under way. Idempotent. */
  stop(): Promise<void>;
  /** Calls `listener` for every event from now on; returns the unsubscribe. */
  on(listener: FeedListener): () => void;
}

/** Listeners of a feed; a throwing listener is reported and does not stop the others. */
export class FeedListeners {
  readonly #listeners = new Set<FeedListener>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: FeedListener): () => void {
    const entry: FeedListener = (event) => listener(event);
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  emit(event: FeedEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

/** Basketball alerts at the end of each period (a point-by-point alert would never stop). */
const BASKETBALL_ALERT_STATUS: readonly number[] = [
  BASKETBALL_STATUS.Q1_END,
  BASKETBALL_STATUS.Q2_END,
  BASKETBALL_STATUS.Q3_END,
  BASKETBALL_STATUS.FINISHED,
];

/**
 * The score alert an event raises, if any: football and esports on every goal (or map) with the
 * scoring side as `position`; basketball at the end of each quarter and of the match, with the
 * leading side (home when level) as `position`. `scores` are the per-period arrays after the event.
 */
export function scoreAlertFor(
  match: MatchRef,
  event: FeedMatchEvent,
  scores: { home: readonly number[]; away: readonly number[] },
): ScoreAlert | undefined {
  const basketball = usesBasketballStatus(match.type_id);
  const rule = basketball ? basketballScore : footballScore;
  const home = rule(scores.home);
  const away = rule(scores.away);
  let position: 1 | 2;
  if (basketball) {
    if (event.type !== MATCH_EVENT.STATUS || !BASKETBALL_ALERT_STATUS.includes(event.status_id))
      return undefined;
    position = away > home ? 2 : 1;
  } else {
    if (event.type === MATCH_EVENT.POINTS || !SCORING_EVENTS.includes(event.type)) return undefined;
    if (event.position !== 1 && event.position !== 2) return undefined;
    position = event.position;
  }
  return {
    type: 'score',
    home_name: match.home_name,
    away_name: match.away_name,
    home_score: home,
    away_score: away,
    position,
    title: match.short_name_zh,
    time: event.time,
    match_id: match.id,
    type_id: match.type_id,
    status_id: event.status_id,
  };
}

/** The feed chosen by SPORTS_FEED: `simulator` (default), `off`, or `file:/path/to/feed.json`. */
export type FeedChoice = { kind: 'simulator' } | { kind: 'off' } | { kind: 'file'; path: string };

/** A bad SPORTS_FEED / SPORTS_SPEED value. */
export class SportsConfigError extends Error {
  override readonly name = 'SportsConfigError';
}

/** Reads SPORTS_FEED. @throws {SportsConfigError} for anything but simulator, off or file:<path>. */
export function parseFeedChoice(value: string | undefined): FeedChoice {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'simulator') return { kind: 'simulator' };
  if (text === 'off') return { kind: 'off' };
  if (text.startsWith('file:') && text.length > 5) return { kind: 'file', path: text.slice(5) };
  throw new SportsConfigError(
    `SPORTS_FEED must be simulator, off or file:/path.json, got ${JSON.stringify(text)}`,
  );
}

/** Reads SPORTS_SPEED (how many seconds of play pass per real second). @throws {SportsConfigError} */
export function parseSpeed(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  const speed = Number(text);
  if (!Number.isFinite(speed) || speed <= 0 || speed > 10_000)
    throw new SportsConfigError(
      `SPORTS_SPEED must be a number above 0 and at most 10000, got ${JSON.stringify(text)}`,
    );
  return speed;
}
