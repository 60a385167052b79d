import type { Kysely } from 'kysely';
import { MONEY_REMARK, MONEY_TYPE } from '../../protocol/enums';
import { PLATFORM_ACCOUNT } from '../accounts/userType';
import type { Database } from '../store';
import { writeMoneyNotice } from './notices';
import { RED_PACKET_STATUS, redPacketOrderId } from './redPackets';
import { moneyDb } from './tables';
import { creditOrRefuse, ensureWallet, logMoney, type MoneyLogRow } from './wallet';

/**
 * The refund of expired red packets (DECISIONS "Red packets": 24 h, the unclaimed rest back to the
 * sender, money-log type 6). Every node runs it; what makes it run once per packet is the guarded
 * UPDATE `status = open and expires_at <= now` in the refund's own transaction: of two nodes
 * reaching one packet, the second finds it refunded (on PostgreSQL it waits for the first's row
 * lock and then re-reads the row; SQLite runs one writer at a time).
 */

/** Packets refunded in one sweep at most; the rest wait for the next. */
export const EXPIRY_BATCH = 200;

/** A refund that happened. */
export interface Refund {
  redbag_id: number;
  uid: number;
  cointype: number;
  amount: number;
}

/** Refunds what is left of every red packet expired at `now`; returns the refunds this call made. */
export async function refundExpiredRedPackets(db: Kysely<Database>, now: number): Promise<Refund[]> {
  const due = await moneyDb(db)
    .selectFrom('red_packets')
    .select('redbag_id')
    .where('status', '=', RED_PACKET_STATUS.OPEN)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(EXPIRY_BATCH)
    .execute();
  const refunds: Refund[] = [];
  for (const { redbag_id } of due) {
    const refund = await db.transaction().execute(async (trx) => {
      const row = await moneyDb(trx)
        .updateTable('red_packets')
        .set({ status: RED_PACKET_STATUS.REFUNDED })
        .where('redbag_id', '=', redbag_id)
        .where('status', '=', RED_PACKET_STATUS.OPEN)
        .where('expires_at', '<=', now)
        .returning(['uid', 'cointype', 'leftvalue'])
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.leftvalue > 0) {
        await ensureWallet(trx, row.uid, row.cointype, now);
        await creditOrRefuse(trx, row.uid, row.cointype, row.leftvalue);
        const refund: MoneyLogRow = {
          uid: row.uid,
          otheruid: 0,
          othername: '',
          moneytype: MONEY_TYPE.RED_BAG_REFUND,
          amount: row.leftvalue,
          remarks: '',
          remark_kind: MONEY_REMARK.RED_PACKET_EXPIRED,
          orderid: redPacketOrderId(redbag_id),
          cointype: row.cointype,
        };
        await logMoney(trx, now, [refund]);
        // NOTE: the rain's rest goes back to the platform, which sends the notices and gets none.
        if (row.uid !== PLATFORM_ACCOUNT.uid) await writeMoneyNotice(trx, refund, now);
      }
      return { redbag_id, uid: row.uid, cointype: row.cointype, amount: row.leftvalue };
    });
    if (refund) refunds.push(refund);
  }
  // NOTE: spent and expired auth codes are of no use any more.
  await moneyDb(db).deleteFrom('pay_auth_codes').where('expires_at', '<=', now).execute();
  return refunds;
}
