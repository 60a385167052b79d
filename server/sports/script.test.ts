import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE } from '../../protocol/mainApi';
import { basketballScore, footballScore, MATCH_EVENT } from '../../protocol/sports';
import { type MatchPlan, type Special, scriptMatch } from './matchMaker';
import { leagueDef } from './names';
import { type Script, stateAt } from './script';
import { worldTeams } from './world';

const SEED = 20_250_601;
const teams = worldTeams(SEED);

function plan(leagueId: number, special?: Special): MatchPlan {
  const def = leagueDef(leagueId);
  const pool = teams.filter((t) => (def.cup ? def.pool : [def.id]).includes(t.league.id));
  const [home, away] = pool;
  if (!home || !away) throw new Error(`league ${leagueId} has no teams`);
  return { league: def, home, away, day: 0, kickoff: 0, special };
}

const statuses = (s: Script) => s.events.filter((e) => e.type === MATCH_EVENT.STATUS).map((e) => e.status_id);
const total = (s: Script, at: number) => {
  const state = stateAt(s, at);
  const rule = s.sport === SPORT_TYPE.BASKETBALL ? basketballScore : footballScore;
  return [rule(state.home_scores), rule(state.away_scores)] as const;
};

/** Checks what every script must hold, whatever its sport. */
function checkCommon(s: Script): void {
  for (let i = 1; i < s.events.length; i++) {
    expect((s.events[i]?.at ?? 0) >= (s.events[i - 1]?.at ?? 0)).toBe(true);
    expect(s.events[i]?.home_score ?? 0).toBeGreaterThanOrEqual(s.events[i - 1]?.home_score ?? 0);
    expect(s.events[i]?.away_score ?? 0).toBeGreaterThanOrEqual(s.events[i - 1]?.away_score ?? 0);
  }
  let previous = [0, 0];
  for (let at = -1000; at <= s.end + 60_000; at += 97_000) {
    const now = total(s, at);
    expect(now[0]).toBeGreaterThanOrEqual(previous[0] ?? 0);
    expect(now[1]).toBeGreaterThanOrEqual(previous[1] ?? 0);
    previous = [...now];
  }
  const last = s.events[s.events.length - 1];
  expect(last?.type).toBe(MATCH_EVENT.STATUS);
  expect(last?.at).toBe(s.end);
  expect(stateAt(s, s.end).done).toBe(true);
  expect(stateAt(s, s.end - 1).done).toBe(false);
}

const ids = fc.integer({ min: 3_000_001, max: 3_999_999 });

