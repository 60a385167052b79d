import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Issue 20, the coin marketplace (server/market/tables.ts): offers (goods), orders and the users'
 * pay accounts.
 *
 * NOTE: the checks are the last guard of the invariants of DECISIONS "Marketplace": an offer's
 * `leftvalue` stays within 0..goodsvalue, and the partial unique index on (goodsid, taker) over
 * unfinished orders (waiting for payment, paid, in appeal) refuses a second unfinished order of one
 * taker (the buyer of a sell offer, the seller into a buy offer) on one offer even when two requests race.
 */
export function marketMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAutoId(dialect, db.schema.createTable('goods'), 'goodsid')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('goodstype', 'integer', (c) => c.notNull())
        .addColumn('goodsvalue', 'integer', (c) => c.notNull())
        .addColumn('leftvalue', 'integer', (c) => c.notNull())
        .addColumn('minlimit', 'integer', (c) => c.notNull())
        .addColumn('maxlimit', 'integer', (c) => c.notNull())
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('outcointype', 'integer', (c) => c.notNull())
        .addColumn('rate', 'integer', (c) => c.notNull())
        .addColumn('paylist', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'goods_values',
          sql`leftvalue >= 0 and leftvalue <= goodsvalue and minlimit > 0 and minlimit <= maxlimit`,
        )
        .execute();
      await db.schema
        .createIndex('goods_list')
        .on('goods')
        .columns(['status', 'goodstype', 'cointype'])
        .execute();
      await db.schema.createIndex('goods_owner').on('goods').columns(['uid', 'goodsid']).execute();

      await db.schema
        .createTable('market_orders')
        .addColumn('orderid', 'text', (c) => c.primaryKey())
        .addColumn('goodsid', 'integer', (c) => c.notNull().references('goods.goodsid'))
        .addColumn('ordertype', 'integer', (c) => c.notNull())
        .addColumn('buyer', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('seller', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('taker', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('ordervalue', 'integer', (c) => c.notNull())
        .addColumn('paytype', 'integer', (c) => c.notNull())
        .addColumn('paytypeid', 'integer', (c) => c.notNull())
        .addColumn('rate', 'integer', (c) => c.notNull())
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('outcointype', 'integer', (c) => c.notNull())
        .addColumn('cancelflag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('moved_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('market_orders_value', sql`ordervalue > 0 and buyer <> seller`)
        .execute();
      await db.schema
        .createIndex('market_orders_unfinished')
        .on('market_orders')
        .columns(['goodsid', 'taker'])
        .unique()
        .where(sql.ref('status'), 'in', [1, 2, 4])
        .execute();
      await db.schema
        .createIndex('market_orders_buyer')
        .on('market_orders')
        .columns(['buyer', 'created_at'])
        .execute();
      await db.schema
        .createIndex('market_orders_seller')
        .on('market_orders')
        .columns(['seller', 'created_at'])
        .execute();
      await db.schema
        .createIndex('market_orders_due')
        .on('market_orders')
        .columns(['status', 'moved_at'])
        .execute();
      await db.schema
        .createIndex('market_orders_goods')
        .on('market_orders')
        .columns(['goodsid', 'status'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('pay_accounts'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('paytype', 'integer', (c) => c.notNull())
        .addColumn('accountname', 'text', (c) => c.notNull())
        .addColumn('phoneno', 'text', (c) => c.notNull())
        .addColumn('addfriendtype', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('bankcode', 'text', (c) => c.notNull())
        .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('pay_accounts_uid')
        .on('pay_accounts')
        .columns(['uid', 'paytype'])
        .execute();
    },
  };
}
