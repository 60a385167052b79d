import { afterAll, beforeAll, expect, test } from 'vitest';
import { isMatchInPlay } from '../../protocol/mainApi';
import { BASKETBALL_STAT, FOOTBALL_STAT, isMatchOver, scoreText, statusLabel } from '../../protocol/sports';
import type { MatchItem } from '../../protocol/sportsApi';
import { callMain, mainGuest } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';
import { callMatch } from './sports-fixture';

let server: TestServer;

// NOTE: the demo schedule is laid out around the server's start, and what a China day holds depends
// on the hour it starts at: the server's clock runs from noon in China on 1 December 2026, whenever
// the test runs.
const STARTED = Date.now();
const CLOCK_START = Date.parse('2026-12-01T04:00:00Z');
const now = () => CLOCK_START + (Date.now() - STARTED);

beforeAll(async () => {
  server = await startServer({}, { now, sports: { tickMs: 0 } });
});
afterAll(async () => server?.close());

const ITEM_KEYS = [
  'id',
  'type_id',
  'short_name_zh',
  'home_name',
  'away_name',
  'home_log',
  'away_log',
  'status_id',
  'match_time',
  'home_scores',
  'away_scores',
  'room_id',
  'league_id',
  'is_cup',
  'league_color',
  'home_team_id',
  'away_team_id',
  'round',
  'venue',
  'status_label',
  'clock_seconds',
  'home_penalty',
  'away_penalty',
  'is_follow',
].sort();

const cstDay = (offsetDays = 0) =>
  new Date(now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function infoOf(typeId: number, date = cstDay()): Promise<MatchItem[]> {
  const answer = await callMatch(server, 'encryptionMatchInfo', { type_id: typeId, date });
  expect(answer.code).toBe(200);
  const data = answer.data as {
    date: string;
    list: MatchItem[];
    leagues: { league_id: number; count: number }[];
  };
  expect(data.date).toBe(date);
  expect(data.leagues.reduce((s, l) => s + l.count, 0)).toBe(data.list.length);
  return data.list;
}

test('the match list by sport and day: league groups, spec field names, statuses with labels', async () => {
  const all: MatchItem[] = [];
  for (const day of [-1, 0, 1, 2])
    for (const type of [1, 2, 3]) all.push(...(await infoOf(type, cstDay(day))));
  expect(all.length).toBeGreaterThan(40);
  for (const m of all) {
    expect(Object.keys(m).sort()).toEqual(ITEM_KEYS);
    expect(m.status_label).toBe(statusLabel(m.type_id, m.status_id));
    expect(m.status_label).not.toBeNull();
  }
  const football = all.filter((m) => m.type_id === 1);
  expect(football.some((m) => isMatchInPlay(1, m.status_id))).toBe(true);
  expect(football.some((m) => m.status_id === 9 && scoreText(m) === '-')).toBe(true);
  expect(all.some((m) => m.type_id === 2 && m.status_id === 10 && m.home_scores.length >= 4)).toBe(true);
  expect(all.some((m) => m.type_id === 3 && isMatchOver(3, m.status_id))).toBe(true);

  const bad = [
    [{ type_id: 4 }, 'parameter type_id must be between 1 and 3'],
    [{ date: '2025-02-30' }, 'parameter date must be a day as YYYY-MM-DD'],
    [{ date: 'today' }, 'parameter date must be a day as YYYY-MM-DD'],
    [{ status: 'x' }, 'parameter status must be an integer'],
  ] as const;
  for (const [params, msg] of bad)
    expect(await callMatch(server, 'encryptionMatchInfo', params)).toMatchObject({ code: 400, msg });
});

test("a day in another zone: utc_offset moves the day's 24 hours to that zone's midnight", async () => {
  const day = cstDay();
  const times = async (date: string, params: Record<string, string | number> = {}) => {
    const answer = await callMatch(server, 'encryptionMatchInfo', { type_id: 1, date, ...params });
    expect(answer.code).toBe(200);
    return (answer.data as { list: MatchItem[] }).list.map((m) => m.match_time).sort((x, y) => x - y);
  };
  // Every football match of the China days around `day`, the days' own lists.
  const cst = await times(day);
  const around = [...(await times(cstDay(-1))), ...cst, ...(await times(cstDay(1)))];
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) / 1000;
  for (const offset of [0, -240, 330]) {
    const start = midnightUtc - offset * 60;
    const expected = around.filter((t) => t >= start && t < start + 86_400).sort((x, y) => x - y);
    expect(await times(day, { utc_offset: offset })).toEqual(expected);
    // The China day without utc_offset, and with 480.
    expect(await times(day, { utc_offset: 480 })).toEqual(cst);
  }
  // At 04:00 UTC (noon in China) the day cuts through the China day's matches: not the same list.
  const cut = midnightUtc + 4 * 3600;
  expect(await times(day, { utc_offset: -240 })).not.toEqual(cst);
  expect(cst.some((t) => t < cut) && cst.some((t) => t >= cut)).toBe(true);
  for (const [utc_offset, msg] of [
    [841, 'parameter utc_offset must be between -840 and 840'],
    ['8h', 'parameter utc_offset must be an integer'],
  ] as const)
    expect(await callMatch(server, 'encryptionMatchInfo', { date: day, utc_offset })).toMatchObject({
      code: 400,
      msg,
    });
});

