import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Issue 22 (server/admin/): the staff console's accounts, their sessions and the audit log of
 * every change they make.
 */
export function staffMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAutoId(dialect, db.schema.createTable('staff'), 'id')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text', (c) => c.notNull())
        // NOTE: the last TOTP time step accepted; a code of that step or an earlier one is a replay.
        .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('csrf', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
      await withAutoId(dialect, db.schema.createTable('staff_audit'), 'id')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
      await db.schema
        .createIndex('staff_audit_staff_at')
        .on('staff_audit')
        .columns(['staff_id', 'at'])
        .execute();
    },
  };
}