describe('football scripts', () => {
  test('league matches go 1 → 2 → 3 → 4 → 8, never to extra time; scores never go down', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const { script } = scriptMatch(SEED, id, plan(1));
        checkCommon(script);
        expect(statuses(script)).toEqual([2, 3, 4, 8]);
        expect(stateAt(script, -1).status_id).toBe(MATCH_STATUS.NOT_STARTED);
        expect(stateAt(script, script.end).status_id).toBe(MATCH_STATUS.FINISHED);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  test('cup matches: extra time only when level after 90, penalties only when still level, never a draw', () => {
    let extra = 0;
    let penalties = 0;
    fc.assert(
      fc.property(ids, (id) => {
        const { script } = scriptMatch(SEED, id, plan(5));
        checkCommon(script);
        const seen = statuses(script);
        const ninety = script.events.filter((e) => e.status_id <= 4 && e.type !== MATCH_EVENT.STATUS).at(-1);
        const levelAt90 = (ninety?.home_score ?? 0) === (ninety?.away_score ?? 0);
        expect(seen.includes(5)).toBe(levelAt90);
        const end = stateAt(script, script.end);
        const levelAfterExtra = end.home_scores[0] === end.away_scores[0];
        expect(seen.includes(7)).toBe(levelAt90 && levelAfterExtra);
        if (seen.includes(7)) {
          penalties += 1;
          expect(end.home_penalty).not.toBe(end.away_penalty);
        }
        if (seen.includes(5)) extra += 1;
        expect(seen.at(-1)).toBe(8);
      }),
      { numRuns: 60 },
    );
    // A scan of fixed ids meets both (a random run of 60 almost always does too).
    for (let id = 3_100_000; id < 3_102_000 && penalties === 0; id++) {
      const seen = statuses(scriptMatch(SEED, id, plan(6)).script);
      if (seen.includes(5)) extra += 1;
      if (seen.includes(7)) penalties += 1;
    }
    expect(extra).toBeGreaterThan(0);
    expect(penalties).toBeGreaterThan(0);
  }, 30_000);

  test('events name players on the pitch: nobody scores after being sent off or substituted', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const { script } = scriptMatch(SEED, id, plan(2));
        const offAt = new Map<number, number>();
        for (const e of script.events) {
          if (e.type === MATCH_EVENT.SUBSTITUTION) offAt.set(e.player2_id, e.at);
          if (e.type === MATCH_EVENT.RED_CARD) offAt.set(e.player_id, e.at);
          if (e.type === MATCH_EVENT.GOAL || e.type === MATCH_EVENT.PENALTY_GOAL)
            expect(offAt.has(e.player_id)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000);
});

describe('basketball scripts', () => {
  /** Overtime (9) is entered only when the score is level at that moment. */
  const checkOvertimes = (script: Script) => {
    const entries = script.events.filter((x) => x.status_id === 9 && x.type === MATCH_EVENT.STATUS);
    for (const e of entries) {
      const before = total(script, e.at - 1);
      expect(before[0]).toBe(before[1]);
    }
    return entries.length;
  };

  test('quarters 2..8 in order, overtime (9) only while level, finished (10) never level', () => {
    fc.assert(
      fc.property(ids, (id) => {
        const { script } = scriptMatch(SEED, id, plan(7));
        checkCommon(script);
        const seen = statuses(script);
        expect(seen.slice(0, 7)).toEqual([2, 3, 4, 5, 6, 7, 8]);
        expect(seen.at(-1)).toBe(BASKETBALL_STATUS.FINISHED);
        checkOvertimes(script);
        const end = total(script, script.end);
        expect(end[0]).not.toBe(end[1]);
        const state = stateAt(script, script.end);
        expect(state.home_scores.length).toBe(4 + seen.filter((s) => s === 9).length);
      }),
      { numRuns: 60 },
    );
  }, 30_000);

  test('matches level after the fourth quarter go to overtime, and only those', () => {
    let overtimes = 0;
    for (let id = 3_000_001; id < 3_003_000 && overtimes < 5; id++) {
      const { script } = scriptMatch(SEED, id, plan(8));
      const q4End = script.events.find((e) => e.type === MATCH_EVENT.STATUS && e.status_id === 9)?.at;
      const fourth = script.events.filter((e) => e.period <= 3 && e.type === MATCH_EVENT.POINTS);
      const level =
        fourth.reduce((s, e) => s + (e.position === 1 ? e.points : 0), 0) ===
        fourth.reduce((s, e) => s + (e.position === 2 ? e.points : 0), 0);
      expect(q4End !== undefined).toBe(level);
      if (checkOvertimes(script) > 0) overtimes += 1;
    }
    expect(overtimes).toBe(5);
  }, 30_000);

  test('team statistics 1-7 are all present and consistent with the points', () => {
    const { script } = scriptMatch(SEED, 3_000_123, plan(8));
    const state = stateAt(script, script.end);
    expect(state.stats.map((s) => s.type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const [three, two, ft] = state.stats;
    const points = basketballScore(state.home_scores);
    expect((three?.home ?? 0) * 3 + (two?.home ?? 0) * 2 + (ft?.home ?? 0)).toBe(points);
    expect(state.stats.find((s) => s.type === 7)).toEqual({ type: 7, home: 7, away: 7 });
  });
});

test('esports series end when one side has won the majority of maps', () => {
  fc.assert(
    fc.property(ids, fc.constantFrom(9, 10), (id, league) => {
      const { script } = scriptMatch(SEED, id, plan(league));
      checkCommon(script);
      const end = stateAt(script, script.end);
      const need = leagueDef(league).bestOf === 5 ? 3 : 2;
      expect(Math.max(end.home_scores[0] ?? 0, end.away_scores[0] ?? 0)).toBe(need);
      expect(end.status_id).toBe(MATCH_STATUS.FINISHED);
    }),
    { numRuns: 40 },
  );
}, 30_000);

test('stopped matches end in their own final state; the same seed gives the same script', () => {
  expect(stateAt(scriptMatch(SEED, 3_000_050, plan(1, 'interrupted')).script, 1e9).status_id).toBe(10);
  expect(stateAt(scriptMatch(SEED, 3_000_051, plan(3, 'cut_short')).script, 1e9).status_id).toBe(11);
  expect(stateAt(scriptMatch(SEED, 3_000_052, plan(7, 'abandoned')).script, 1e9).status_id).toBe(14);
  expect(stateAt(scriptMatch(SEED, 3_000_053, plan(7, 'interrupted')).script, 1e9).status_id).toBe(11);
  expect(scriptMatch(SEED, 3_000_060, plan(1))).toEqual(scriptMatch(SEED, 3_000_060, plan(1)));
  expect(scriptMatch(SEED, 3_000_060, plan(1))).not.toEqual(scriptMatch(SEED, 3_000_061, plan(1)));
});
