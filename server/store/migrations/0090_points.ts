import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Issue 18, the account area (server/points/tables.ts): the points accounts over the ledger
 * `points_events` of 0040_rooms, check-ins, VIP rewards, the points mall (items, addresses,
 * orders), real names (encrypted), invitations, feedback and activities.
 *
 * NOTE: `points_accounts` holds each user's balance beside the ledger so a spend is one guarded
 * UPDATE; every change still writes its ledger row in the same transaction. The accounts are
 * filled here from the events earned before this migration.
 */
export function pointsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('points_accounts')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('balance', 'integer', (c) => c.notNull())
        .addColumn('earned', 'integer', (c) => c.notNull())
        .addCheckConstraint('points_accounts_balance', sql`balance >= 0`)
        .execute();
      await sql`insert into points_accounts (uid, balance, earned)
        select uid, sum(points), sum(case when points > 0 then points else 0 end)
        from points_events group by uid`.execute(db);
      await db.schema.createIndex('points_events_uid').on('points_events').columns(['uid', 'id']).execute();

      await db.schema
        .createTable('checkins')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('streak', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('checkins_pk', ['uid', 'day'])
        .execute();

      await db.schema
        .createTable('vip_rewards')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('viplevel', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('orderid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('vip_rewards_pk', ['uid', 'day'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('mall_items'), 'id')
        .addColumn('names', 'text', (c) => c.notNull())
        .addColumn('descs', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('stock', 'integer', (c) => c.notNull())
        .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('mall_items_stock', sql`stock >= 0 and cost > 0`)
        .execute();

      await withAutoId(dialect, db.schema.createTable('mall_addresses'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mall_addresses_uid').on('mall_addresses').column('uid').execute();

      await withAutoId(dialect, db.schema.createTable('mall_orders'), 'id')
        .addColumn('orderid', 'text', (c) => c.notNull().unique())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id'))
        .addColumn('num', 'integer', (c) => c.notNull())
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('ship_name', 'text', (c) => c.notNull())
        .addColumn('ship_phone', 'text', (c) => c.notNull())
        .addColumn('ship_address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mall_orders_uid').on('mall_orders').columns(['uid', 'id']).execute();

      await db.schema
        .createTable('real_names')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('name_hint', 'text', (c) => c.notNull())
        .addColumn('idno_hint', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('invite_codes')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('invitations')
        .addColumn('invitee', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('inviter', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('deviceid', 'text', (c) => c.notNull().unique())
        .addColumn('reward', 'integer', (c) => c.notNull())
        .addColumn('orderid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invitations_inviter').on('invitations').column('inviter').execute();

      await withAutoId(dialect, db.schema.createTable('feedback'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_uid').on('feedback').columns(['uid', 'created_at']).execute();

      await withAutoId(dialect, db.schema.createTable('activities'), 'id')
        .addColumn('titles', 'text', (c) => c.notNull())
        .addColumn('summaries', 'text', (c) => c.notNull())
        .addColumn('bodies', 'text', (c) => c.notNull())
        .addColumn('cover', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
