import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import type { LiveRoomCard, NewsItem, SportType, TodayMatch } from '../../protocol/mainApi';
import type { Database } from '../store';
import type { MatchesTable, NewsTable } from './tables';

const CST_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8), the product's clock for dates shown as text. */
export function formatCst(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The columns of a room card: the room and its host (`live_rooms as r`, `users as u`). */
export const ROOM_CARD_COLUMNS = [
  'r.room_id',
  'r.uid',
  'r.room_title',
  'r.room_cover',
  'r.type_id',
  'r.live_type',
  'r.heat',
  'r.short_name_zh',
  'r.match_id',
  'r.match_type',
  'r.live_id',
  'r.started_at',
  'u.nickname',
  'u.headurl',
] as const;

/** The live rooms joined with their hosts, selecting every column a card needs. */
export function selectRooms(db: Kysely<Database>) {
  return db.selectFrom('live_rooms as r').innerJoin('users as u', 'u.uid', 'r.uid').select(ROOM_CARD_COLUMNS);
}

export interface RoomRow {
  room_id: number;
  uid: number;
  room_title: string;
  room_cover: string;
  type_id: number;
  live_type: number;
  heat: number;
  short_name_zh: string;
  match_id: number;
  match_type: number;
  live_id: number;
  nickname: string;
  headurl: string;
}

/** A room row as the live room card of spec 000 §3. */
export function toCard(row: RoomRow): LiveRoomCard {
  return {
    id: row.room_id,
    room_id: row.room_id,
    room_cover: row.room_cover,
    live_type: row.live_type,
    nickName: row.nickname,
    headurl: row.headurl,
    uid: row.uid,
    room_title: row.room_title,
    short_name_zh: row.short_name_zh,
    heat: row.heat,
    host: [{ room_id: row.room_id, uid: row.uid, nickName: row.nickname, headurl: row.headurl }],
    type_id: row.type_id as SportType,
    match_id: row.match_id,
    match_type: row.match_type,
    live_id: row.live_id,
    live_url: `/live/${row.room_id}/index.m3u8`,
    nami: row.match_id,
  };
}

function scores(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/** A match row as the Today match of spec 000 §3; `roomId` is a room showing it, or 0. */
export function toMatch(row: Selectable<MatchesTable>, roomId: number): TodayMatch {
  return {
    id: row.id,
    type_id: row.type_id as SportType,
    short_name_zh: row.short_name_zh,
    home_name: row.home_name,
    away_name: row.away_name,
    home_log: row.home_log,
    away_log: row.away_log,
    status_id: row.status_id,
    match_time: row.match_time,
    home_scores: scores(row.home_scores),
    away_scores: scores(row.away_scores),
    room_id: roomId,
  };
}

/** A news row as the News item of spec 000 §3. */
export function toNewsItem(
  row: Pick<Selectable<NewsTable>, 'id' | 'title' | 'created_at' | 'img_url'>,
): NewsItem {
  return { id: row.id, title: row.title, createdDate: formatCst(row.created_at), imgUrl: row.img_url };
}

/** The paragraphs stored as JSON text; anything else reads as one paragraph of plain text. */
export function paragraphs(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value.filter((p): p is string => typeof p === 'string');
  } catch {
    // NOTE: not JSON: an article stored as plain text by hand; it is one paragraph.
  }
  return [text];
}

/** Escapes `%`, `_` and `\` for a `like … escape '\'` pattern. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column like pattern escape '\'`, for a pattern made by {@link likePattern}. */
export function likeSql(column: string, pattern: string) {
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}
