import { type SqlBool, sql } from 'kysely';
import { isMatchInPlay, SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import {
  basketballScore,
  footballScore,
  isMatchOver,
  MATCH_EVENT,
  roundLabel,
  statusLabel,
  usesBasketballStatus,
} from '../../protocol/sports';
import type { MatchEvent, MatchItem, PeriodScore } from '../../protocol/sportsApi';
import type { SportsDb } from './tables';

/** SQL truth of "match m is in play" (protocol/mainApi.ts isMatchInPlay). */
export const IN_PLAY = sql<SqlBool>`((m.type_id = 2 and m.status_id between 2 and 9) or (m.type_id <> 2 and m.status_id between 2 and 7))`;
/** SQL truth of "match m is over" (protocol/sports.ts isMatchOver). */
export const OVER = sql<SqlBool>`((m.type_id = 2 and m.status_id >= 10) or (m.type_id <> 2 and m.status_id >= 8))`;
/** SQL truth of "match m finished normally" (the matches analysis reads). */
export const FINISHED = sql<SqlBool>`((m.type_id = 2 and m.status_id = 10) or (m.type_id <> 2 and m.status_id = 8))`;

/** Matches with their league's fields. */
export function selectMatches(db: SportsDb) {
  return db
    .selectFrom('matches as m')
    .leftJoin('leagues as l', 'l.id', 'm.league_id')
    .selectAll('m')
    .select((eb) => [
      eb.fn.coalesce('l.color', sql.lit('#335577')).as('league_color'),
      eb.fn.coalesce('l.is_cup', sql.lit(0)).as('is_cup'),
    ]);
}

export type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>['executeTakeFirstOrThrow']>>;

function scores(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** A stored match as a {@link MatchItem}. */
export function toItem(row: MatchRow, roomId: number, followed: boolean): MatchItem {
  return {
    id: row.id,
    type_id: row.type_id as SportType,
    short_name_zh: row.short_name_zh,
    home_name: row.home_name,
    away_name: row.away_name,
    home_log: row.home_log,
    away_log: row.away_log,
    status_id: row.status_id,
    match_time: Number(row.match_time),
    home_scores: scores(row.home_scores),
    away_scores: scores(row.away_scores),
    room_id: roomId,
    league_id: row.league_id,
    is_cup: Number(row.is_cup) === 1 ? 1 : 0,
    league_color: String(row.league_color),
    home_team_id: row.home_team_id,
    away_team_id: row.away_team_id,
    round: row.round_name,
    venue: row.venue,
    status_label: statusLabel(row.type_id, row.status_id),
    clock_seconds: row.clock_seconds,
    home_penalty: row.home_penalty,
    away_penalty: row.away_penalty,
    is_follow: followed ? 1 : 0,
  };
}

/** The hottest live room showing each match (match id → room id). */
export async function roomsOf(db: SportsDb, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rooms = await db
    .selectFrom('live_rooms')
    .select(['match_id', 'room_id'])
    .where('match_id', 'in', [...ids])
    .where('is_live', '=', 1)
    .orderBy('heat', 'asc')
    .orderBy('room_id', 'desc')
    .execute();
  // NOTE: ordered by heat ascending, so the hottest room of a match is the one left in the map.
  return new Map(rooms.map((r) => [r.match_id, r.room_id]));
}

/** The ids among `ids` that `uid` follows (none without a user). */
export async function followedOf(
  db: SportsDb,
  uid: number | undefined,
  ids: readonly number[],
): Promise<Set<number>> {
  if (uid === undefined || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('match_follows')
    .select('match_id')
    .where('uid', '=', uid)
    .where('match_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.match_id));
}

/** Rows as items, with their rooms and the caller's follows. */
export async function toItems(
  db: SportsDb,
  rows: readonly MatchRow[],
  uid: number | undefined,
): Promise<MatchItem[]> {
  const ids = rows.map((r) => r.id);
  const [rooms, followed] = await Promise.all([roomsOf(db, ids), followedOf(db, uid, ids)]);
  return rows.map((r) => toItem(r, rooms.get(r.id) ?? 0, followed.has(r.id)));
}

/** The score of one side by its sport's rule. */
export function sideTotal(typeId: number, values: readonly number[]): number {
  return usesBasketballStatus(typeId) ? basketballScore(values) : footballScore(values);
}

/** A stored event row as a {@link MatchEvent}. */
export function toEvent(row: {
  id: number;
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
}): MatchEvent {
  return {
    id: row.id,
    type: row.type as MatchEvent['type'],
    position: row.position === 1 || row.position === 2 ? row.position : 0,
    time: row.time_text,
    status_id: row.status_id,
    player_id: row.player_id,
    player_name: row.player_name,
    player2_id: row.player2_id,
    player2_name: row.player2_name,
    points: row.points,
    home_score: row.home_score,
    away_score: row.away_score,
  };
}

/**
 * The scores per period: basketball quarters and overtimes from the score arrays; football
 * halves, extra time and penalties from the goal events; esports one entry per map.
 */
export function periodsOf(item: MatchItem, events: readonly MatchEvent[]): PeriodScore[] {
  if (item.type_id === SPORT_TYPE.BASKETBALL) {
    return item.home_scores.map((home, i) => ({
      label: roundLabel(i),
      home,
      away: item.away_scores[i] ?? 0,
    }));
  }
  if (item.type_id === SPORT_TYPE.ESPORTS) {
    return events
      .filter((e) => e.type === MATCH_EVENT.MAP_WON)
      .map((e) => ({ label: 'map', home: e.position === 1 ? 1 : 0, away: e.position === 2 ? 1 : 0 }));
  }
  const goals = events.filter(
    (e) =>
      e.type === MATCH_EVENT.GOAL || e.type === MATCH_EVENT.OWN_GOAL || e.type === MATCH_EVENT.PENALTY_GOAL,
  );
  const scoreBy = (statuses: readonly number[]) => {
    const last = [...goals].reverse().find((e) => statuses.includes(e.status_id));
    return { home: last?.home_score ?? 0, away: last?.away_score ?? 0 };
  };
  if (
    item.status_id <= 1 ||
    (!isMatchInPlay(item.type_id, item.status_id) && !isMatchOver(item.type_id, item.status_id))
  )
    return [];
  const half = scoreBy([2]);
  const regular = scoreBy([2, 4]);
  const out: PeriodScore[] = [{ label: 'first_half', ...half }];
  if (item.status_id >= 4) {
    out.push({ label: 'second_half', home: regular.home - half.home, away: regular.away - half.away });
  }
  if (events.some((e) => e.type === MATCH_EVENT.STATUS && (e.status_id === 5 || e.status_id === 6))) {
    const total = { home: footballScore(item.home_scores), away: footballScore(item.away_scores) };
    out.push({ label: 'extra_time', home: total.home - regular.home, away: total.away - regular.away });
  }
  if (item.home_penalty + item.away_penalty > 0)
    out.push({ label: 'penalties', home: item.home_penalty, away: item.away_penalty });
  return out;
}
