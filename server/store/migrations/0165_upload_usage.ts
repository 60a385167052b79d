import type { Kysely, Migration } from 'kysely';

/**
 * Issue 43: bytes uploaded per product day, per account and for the whole site (uid 0), against
 * the upload allowances in the settings (server/http/uploadBudget.ts). In the database, so every
 * node counts against one budget and a restart forgets nothing.
 */
export function uploadUsageMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('upload_usage')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('uid', 'bigint', (c) => c.notNull())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_usage_pk', ['day', 'uid'])
        .execute();
    },
  };
}
