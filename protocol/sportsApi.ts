/**
 * The main-API endpoints of the match center (`GET /app/<name>`, conventions of ./mainApi.ts):
 * parameters and answer `data`. Times are unix seconds; `type_id` 1 football, 2 basketball,
 * 3 esports; `position` 1 home, 2 away. No DOM, no Node APIs.
 */

import type { TodayMatch } from './mainApi';
import type { MatchEventType, Side, StatusLabel } from './sports';

/** A match of the match center's lists: the Today match fields plus league and clock. */
export interface MatchItem extends TodayMatch {
  league_id: number;
  /** 1 for a cup competition (level matches go to extra time and penalties). */
  is_cup: 0 | 1;
  /** The league's colour (CSS hex), for the group header. */
  league_color: string;
  home_team_id: number;
  away_team_id: number;
  /** Round or stage, e.g. `第12轮`, `1/4决赛`. */
  round: string;
  venue: string;
  /** {@link statusLabel} of the match, null when unknown. */
  status_label: StatusLabel | null;
  /**
   * The clock: football seconds played (first half from 0, second half from 2700, extra time from
   * 5400); basketball seconds left in the period; esports seconds into the current map; 0 otherwise.
   */
  clock_seconds: number;
  /** Football penalty-shootout score (0 when there was none). */
  home_penalty: number;
  away_penalty: number;
  /** 1 when the calling user follows the match (0 without login). */
  is_follow: 0 | 1;
}

/** A league present in a list, for grouping headers and the settings page. */
export interface LeagueGroup {
  league_id: number;
  type_id: number;
  short_name_zh: string;
  league_color: string;
  is_cup: 0 | 1;
  /** Matches of this league in the list (0 in the settings page's list). */
  count: number;
}

/** One event of a match. */
export interface MatchEvent {
  id: number;
  type: MatchEventType;
  /** 1 home, 2 away, 0 for the match (status events). */
  position: Side | 0;
  /** The clock text: football `67'` / `45+2'`, basketball `Q3 05:12`, esports `M2`. */
  time: string;
  /** For STATUS events: the status entered. */
  status_id: number;
  player_id: number;
  player_name: string;
  /** Goal: the assist; substitution: the player coming off (player_* comes on). */
  player2_id: number;
  player2_name: string;
  /** Basketball points (1..3); shootout kick 1 scored / 0 missed. */
  points: number;
  /** The score after the event (by the sport's rule). */
  home_score: number;
  away_score: number;
}

/** A team statistic: FOOTBALL_STAT / BASKETBALL_STAT / ESPORTS_STAT by sport. */
export interface TeamStat {
  type: number;
  home: number;
  away: number;
}

/** A team's identity. */
export interface TeamInfo {
  id: number;
  name: string;
  logo: string;
}

/** A period's score (basketball quarters and overtimes, football halves and extra time). */
export interface PeriodScore {
  /** `q1`..`q4`, `overtime` (basketball); `first_half`, `second_half`, `extra_time`, `penalties` (football); `map` (esports). */
  label: string;
  home: number;
  away: number;
}

/** encryptionMatchDetail. */
export interface MatchDetailData {
  match: MatchItem;
  home_team: TeamInfo;
  away_team: TeamInfo;
  periods: PeriodScore[];
  events: MatchEvent[];
  stats: TeamStat[];
  /** The hottest live room showing the match, 0 when none. */
  room_id: number;
  follow_count: number;
}

/** W win, D draw, L loss, from the named team's side. */
export type FormResult = 'W' | 'D' | 'L';

/** A team's recent finished matches, newest first. */
export interface TeamForm {
  team: TeamInfo;
  matches: MatchItem[];
  form: FormResult[];
  wins: number;
  draws: number;
  losses: number;
  goals_for: number;
  goals_against: number;
}

/** encryptionAnalysis: head-to-head and recent form, from finished matches. */
export interface AnalysisData {
  /** Finished matches between the two teams, newest first. */
  h2h: MatchItem[];
  /** From the home team's side. */
  h2h_summary: { wins: number; draws: number; losses: number };
  home: TeamForm;
  away: TeamForm;
}

