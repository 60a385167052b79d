import type { Kysely, Migration } from 'kysely';

/** Issue 43: cents the red-packet rain dropped per product day, against `rain_daily_budget` (server/money/rain.ts). */
export function rainBudgetMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rain_budget')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('spent', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
