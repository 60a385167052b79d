import type { Kysely, Migration } from 'kysely';

/**
 * Issue 14: sessions say how they were made (a phone login or a PC approved by the app), so a
 * replacing login revokes only its own kind; failed password logins are counted per client address,
 * so a stranger cannot lock the owner out.
 */
export function securityMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('client', 'text', (c) => c.notNull().defaultTo('phone'))
        .execute();
      await db.schema
        .alterTable('login_failures')
        .addColumn('client_addr', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_uid').on('sessions').column('uid').execute();
    },
  };
}
