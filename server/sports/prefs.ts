import { SPORT_TYPE } from '../../protocol/mainApi';
import type { MatchSettings } from '../../protocol/sportsApi';
import type { SportsDb } from './tables';

/** Settings of a user who never saved any: every sport, no hidden league, alerts and sound on. */
export const DEFAULT_SETTINGS: MatchSettings = {
  sports: [SPORT_TYPE.FOOTBALL, SPORT_TYPE.BASKETBALL, SPORT_TYPE.ESPORTS],
  hidden_leagues: [],
  alerts: 1,
  sound: 1,
};
/** Most leagues one user may hide. */
export const MAX_HIDDEN_LEAGUES = 200;

function ids(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isSafeInteger(n)) : [];
  } catch {
    return [];
  }
}

/** A user's settings (the defaults when none are stored, or without a user). */
export async function readSettings(db: SportsDb, uid: number | undefined): Promise<MatchSettings> {
  if (uid === undefined) return DEFAULT_SETTINGS;
  const row = await db.selectFrom('match_settings').selectAll().where('uid', '=', uid).executeTakeFirst();
  if (!row) return DEFAULT_SETTINGS;
  return {
    sports: ids(row.sports),
    hidden_leagues: ids(row.hidden_leagues),
    alerts: row.alerts === 0 ? 0 : 1,
    sound: row.sound === 0 ? 0 : 1,
  };
}

/** Stores a user's whole settings (insert or replace). */
export async function writeSettings(
  db: SportsDb,
  uid: number,
  settings: MatchSettings,
  now: number,
): Promise<void> {
  const row = {
    sports: JSON.stringify(settings.sports),
    hidden_leagues: JSON.stringify(settings.hidden_leagues),
    alerts: settings.alerts,
    sound: settings.sound,
    updated_at: now,
  };
  await db
    .insertInto('match_settings')
    .values({ uid, ...row })
    .onConflict((oc) => oc.column('uid').doUpdateSet(row))
    .execute();
}

/** Follows (or unfollows) a match; idempotent. */
export async function setFollow(
  db: SportsDb,
  uid: number,
  matchId: number,
  follow: boolean,
  now: number,
): Promise<void> {
  if (follow) {
    await db
      .insertInto('match_follows')
      .values({ uid, match_id: matchId, created_at: now })
      .onConflict((oc) => oc.columns(['uid', 'match_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('match_follows').where('uid', '=', uid).where('match_id', '=', matchId).execute();
  }
}

/** How many users follow a match. */
export async function followCount(db: SportsDb, matchId: number): Promise<number> {
  const row = await db
    .selectFrom('match_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('match_id', '=', matchId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
