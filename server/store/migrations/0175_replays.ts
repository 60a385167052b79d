import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 45: a recording is a replay (server/live/replays.ts): the host and title of the room when it
 * was broadcast, a cover grabbed from the file, its duration, and a flag staff set to hide it. The
 * rows of earlier recordings take their host and title from their replay rooms.
 */
export function replaysMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('live_recordings')
        .addColumn('uid', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('live_recordings')
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('live_recordings')
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('live_recordings')
        .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('live_recordings')
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update live_recordings set
        uid = coalesce((select r.uid from live_rooms r where r.room_id = live_recordings.replay_room_id), 0),
        title = coalesce((select r.room_title from live_rooms r where r.room_id = live_recordings.replay_room_id), ''),
        duration_ms = ended_at - started_at`.execute(db);
      await db.schema
        .createIndex('live_recordings_host')
        .on('live_recordings')
        .columns(['uid', 'ended_at'])
        .execute();
    },
  };
}
