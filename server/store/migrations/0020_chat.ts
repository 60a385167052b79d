import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../ddl';

/**
 * The message store shared by private chats and groups (server/chat/): per-chat counters, messages,
 * each user's state in each chat, and each device's offline-data sync point.
 */
export function chatMigration(dialect: Dialect): Migration {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_counters')
        .addColumn('chatkey', 'bigint', (c) => c.primaryKey())
        .addColumn('last_no', 'integer', (c) => c.notNull())
        .addColumn('last_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('chat_messages')
        .addColumn('chatkey', 'bigint', (c) => c.notNull())
        .addColumn('chatmsgno', 'integer', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('msgtype', 'integer', (c) => c.notNull())
        .addColumn('msgtime', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('clientkey', 'text', (c) => c.notNull())
        .addColumn('snaptime', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint')
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('headurl', 'text', (c) => c.notNull())
        .addColumn('viplevel', 'integer', (c) => c.notNull())
        .addColumn('isadmin', 'integer', (c) => c.notNull())
        .addColumn('firstname', 'text', (c) => c.notNull())
        .addColumn('lastname', 'text', (c) => c.notNull())
        .addColumn('channel', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_messages_pk', ['chatkey', 'chatmsgno'])
        .execute();
      // NOTE: the dedupe of resends; a message without a clientkey is never a resend.
      await db.schema
        .createIndex('chat_messages_clientkey')
        .on('chat_messages')
        .columns(['chatkey', 'uid', 'clientkey'])
        .unique()
        .where('clientkey', '<>', '')
        .execute();
      await db.schema
        .createIndex('chat_messages_expiry')
        .on('chat_messages')
        .column('expires_at')
        .where('expires_at', 'is not', null)
        .execute();

      await db.schema
        .createTable('chat_user_state')
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('chatkey', 'bigint', (c) => c.notNull())
        .addColumn('read_upto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cleared_upto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('muted_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('snaptime', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('snap_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('screenshot', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('chat_user_state_pk', ['uid', 'chatkey'])
        .execute();
      await db.schema.createIndex('chat_user_state_chat').on('chat_user_state').column('chatkey').execute();

      await db.schema
        .createTable('chat_device_sync')
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('deviceid', 'text', (c) => c.notNull())
        .addColumn('synced_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_device_sync_pk', ['uid', 'deviceid'])
        .execute();
    },
  };
}
