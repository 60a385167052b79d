import type { Kysely, Migration } from 'kysely';

/**
 * Issue 19, several nodes (server/live/relay.ts): the node that ingests a room's broadcast records
 * itself here, so any other node can relay the room's FLV and HLS from it.
 */
export function liveIngestsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('live_ingests')
        .addColumn('room_id', 'integer', (c) => c.primaryKey().references('live_rooms.room_id'))
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