test('detail, line-up, player statistics and analysis of a match in play', async () => {
  // NOTE: a match lists on its kick-off day; just after midnight (UTC+8) those in play began yesterday.
  const live = [...(await infoOf(1, cstDay(-1))), ...(await infoOf(1))].find(
    (m) => isMatchInPlay(1, m.status_id) && m.status_id !== 3,
  ) as MatchItem;
  const detail = (await callMatch(server, 'encryptionMatchDetail', { id: live.id })).data;
  expect(detail?.match.id).toBe(live.id);
  expect(detail?.home_team).toEqual({ id: live.home_team_id, name: live.home_name, logo: live.home_log });
  expect(detail?.stats.map((s) => s.type)).toEqual(Object.values(FOOTBALL_STAT));
  const possession = detail?.stats.find((s) => s.type === FOOTBALL_STAT.POSSESSION);
  expect((possession?.home ?? 0) + (possession?.away ?? 0)).toBe(100);
  expect(detail?.events[0]).toMatchObject({ type: 8, status_id: 2, position: 0 });
  const goals = detail?.events.filter((e) => [1, 2, 3].includes(e.type)) ?? [];
  expect(goals.at(-1)?.home_score ?? 0).toBe(live.home_scores[0]);
  expect(detail?.periods[0]?.label).toBe('first_half');

  const lineup = (await callMatch(server, 'encryptionMatchLineUp', { id: live.id })).data;
  for (const side of [lineup?.home, lineup?.away]) {
    expect(side?.formation).toMatch(/^\d(-\d)+$/);
    expect(side?.starters).toHaveLength(11);
    expect(side?.bench.length).toBeGreaterThanOrEqual(7);
    expect(side?.starters.filter((p) => p.role === 'G')).toHaveLength(1);
    expect(side?.starters.every((p) => p.x > 0 && p.x < 100 && p.y > 0 && p.y < 100)).toBe(true);
  }
  const stats = (await callMatch(server, 'encryptionPlayerStats', { id: live.id })).data;
  expect(stats?.home.length).toBeGreaterThanOrEqual(11);
  const scorerGoals = stats?.home.reduce((s, p) => s + p.goals, 0) ?? 0;
  expect(scorerGoals).toBeLessThanOrEqual(live.home_scores[0] ?? 0);

  const analysis = (await callMatch(server, 'encryptionAnalysis', { id: live.id })).data;
  expect(analysis?.home.team.id).toBe(live.home_team_id);
  for (const m of [...(analysis?.home.matches ?? []), ...(analysis?.h2h ?? [])])
    expect(isMatchOver(1, m.status_id)).toBe(true);
  expect(analysis?.home.form).toHaveLength(analysis?.home.matches.length ?? -1);

  for (const name of [
    'encryptionMatchDetail',
    'encryptionMatchLineUp',
    'encryptionPlayerStats',
    'encryptionAnalysis',
  ]) {
    expect(await callMain(server, name, { id: 999 })).toMatchObject({ code: 404, msg: 'no such match' });
    expect(await callMain(server, name)).toMatchObject({ code: 400, msg: 'parameter id is required' });
  }
});

test('a basketball match: quarters as periods and the stat types 1-7', async () => {
  // NOTE: the demo schedule spans the last day up to now, so an ended match falls on yesterday's or
  // today's list depending on the hour (late evening in Beijing, all of it is today's).
  const ended = [...(await infoOf(2, cstDay(-1))), ...(await infoOf(2, cstDay()))];
  const over = ended.find((m) => m.status_id === 10) as MatchItem;
  const detail = (await callMatch(server, 'encryptionMatchDetail', { id: over.id })).data;
  expect(detail?.periods.slice(0, 4).map((p) => p.label)).toEqual(['q1', 'q2', 'q3', 'q4']);
  expect(detail?.periods.reduce((s, p) => s + p.home, 0)).toBe(over.home_scores.reduce((a, b) => a + b, 0));
  expect(detail?.stats.map((s) => s.type)).toEqual(Object.values(BASKETBALL_STAT));
  const lineup = (await callMatch(server, 'encryptionMatchLineUp', { id: over.id })).data;
  expect(lineup?.home.starters.map((p) => p.role).sort()).toEqual(['C', 'PF', 'PG', 'SF', 'SG']);
  expect(lineup?.home.bench).toHaveLength(7);
  const stats = (await callMatch(server, 'encryptionPlayerStats', { id: over.id })).data;
  expect(stats?.home.reduce((s, p) => s + p.points, 0)).toBe(over.home_scores.reduce((a, b) => a + b, 0));
});

