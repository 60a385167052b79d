import type { Kysely, Migration } from 'kysely';
import { type Dialect, raiseAutoIdTo, withAutoId } from '../ddl';

/** First groupkey handed out (server/groups/tables.ts ImGroupsTable.groupkey). */
const FIRST_GROUPKEY = 1_000_000;

/** The groups area: groups, their members, join requests waiting for approval, the QR-code key. */
export function groupsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAutoId(dialect, db.schema.createTable('im_groups'), 'groupkey')
        .addColumn('host_uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('notice', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('headurl', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attrversion', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('notifyversion', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('info_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('look_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('send_msg_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isforbid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forbidbegintm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forbidendtm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('member_cnt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('dismissed_at', 'bigint')
        .execute();
      await raiseAutoIdTo(db, dialect, 'im_groups', 'groupkey', FIRST_GROUPKEY);

      await db.schema
        .createTable('group_members')
        .addColumn('groupkey', 'integer', (c) => c.notNull().references('im_groups.groupkey'))
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('role', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('permission', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forbidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('white', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notice_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_sent_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_members_pk', ['groupkey', 'uid'])
        .execute();
      await db.schema.createIndex('group_members_uid').on('group_members').column('uid').execute();

      await db.schema
        .createTable('group_join_requests')
        .addColumn('groupkey', 'integer', (c) => c.notNull().references('im_groups.groupkey'))
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('inviter', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_join_requests_pk', ['groupkey', 'uid'])
        .execute();

      await db.schema
        .createTable('group_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
