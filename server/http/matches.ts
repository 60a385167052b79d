import { MAIN_CODE, type TodayMatch } from '../../protocol/mainApi';
import type { LeagueGroup, MatchItem, MatchSettings } from '../../protocol/sportsApi';
import { likeSql } from '../content/rows';
import { Refusal } from '../refusal';
import { findMatch, matchAnalysis, matchDetail, matchLineup, playerStats } from '../sports/matchPages';
import { MAX_HIDDEN_LEAGUES, readSettings, setFollow, writeSettings } from '../sports/prefs';
import { IN_PLAY, type MatchRow, OVER, selectMatches, toItems } from '../sports/queries';
import { type SportsDb, sportsDb } from '../sports/tables';
import type { MainApiContext, MainApiReply } from './mainApi';
import { endpoints, intParam, ok, optionalUser, requireUser, textParam } from './mainParams';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;
/**
 * A day asked for without its zone is a China Standard Time day (UTC+8); the app sends its
 * device's offset with each day (docs/time.md).
 */
const CST_OFFSET_MIN = 8 * 60;
const ID = { min: 1, max: 2_147_483_647 };

function db(ctx: MainApiContext): SportsDb {
  return sportsDb(ctx.db);
}

function nowSeconds(ctx: MainApiContext): number {
  return Math.floor(ctx.now() / 1000);
}

/** `YYYY-MM-DD` of a unix time in the zone `offsetMin` minutes east of UTC. */
function dayAt(seconds: number, offsetMin: number): string {
  return new Date((seconds + offsetMin * 60) * 1000).toISOString().slice(0, 10);
}

/**
 * The unix time of the start of the day `date` (`YYYY-MM-DD`, today by default) in the zone
 * `utc_offset` minutes east of UTC (480 by default). @throws {Refusal} 400 for a bad date or offset.
 */
function dayStart(ctx: MainApiContext): { date: string; start: number } {
  const offset = intParam(ctx, 'utc_offset', { min: -14 * 60, max: 14 * 60, fallback: CST_OFFSET_MIN });
  const text = textParam(ctx, 'date', 10, false) || dayAt(nowSeconds(ctx), offset);
  const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const ms = parsed ? Date.UTC(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3])) : Number.NaN;
  if (!parsed || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter date must be a day as YYYY-MM-DD');
  return { date: text, start: ms / 1000 - offset * 60 };
}

async function requireMatch(ctx: MainApiContext): Promise<MatchRow> {
  const row = await findMatch(db(ctx), intParam(ctx, 'id', ID));
  if (!row) throw new Refusal('main', MAIN_CODE.NOT_FOUND, 'no such match');
  return row;
}

/** The leagues of a list, in order of their first match, with their counts. */
function leagueGroups(list: readonly MatchItem[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const m of list) {
    const group = groups.get(m.league_id);
    if (group) group.count += 1;
    else
      groups.set(m.league_id, {
        league_id: m.league_id,
        type_id: m.type_id,
        short_name_zh: m.short_name_zh,
        league_color: m.league_color,
        is_cup: m.is_cup,
        count: 1,
      });
  }
  return [...groups.values()];
}

/** The caller's settings (defaults without login) and uid. */
async function viewer(ctx: MainApiContext): Promise<{ uid: number | undefined; settings: MatchSettings }> {
  const uid = await optionalUser(ctx);
  return { uid, settings: await readSettings(db(ctx), uid) };
}

async function matchInfo(ctx: MainApiContext): Promise<MainApiReply> {
  const typeId = intParam(ctx, 'type_id', { min: 1, max: 3, fallback: 1 });
  const leagueId = intParam(ctx, 'league_id', { min: 0, max: ID.max, fallback: 0 });
  const status = intParam(ctx, 'status', { min: 0, max: 3, fallback: 0 });
  const { date, start } = dayStart(ctx);
  const { uid, settings } = await viewer(ctx);
  let query = selectMatches(db(ctx))
    .where('m.type_id', '=', typeId)
    .where('m.match_time', '>=', start)
    .where('m.match_time', '<', start + DAY_S);
  if (leagueId !== 0) query = query.where('m.league_id', '=', leagueId);
  else if (settings.hidden_leagues.length > 0)
    query = query.where('m.league_id', 'not in', settings.hidden_leagues);
  if (status === 1) query = query.where(IN_PLAY);
  if (status === 2) query = query.where('m.status_id', '=', 1);
  if (status === 3) query = query.where(OVER);
  const rows = await query.orderBy('m.match_time').orderBy('m.id').execute();
  const list = await toItems(db(ctx), rows, uid);
  return ok({ date, list, leagues: leagueGroups(list) });
}

