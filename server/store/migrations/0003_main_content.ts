import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * The home, news, configuration and statistics area (server/content/tables.ts): settings, live
 * rooms, today's matches, banners, notices, news with likes and comments, and action logs.
 */
export function mainContentMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('live_rooms')
        .addColumn('room_id', 'integer', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('room_title', 'text', (c) => c.notNull())
        .addColumn('room_cover', 'text', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('live_type', 'integer', (c) => c.notNull())
        .addColumn('heat', 'integer', (c) => c.notNull())
        .addColumn('short_name_zh', 'text', (c) => c.notNull())
        .addColumn('match_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('match_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('live_id', 'integer', (c) => c.notNull())
        .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('live_rooms_heat').on('live_rooms').columns(['heat', 'room_id']).execute();
      await db.schema.createIndex('live_rooms_uid').on('live_rooms').column('uid').execute();

      await db.schema
        .createTable('matches')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('short_name_zh', 'text', (c) => c.notNull())
        .addColumn('home_name', 'text', (c) => c.notNull())
        .addColumn('away_name', 'text', (c) => c.notNull())
        .addColumn('home_log', 'text', (c) => c.notNull())
        .addColumn('away_log', 'text', (c) => c.notNull())
        .addColumn('status_id', 'integer', (c) => c.notNull())
        .addColumn('match_time', 'bigint', (c) => c.notNull())
        .addColumn('home_scores', 'text', (c) => c.notNull())
        .addColumn('away_scores', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('matches_time').on('matches').columns(['match_time', 'id']).execute();

      await withAutoId(dialect, db.schema.createTable('banners'), 'id')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('jump_type', 'integer', (c) => c.notNull())
        .addColumn('jump_url', 'text', (c) => c.notNull())
        .addColumn('jump_room_id', 'integer', (c) => c.notNull())
        .addColumn('platform_type', 'integer', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('jump_event_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await withAutoId(dialect, db.schema.createTable('notices'), 'id')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('jump_type', 'integer', (c) => c.notNull())
        .addColumn('jump_url', 'text', (c) => c.notNull())
        .addColumn('jump_room_id', 'integer', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('jump_event_id', 'integer', (c) => c.notNull())
        .addColumn('news_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();

      await withAutoId(dialect, db.schema.createTable('news'), 'id')
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('news_created').on('news').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('news_likes')
        .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id'))
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('news_likes_pk', ['news_id', 'uid'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('news_comments'), 'id')
        .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id'))
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('news_comments_news')
        .on('news_comments')
        .columns(['news_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('news_comments_uid')
        .on('news_comments')
        .columns(['uid', 'created_at'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('action_logs'), 'id')
        .addColumn('action_id', 'integer', (c) => c.notNull())
        .addColumn('anchor_id', 'integer', (c) => c.notNull())
        .addColumn('room_key', 'text', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('match_id', 'integer', (c) => c.notNull())
        .addColumn('check_id', 'text', (c) => c.notNull())
        .addColumn('check_type', 'text', (c) => c.notNull())
        .addColumn('client', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('free_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('action_logs_action')
        .on('action_logs')
        .columns(['action_id', 'created_at'])
        .execute();
    },
  };
}
