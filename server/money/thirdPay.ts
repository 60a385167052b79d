import type { Kysely } from 'kysely';
import { MONEY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { writeMoneyNotice } from './notices';
import { spendAuthCode } from './payPassword';
import { moneyDb } from './tables';
import {
  checkAmount,
  creditOrRefuse,
  debitOrRefuse,
  ensureWallet,
  logMoney,
  type MoneyLogRow,
  newOrderId,
} from './wallet';

/**
 * Payments through a pay provider (DESIGN §7: external services sit behind an interface, with a
 * local default). Two kinds of order:
 * - a top-up: the user pays the provider (bank card, wallet app) and the provider tells the server,
 *   which credits the coins (money-log type 4, recharge) — {@link completeTopUp};
 * - a third-party order: a merchant asks the user for coins; the user pays it with an auth code
 *   (msg_third_pay_req, money-log type 11) — {@link payThirdPartyOrder}.
 *
 * Local development: {@link DevPayProvider} takes the place of a real provider. Its `topUp(uid,
 * cointype, amount)` makes the top-up order and completes it at once, as a provider's webhook
 * would after the payer confirmed; its `charge(uid, cointype, amount, remarks)` makes a
 * third-party order for the user to pay. A real provider implements {@link PayProvider} and calls
 * `completeTopUp` from its signed webhook.
 */

export const PAY_ORDER_KIND = { TOP_UP: 'top-up', THIRD_PARTY: 'third-party' } as const;
export const PAY_ORDER_STATUS = { PENDING: 1, DONE: 2 } as const;

/** A pay provider: what the server needs from the outside world to take money in. */
export interface PayProvider {
  readonly name: string;
  /** Starts a top-up of `amount` cents for `uid`; returns the order id the provider's webhook will name. */
  topUp(uid: number, cointype: number, amount: number): Promise<string>;
}

async function createOrder(
  db: Kysely<Database>,
  order: { uid: number; kind: string; provider: string; cointype: number; amount: number; remarks: string },
  now: number,
): Promise<string> {
  checkAmount(order.amount, order.cointype);
  const orderid = newOrderId(order.kind === PAY_ORDER_KIND.TOP_UP ? 'U' : 'P', now);
  await moneyDb(db)
    .insertInto('pay_orders')
    .values({ ...order, orderid, status: PAY_ORDER_STATUS.PENDING, created_at: now, done_at: null })
    .execute();
  return orderid;
}

/**
 * Marks a pending order done with a guarded UPDATE (a provider repeating its webhook, or two nodes
 * receiving it, complete it once) and returns it; undefined when it was not pending.
 */
async function finishOrder(trx: Kysely<Database>, orderid: string, kind: string, now: number) {
  return moneyDb(trx)
    .updateTable('pay_orders')
    .set({ status: PAY_ORDER_STATUS.DONE, done_at: now })
    .where('orderid', '=', orderid)
    .where('kind', '=', kind)
    .where('status', '=', PAY_ORDER_STATUS.PENDING)
    .returning(['uid', 'cointype', 'amount', 'remarks', 'provider'])
    .executeTakeFirst();
}

/** Credits a paid top-up once; returns its uid, or undefined when the order is unknown or done already. */
export async function completeTopUp(
  db: Kysely<Database>,
  orderid: string,
  now: number,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const order = await finishOrder(trx, orderid, PAY_ORDER_KIND.TOP_UP, now);
    if (!order) return undefined;
    await ensureWallet(trx, order.uid, order.cointype, now);
    await creditOrRefuse(trx, order.uid, order.cointype, order.amount);
    const row: MoneyLogRow = {
      uid: order.uid,
      otheruid: 0,
      othername: order.provider,
      moneytype: MONEY_TYPE.RECHARGE,
      amount: order.amount,
      remarks: order.remarks,
      orderid,
      cointype: order.cointype,
    };
    await logMoney(trx, now, [row]);
    await writeMoneyNotice(trx, row, now);
    return order.uid;
  });
}

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
    if (order?.uid !== uid) throw new Refusal(RESULT.ORDER_NOT_EXIST, 'no such order of yours');
    await spendAuthCode(trx, uid, ask.authcode, now);
    const done = await finishOrder(trx, ask.orderid, PAY_ORDER_KIND.THIRD_PARTY, now);
    if (!done) throw new Refusal(RESULT.ORDER_NOT_EXIST, 'the order is paid already');
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

/** The local provider: completes top-ups at once and makes third-party orders on request. */
export class DevPayProvider implements PayProvider {
  readonly name = 'dev';
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async topUp(uid: number, cointype: number, amount: number): Promise<string> {
    const orderid = await createOrder(
      this.db,
      { uid, kind: PAY_ORDER_KIND.TOP_UP, provider: this.name, cointype, amount, remarks: 'top-up' },
      this.now(),
    );
    await completeTopUp(this.db, orderid, this.now());
    return orderid;
  }

  /** A merchant's order of `amount` cents for `uid` to pay with msg_third_pay_req. */
  charge(uid: number, cointype: number, amount: number, remarks: string): Promise<string> {
    return createOrder(
      this.db,
      { uid, kind: PAY_ORDER_KIND.THIRD_PARTY, provider: this.name, cointype, amount, remarks },
      this.now(),
    );
  }
}
