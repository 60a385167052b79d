import type { Kysely } from 'kysely';
import type { MessageInit } from '../../protocol/codec';
import { MONEY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';

/** The money log as the wire reads it: msg_money_change_list_req and the marketplace bills. */

/** Rows in one page of the money log (spec 001 §9 pages of 20). */
export const MONEY_PAGE = 20;
/** Marketplace bills: the money-log rows of offers, order refunds and goods exchanges, newest first, this many. */
export const BILL_LIMIT = 100;
const BILL_TYPES = [MONEY_TYPE.GOODS, MONEY_TYPE.ORDER_REFUND, MONEY_TYPE.EXCHANGE_GOODS];

type MoneyChangeInfo = NonNullable<MessageInit<'msg_money_change_list_rep'>['money_list']>[number];

function query(db: Kysely<Database>, uid: number) {
  return moneyDb(db)
    .selectFrom('money_log')
    .select([
      'id',
      'uid',
      'otheruid',
      'othername',
      'moneytype',
      'amount',
      'remarks',
      'remark_kind',
      'ptime',
      'orderid',
      'cointype',
      'outcointype',
    ])
    .where('uid', '=', uid)
    .orderBy('id', 'desc');
}

function toInfo(row: Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number]): MoneyChangeInfo {
  return { ...row, ptime: Math.floor(row.ptime / 1000) };
}

/**
 * One page of `uid`'s money log, newest first: rows with an id below `before_id` (0 = the newest),
 * of `moneytype` (0 = every type). A page shorter than {@link MONEY_PAGE} is the last.
 */
export async function moneyChanges(
  db: Kysely<Database>,
  uid: number,
  page: { before_id: number; moneytype: number },
): Promise<MoneyChangeInfo[]> {
  if (!Number.isInteger(page.before_id) || page.before_id < 0)
    throw new Refusal('result', RESULT.FAIL, 'before_id must be 0 or a row id');
  const types: readonly number[] = Object.values(MONEY_TYPE);
  if (page.moneytype !== 0 && !types.includes(page.moneytype))
    throw new Refusal('result', RESULT.FAIL, 'moneytype must be 0 or 1..18');
  let q = query(db, uid).limit(MONEY_PAGE);
  if (page.before_id > 0) q = q.where('id', '<', page.before_id);
  if (page.moneytype !== 0) q = q.where('moneytype', '=', page.moneytype);
  return (await q.execute()).map(toInfo);
}

/** `uid`'s marketplace bills (offer freezes and returns, order refunds, goods exchanges), newest first. */
export async function bills(db: Kysely<Database>, uid: number): Promise<MoneyChangeInfo[]> {
  const rows = await query(db, uid).where('moneytype', 'in', BILL_TYPES).limit(BILL_LIMIT).execute();
  return rows.map(toInfo);
}
