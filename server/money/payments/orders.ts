import type { Kysely, Selectable } from 'kysely';
import type { RecordValue } from '../../../protocol/codec';
import {
  MONEY_REMARK,
  MONEY_TYPE,
  TOP_UP_CLIENTKEY_MAX,
  TOP_UP_LIST_LIMIT,
  TOP_UP_STATUS,
} from '../../../protocol/enums';
import { RESULT } from '../../../protocol/result';
import { Refusal } from '../../refusal';
import type { Database } from '../../store';
import { writeMoneyNotice, writeTopUpRefusedNotice } from '../notices';
import { moneyDb, type PayOrdersTable } from '../tables';
import { checkAmount, creditOrRefuse, ensureWallet, logMoney, type MoneyLogRow, newOrderId } from '../wallet';

/**
 * Pay orders (issue 43, DESIGN §7 "Money enters only through a payment provider"): a top-up is an
 * order that waits (TOP_UP_STATUS pending) until its provider confirms the payment, then is credited
 * once (money-log type 4, with the wallet notice) or refused with a reason (a notice too). Both are
 * a guarded UPDATE of the order's status in the transaction that moves the coins, so two staff
 * confirming at once, or a gateway repeating its notification, credit it once.
 */

export const PAY_ORDER_KIND = { TOP_UP: 'top-up', THIRD_PARTY: 'third-party' } as const;

/** A stored pay order. */
export type PayOrder = Selectable<PayOrdersTable>;

/** A top-up as its owner sees it (top_up_info). */
export type TopUpInfo = RecordValue<'top_up_info'>;

export function toTopUpInfo(order: PayOrder): TopUpInfo {
  return {
    orderid: order.orderid,
    cointype: order.cointype,
    amount: order.amount,
    status: order.status,
    provider: order.provider,
    payurl: order.payurl,
    reason: order.reason,
    created: Math.floor(Number(order.created_at) / 1000),
    done: order.done_at === null ? 0 : Math.floor(Number(order.done_at) / 1000),
  };
}

/** Refuses (0) a client key that is not a string of at most {@link TOP_UP_CLIENTKEY_MAX} printable characters. */
export function checkClientKey(clientkey: string): void {
  if (clientkey.length > TOP_UP_CLIENTKEY_MAX || !/^[\x21-\x7e]*$/.test(clientkey))
    throw new Refusal(
      'result',
      RESULT.FAIL,
      `clientkey must be at most ${TOP_UP_CLIENTKEY_MAX} printable ASCII characters`,
    );
}

