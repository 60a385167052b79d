import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 13: when a user's read position in a chat last moved, so a device that was away while
 * another device read the chat gets it in its offline data even when no message came since.
 * Issue 23: a user who never had a socket was last seen when the account was made (a logout time of
 * 0 reads as "online").
 */
export function readAndLastSeenMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chat_user_state')
        .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('chat_user_state_read_at')
        .on('chat_user_state')
        .columns(['uid', 'read_at'])
        .execute();
      await sql`update users set lastlogout_at = created_at where lastlogout_at = 0`.execute(db);
    },
  };
}
