import type { Kysely, Migration } from 'kysely';

/**
 * Issue 43 item 11: the first outcome of each money request by its key (server/money/once.ts).
 * NOTE: the primary key (uid, reqkey) is what makes a request exactly-once: its row is written
 * first in the transaction that moves the money, so a second request with the key waits for the
 * first and then finds it (PostgreSQL's unique check waits for the uncommitted row).
 */
export function moneyRequestsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('money_requests')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('reqkey', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('money_requests_pk', ['uid', 'reqkey'])
        .execute();
      await db.schema
        .createIndex('money_requests_created')
        .on('money_requests')
        .column('created_at')
        .execute();
    },
  };
}