export async function findOrder(
  db: Kysely<Database>,
  orderid: string,
  kind: string = PAY_ORDER_KIND.TOP_UP,
): Promise<PayOrder | undefined> {
  return moneyDb(db)
    .selectFrom('pay_orders')
    .selectAll()
    .where('orderid', '=', orderid)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

async function orderByKey(db: Kysely<Database>, uid: number, clientkey: string) {
  return moneyDb(db)
    .selectFrom('pay_orders')
    .selectAll()
    .where('uid', '=', uid)
    .where('clientkey', '=', clientkey)
    .where('kind', '=', PAY_ORDER_KIND.TOP_UP)
    .executeTakeFirst();
}

/** What a new order is made of; `payurl` is given the order id to name. */
export interface NewOrder {
  uid: number;
  kind: string;
  provider: string;
  cointype: number;
  amount: number;
  remarks: string;
  clientkey?: string;
  payurl?: (orderid: string) => string;
}

/**
 * Stores a pending order; with a client key the user's order of that key is returned instead when
 * there is one (`made` false): a retry gets the first order, never a second.
 */
export async function createOrder(
  db: Kysely<Database>,
  order: NewOrder,
  now: number,
): Promise<{ order: PayOrder; made: boolean }> {
  checkAmount(order.amount, order.cointype);
  const clientkey = order.clientkey ?? '';
  checkClientKey(clientkey);
  if (clientkey !== '') {
    const first = await orderByKey(db, order.uid, clientkey);
    if (first) return { order: first, made: false };
  }
  const orderid = newOrderId(order.kind === PAY_ORDER_KIND.TOP_UP ? 'U' : 'P', now);
  const row = {
    orderid,
    uid: order.uid,
    kind: order.kind,
    provider: order.provider,
    cointype: order.cointype,
    amount: order.amount,
    remarks: order.remarks,
    status: TOP_UP_STATUS.PENDING,
    created_at: now,
    done_at: null,
    clientkey,
    payurl: order.payurl?.(orderid) ?? '',
    reference: '',
    reason: '',
    decided_by: '',
  };
  try {
    await moneyDb(db).insertInto('pay_orders').values(row).execute();
  } catch (error) {
    // NOTE: the same key sent twice at once: the unique (uid, clientkey) index lets one insert win.
    const first = clientkey === '' ? undefined : await orderByKey(db, order.uid, clientkey);
    if (first) return { order: first, made: false };
    throw error;
  }
  return { order: row, made: true };
}

/** Who confirmed or refused a top-up and against what. */
export interface Decision {
  /** `staff:<name>`, the gateway's name, or the instant provider's. */
  by: string;
  /** The payer's reference (manual) or the gateway's transaction id. */
  reference?: string;
}

/** The guarded move of a pending top-up to `status`; the order after, or undefined when it was not pending. */
async function decide(
  trx: Kysely<Database>,
  orderid: string,
  set: { status: number; reference: string; reason: string; decided_by: string },
  now: number,
): Promise<PayOrder | undefined> {
  return moneyDb(trx)
    .updateTable('pay_orders')
    .set({ ...set, done_at: now })
    .where('orderid', '=', orderid)
    .where('kind', '=', PAY_ORDER_KIND.TOP_UP)
    .where('status', '=', TOP_UP_STATUS.PENDING)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Credits a pending top-up inside `trx` (the caller's transaction): the guarded status move, the
 * coins, the money-log row (type 4) and the wallet notice. Undefined (nothing moved) when the order
 * is unknown or decided already.
 */
export async function creditTopUp(
  trx: Kysely<Database>,
  orderid: string,
  decision: Decision,
  now: number,
): Promise<PayOrder | undefined> {
  const order = await decide(
    trx,
    orderid,
    {
      status: TOP_UP_STATUS.CREDITED,
      reference: decision.reference ?? '',
      reason: '',
      decided_by: decision.by,
    },
    now,
  );
  if (!order) return undefined;
  await ensureWallet(trx, order.uid, order.cointype, now);
  await creditOrRefuse(trx, order.uid, order.cointype, order.amount);
  const row: MoneyLogRow = {
    uid: order.uid,
    otheruid: 0,
    // NOTE: the provider's name ('instant', 'manual') is the operator's word, not the user's (issue 47).
    othername: '',
    moneytype: MONEY_TYPE.RECHARGE,
    amount: order.amount,
    // NOTE: a top-up's remarks are the server's own ('top-up'): the app names the row (issue 47).
    remarks: '',
    remark_kind: MONEY_REMARK.TOP_UP,
    orderid,
    cointype: order.cointype,
  };
  await logMoney(trx, now, [row]);
  await writeMoneyNotice(trx, row, now);
  return order;
}

/** Refuses a pending top-up with `reason` inside `trx` (and tells the user in a wallet notice); undefined when not pending. */
export async function refuseTopUp(
  trx: Kysely<Database>,
  orderid: string,
  reason: string,
  decision: Decision,
  now: number,
): Promise<PayOrder | undefined> {
  const order = await decide(
    trx,
    orderid,
    { status: TOP_UP_STATUS.REFUSED, reference: decision.reference ?? '', reason, decided_by: decision.by },
    now,
  );
  if (order) await writeTopUpRefusedNotice(trx, order, now);
  return order;
}

/** `uid`'s latest top-ups, newest first. */
export async function topUpsOf(db: Kysely<Database>, uid: number): Promise<TopUpInfo[]> {
  const rows = await moneyDb(db)
    .selectFrom('pay_orders')
    .selectAll()
    .where('uid', '=', uid)
    .where('kind', '=', PAY_ORDER_KIND.TOP_UP)
    .orderBy('created_at', 'desc')
    .orderBy('orderid', 'desc')
    .limit(TOP_UP_LIST_LIMIT)
    .execute();
  return rows.map(toTopUpInfo);
}

/** Top-ups for staff: the pending ones oldest first, or the decided ones newest first. */
export async function topUpsForStaff(
  db: Kysely<Database>,
  which: 'pending' | 'decided',
  limit: number,
): Promise<PayOrder[]> {
  const q = moneyDb(db).selectFrom('pay_orders').selectAll().where('kind', '=', PAY_ORDER_KIND.TOP_UP);
  return which === 'pending'
    ? q.where('status', '=', TOP_UP_STATUS.PENDING).orderBy('created_at').limit(limit).execute()
    : q.where('status', '<>', TOP_UP_STATUS.PENDING).orderBy('done_at', 'desc').limit(limit).execute();
}
