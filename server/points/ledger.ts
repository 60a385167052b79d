import type { Kysely } from 'kysely';
import { levelFor } from '../../protocol/enums';
import { ACCOUNT_CODE, type PointsRow, vipLevelFor } from '../../protocol/mainApiAccount';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { pointsDb } from './tables';

/**
 * The points ledger (DECISIONS "Points, levels, VIP"): every change is a `points_events` row
 * (signed points, unique per user and `dedupe`), written in one transaction with a guarded UPDATE
 * of the user's `points_accounts` row. The balance never goes below 0.
 */

export interface PointsChange {
  uid: number;
  kind: string;
  /** Signed; never 0. */
  points: number;
  /** Makes the change happen once: `<kind>:<day>`, `exchange:<orderid>`… */
  dedupe: string;
  now: number;
}

/**
 * Records an earning (points > 0) once per `dedupe`; returns false when that row already exists.
 * Run it inside the caller's transaction.
 */
export async function earnPoints(db: Kysely<Database>, change: PointsChange): Promise<boolean> {
  const p = pointsDb(db);
  const row = await p
    .insertInto('points_events')
    .values({
      uid: change.uid,
      kind: change.kind,
      points: change.points,
      dedupe: change.dedupe,
      created_at: change.now,
    })
    .onConflict((oc) => oc.columns(['uid', 'dedupe']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await p
    .insertInto('points_accounts')
    .values({ uid: change.uid, balance: change.points, earned: change.points })
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet((eb) => ({
        balance: eb('points_accounts.balance', '+', change.points),
        earned: eb('points_accounts.earned', '+', change.points),
      })),
    )
    .execute();
  await syncVipLevel(db, change.uid);
  return true;
}

/**
 * Spends `points` (> 0) with a guarded UPDATE (`balance >= points`) and its ledger row; refuses
 * with 402 when the balance is short. Run it inside the caller's transaction.
 */
export async function spendPoints(db: Kysely<Database>, change: PointsChange): Promise<number> {
  const p = pointsDb(db);
  const cost = change.points;
  const after = await p
    .updateTable('points_accounts')
    .set((eb) => ({ balance: eb('balance', '-', cost) }))
    .where('uid', '=', change.uid)
    .where('balance', '>=', cost)
    .returning('balance')
    .executeTakeFirst();
  if (!after) throw new Refusal('main', ACCOUNT_CODE.POINTS_NOT_ENOUGH, 'not enough points');
  await p
    .insertInto('points_events')
    .values({
      uid: change.uid,
      kind: change.kind,
      points: -cost,
      dedupe: change.dedupe,
      created_at: change.now,
    })
    .execute();
  return after.balance;
}

/** Gives spent points back (a cancelled order): a ledger row and the balance, not `earned`. */
export async function refundPoints(db: Kysely<Database>, change: PointsChange): Promise<void> {
  const p = pointsDb(db);
  await p
    .insertInto('points_events')
    .values({
      uid: change.uid,
      kind: change.kind,
      points: change.points,
      dedupe: change.dedupe,
      created_at: change.now,
    })
    .execute();
  await p
    .updateTable('points_accounts')
    .set((eb) => ({ balance: eb('balance', '+', change.points) }))
    .where('uid', '=', change.uid)
    .execute();
}

/** Keeps `users.viplevel` (shown beside chat names) at the level of the points earned. */
async function syncVipLevel(db: Kysely<Database>, uid: number): Promise<void> {
  const { earned } = await pointsOf(db, uid);
  await db
    .updateTable('users')
    .set({ viplevel: vipLevelFor(earned) })
    .where('uid', '=', uid)
    .where('viplevel', '<', vipLevelFor(earned))
    .execute();
}

/** `uid`'s balance, points earned and level index. */
export async function pointsOf(
  db: Kysely<Database>,
  uid: number,
): Promise<{ balance: number; earned: number; level: number }> {
  const row = await pointsDb(db)
    .selectFrom('points_accounts')
    .select(['balance', 'earned'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  const balance = row?.balance ?? 0;
  const earned = row?.earned ?? 0;
  return { balance, earned, level: levelFor(earned).index };
}

/** One page of `uid`'s ledger, newest first. */
export async function pointsHistory(
  db: Kysely<Database>,
  uid: number,
  page: { limit: number; offset: number },
): Promise<{ list: PointsRow[]; total: number }> {
  const p = pointsDb(db);
  const [rows, count] = await Promise.all([
    p
      .selectFrom('points_events')
      .select(['id', 'kind', 'points', 'created_at'])
      .where('uid', '=', uid)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    p
      .selectFrom('points_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      points: r.points,
      time: Math.floor(r.created_at / 1000),
    })),
    total: Number(count.n),
  };
}
