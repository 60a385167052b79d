import type { Kysely } from 'kysely';
import type { MessageInit } from '../../protocol/codec';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { moneyDb } from './tables';
import { isCoinType } from './wallet';

/**
 * Exchange rates between coin types (spec 001 rate_info), set by finance staff in the console
 * (server/admin/ratesRoutes.ts). Every logged-in user gets the list after login (offline data) and
 * again whenever a rate changes (msg_rate_notify).
 *
 * What the six numbers mean (the spec does not say; README "Money", "Exchange rates"): each is a
 * price of one coin of `cointype` in cents of `outcointype` (×100), as a market offer's `rate`. They
 * are the platform's reference prices shown beside the market's own: `crate`, `trate`, `drate` for
 * buying `cointype` (the reference price, the highest and the lowest a fair offer asks), `crate1`,
 * `trate1`, `drate1` the same for selling it. 0 is "not set". The market does not enforce them: an
 * offer keeps the price its owner chose.
 */

export type RateInfo = NonNullable<MessageInit<'msg_rate_notify'>['ratelist']>[number];
export type Rates = Required<Omit<RateInfo, 'cointype' | 'outcointype'>>;

/** The six rate fields, in the wire's order. */
export const RATE_FIELDS = ['crate', 'trate', 'drate', 'crate1', 'trate1', 'drate1'] as const;
/** The largest rate (an int32 on the wire). */
export const MAX_RATE = 0x7fff_ffff;

/**
 * What is wrong with a pair and its rates, or undefined when nothing is: two different coin types
 * 0..5; integers 0..MAX_RATE; on each side the lowest ≤ the reference ≤ the highest where set.
 */
export function rateProblem(
  pair: { cointype?: unknown; outcointype?: unknown },
  rates: Record<string, unknown>,
) {
  const { cointype, outcointype } = pair;
  if (
    typeof cointype !== 'number' ||
    typeof outcointype !== 'number' ||
    !isCoinType(cointype) ||
    !isCoinType(outcointype)
  )
    return `cointype and outcointype must be coin types 0..5, got ${cointype} and ${outcointype}`;
  if (cointype === outcointype) return `a rate joins two different coin types, got ${cointype} twice`;
  for (const field of RATE_FIELDS) {
    const r = rates[field];
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r > MAX_RATE)
      return `${field} must be an integer 0..${MAX_RATE} (cents of the coin paid in; 0: not set), got ${r}`;
  }
  for (const side of ['', '1'] as const) {
    const [low, reference, high] = [`drate${side}`, `crate${side}`, `trate${side}`].map(
      (f) => rates[f] as number,
    );
    const set = [low, reference, high].filter((r) => r !== undefined && r > 0) as number[];
    if (set.some((r, i) => i > 0 && r < (set[i - 1] ?? 0)))
      return `drate${side} ≤ crate${side} ≤ trate${side} where set (lowest, reference, highest), got ${low}, ${reference}, ${high}`;
  }
  return undefined;
}

/** Every rate, by coin pair. */
export async function rateList(db: Kysely<Database>): Promise<RateInfo[]> {
  return moneyDb(db)
    .selectFrom('coin_rates')
    .select(['cointype', 'outcointype', 'crate', 'trate', 'drate', 'crate1', 'trate1', 'drate1'])
    .orderBy('cointype')
    .orderBy('outcointype')
    .execute();
}

/** Sets the rates of one coin pair (0 when {@link rateProblem} finds one); the caller pushes the list. */
export async function setRate(
  db: Kysely<Database>,
  pair: { cointype: number; outcointype: number },
  rates: Rates,
  now: number,
) {
  const problem = rateProblem(pair, rates);
  if (problem) throw new Refusal('result', RESULT.FAIL, problem);
  await moneyDb(db)
    .insertInto('coin_rates')
    .values({ ...pair, ...rates, updated_at: now })
    .onConflict((oc) => oc.columns(['cointype', 'outcointype']).doUpdateSet({ ...rates, updated_at: now }))
    .execute();
}
