import type { Generated } from 'kysely';

/** Unix milliseconds, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** Staff-settable values (server configuration fields, maintenance, notice…): key → JSON text. */
export interface SettingsTable {
  key: string;
  /** JSON text of the value. */
  value: string;
  updated_at: Millis;
}

/** A host's live room (spec 000 §3 Live room card). */
export interface LiveRoomsTable {
  room_id: number;
  /** The host (users.uid, usertype anchor). */
  uid: number;
  room_title: string;
  room_cover: string;
  /** Sport: SPORT_TYPE of protocol/mainApi.ts. */
  type_id: number;
  /** LIVE_TYPE of protocol/enums.ts. */
  live_type: number;
  heat: number;
  short_name_zh: string;
  /** matches.id shown in the room, 0 when none. */
  match_id: Generated<number>;
  match_type: Generated<number>;
  /** The current broadcast's id. */
  live_id: number;
  /** 1 while on air. */
  is_live: Generated<number>;
  started_at: Millis;
}

/** A match of today (spec 000 §3 Today match); the match-center issue replaces the demo rows. */
export interface MatchesTable {
  id: number;
  type_id: number;
  short_name_zh: string;
  home_name: string;
  away_name: string;
  home_log: string;
  away_log: string;
  status_id: number;
  /** Unix seconds. */
  match_time: number;
  /** JSON array of per-period scores. */
  home_scores: string;
  away_scores: string;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  cover: string;
  color: string;
  jump_type: number;
  jump_url: string;
  jump_room_id: number;
  platform_type: number;
  type_id: number;
  jump_event_id: number;
  sort: number;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  jump_type: number;
  jump_url: string;
  jump_room_id: number;
  type_id: number;
  jump_event_id: number;
  /** The news article a NEWS notice opens, 0 otherwise. */
  news_id: number;
  sort: number;
}

export interface NewsTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  author: string;
  img_url: string;
  /** JSON array of plain-text paragraphs. */
  content: string;
  views: Generated<number>;
  created_at: Millis;
}

/** One like of a news article by a user (the primary key makes liking idempotent). */
export interface NewsLikesTable {
  news_id: number;
  uid: number;
  created_at: Millis;
}

export interface NewsCommentsTable {
  id: Generated<number>;
  news_id: number;
  uid: number;
  content: string;
  created_at: Millis;
}

/** A row of api/logAction (spec 000 §7 Statistics). */
export interface ActionLogsTable {
  id: Generated<number>;
  action_id: number;
  anchor_id: number;
  room_key: string;
  type_id: number;
  match_id: number;
  check_id: string;
  check_type: string;
  client: string;
  channel: string;
  free_id: string;
  url: string;
  ip: string;
  user_agent: string;
  created_at: Millis;
}

/** The tables of the home, news, configuration and statistics area (migration 0003_main_content). */
export interface MainContentTables {
  settings: SettingsTable;
  live_rooms: LiveRoomsTable;
  matches: MatchesTable;
  banners: BannersTable;
  notices: NoticesTable;
  news: NewsTable;
  news_likes: NewsLikesTable;
  news_comments: NewsCommentsTable;
  action_logs: ActionLogsTable;
}
