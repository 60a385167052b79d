import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/** The gifts on sale at the start (prices in cents of coin type 0; icons drawn by server/rooms/giftIcons.ts). */
const GIFTS = [
  { id: 1, name: '点赞', price: 100 },
  { id: 2, name: '足球', price: 500 },
  { id: 3, name: '篮球', price: 500 },
  { id: 4, name: '奖杯', price: 1_000 },
  { id: 5, name: '火箭', price: 5_200 },
  { id: 6, name: '跑车', price: 9_900 },
  { id: 7, name: '皇冠', price: 13_140 },
  { id: 8, name: '城堡', price: 52_000 },
];

/**
 * Live rooms (server/rooms/tables.ts): chat rooms with their messages, members, admins, mutes
 * and kicks (staff's forbidden phrases live in 0010_friends' global_forbidden_phrases); gifts, wallets and the money log; follows, watch time and
 * points events; and a live_url column on live_rooms.
 */
export function roomsMigration(dialect: Dialect): Migration {
  const bytes = dialect === 'sqlite' ? 'blob' : 'bytea';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('live_rooms')
        .addColumn('live_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('chat_rooms')
        .addColumn('roomkey', 'integer', (c) => c.primaryKey().references('live_rooms.room_id'))
        .addColumn('last_msgno', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('channels', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // NOTE: rooms that exist already get their chat room now; later ones on their first join.
      await sql`insert into chat_rooms (roomkey, created_at) select room_id, started_at from live_rooms`.execute(
        db,
      );

      await db.schema
        .createTable('chat_room_msgs')
        .addColumn('roomkey', 'integer', (c) => c.notNull().references('chat_rooms.roomkey'))
        .addColumn('chatmsgno', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('msgtype', 'integer', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('channel', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_room_msgs_pk', ['roomkey', 'chatmsgno'])
        .execute();

      await db.schema
        .createTable('chat_room_members')
        .addColumn('connection', 'text', (c) => c.primaryKey())
        .addColumn('roomkey', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('chat_room_members_room')
        .on('chat_room_members')
        .columns(['roomkey', 'uid'])
        .execute();

      for (const table of ['chat_room_admins', 'chat_room_forbids'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('roomkey', 'integer', (c) => c.notNull())
          .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['roomkey', 'uid'])
          .execute();
      }
      await db.schema
        .createTable('chat_room_kicks')
        .addColumn('roomkey', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('kicked_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_room_kicks_pk', ['roomkey', 'uid'])
        .execute();
      await db.schema
        .createTable('chat_global_mutes')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('by_uid', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('gifts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addCheckConstraint('gifts_price_positive', sql`price > 0`)
        .execute();
      await db
        .insertInto('gifts' as never)
        .values(GIFTS.map((g, sort) => ({ ...g, icon: `/gift-img/${g.id}.svg`, sort })) as never)
        .execute();
      await withAutoId(dialect, db.schema.createTable('gift_records'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('room_id', 'integer', (c) => c.notNull())
        .addColumn('host_uid', 'integer', (c) => c.notNull())
        .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
        .addColumn('num', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gift_records_room')
        .on('gift_records')
        .columns(['room_id', 'created_at'])
        .execute();

      // NOTE: the CHECK is the last guard; the guarded UPDATE refuses first with a clear result.
      await db.schema
        .createTable('wallets')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('coin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('freezecoin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shopcoin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shopfreezecoin', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('wallets_pk', ['uid', 'cointype'])
        .addCheckConstraint(
          'wallets_not_negative',
          sql`coin >= 0 and freezecoin >= 0 and shopcoin >= 0 and shopfreezecoin >= 0`,
        )
        .execute();
      await withAutoId(dialect, db.schema.createTable('money_log'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('otheruid', 'integer', (c) => c.notNull())
        .addColumn('othername', 'text', (c) => c.notNull())
        .addColumn('moneytype', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('remarks', 'text', (c) => c.notNull())
        .addColumn('ptime', 'bigint', (c) => c.notNull())
        .addColumn('orderid', 'text', (c) => c.notNull())
        .addColumn('cointype', 'integer', (c) => c.notNull())
        .addColumn('outcointype', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('money_log_uid').on('money_log').columns(['uid', 'id']).execute();

      await db.schema
        .createTable('host_follows')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('host_uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('host_follows_pk', ['uid', 'host_uid'])
        .execute();
      await db.schema.createIndex('host_follows_host').on('host_follows').column('host_uid').execute();

      await db.schema
        .createTable('watch_days')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addColumn('last_report_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_days_pk', ['uid', 'day'])
        .execute();
      await db.schema
        .createTable('watch_history')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('room_id', 'integer', (c) => c.notNull())
        .addColumn('watched_at', 'bigint', (c) => c.notNull())
        .addColumn('seconds', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_history_pk', ['uid', 'room_id'])
        .execute();
      await db.schema
        .createIndex('watch_history_recent')
        .on('watch_history')
        .columns(['uid', 'watched_at'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('points_events'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('dedupe', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('points_events_once', ['uid', 'dedupe'])
        .execute();
    },
  };
}
