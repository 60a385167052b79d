import type { Kysely, Migration } from 'kysely';

/**
 * Issue 43 (item 6): failed staff logins counted per (name, client address), so a stranger's
 * guesses slow down and lock only that stranger's address (server/admin/loginThrottle.ts).
 */
export function staffLoginFailuresMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_login_failures')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('client_addr', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('staff_login_failures_pk', ['name', 'client_addr'])
        .execute();
    },
  };
}