/** Matches in play first, then the next 24 hours', then the last 24 hours' that are over. */
async function scoreHome(ctx: MainApiContext): Promise<MainApiReply> {
  const typeId = intParam(ctx, 'type_id', { min: 0, max: 3, fallback: 0 });
  const { uid, settings } = await viewer(ctx);
  const sports = typeId === 0 ? settings.sports : [typeId];
  if (sports.length === 0) return ok({ list: [], live_count: 0, follow_ids: [] });
  const now = nowSeconds(ctx);
  let query = selectMatches(db(ctx))
    .where('m.type_id', 'in', sports)
    .where((eb) =>
      eb.or([
        IN_PLAY,
        eb.and([
          eb('m.status_id', '=', 1),
          eb('m.match_time', '>=', now - HOUR_S),
          eb('m.match_time', '<=', now + DAY_S),
        ]),
        eb.and([OVER, eb('m.match_time', '>=', now - DAY_S), eb('m.match_time', '<=', now)]),
      ]),
    );
  if (settings.hidden_leagues.length > 0)
    query = query.where('m.league_id', 'not in', settings.hidden_leagues);
  const rows = await query.orderBy('m.match_time').orderBy('m.id').execute();
  const items = await toItems(db(ctx), rows, uid);
  const live = items.filter(isLive);
  const next = items.filter((m) => m.status_id === 1);
  const over = items.filter((m) => !isLive(m) && m.status_id !== 1).reverse();
  return ok({
    list: [...live, ...next, ...over],
    live_count: live.length,
    follow_ids: items.filter((m) => m.is_follow === 1).map((m) => m.id),
  });
}

function isLive(m: MatchItem): boolean {
  return m.type_id === 2 ? m.status_id >= 2 && m.status_id <= 9 : m.status_id >= 2 && m.status_id <= 7;
}

/**
 * The typed match list (spec 000 §7): `type` 0 football and basketball, 1 football, 2 basketball;
 * a window of 12 hours back and 24 ahead plus anything in play; `is_has_video` 1 keeps matches a
 * live room shows; top_list the matches in play that have a room.
 */
async function recommMatch(ctx: MainApiContext): Promise<MainApiReply> {
  const type = intParam(ctx, 'type', { min: 0, max: 2, fallback: 0 });
  const withVideo = intParam(ctx, 'is_has_video', { min: 0, max: 1, fallback: 0 });
  const now = nowSeconds(ctx);
  const rows = await selectMatches(db(ctx))
    .where('m.type_id', 'in', type === 0 ? [1, 2] : [type])
    // NOTE: "today" is a window around now (12 h back, 24 h ahead) plus anything still in play,
    // so a match late in the evening does not drop out at midnight.
    .where((eb) =>
      eb.or([
        eb.and([eb('m.match_time', '>=', now - 12 * HOUR_S), eb('m.match_time', '<=', now + DAY_S)]),
        IN_PLAY,
      ]),
    )
    .orderBy('m.match_time')
    .orderBy('m.id')
    .execute();
  const items = await toItems(db(ctx), rows, await optionalUser(ctx));
  const list: TodayMatch[] = [];
  const top: TodayMatch[] = [];
  for (const m of items) {
    if (withVideo === 1 && m.room_id === 0) continue;
    const today = toToday(m);
    list.push(today);
    if (isLive(m) && m.room_id !== 0) top.push(today);
  }
  return ok({ list, top_list: top });
}

function toToday(m: MatchItem): TodayMatch {
  return {
    id: m.id,
    type_id: m.type_id,
    short_name_zh: m.short_name_zh,
    home_name: m.home_name,
    away_name: m.away_name,
    home_log: m.home_log,
    away_log: m.away_log,
    status_id: m.status_id,
    match_time: m.match_time,
    home_scores: m.home_scores,
    away_scores: m.away_scores,
    room_id: m.room_id,
  };
}

/** How many matches a search returns. */
export const SEARCH_MATCHES = 20;

/**
 * Matches whose teams or league contain the search's LIKE `pattern` (escaped with a backslash):
 * those in play, then the coming week's by kick-off, then the last day's finished ones.
 */
export async function searchMatches(ctx: MainApiContext, pattern: string): Promise<TodayMatch[]> {
  const now = nowSeconds(ctx);
  const like = (column: string) => likeSql(column, pattern);
  const rows = await selectMatches(db(ctx))
    .where((eb) => eb.or([like('m.home_name'), like('m.away_name'), like('m.short_name_zh')]))
    .where((eb) =>
      eb.or([
        IN_PLAY,
        eb.and([eb('m.match_time', '>=', now - DAY_S), eb('m.match_time', '<=', now + 7 * DAY_S)]),
      ]),
    )
    .orderBy('m.match_time')
    .orderBy('m.id')
    .limit(200)
    .execute();
  const items = await toItems(db(ctx), rows, await optionalUser(ctx));
  const live = items.filter(isLive);
  const next = items.filter((m) => m.status_id === 1);
  const over = items.filter((m) => !isLive(m) && m.status_id !== 1).reverse();
  return [...live, ...next, ...over].slice(0, SEARCH_MATCHES).map(toToday);
}

