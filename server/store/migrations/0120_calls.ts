import type { Kysely, Migration } from 'kysely';

/**
 * Issue 21, calls (server/calls/): private calls, the line each user holds while in a call (the
 * primary key is what makes "busy" hold across nodes), and group calls with their members.
 */
export function callsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calls')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('chatkey', 'bigint', (c) => c.notNull())
        .addColumn('caller', 'integer', (c) => c.notNull())
        .addColumn('callee', 'integer', (c) => c.notNull())
        .addColumn('calltype', 'integer', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('caller_conn', 'text', (c) => c.notNull())
        .addColumn('callee_conn', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('accepted_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .execute();
      // NOTE: the missed-call sweep looks for ringing calls by age.
      await db.schema.createIndex('calls_state').on('calls').columns(['state', 'created_at']).execute();
      await db.schema
        .createTable('call_lines')
        .addColumn('uid', 'integer', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('group_calls')
        .addColumn('groupkey', 'integer', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('starter', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('group_call_members')
        .addColumn('groupkey', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('conn', 'text', (c) => c.notNull())
        .addColumn('voicestate', 'integer', (c) => c.notNull())
        .addColumn('videostate', 'integer', (c) => c.notNull())
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_call_members_pk', ['groupkey', 'uid'])
        .execute();
    },
  };
}
