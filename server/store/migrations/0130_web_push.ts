import type { Kysely, Migration } from 'kysely';

/**
 * Issue 23 (server/push/): the VAPID key pair the server signs Web Push requests with (one row, made
 * on first start and shared by every node of the database) and the browsers' push subscriptions.
 */
export function webPushMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('web_push_keys')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('private_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('web_push_subscriptions')
        .addColumn('endpoint', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('web_push_subscriptions_uid')
        .on('web_push_subscriptions')
        .column('uid')
        .execute();
    },
  };
}
