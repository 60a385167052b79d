import type { Kysely } from 'kysely';
import type { RecordValue } from '../../protocol/codec';
import { PAY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { marketDb } from './tables';

/**
 * Pay accounts (spec 001 mobile_pay_info): where a user takes off-platform payments. The owner
 * sees them all; the other side of an order sees only the one the order names (DECISIONS
 * "Marketplace": shown to the counterparty of an order only).
 */

export type PayInfo = RecordValue<'mobile_pay_info'>;

/** Accounts a user may keep. */
export const MAX_PAY_ACCOUNTS = 20;
const TEXT_MAX = 64;
const PAY_TYPES: readonly number[] = Object.values(PAY_TYPE);

/** True for a pay type of {@link PAY_TYPE}. */
export function isPayType(n: number): boolean {
  return PAY_TYPES.includes(n);
}

const COLUMNS = [
  'id',
  'uid',
  'paytype',
  'accountname',
  'phoneno',
  'addfriendtype',
  'name',
  'bankcode',
] as const;

/** `uid`'s pay accounts, oldest first. */
export async function payAccountsOf(db: Kysely<Database>, uid: number): Promise<PayInfo[]> {
  return marketDb(db)
    .selectFrom('pay_accounts')
    .select(COLUMNS)
    .where('uid', '=', uid)
    .where('removed', '=', 0)
    .orderBy('id')
    .execute();
}

/** One account by id (deleted ones too: an order that named it still shows it). */
export async function payAccount(db: Kysely<Database>, id: number): Promise<PayInfo | undefined> {
  return marketDb(db).selectFrom('pay_accounts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Adds an account (`info.id` 0) and returns its id; 22 for an unknown pay type, 0 for an empty or
 * over-long account name or number, or past {@link MAX_PAY_ACCOUNTS}.
 */
export async function addPayAccount(
  db: Kysely<Database>,
  uid: number,
  info: PayInfo,
  now: number,
): Promise<number> {
  if (!isPayType(info.paytype))
    throw new Refusal('result', RESULT.NO_PAY_TYPE, `pay type ${info.paytype} is not known`);
  const text = { accountname: info.accountname.trim(), phoneno: info.phoneno.trim(), name: info.name.trim() };
  if (text.name === '' || (text.accountname === '' && text.phoneno === ''))
    throw new Refusal(
      'result',
      RESULT.FAIL,
      'an account needs the holder’s name and an account name or number',
    );
  for (const value of [...Object.values(text), info.bankcode])
    if ([...value].length > TEXT_MAX)
      throw new Refusal('result', RESULT.FAIL, `account fields are ${TEXT_MAX} characters at most`);
  const mdb = marketDb(db);
  const held = await mdb
    .selectFrom('pay_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('uid', '=', uid)
    .where('removed', '=', 0)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= MAX_PAY_ACCOUNTS)
    throw new Refusal('result', RESULT.FAIL, `${MAX_PAY_ACCOUNTS} accounts at most`);
  const row = await mdb
    .insertInto('pay_accounts')
    .values({
      uid,
      paytype: info.paytype,
      ...text,
      addfriendtype: info.addfriendtype,
      bankcode: info.bankcode.trim(),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of `uid`'s accounts (0 when it is not theirs). */
export async function removePayAccount(db: Kysely<Database>, uid: number, id: number): Promise<void> {
  const done = await marketDb(db)
    .updateTable('pay_accounts')
    .set({ removed: 1 })
    .where('id', '=', id)
    .where('uid', '=', uid)
    .where('removed', '=', 0)
    .executeTakeFirst();
  if (done.numUpdatedRows !== 1n) throw new Refusal('result', RESULT.FAIL, `no pay account ${id} of yours`);
}

/**
 * The seller's account for an order paid by `paytype`: `paytypeid` when it is theirs, of that type
 * and not deleted, or (0) their first of that type; 22 when they have none.
 */
export async function sellerAccount(
  db: Kysely<Database>,
  seller: number,
  paytype: number,
  paytypeid: number,
): Promise<PayInfo> {
  const accounts = (await payAccountsOf(db, seller)).filter((a) => a.paytype === paytype);
  const chosen = paytypeid === 0 ? accounts[0] : accounts.find((a) => a.id === paytypeid);
  if (!chosen)
    throw new Refusal(
      'result',
      RESULT.NO_PAY_TYPE,
      `the seller takes no payment by pay type ${paytype} there`,
    );
  return chosen;
}
