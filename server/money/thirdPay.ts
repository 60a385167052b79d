import type { Kysely } from 'kysely';
import { MONEY_TYPE, TOP_UP_STATUS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { PAY_ORDER_KIND } from './payments/orders';
import { spendAuthCode } from './payPassword';
import { moneyDb } from './tables';
import { debitOrRefuse, ensureWallet, logMoney } from './wallet';

/**
 * Third-party pay: a merchant's order, made through the pay provider (server/money/payments/,
 * `Payments.charge`), that the user pays with coins and an auth code (msg_third_pay_req, money-log
 * type 11). Coins go out here, never in: top-ups are server/money/payments/orders.ts.
 */

/**
 * msg_third_pay_req: pays `uid`'s pending third-party order with coins in one transaction (auth
 * code 13 / 12, debit 10 when short, log type 11). 19 (order not exist) for an unknown order, one
 * of another user or one paid already.
 */
export async function payThirdPartyOrder(
  db: Kysely<Database>,
  uid: number,
  ask: { orderid: string; authcode: string },
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await moneyDb(trx)
      .selectFrom('pay_orders')
      .select('uid')
      .where('orderid', '=', ask.orderid)
      .where('kind', '=', PAY_ORDER_KIND.THIRD_PARTY)
      .executeTakeFirst();
    if (order?.uid !== uid) throw new Refusal('result', RESULT.ORDER_NOT_EXIST, 'no such order of yours');
    await spendAuthCode(trx, uid, ask.authcode, now);
    // NOTE: a guarded UPDATE of the status: two payments of one order pay it once.
    const done = await moneyDb(trx)
      .updateTable('pay_orders')
      .set({ status: TOP_UP_STATUS.CREDITED, done_at: now })
      .where('orderid', '=', ask.orderid)
      .where('kind', '=', PAY_ORDER_KIND.THIRD_PARTY)
      .where('status', '=', TOP_UP_STATUS.PENDING)
      .returning(['cointype', 'amount', 'remarks', 'provider'])
      .executeTakeFirst();
    if (!done) throw new Refusal('result', RESULT.ORDER_NOT_EXIST, 'the order is paid already');
    await ensureWallet(trx, uid, done.cointype, now);
    await debitOrRefuse(trx, uid, done.cointype, done.amount);
    await logMoney(trx, now, [
      {
        uid,
        otheruid: 0,
        othername: done.provider,
        moneytype: MONEY_TYPE.THIRD_PARTY_PAY,
        amount: -done.amount,
        remarks: done.remarks,
        orderid: ask.orderid,
        cointype: done.cointype,
      },
    ]);
  });
}
