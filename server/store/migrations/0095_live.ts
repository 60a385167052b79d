import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Issue 19 (server/live/): each host room's secret RTMP stream key (only its SHA-256 is kept), and
 * the recordings of its broadcasts, each shown as a movie-playback room (live_type 4) of its own.
 */
export function liveMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_stream_keys')
        .addColumn('room_id', 'integer', (c) => c.primaryKey().references('live_rooms.room_id'))
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await withAutoId(dialect, db.schema.createTable('live_recordings'), 'id')
        .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.room_id'))
        .addColumn('replay_room_id', 'integer', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint', (c) => c.notNull())
        .addColumn('pruned', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('live_recordings_age')
        .on('live_recordings')
        .columns(['pruned', 'ended_at'])
        .execute();
    },
  };
}
