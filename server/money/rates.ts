import type { Kysely } from 'kysely';
import type { MessageInit } from '../../protocol/codec';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';
import { isCoinType } from './wallet';

/**
 * Exchange rates between coin types (spec 001 rate_info), set by staff. Every logged-in user gets
 * the list after login (offline data) and again whenever a rate changes (msg_rate_notify).
 */

export type RateInfo = NonNullable<MessageInit<'msg_rate_notify'>['ratelist']>[number];
type Rates = Required<Omit<RateInfo, 'cointype' | 'outcointype'>>;

/** Every rate, by coin pair. */
export async function rateList(db: Kysely<Database>): Promise<RateInfo[]> {
  return moneyDb(db)
    .selectFrom('coin_rates')
    .select(['cointype', 'outcointype', 'crate', 'trate', 'drate', 'crate1', 'trate1', 'drate1'])
    .orderBy('cointype')
    .orderBy('outcointype')
    .execute();
}

/** Sets the rates of one coin pair (0 for a bad pair or a negative rate); the caller pushes the list. */
export async function setRate(
  db: Kysely<Database>,
  pair: { cointype: number; outcointype: number },
  rates: Rates,
  now: number,
) {
  if (!isCoinType(pair.cointype) || !isCoinType(pair.outcointype) || pair.cointype === pair.outcointype) {
    throw new Refusal('result', RESULT.FAIL, 'a rate joins two different coin types 0..5');
  }
  if (Object.values(rates).some((r) => !Number.isInteger(r) || r < 0))
    throw new Refusal('result', RESULT.FAIL, 'rates are integers >= 0');
  await moneyDb(db)
    .insertInto('coin_rates')
    .values({ ...pair, ...rates, updated_at: now })
    .onConflict((oc) => oc.columns(['cointype', 'outcointype']).doUpdateSet({ ...rates, updated_at: now }))
    .execute();
}
