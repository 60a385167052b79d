import type { Kysely, Migration } from 'kysely';

/** Issue 22: users banned by staff (server/accounts/bans.ts); a row per banned user, removed on unban. */
export function userBansMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_bans')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
