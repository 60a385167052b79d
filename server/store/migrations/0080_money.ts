import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Money (server/money/tables.ts): pay passwords and their one-use auth codes, red packets with
 * their shares, exchange rates and third-party pay orders.
 *
 * NOTE: the wallets and the money log are the tables 0040_rooms made for live-room gifts; they
 * become the one wallet of the product here, so the gift balances people already hold stay where
 * they are and nothing is copied. This migration only adds the index the money log's order-id
 * lookups need; no row changes.
 */
export function moneyMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('money_log_orderid').on('money_log').column('orderid').execute();

      await db.schema
        .createTable('pay_passwords')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      // NOTE: only a hash of the code is stored; `used_at` is set by a guarded UPDATE in the
      // transaction of the operation it pays for, so one code pays for one operation.
      await db.schema
        .createTable('pay_auth_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('pay_auth_codes_expiry')
        .on('pay_auth_codes')
        .column('expires_at')
        .execute();

      await withAutoId(dialect, db.schema.createTable('red_packets'), 'redbag_id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('redbagtype', 'integer', (c) => c.notNull())
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('redbagvalue', 'integer', (c) => c.notNull())
        .addColumn('redbagnum', 'integer', (c) => c.notNull())
        .addColumn('leftnum', 'integer', (c) => c.notNull())
        .addColumn('leftvalue', 'integer', (c) => c.notNull())
        .addColumn('chatkey', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('chatmsgno', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('roomkey', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recvuid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('greeting', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('red_packets_left', sql`leftnum >= 0 and leftvalue >= 0`)
        .execute();
      await db.schema
        .createIndex('red_packets_due')
        .on('red_packets')
        .columns(['status', 'expires_at'])
        .execute();
      await db.schema
        .createIndex('red_packets_sender')
        .on('red_packets')
        .columns(['uid', 'redbag_id'])
        .execute();

      // NOTE: the shares are drawn when the packet is sent; a claim takes share `redbagnum - leftnum`
      // and writes its uid. The unique (redbag_id, uid) index is what refuses a second claim (NULLs
      // of unclaimed shares do not collide, on SQLite and PostgreSQL alike).
      await db.schema
        .createTable('red_packet_shares')
        .addColumn('redbag_id', 'integer', (c) => c.notNull().references('red_packets.redbag_id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer')
        .addColumn('claimed_at', 'bigint')
        .addPrimaryKeyConstraint('red_packet_shares_pk', ['redbag_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('red_packet_shares_claimer')
        .on('red_packet_shares')
        .columns(['redbag_id', 'uid'])
        .unique()
        .execute();
      await db.schema.createIndex('red_packet_shares_uid').on('red_packet_shares').column('uid').execute();

      await db.schema
        .createTable('coin_rates')
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('outcointype', 'integer', (c) => c.notNull())
        .addColumn('crate', 'integer', (c) => c.notNull())
        .addColumn('trate', 'integer', (c) => c.notNull())
        .addColumn('drate', 'integer', (c) => c.notNull())
        .addColumn('crate1', 'integer', (c) => c.notNull())
        .addColumn('trate1', 'integer', (c) => c.notNull())
        .addColumn('drate1', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('coin_rates_pk', ['cointype', 'outcointype'])
        .execute();

      await db.schema
        .createTable('pay_orders')
        .addColumn('orderid', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('remarks', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('done_at', 'bigint')
        .addCheckConstraint('pay_orders_amount', sql`amount > 0`)
        .execute();
      await db.schema.createIndex('pay_orders_uid').on('pay_orders').columns(['uid', 'created_at']).execute();
    },
  };
}
