import type { Kysely, Migration } from 'kysely';

/**
 * Server nodes and when each last said it was alive (server/friends/presence.ts): a node that
 * stops saying so has died, and the others clear its presence and live-room rows.
 */
export function nodesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('im_nodes')
        .addColumn('node_id', 'text', (c) => c.primaryKey())
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
