import type { Kysely, Migration } from 'kysely';
import { type Dialect, withAutoId } from '../ddl';

/**
 * Friends and profile (server/friends/tables.ts): friendships with per-user list versions and
 * their change log, applications, aliases, black list, forbidden phrases, friend settings,
 * address books, bty settings and cross-node presence.
 */
export function friendsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const binary = dialect === 'postgres' ? 'bytea' : 'blob';
      await db.schema
        .createTable('friendships')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('fuid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('friendships_pk', ['uid', 'fuid'])
        .execute();

      await db.schema
        .createTable('friend_list_versions')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();

      await withAutoId(dialect, db.schema.createTable('friend_changes'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('fuid', 'integer', (c) => c.notNull())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .addColumn('added', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('friend_changes_uid_version')
        .on('friend_changes')
        .columns(['uid', 'version'])
        .execute();

      await db.schema
        .createTable('friend_applies')
        .addColumn('applicant', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('receiver', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('hellomsg', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('handled_at', 'bigint')
        .addPrimaryKeyConstraint('friend_applies_pk', ['applicant', 'receiver'])
        .execute();
      await db.schema
        .createIndex('friend_applies_receiver')
        .on('friend_applies')
        .columns(['receiver', 'state'])
        .execute();

      await db.schema
        .createTable('friend_aliases')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('fuid', 'integer', (c) => c.notNull())
        .addColumn('alias', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('friend_aliases_pk', ['uid', 'fuid'])
        .execute();

      await db.schema
        .createTable('blacklist')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('buid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('blacklist_pk', ['uid', 'buid'])
        .execute();
      await db.schema.createIndex('blacklist_buid').on('blacklist').column('buid').execute();

      await db.schema
        .createTable('forbidden_phrases')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('phrase', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('forbidden_phrases_pk', ['uid', 'phrase'])
        .execute();

      await db.schema
        .createTable('global_forbidden_phrases')
        .addColumn('phrase', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('friend_settings')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('need_verify', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('address_books')
        .addColumn('uid', 'integer', (c) => c.primaryKey().references('users.uid'))
        .addColumn('content', binary, (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('address_book_chunks')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('content', binary, (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('address_book_chunks_pk', ['uid', 'seq'])
        .execute();

      await db.schema
        .createTable('bty_settings')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('setuid', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bty_settings_pk', ['uid', 'kind'])
        .execute();

      // NOTE: one row per logged-in socket on any node; the rows of a node that dies are cleared by
      // the others once it stops saying it is alive (0060_nodes, server/im/nodes.ts).
      await db.schema
        .createTable('presence')
        .addColumn('connection', 'text', (c) => c.primaryKey())
        .addColumn('uid', 'integer', (c) => c.notNull())
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('presence_uid').on('presence').column('uid').execute();
      // NOTE: one row per user, written first in every presence change: the row lock serializes a
      // user's opens and closes, so "first connection" and "last connection" are decided exactly.
      await db.schema
        .createTable('presence_users')
        .addColumn('uid', 'integer', (c) => c.primaryKey())
        .addColumn('changed_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
