import { type Kysely, type Migration, sql } from 'kysely';
import { FIRST_REGULAR_UID, SERVICE_ACCOUNTS, USER_TYPE } from '../../accounts/userType';
import { type Dialect, raiseAutoIdTo, withAutoId } from '../ddl';

/** Users, devices, sessions, API tokens, SMS codes, login failures and client error logs. */
export function accountsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withAutoId(dialect, db.schema.createTable('users'), 'uid')
        .addColumn('phone', 'text')
        .addColumn('zone', 'text', (c) => c.notNull().defaultTo('86'))
        .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('headurl', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sign', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('usertype', 'integer', (c) => c.notNull().defaultTo(USER_TYPE.ordinary))
        .addColumn('viplevel', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('privacy', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('isadmin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fid', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('pay_password_hash', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('lastlogout_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('nickname_changed_at', 'bigint')
        .addColumn('firstname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lastname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('channel', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('thirduid', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('siteid', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // NOTE: NULL phones (guests) never collide in a unique index, on either dialect.
      await db.schema
        .createIndex('users_zone_phone')
        .on('users')
        .columns(['zone', 'phone'])
        .unique()
        .execute();

      await db.schema
        .createTable('devices')
        .addColumn('deviceid', 'text', (c) => c.primaryKey())
        .addColumn('guest_uid', 'integer', (c) => c.references('users.uid'))
        .addColumn('last_uid', 'integer', (c) => c.references('users.uid'))
        .addColumn('identifier', 'text', (c) => c.unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .execute();

      await withAutoId(dialect, db.schema.createTable('sessions'), 'id')
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('deviceid', 'text', (c) => c.notNull())
        .addColumn('fastkey_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('sessions_uid_device', ['uid', 'deviceid'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('api_tokens'), 'id')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('deviceid', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('api_tokens_kind_uid_device', ['kind', 'uid', 'deviceid'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('sms_codes'), 'id')
        .addColumn('zone', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('purpose', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('closed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('sms_codes_phone')
        .on('sms_codes')
        .columns(['zone', 'phone', 'created_at'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('login_failures'), 'id')
        .addColumn('zone', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('failed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_phone')
        .on('login_failures')
        .columns(['zone', 'phone', 'failed_at'])
        .execute();

      await withAutoId(dialect, db.schema.createTable('client_error_logs'), 'id')
        .addColumn('uid', 'integer')
        .addColumn('deviceid', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      for (const account of SERVICE_ACCOUNTS) {
        await sql`insert into users (uid, zone, nickname, headurl, usertype, fid, created_at)
          values (${account.uid}, '86', ${account.nickname}, '/avatars/service.png', ${USER_TYPE.service},
            ${account.fid}, 0)`.execute(db);
      }
      await raiseAutoIdTo(db, dialect, 'users', 'uid', FIRST_REGULAR_UID);
    },
  };
}
