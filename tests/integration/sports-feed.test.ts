import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isMatchInPlay } from '../../protocol/mainApi';
import { parseScoreAlert } from '../../protocol/sports';
import { type JsonFileFeed, SportsFeedError } from '../../server/sports';
import { sportsDb } from '../../server/sports/tables';
import { startServer, type TestServer } from '../helpers/server';
import { callMatch, type SportsUser, simulatorOf, sportsUser } from './sports-fixture';

const dir = mkdtempSync(join(tmpdir(), 'sports-feed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kickoff = Math.floor(Date.now() / 1000) - 30 * 60;
function feedFile(goals: number, extra: object = {}) {
  const events = [
    { type: 8, position: 0, status_id: 2, time: "1'" },
    ...Array.from({ length: goals }, (_, i) => ({
      type: 1,
      position: 1,
      time: `${20 + i}'`,
      player_name: '前锋甲',
      home_score: i + 1,
      away_score: 0,
    })),
  ];
  return {
    leagues: [{ id: 901, type_id: 1, short_name_zh: '友谊赛', color: '#225588' }],
    teams: [
      { id: 90101, type_id: 1, league_id: 901, name: '红星队' },
      { id: 90102, type_id: 1, league_id: 901, name: '蓝天队', venue: '蓝天球场' },
    ],
    matches: [
      {
        id: 9_000_001,
        type_id: 1,
        league_id: 901,
        home_team_id: 90101,
        away_team_id: 90102,
        status_id: 2,
        match_time: kickoff,
        home_scores: [goals],
        away_scores: [0],
        round: '第1轮',
        clock_seconds: 1800,
        events,
        stats: [{ type: 2, home: 5 + goals, away: 3 }],
      },
    ],
    ...extra,
  };
}

describe('the JSON file feed', () => {
  const path = join(dir, 'feed.json');
  let server: TestServer;
  let fan: SportsUser;

  beforeAll(async () => {
    writeFileSync(path, JSON.stringify(feedFile(1)));
    server = await startServer({}, { sports: { feed: { kind: 'file', path }, pollMs: 0 } });
    fan = await sportsUser(server);
  });
  afterAll(async () => {
    await fan?.client.close();
    await server?.close();
  });

  const feed = () => server.server.sports.feed as JsonFileFeed;

  test('imports leagues, teams and matches with events and statistics', async () => {
    const detail = (await callMatch(server, 'encryptionMatchDetail', { id: 9_000_001 })).data;
    expect(detail?.match).toMatchObject({
      short_name_zh: '友谊赛',
      home_name: '红星队',
      away_name: '蓝天队',
      home_log: `/demo-img/crest/${encodeURIComponent('红星队')}.webp`,
      home_scores: [1],
      status_label: 'live',
      round: '第1轮',
      venue: '',
      league_color: '#225588',
    });
    expect(detail?.events.map((e) => [e.type, e.home_score])).toEqual([
      [8, 0],
      [1, 1],
    ]);
    expect(detail?.stats).toEqual([{ type: 2, home: 6, away: 3 }]);
    expect(feed().kind).toBe('file');
  });

  test('a new goal in the file is appended once and alerts the match followers', async () => {
    await callMatch(server, 'matchFollow', { ...fan.auth, id: 9_000_001 });
    await server.server.sports.alerts.watch(9_000_001);
    writeFileSync(path, JSON.stringify(feedFile(2)));
    const changes = await feed().importFile();
    expect(changes.filter((c) => c.type === 'event')).toHaveLength(1);
    const push = await fan.client.nextPush('msg_server_msgbox_notify', { timeout: 2000 });
    expect(parseScoreAlert(new TextDecoder().decode(push.content))).toMatchObject({
      home_score: 2,
      away_score: 0,
      position: 1,
      time: "21'",
      match_id: 9_000_001,
    });
    // The same file again adds nothing.
    expect(await feed().importFile()).toEqual([]);
    const events = (await callMatch(server, 'encryptionMatchDetail', { id: 9_000_001 })).data?.events ?? [];
    expect(events).toHaveLength(3);
  });

  test('a bad file is refused whole with the field named, and nothing changes', async () => {
    const cases: [object, string][] = [
      [{ matches: 'x' }, '$.matches: must be an array'],
      [
        feedFile(3, { teams: [{ id: 90101, type_id: 1, name: '红星队' }] }),
        'matches[0].away_team_id: names no team of the file',
      ],
      [
        { ...feedFile(3), matches: [{ ...feedFile(3).matches[0], home_scores: [-1] }] },
        'matches[0].home_scores[0]: must be an integer from 0 to 1000',
      ],
      [
        { ...feedFile(3), matches: [...feedFile(3).matches, { ...feedFile(3).matches[0], id: 3_000_001 }] },
        'matches[1].id: match 3000001 belongs to another feed',
      ],
    ];
    for (const [content, message] of cases) {
      writeFileSync(path, JSON.stringify(content));
      const error = await feed()
        .importFile()
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(SportsFeedError);
      expect((error as Error).message).toBe(message);
    }
    writeFileSync(path, '{ not json');
    await expect(feed().importFile()).rejects.toThrow(/^\$: is not JSON/);
    const match = (await callMatch(server, 'encryptionMatchDetail', { id: 9_000_001 })).data?.match;
    expect(match?.home_scores).toEqual([2]);
    const sim = (await callMatch(server, 'encryptionMatchDetail', { id: 3_000_001 })).data?.match;
    expect(sim?.home_name).not.toBe('红星队');
  });
});

test('a restart resumes the simulated matches where they were: no restart from kick-off, no event twice', async () => {
  const dataDir = mkdtempSync(join(dir, 'restart-'));
  const clock = { now: Date.now() };
  const options = { sports: { tickMs: 0, speed: 5, now: () => clock.now } };
  const first = await startServer({ dataDir }, options);
  for (let i = 0; i < 5; i++) {
    clock.now += 20_000;
    await simulatorOf(first).tick();
  }
  const db = sportsDb(first.db);
  const snapshot = async (server: TestServer) =>
    sportsDb(server.db)
      .selectFrom('matches as m')
      .innerJoin('sim_matches as s', 's.match_id', 'm.id')
      .select(['m.id', 'm.type_id', 'm.status_id', 'm.home_scores', 's.progress_ms', 's.cursor'])
      .orderBy('m.id')
      .execute();
  const before = await snapshot(first);
  const live = before.filter((m) => isMatchInPlay(m.type_id, m.status_id));
  expect(live.length).toBeGreaterThan(0);
  const eventsBefore = await db.selectFrom('match_events').select(['match_id', 'seq', 'type']).execute();
  await first.close();

  clock.now += 20_000;
  const second = await startServer({ dataDir }, options);
  try {
    expect(await snapshot(second)).toEqual(before);
    await simulatorOf(second).tick();
    const after = await snapshot(second);
    for (const m of live) {
      const now = after.find((a) => a.id === m.id);
      expect(now?.progress_ms).toBe(m.progress_ms + 20_000 * 5);
      expect(now?.status_id).not.toBe(1);
      expect(now?.cursor).toBeGreaterThanOrEqual(m.cursor);
    }
    const eventsAfter = await sportsDb(second.db)
      .selectFrom('match_events')
      .select(['match_id', 'seq', 'type'])
      .execute();
    expect(eventsAfter.length).toBeGreaterThanOrEqual(eventsBefore.length);
    expect(new Set(eventsAfter.map((e) => `${e.match_id}:${e.seq}`)).size).toBe(eventsAfter.length);
    const kickoffs = eventsAfter.filter((e) => e.type === 8 && e.seq === 1);
    expect(new Set(kickoffs.map((e) => e.match_id)).size).toBe(kickoffs.length);
  } finally {
    await second.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
