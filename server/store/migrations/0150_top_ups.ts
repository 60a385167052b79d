import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 43: top-ups that a pay provider confirms (server/money/payments/). A pay order keeps the
 * client's key (a retry returns the first order: one order per user and key), where to pay (the
 * gateway's pay URL), the payer's or gateway's reference it was confirmed with, the reason it was
 * refused and who decided it.
 */
export function topUpsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['clientkey', 'payurl', 'reference', 'reason', 'decided_by']) {
        await db.schema
          .alterTable('pay_orders')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      await db.schema
        .createIndex('pay_orders_clientkey')
        .on('pay_orders')
        .columns(['uid', 'clientkey'])
        .unique()
        .where(sql.ref('clientkey'), '<>', '')
        .execute();
      await db.schema
        .createIndex('pay_orders_status')
        .on('pay_orders')
        .columns(['status', 'created_at'])
        .execute();
    },
  };
}
