import { type Kysely, type Migration, sql } from 'kysely';
import { MONEY_REMARK } from '../../../protocol/enums';

/**
 * The server's own English remarks of money-log rows written before issue 47, by the kind that
 * replaces them (the app says a kind in the user's language).
 */
const OLD_REMARKS: readonly [string, number][] = [
  ['welcome coins', MONEY_REMARK.WELCOME],
  ['top-up', MONEY_REMARK.TOP_UP],
  ['red packet expired', MONEY_REMARK.RED_PACKET_EXPIRED],
  ['to shop balance', MONEY_REMARK.TO_SHOP],
  ['from shop balance', MONEY_REMARK.FROM_SHOP],
  ['offer published: coins frozen', MONEY_REMARK.OFFER_FROZEN],
  ['offer closed: unsold coins returned', MONEY_REMARK.OFFER_RETURNED],
  ['order opened: coins in escrow', MONEY_REMARK.ORDER_ESCROW],
  ['order completed: coins received', MONEY_REMARK.ORDER_RECEIVED],
  ['order cancelled: escrow returned', MONEY_REMARK.ESCROW_RETURNED],
  ['order cancelled: offer closed, coins returned', MONEY_REMARK.OFFER_CLOSED_RETURNED],
  ['invitation reward', MONEY_REMARK.INVITE_REWARD],
  ['demo trader coins', MONEY_REMARK.DEMO_TRADER],
];

/**
 * Issue 47: a money-log row says what it is as a kind (`remark_kind`, MONEY_REMARK) instead of
 * English prose, and the rows written before get their kind; a shipped points-mall order keeps the
 * staff's tracking note (carrier and number), which the user reads in the order.
 */
export function remarkKindsTrackingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('money_log')
        .addColumn('remark_kind', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const [remarks, kind] of OLD_REMARKS)
        await sql`update money_log set remark_kind = ${kind}, remarks = '' where remark_kind = 0 and remarks = ${remarks}`.execute(
          db,
        );
      const vip = await sql<{
        id: number;
        remarks: string;
      }>`select id, remarks from money_log where remark_kind = 0 and moneytype = 17 and remarks like 'VIP% daily reward %'`.execute(
        db,
      );
      for (const row of vip.rows)
        await sql`update money_log set remark_kind = ${MONEY_REMARK.VIP_REWARD}, remarks = ${row.remarks.split(' ')[0] ?? ''} where id = ${row.id}`.execute(
          db,
        );
      await db.schema
        .alterTable('mall_orders')
        .addColumn('tracking', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
