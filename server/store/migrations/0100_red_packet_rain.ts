import { type Kysely, type Migration, sql } from 'kysely';
import { MONEY_TYPE } from '../../../protocol/enums';
import { PLATFORM_ACCOUNT, PLATFORM_FUND, USER_TYPE } from '../../accounts/userType';

/**
 * Issue 17, the live rooms' red-packet rain (server/money/rain.ts) and the money notices: the
 * platform's wallet account with its fund, written to the money log like any other grant (type 12),
 * and the rain's drops, one row per room and period. Its primary key is the lease that lets one
 * node of many drop a period's packet: the row is inserted in the transaction that pays for it.
 */
export function redPacketRainMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { uid, fid, nickname } = PLATFORM_ACCOUNT;
      await sql`insert into users (uid, zone, nickname, headurl, usertype, fid, created_at)
        values (${uid}, '86', ${nickname}, '/avatars/service.png', ${USER_TYPE.platform}, ${fid}, 0)`.execute(
        db,
      );
      await sql`insert into wallets (uid, cointype, coin) values (${uid}, 0, ${PLATFORM_FUND})`.execute(db);
      await sql`insert into money_log (uid, otheruid, othername, moneytype, amount, remarks, ptime, orderid, cointype, outcointype)
        values (${uid}, 0, '', ${MONEY_TYPE.BACK_SITE_OPERATION}, ${PLATFORM_FUND}, 'platform fund', 0, ${`P${uid}-0`}, 0, 0)`.execute(
        db,
      );
      await db.schema
        .createTable('red_packet_rain')
        .addColumn('roomkey', 'integer', (c) => c.notNull())
        .addColumn('period', 'bigint', (c) => c.notNull())
        .addColumn('redbag_id', 'integer', (c) => c.notNull())
        .addColumn('dropped_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('red_packet_rain_pk', ['roomkey', 'period'])
        .execute();
    },
  };
}
