import type { Kysely } from 'kysely';
import { POINTS } from '../../protocol/enums';
import { POINTS_KIND } from '../../protocol/mainApiAccount';
import { productDay } from '../points/clock';
import { earnPoints } from '../points/ledger';
import type { Database } from '../store';
import { roomsDb } from './tables';

export { POINTS_KIND };
/** Most seconds one watch report may add (a client reports about once a minute). */
export const MAX_REPORT_SECONDS = 300;
/** Seconds a day of watching earns the watch points after. */
export const WATCH_GOAL_SECONDS = POINTS.WATCH_MINUTES * 60;
/** Slack (s) between two reports beyond the wall-clock time that passed (network delays). */
const REPORT_SLACK_SECONDS = 5;

const chatDays = new WeakMap<object, Set<string>>();

/**
 * Records the "one chat interaction a day" points event (5 points), once per user and day.
 * NOTE: a per-node memo of who already earned it today saves a write on every later send.
 */
export async function recordChatPoints(db: Kysely<Database>, uid: number, now: number): Promise<void> {
  const day = productDay(db, now);
  let seen = chatDays.get(db);
  if (!seen) {
    seen = new Set();
    chatDays.set(db, seen);
  }
  const key = `${uid}:${day}`;
  if (seen.has(key)) return;
  await db.transaction().execute((trx) =>
    earnPoints(trx, {
      uid,
      kind: POINTS_KIND.CHAT,
      points: POINTS.CHAT,
      dedupe: `${POINTS_KIND.CHAT}:${day}`,
      now,
    }),
  );
  if (seen.size > 100_000) seen.clear();
  seen.add(key);
}

/** What a watch report did. */
export interface WatchOutcome {
  day: string;
  /** Seconds watched today after this report. */
  seconds: number;
  /** Seconds this report added (the claim capped by the time that passed since the last report). */
  credited: number;
  /** Points this report earned (20 when it crossed 10 minutes today, else 0). */
  pointsEarned: number;
}

/**
 * Adds watched seconds for today and to the room's watch-history row. A report adds at most
 * {@link MAX_REPORT_SECONDS} and no more than the time since the previous report, so a client
 * cannot claim a day at once. Crossing 10 minutes a day records the watch points event once.
 */
export async function reportWatch(
  db: Kysely<Database>,
  uid: number,
  roomId: number,
  claimed: number,
  now: number,
): Promise<WatchOutcome> {
  const day = productDay(db, now);
  return db.transaction().execute(async (plain) => {
    const trx = roomsDb(plain);
    const row = await trx
      .selectFrom('watch_days')
      .select(['seconds', 'last_report_at'])
      .where('uid', '=', uid)
      .where('day', '=', day)
      .executeTakeFirst();
    const passed = row
      ? Math.max(0, Math.floor((now - row.last_report_at) / 1000)) + REPORT_SLACK_SECONDS
      : MAX_REPORT_SECONDS;
    const credited = Math.max(0, Math.min(claimed, MAX_REPORT_SECONDS, passed));
    await trx
      .insertInto('watch_days')
      .values({ uid, day, seconds: credited, last_report_at: now })
      .onConflict((oc) =>
        oc.columns(['uid', 'day']).doUpdateSet((eb) => ({
          seconds: eb('watch_days.seconds', '+', credited),
          last_report_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('watch_history')
      .values({ uid, room_id: roomId, watched_at: now, seconds: credited })
      .onConflict((oc) =>
        oc.columns(['uid', 'room_id']).doUpdateSet((eb) => ({
          watched_at: now,
          seconds: eb('watch_history.seconds', '+', credited),
        })),
      )
      .execute();
    const seconds = (row?.seconds ?? 0) + credited;
    let pointsEarned = 0;
    if (seconds >= WATCH_GOAL_SECONDS) {
      const earned = await earnPoints(plain, {
        uid,
        kind: POINTS_KIND.WATCH,
        points: POINTS.WATCH,
        dedupe: `${POINTS_KIND.WATCH}:${day}`,
        now,
      });
      if (earned) pointsEarned = POINTS.WATCH;
    }
    return { day, seconds, credited, pointsEarned };
  });
}
