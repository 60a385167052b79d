import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/** The socket session area: push ids per device, third-party (open id) bindings, PC QR-login flows. */
export function imSessionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // NOTE: keyed by device: a push id reaches a device, and it follows whoever logs in there.
      await db.schema
        .createTable('push_ids')
        .addColumn('deviceid', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('pushid', 'text', (c) => c.notNull())
        .addColumn('pushchannel', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_ids_uid').on('push_ids').column('uid').execute();

      await withAutoId(dialect, db.schema.createTable('openid_bindings'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('channel', 'integer', (c) => c.notNull())
        .addColumn('thirduid', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('openid_bindings_account', ['channel', 'thirduid'])
        .addUniqueConstraint('openid_bindings_user_channel', ['uid', 'channel'])
        .execute();

      await db.schema
        .createTable('pc_login_flows')
        .addColumn('flow_hash', 'text', (c) => c.primaryKey())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('deviceid', 'text', (c) => c.notNull())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('approved_uid', 'integer')
        .execute();
      await db.schema
        .createIndex('pc_login_flows_expiry')
        .on('pc_login_flows')
        .column('expires_at')
        .execute();
    },
  };
}
