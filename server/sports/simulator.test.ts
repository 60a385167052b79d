import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isMatchInPlay } from '../../protocol/mainApi';
import { isMatchOver, MATCH_EVENT, statusLabel } from '../../protocol/sports';
import { openStore, type Store } from '../store';
import type { FeedEvent } from './feed';
import { SimulatorFeed } from './simulator';
import { sportsDb } from './tables';
import { DAY, ensureWorld } from './world';

const SEED = 424_242;
const MIN = 60_000;
// A fixed start (2025-06-01 12:00 UTC) keeps the run the same every time.
const T0 = Date.UTC(2025, 5, 1, 12);
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sports-sim-'));
  store = await openStore({ databaseUrl: '', dataDir: dir });
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a fresh world: leagues, teams with crests, full squads, five days of matches and the special cases', async () => {
  expect((await ensureWorld(store.db, SEED, T0)).created).toBe(true);
  expect((await ensureWorld(store.db, SEED, T0 + 1000)).created).toBe(false);
  const db = sportsDb(store.db);
  const squads = await db
    .selectFrom('players as p')
    .innerJoin('teams as t', 't.id', 'p.team_id')
    .select(['t.id', 't.type_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['t.id', 't.type_id'])
    .execute();
  expect(squads.filter((s) => s.type_id === 1).every((s) => Number(s.n) >= 18)).toBe(true);
  expect(squads.filter((s) => s.type_id === 2).every((s) => Number(s.n) === 12)).toBe(true);
  const teams = await db.selectFrom('teams').select('logo').execute();
  expect(teams.every((t) => t.logo.startsWith('/demo-img/crest/'))).toBe(true);

  const matches = await db.selectFrom('matches').selectAll().execute();
  const days = new Set(matches.map((m) => Math.floor((m.match_time * 1000 - T0 + 12 * 3_600_000) / DAY)));
  expect([...days].sort()).toEqual([-1, 0, 1, 2, 3]);
  expect(new Set(matches.map((m) => m.type_id))).toEqual(new Set([1, 2, 3]));
  const labels = new Set(matches.map((m) => statusLabel(m.type_id, m.status_id)));
  for (const label of ['live', 'finished', 'not_started', 'postponed', 'interrupted', 'cancelled', 'tbd'])
    expect(labels).toContain(label);
  // Today's matches in play were played forward to now: their events are stored already.
  const live = matches.filter((m) => isMatchInPlay(m.type_id, m.status_id));
  expect(live.length).toBeGreaterThanOrEqual(3);
  const lineups = await db.selectFrom('match_lineups').select('match_id').distinct().execute();
  expect(lineups.length).toBeGreaterThan(matches.length / 2);
});

test('a fast-forwarded day: every match of it ends in a valid final state, events in order, scores never down', async () => {
  const clock = { now: T0 };
  const feed = new SimulatorFeed({
    db: store.db,
    nodeId: 'node-a',
    seed: SEED,
    tickMs: 0,
    now: () => clock.now,
  });
  const other = new SimulatorFeed({
    db: store.db,
    nodeId: 'node-b',
    seed: SEED,
    tickMs: 0,
    now: () => clock.now,
  });
  const seen: FeedEvent[] = [];
  feed.on((e) => seen.push(e));
  await feed.tick();
  // The lease keeps a second node from playing while the first ticks.
  expect(await other.tick()).toEqual([]);
  // Steps of one minute: a longer pause would be a catch-up, stored but not alerted.
  for (clock.now = T0 + MIN; clock.now <= T0 + 30 * 3_600_000; clock.now += MIN) await feed.tick();

  const db = sportsDb(store.db);
  const dayEnd = Math.floor((T0 + DAY) / 1000);
  const played = await db.selectFrom('matches').selectAll().where('match_time', '<', dayEnd).execute();
  for (const m of played) {
    expect(isMatchOver(m.type_id, m.status_id), `match ${m.id} status ${m.status_id}`).toBe(true);
    expect(statusLabel(m.type_id, m.status_id)).not.toBeNull();
  }
  const events = await db
    .selectFrom('match_events')
    .select(['match_id', 'seq', 'home_score', 'away_score', 'type'])
    .orderBy('match_id')
    .orderBy('seq')
    .execute();
  const byMatch = new Map<number, typeof events>();
  for (const e of events) byMatch.set(e.match_id, [...(byMatch.get(e.match_id) ?? []), e]);
  for (const [id, list] of byMatch) {
    expect(
      list.map((e) => e.seq),
      `match ${id}`,
    ).toEqual(list.map((_, i) => i + 1));
    for (let i = 1; i < list.length; i++) {
      expect(list[i]?.home_score).toBeGreaterThanOrEqual(list[i - 1]?.home_score ?? 0);
      expect(list[i]?.away_score).toBeGreaterThanOrEqual(list[i - 1]?.away_score ?? 0);
    }
  }
  // New slates keep coming: the schedule reaches three days past the clock.
  expect(seen.some((e) => e.type === 'created')).toBe(true);
  const last = await db
    .selectFrom('matches')
    .select((eb) => eb.fn.max('match_time').as('t'))
    .executeTakeFirstOrThrow();
  expect(Number(last.t) * 1000).toBeGreaterThan(clock.now + 2 * DAY);
  // Each football goal played while the feed ran raised one alert naming the scoring side.
  const goals = seen.filter(
    (e) => e.type === 'event' && e.match.type_id === 1 && [1, 2, 3].includes(e.event.type) && !e.stale,
  );
  expect(goals.length).toBeGreaterThan(5);
  for (const g of goals) {
    if (g.type !== 'event') continue;
    expect(g.alert?.position).toBe(g.event.position);
    expect(g.alert?.home_score).toBe(g.event.home_score);
  }
  // Basketball alerts come at the ends of periods only.
  const basket = seen.filter((e) => e.type === 'event' && e.match.type_id === 2 && e.alert);
  for (const b of basket) if (b.type === 'event') expect(b.event.type).toBe(MATCH_EVENT.STATUS);

  // Once the lease lapses the other node takes over and carries on from the stored progress.
  clock.now += 60_000;
  await feed.stop();
  const before = await db
    .selectFrom('match_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 30; i++) {
    clock.now += 4 * MIN;
    await other.tick();
  }
  const after = await db
    .selectFrom('match_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBeGreaterThan(Number(before.n));
}, 120_000);
