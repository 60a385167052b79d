import type { Kysely } from 'kysely';
import { POINTS } from '../../protocol/enums';
import { ACCOUNT_CODE, POINTS_KIND, type SignInfo, type SignResult } from '../../protocol/mainApiAccount';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import { addDays, dayOf } from './day';
import { earnPoints, pointsOf } from './ledger';
import { pointsDb } from './tables';

/**
 * Daily check-in (DECISIONS "Points, levels, VIP"): 10 points once a day; the 7th consecutive day
 * adds the 100-point bonus pack and the run starts again at 1 the next day; a missed day also
 * starts it again. Days are the product's (server/points/day.ts).
 */

/** Checks `uid` in for today; refuses with 409 when today's check-in exists (also concurrently). */
export async function checkIn(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<SignResult> {
  const today = dayOf(now, timeZone);
  return db.transaction().execute(async (trx) => {
    const p = pointsDb(trx);
    const yesterday = await p
      .selectFrom('checkins')
      .select('streak')
      .where('uid', '=', uid)
      .where('day', '=', addDays(today, -1))
      .executeTakeFirst();
    const streak = yesterday ? (yesterday.streak % POINTS.STREAK_DAYS) + 1 : 1;
    // NOTE: the (uid, day) key refuses a second check-in; ON CONFLICT DO NOTHING waits for a
    // concurrent one to commit on PostgreSQL and then inserts nothing.
    const made = await p
      .insertInto('checkins')
      .values({ uid, day: today, streak, created_at: now })
      .onConflict((oc) => oc.columns(['uid', 'day']).doNothing())
      .returning('uid')
      .executeTakeFirst();
    if (!made) throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, 'already checked in today');
    await earnPoints(trx, {
      uid,
      kind: POINTS_KIND.CHECK_IN,
      points: POINTS.CHECK_IN,
      dedupe: `${POINTS_KIND.CHECK_IN}:${today}`,
      now,
    });
    let bonus = 0;
    if (streak === POINTS.STREAK_DAYS) {
      await earnPoints(trx, {
        uid,
        kind: POINTS_KIND.STREAK_BONUS,
        points: POINTS.STREAK_BONUS,
        dedupe: `${POINTS_KIND.STREAK_BONUS}:${today}`,
        now,
      });
      bonus = POINTS.STREAK_BONUS;
    }
    const { balance } = await pointsOf(trx, uid);
    return { points: POINTS.CHECK_IN, bonus, streak, balance };
  });
}

/** Points events of `kinds` today (dedupe keys `<kind>:<day>` and `<kind>:<day>:<n>`). */
async function doneToday(db: Kysely<Database>, uid: number, kind: string, today: string): Promise<number> {
  const rows = await pointsDb(db)
    .selectFrom('points_events')
    .select('dedupe')
    .where('uid', '=', uid)
    .where((eb) => eb.or([eb('dedupe', '=', `${kind}:${today}`), eb('dedupe', 'like', `${kind}:${today}:%`)]))
    .execute();
  return rows.length;
}

/** The check-in page: today, the streak, the last 7 days, balance and today's tasks. */
export async function signInfo(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<SignInfo> {
  const today = dayOf(now, timeZone);
  const first = addDays(today, -6);
  const rows = await pointsDb(db)
    .selectFrom('checkins')
    .select(['day', 'streak'])
    .where('uid', '=', uid)
    .where('day', '>=', first)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r.streak]));
  const signedToday = byDay.has(today);
  const last = byDay.get(today) ?? byDay.get(addDays(today, -1)) ?? 0;
  // NOTE: after a completed run of 7 the next day starts a new run, so yesterday's 7 shows as 0.
  const streak = signedToday ? last : last % POINTS.STREAK_DAYS;
  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(first, i);
    return { day, checked: byDay.has(day) ? (1 as const) : (0 as const) };
  });
  const [points, watch, chat, share] = await Promise.all([
    pointsOf(db, uid),
    doneToday(db, uid, POINTS_KIND.WATCH, today),
    doneToday(db, uid, POINTS_KIND.CHAT, today),
    doneToday(db, uid, POINTS_KIND.SHARE, today),
  ]);
  return {
    today,
    time_zone: timeZone,
    signed_today: signedToday ? 1 : 0,
    streak,
    days,
    ...points,
    tasks: [
      { kind: 'checkin', points: POINTS.CHECK_IN, done: signedToday ? 1 : 0, limit: 1 },
      { kind: 'watch', points: POINTS.WATCH, done: watch, limit: 1 },
      { kind: 'chat', points: POINTS.CHAT, done: chat, limit: 1 },
      { kind: 'share', points: POINTS.SHARE, done: share, limit: POINTS.SHARES_PER_DAY },
    ],
  };
}

/** Records an invitation share: 10 points, up to 3 a day; refuses with 429 past that. */
export async function shareInvite(
  db: Kysely<Database>,
  uid: number,
  now: number,
  timeZone: string,
): Promise<{ points: number; shares_today: number }> {
  const today = dayOf(now, timeZone);
  return db.transaction().execute(async (trx) => {
    const done = await doneToday(trx, uid, POINTS_KIND.SHARE, today);
    if (done >= POINTS.SHARES_PER_DAY)
      throw new Refusal(
        'main',
        ACCOUNT_CODE.LIMIT_REACHED,
        `only ${POINTS.SHARES_PER_DAY} shares a day earn points`,
      );
    // NOTE: the n-th share's dedupe key is unique, so two concurrent shares cannot both be share n.
    const earned = await earnPoints(trx, {
      uid,
      kind: POINTS_KIND.SHARE,
      points: POINTS.SHARE,
      dedupe: `${POINTS_KIND.SHARE}:${today}:${done + 1}`,
      now,
    });
    if (!earned)
      throw new Refusal('main', ACCOUNT_CODE.ALREADY_DONE, 'that share was just recorded, try again');
    return { points: POINTS.SHARE, shares_today: done + 1 };
  });
}