test('the score page lists matches in play first; follows, settings and hidden leagues per user', async () => {
  const guest = await mainGuest(server, 'sports-api-device');
  const auth = { uid: guest.uid, token: guest.token };
  const page = (await callMatch(server, 'ScoreHome', auth)).data;
  const list = page?.list ?? [];
  expect(page?.live_count).toBeGreaterThan(0);
  expect(list.slice(0, page?.live_count).every((m) => isMatchInPlay(m.type_id, m.status_id))).toBe(true);
  expect(list.slice(page?.live_count).some((m) => isMatchInPlay(m.type_id, m.status_id))).toBe(false);

  const target = list[0] as MatchItem;
  expect(await callMatch(server, 'matchFollow', { id: target.id })).toMatchObject({ code: 401 });
  expect((await callMatch(server, 'matchFollow', { ...auth, id: target.id })).data).toEqual({
    id: target.id,
    is_follow: 1,
  });
  expect((await callMatch(server, 'matchFollow', { ...auth, id: target.id })).code).toBe(200);
  expect((await callMatch(server, 'matchFollowList', auth)).data?.list.map((m) => m.id)).toEqual([target.id]);
  expect((await callMatch(server, 'ScoreHome', auth)).data?.follow_ids).toEqual([target.id]);
  expect((await callMatch(server, 'encryptionMatchDetail', { ...auth, id: target.id })).data).toMatchObject({
    follow_count: 1,
    match: { is_follow: 1 },
  });
  expect(await callMatch(server, 'matchFollow', { ...auth, id: 12345 })).toMatchObject({ code: 404 });

  const settings = (await callMatch(server, 'matchSettings', auth)).data;
  expect(settings).toMatchObject({ sports: [1, 2, 3], hidden_leagues: [], alerts: 1, sound: 1 });
  expect(settings?.leagues.length).toBeGreaterThanOrEqual(10);
  const saved = await callMatch(server, 'matchSettingsSave', {
    ...auth,
    sports: '2',
    hidden_leagues: '8',
    sound: 0,
  });
  expect(saved.data).toEqual({ sports: [2], hidden_leagues: [8], alerts: 1, sound: 0 });
  const mine = (await callMatch(server, 'ScoreHome', auth)).data?.list ?? [];
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.every((m) => m.type_id === 2 && m.league_id !== 8)).toBe(true);
  const refused = [
    [{ sports: '' }, 'parameter sports must name at least one sport'],
    [{ sports: '1,4' }, 'parameter sports must be up to 3 ids from 1 to 3, comma-separated'],
    [
      { hidden_leagues: '1;2' },
      'parameter hidden_leagues must be up to 200 ids from 1 to 2147483647, comma-separated',
    ],
    [{ alerts: 2 }, 'parameter alerts must be between 0 and 1'],
  ] as const;
  for (const [params, msg] of refused)
    expect(await callMatch(server, 'matchSettingsSave', { ...auth, ...params })).toMatchObject({
      code: 400,
      msg,
    });
  expect((await callMatch(server, 'matchSettings', auth)).data).toMatchObject({
    sports: [2],
    hidden_leagues: [8],
    sound: 0,
  });
  expect(
    (await callMatch(server, 'matchFollow', { ...auth, id: target.id, follow: 0 })).data?.is_follow,
  ).toBe(0);
  expect((await callMatch(server, 'matchFollowList', auth)).data?.list).toEqual([]);
});

test('the typed match list keeps its shape: list and top_list of football and basketball', async () => {
  const data = (await callMain(server, 'encryptionRecommMatch', { type: 0, is_has_video: 0 })).data;
  expect(data?.list.every((m) => m.type_id === 1 || m.type_id === 2)).toBe(true);
  expect(data?.top_list.every((m) => isMatchInPlay(m.type_id, m.status_id) && m.room_id > 0)).toBe(true);
  expect(Object.keys(data?.list[0] ?? {}).sort()).toEqual(
    [
      'id',
      'type_id',
      'short_name_zh',
      'home_name',
      'away_name',
      'home_log',
      'away_log',
      'status_id',
      'match_time',
      'home_scores',
      'away_scores',
      'room_id',
    ].sort(),
  );
});