/** A player of a line-up. */
export interface LineupPlayer {
  player_id: number;
  name: string;
  shirt_number: number;
  /** Football G / D / M / F; basketball PG / SG / SF / PF / C. */
  role: string;
  /** Football starters: position on the pitch in percent of its width (x) and own half's depth (y, 0 = own goal). */
  x: number;
  y: number;
  captain: 0 | 1;
}

/** One side of encryptionMatchLineUp. */
export interface TeamLineup {
  team: TeamInfo;
  /** Football formation such as `4-3-3`; empty for basketball. */
  formation: string;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}

export interface LineupData {
  home: TeamLineup;
  away: TeamLineup;
}

/** A player's line in encryptionPlayerStats; the other sport's fields are 0. */
export interface PlayerStatLine {
  player_id: number;
  name: string;
  shirt_number: number;
  role: string;
  starter: 0 | 1;
  minutes: number;
  goals: number;
  assists: number;
  shots: number;
  yellow_cards: number;
  red_cards: number;
  points: number;
  rebounds: number;
  steals: number;
  blocks: number;
  three_points: number;
  free_throws: number;
  fouls: number;
}

export interface PlayerStatsData {
  home: PlayerStatLine[];
  away: PlayerStatLine[];
}

/** A user's match-center settings. */
export interface MatchSettings {
  /** Sports shown (type_id), default all three. */
  sports: number[];
  /** League ids hidden from the lists. */
  hidden_leagues: number[];
  /** 1: score alerts of followed matches (and of the match of the room one sits in) are pushed. */
  alerts: 0 | 1;
  /** 1: the alert plays a sound (the app reads it). */
  sound: 0 | 1;
}

/** The match-center endpoints (see {@link import('./mainApi').MainEndpoints} for the other areas). */
export interface MatchEndpoints {
  /**
   * Matches of one sport on one day, with league groups: `date` (`YYYY-MM-DD`, today by default)
   * in the zone `utc_offset` minutes east of UTC (-840..840; the app sends the device's, the
   * default 480 is China Standard Time), 24 hours from its midnight (docs/time.md). `status` 0 all,
   * 1 in play, 2 to come, 3 over. A logged-in caller's hidden leagues are left out.
   */
  encryptionMatchInfo: {
    params: { type_id?: number; date?: string; utc_offset?: number; league_id?: number; status?: number };
    data: { date: string; list: MatchItem[]; leagues: LeagueGroup[] };
  };
  encryptionMatchDetail: { params: { id: number }; data: MatchDetailData };
  encryptionAnalysis: { params: { id: number; limit?: number }; data: AnalysisData };
  encryptionMatchLineUp: { params: { id: number }; data: LineupData };
  encryptionPlayerStats: { params: { id: number }; data: PlayerStatsData };
  /**
   * The score page: matches in play first, then those of the next 24 h, then those over in the
   * last 24 h; `type_id` 0 every sport the caller shows.
   */
  ScoreHome: {
    params: { type_id?: number };
    data: { list: MatchItem[]; live_count: number; follow_ids: number[] };
  };
  /** follow 1 follows, 0 unfollows; idempotent. Needs login. */
  matchFollow: { params: { id: number; follow?: 0 | 1 }; data: { id: number; is_follow: 0 | 1 } };
  /** The caller's followed matches: not over first (by time), then over (newest first). Needs login. */
  matchFollowList: { params: Record<string, never>; data: { list: MatchItem[] } };
  /** The caller's settings and every league (for the show/hide list). Needs login. */
  matchSettings: { params: Record<string, never>; data: MatchSettings & { leagues: LeagueGroup[] } };
  /** Changes the given settings (lists as comma-separated ids). Needs login. */
  matchSettingsSave: {
    params: { sports?: string; hidden_leagues?: string; alerts?: 0 | 1; sound?: 0 | 1 };
    data: MatchSettings;
  };
}
export type MatchEndpointName = keyof MatchEndpoints;
