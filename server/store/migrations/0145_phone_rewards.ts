import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 43: what an account gets once per phone (server/accounts/phoneRewards.ts) — its welcome
 * coins, the invitation reward paid for it, a day's VIP reward — one row per (kind, phone) and per
 * (kind, account), so neither a fresh account nor a phone moved to another account gets one twice.
 * An invitation is paid when the invitee verifies a phone (`paid_at`, and `paid_day` in the
 * product's day for the inviter's daily cap); the ones made before were paid when bound.
 */
export function phoneRewardsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('phone_rewards')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('zone', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('uid', 'integer', (c) => c.notNull().references('users.uid'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('phone_rewards_pk', ['kind', 'zone', 'phone'])
        .execute();
      await db.schema
        .createIndex('phone_rewards_kind_uid')
        .on('phone_rewards')
        .columns(['kind', 'uid'])
        .unique()
        .execute();
      await db.schema.alterTable('invitations').addColumn('paid_at', 'bigint').execute();
      await db.schema.alterTable('invitations').addColumn('paid_day', 'text').execute();
      await sql`update invitations set paid_at = created_at`.execute(db);
      await db.schema
        .createIndex('invitations_inviter_paid_day')
        .on('invitations')
        .columns(['inviter', 'paid_day'])
        .execute();
    },
  };
}
