import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/** Columns added to H5a's `matches`: [name, type, default]. */
const MATCH_COLUMNS: readonly [string, 'integer' | 'text' | 'bigint', number | string][] = [
  ['league_id', 'integer', 0],
  ['home_team_id', 'integer', 0],
  ['away_team_id', 'integer', 0],
  ['venue', 'text', ''],
  ['round_name', 'text', ''],
  ['clock_seconds', 'integer', 0],
  ['home_penalty', 'integer', 0],
  ['away_penalty', 'integer', 0],
  ['home_formation', 'text', ''],
  ['away_formation', 'text', ''],
  ['source', 'text', ''],
  ['updated_at', 'bigint', 0],
];

const PLAYER_STAT_COLUMNS = [
  'minutes',
  'goals',
  'assists',
  'shots',
  'yellow_cards',
  'red_cards',
  'points',
  'rebounds',
  'steals',
  'blocks',
  'three_points',
  'free_throws',
  'fouls',
] as const;

/**
 * The match center (server/sports/tables.ts): leagues, teams, players; events, team statistics,
 * line-ups and player statistics of a match; follows and settings per user; the simulator's
 * per-match state and the feed lease; and league, team, clock and penalty columns on `matches`.
 */
export function sportsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // NOTE: one ALTER per column: SQLite adds a single column per statement.
      for (const [name, type, value] of MATCH_COLUMNS) {
        await db.schema
          .alterTable('matches')
          .addColumn(name, type, (c) => c.notNull().defaultTo(value))
          .execute();
      }
      await db.schema
        .createIndex('matches_type_time')
        .on('matches')
        .columns(['type_id', 'match_time'])
        .execute();
      await db.schema.createIndex('matches_home_team').on('matches').column('home_team_id').execute();
      await db.schema.createIndex('matches_away_team').on('matches').column('away_team_id').execute();

      await db.schema
        .createTable('leagues')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('short_name_zh', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('is_cup', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('teams')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('league_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('venue', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('players')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('team_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shirt_number', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('players_team').on('players').column('team_id').execute();

      await withAutoId(dialect, db.schema.createTable('match_events'), 'id')
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('time_text', 'text', (c) => c.notNull())
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'integer', (c) => c.notNull())
        .addColumn('player_name', 'text', (c) => c.notNull())
        .addColumn('player2_id', 'integer', (c) => c.notNull())
        .addColumn('player2_name', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('home_score', 'integer', (c) => c.notNull())
        .addColumn('away_score', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('match_events_seq', ['match_id', 'seq'])
        .execute();

      await db.schema
        .createTable('match_stats')
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('home', 'integer', (c) => c.notNull())
        .addColumn('away', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_stats_pk', ['match_id', 'type'])
        .execute();

      await db.schema
        .createTable('match_lineups')
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shirt_number', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('starter', 'integer', (c) => c.notNull())
        .addColumn('x', 'integer', (c) => c.notNull())
        .addColumn('y', 'integer', (c) => c.notNull())
        .addColumn('captain', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_lineups_pk', ['match_id', 'player_id'])
        .execute();

      let playerStats = db.schema
        .createTable('player_stats')
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull());
      for (const column of PLAYER_STAT_COLUMNS)
        playerStats = playerStats.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      await playerStats.addPrimaryKeyConstraint('player_stats_pk', ['match_id', 'player_id']).execute();

      await db.schema
        .createTable('match_follows')
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_follows_pk', ['uid', 'match_id'])
        .execute();
      await db.schema.createIndex('match_follows_match').on('match_follows').column('match_id').execute();

      await db.schema
        .createTable('match_settings')
        .addColumn('uid', 'integer', (c) => c.primaryKey())
        .addColumn('sports', 'text', (c) => c.notNull())
        .addColumn('hidden_leagues', 'text', (c) => c.notNull())
        .addColumn('alerts', 'integer', (c) => c.notNull())
        .addColumn('sound', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sim_matches')
        .addColumn('match_id', 'integer', (c) => c.primaryKey())
        .addColumn('script', 'text', (c) => c.notNull())
        .addColumn('progress_ms', 'bigint', (c) => c.notNull())
        .addColumn('advanced_at', 'bigint', (c) => c.notNull())
        .addColumn('cursor', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sim_matches_done').on('sim_matches').column('done').execute();

      await db.schema
        .createTable('sports_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
