import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Issue 45: applications to become a host (server/live/hostApplications.ts). A user has at most
 * one pending application (checked in the transaction that adds one); decided ones stay as history.
 */
export function hostApplicationsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAutoId(dialect, db.schema.createTable('host_applications'), 'id')
        .addColumn('uid', 'bigint', (c) => c.notNull())
        .addColumn('room_title', 'text', (c) => c.notNull())
        .addColumn('type_id', 'integer', (c) => c.notNull())
        .addColumn('room_cover', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('room_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('host_applications_uid')
        .on('host_applications')
        .columns(['uid', 'status'])
        .execute();
    },
  };
}
