import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** A competition. */
export interface LeaguesTable {
  id: number;
  type_id: number;
  short_name_zh: string;
  /** CSS hex colour of its group header. */
  color: string;
  /** 1 for a cup: level matches go to extra time and penalties. */
  is_cup: number;
}

/** A team; `league_id` is its home league (cups draw teams from several). */
export interface TeamsTable {
  id: number;
  type_id: number;
  league_id: number;
  name: string;
  logo: string;
  venue: string;
}

export interface PlayersTable {
  id: number;
  team_id: number;
  name: string;
  shirt_number: number;
  /** Football G / D / M / F; basketball PG / SG / SF / PF / C; esports TOP / JUG / MID / ADC / SUP. */
  role: string;
}

/** The columns migration 0050_sports adds to H5a's `matches`. */
export interface MatchColumns {
  league_id: Generated<number>;
  home_team_id: Generated<number>;
  away_team_id: Generated<number>;
  venue: Generated<string>;
  round_name: Generated<string>;
  clock_seconds: Generated<number>;
  home_penalty: Generated<number>;
  away_penalty: Generated<number>;
  home_formation: Generated<string>;
  away_formation: Generated<string>;
  /** Who writes the match: `sim` (the simulator), `file` (the JSON feed), '' (older rows). */
  source: Generated<string>;
  updated_at: Generated<Millis>;
}

/** An event of a match, in order (`seq` from 1). */
export interface MatchEventsTable {
  id: Generated<number>;
  match_id: number;
  seq: number;
  /** MATCH_EVENT of protocol/sports.ts. */
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
  created_at: Millis;
}

/** A team statistic of a match: FOOTBALL_STAT / BASKETBALL_STAT / ESPORTS_STAT. */
export interface MatchStatsTable {
  match_id: number;
  type: number;
  home: number;
  away: number;
}

/** A player in a match's line-up. */
export interface MatchLineupsTable {
  match_id: number;
  player_id: number;
  position: number;
  name: string;
  shirt_number: number;
  role: string;
  starter: number;
  x: number;
  y: number;
  captain: number;
}

/** A player's statistics in one match. */
export interface PlayerStatsTable {
  match_id: number;
  player_id: number;
  position: number;
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

export interface MatchFollowsTable {
  uid: number;
  match_id: number;
  created_at: Millis;
}

export interface MatchSettingsTable {
  uid: number;
  /** JSON array of type_ids shown. */
  sports: string;
  /** JSON array of hidden league ids. */
  hidden_leagues: string;
  alerts: number;
  sound: number;
  updated_at: Millis;
}

/** The simulator's state of one match it plays. */
export interface SimMatchesTable {
  match_id: number;
  /** JSON of the match's script (server/sports/script.ts), made once when the match is created. */
  script: string;
  /** How far into the script the match is (ms of play at speed 1). */
  progress_ms: number;
  /** When the progress was last moved (wall clock ms); 0 before kick-off. */
  advanced_at: Millis;
  /** Script events stored so far. */
  cursor: number;
  /** 1 once the script's final state is stored. */
  done: number;
}

/** Which node drives a feed (a lease renewed on every tick; another node takes over when it lapses). */
export interface SportsLeasesTable {
  name: string;
  node_id: string;
  expires_at: Millis;
}

/** The tables of migration 0050_sports (and its columns on `matches`). */
export type SportsTables = {
  leagues: LeaguesTable;
  teams: TeamsTable;
  players: PlayersTable;
  matches: MatchColumns;
  match_events: MatchEventsTable;
  match_stats: MatchStatsTable;
  match_lineups: MatchLineupsTable;
  player_stats: PlayerStatsTable;
  match_follows: MatchFollowsTable;
  match_settings: MatchSettingsTable;
  sim_matches: SimMatchesTable;
  sports_leases: SportsLeasesTable;
};

export type SportsDatabase = Database & SportsTables;
export type SportsDb = Kysely<SportsDatabase>;
export type SportsTrx = Transaction<SportsDatabase>;

/**
 * The store handle with the sports tables typed.
 * NOTE: as the other areas do, tables are added with Kysely's `withTables` so the shared schema file
 * needs no edit per area.
 */
export function sportsDb(db: Kysely<Database>): SportsDb {
  return db.withTables<SportsTables>();
}

/** {@link sportsDb} for a transaction. */
export function sportsTrx(trx: Transaction<Database>): SportsTrx {
  return trx.withTables<SportsTables>();
}
