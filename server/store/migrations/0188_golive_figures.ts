import type { Kysely, Migration } from 'kysely';

/**
 * Issue 45, /golive for a host: the ingest node writes its broadcast's viewers now and at peak on
 * the broadcast's live_ingests row (so the host's page reads them on any node), and "end the
 * stream" holds the room's key shut for a while (live_stream_keys.ended_at, ms; 0: never ended).
 */
export function goLiveFiguresMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('live_ingests')
        .addColumn('viewers', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('live_ingests')
        .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('live_stream_keys')
        .addColumn('ended_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