/** A comma-separated list of ids (`''` is the empty list). @throws {Refusal} 400 */
function idList(
  ctx: MainApiContext,
  name: string,
  range: { min: number; max: number },
  most: number,
): number[] | undefined {
  if (ctx.params[name] === undefined) return undefined;
  const text = textParam(ctx, name, most * 11, false);
  if (text === '') return [];
  const parts = text.split(',').map((p) => p.trim());
  const values = parts.map(Number);
  if (
    values.length > most ||
    parts.some((p) => !/^\d{1,10}$/.test(p)) ||
    values.some((v) => v < range.min || v > range.max)
  )
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `parameter ${name} must be up to ${most} ids from ${range.min} to ${range.max}, comma-separated`,
    );
  return [...new Set(values)];
}

async function allLeagues(ctx: MainApiContext): Promise<LeagueGroup[]> {
  const rows = await db(ctx).selectFrom('leagues').selectAll().orderBy('type_id').orderBy('id').execute();
  return rows.map((l) => ({
    league_id: l.id,
    type_id: l.type_id,
    short_name_zh: l.short_name_zh,
    league_color: l.color,
    is_cup: l.is_cup === 1 ? 1 : 0,
    count: 0,
  }));
}

/** The match center's main-API endpoints (protocol/sportsApi.ts MatchEndpoints). */
export const MATCH_ENDPOINTS = endpoints({
  encryptionMatchInfo: matchInfo,
  encryptionMatchDetail: async (ctx) =>
    ok(await matchDetail(db(ctx), await requireMatch(ctx), await optionalUser(ctx))),
  encryptionAnalysis: async (ctx) => {
    const limit = intParam(ctx, 'limit', { min: 1, max: 20, fallback: 10 });
    return ok(await matchAnalysis(db(ctx), await requireMatch(ctx), limit, await optionalUser(ctx)));
  },
  encryptionMatchLineUp: async (ctx) => ok(await matchLineup(db(ctx), await requireMatch(ctx))),
  encryptionPlayerStats: async (ctx) => ok(await playerStats(db(ctx), await requireMatch(ctx))),
  ScoreHome: scoreHome,
  encryptionRecommMatch: recommMatch,

  matchFollow: async (ctx) => {
    const uid = await requireUser(ctx);
    const follow = intParam(ctx, 'follow', { min: 0, max: 1, fallback: 1 });
    const row = await requireMatch(ctx);
    await setFollow(db(ctx), uid, row.id, follow === 1, ctx.now());
    return ok({ id: row.id, is_follow: follow });
  },
  matchFollowList: async (ctx) => {
    const uid = await requireUser(ctx);
    const rows = await selectMatches(db(ctx))
      .innerJoin('match_follows as f', 'f.match_id', 'm.id')
      .where('f.uid', '=', uid)
      .orderBy('m.match_time')
      .orderBy('m.id')
      .limit(200)
      .execute();
    const items = await toItems(db(ctx), rows, uid);
    const over = (m: MatchItem) => (m.type_id === 2 ? m.status_id >= 10 : m.status_id >= 8);
    return ok({ list: [...items.filter((m) => !over(m)), ...items.filter(over).reverse()] });
  },
  matchSettings: async (ctx) => {
    const uid = await requireUser(ctx);
    return ok({ ...(await readSettings(db(ctx), uid)), leagues: await allLeagues(ctx) });
  },
  matchSettingsSave: async (ctx) => {
    const uid = await requireUser(ctx);
    const current = await readSettings(db(ctx), uid);
    const sports = idList(ctx, 'sports', { min: 1, max: 3 }, 3);
    if (sports?.length === 0)
      throw new Refusal('main', MAIN_CODE.BAD_REQUEST, 'parameter sports must name at least one sport');
    const hidden = idList(ctx, 'hidden_leagues', ID, MAX_HIDDEN_LEAGUES);
    const next: MatchSettings = {
      sports: sports ?? current.sports,
      hidden_leagues: hidden ?? current.hidden_leagues,
      alerts: intParam(ctx, 'alerts', { min: 0, max: 1, fallback: current.alerts }) === 1 ? 1 : 0,
      sound: intParam(ctx, 'sound', { min: 0, max: 1, fallback: current.sound }) === 1 ? 1 : 0,
    };
    await writeSettings(db(ctx), uid, next, ctx.now());
    return ok(next);
  },
});
