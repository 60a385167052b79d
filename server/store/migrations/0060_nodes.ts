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
      // NOTE: every node looks for a dead node's rows every 10 s.
      await db.schema.createIndex('presence_node').on('presence').column('node_id').execute();
      await db.schema
        .createIndex('chat_room_members_node')
        .on('chat_room_members')
        .column('node_id')
        .execute();
    },
  };
}
