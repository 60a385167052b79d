import { describe, expect, test } from 'vitest';
import type { MatchItem } from '../../../protocol/sportsApi';
import {
  dateStrip,
  groupByLeague,
  kickoffDay,
  kickoffTime,
  liveClock,
  periodKey,
  statKey,
  statShares,
  statusEventKey,
  statValue,
} from './format';

function item(over: Partial<MatchItem>): MatchItem {
  return {
    id: 1,
    type_id: 1,
    short_name_zh: '英超',
    home_name: 'A',
    away_name: 'B',
    home_log: '',
    away_log: '',
    status_id: 1,
    match_time: 1_700_000_000,
    home_scores: [0],
    away_scores: [0],
    room_id: 0,
    league_id: 10,
    is_cup: 0,
    league_color: '#123456',
    home_team_id: 1,
    away_team_id: 2,
    round: '',
    venue: '',
    status_label: 'not_started',
    clock_seconds: 0,
    home_penalty: 0,
    away_penalty: 0,
    is_follow: 0,
    ...over,
  };
}

describe('days and times', () => {
  test("the strip runs from yesterday to three days ahead of the device's today, across a month's end", () => {
    expect(dateStrip('2024-03-01')).toEqual([
      { date: '2024-02-29', offset: -1 },
      { date: '2024-03-01', offset: 0 },
      { date: '2024-03-02', offset: 1 },
      { date: '2024-03-03', offset: 2 },
      { date: '2024-03-04', offset: 3 },
    ]);
  });

  test("kick-off times are shown in the viewer's own time zone", () => {
    const t = Date.UTC(2024, 2, 1, 12, 5) / 1000;
    expect(kickoffTime(t, 'UTC')).toBe('12:05');
    expect(kickoffTime(t, 'Asia/Bangkok')).toBe('19:05');
    expect(kickoffTime(t, 'Asia/Shanghai')).toBe('20:05');
    expect(kickoffDay(t, 'Asia/Jakarta')).toBe('03-01 19:05');
  });

  test("without a time zone named, the device's own gives the same text as the formatter would", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Around midnight, month ends and a summer-time change, in the zone the tests run in.
    for (const ms of [
      Date.UTC(2024, 0, 31, 23, 59),
      Date.UTC(2024, 2, 31, 1, 30),
      Date.UTC(2024, 11, 31, 16, 0),
      0,
    ]) {
      expect(kickoffTime(ms / 1000)).toBe(kickoffTime(ms / 1000, own));
      expect(kickoffDay(ms / 1000)).toBe(kickoffDay(ms / 1000, own));
    }
  });
});

describe('the live clock', () => {
  test('football minutes count from 1, with stoppage time past 45 and 90', () => {
    expect(liveClock(item({ status_id: 2, clock_seconds: 0 }))?.text).toBe("1'");
    expect(liveClock(item({ status_id: 2, clock_seconds: 66 * 60 }))?.text).toBe("45+22'");
    expect(liveClock(item({ status_id: 2, clock_seconds: 44 * 60 + 59 }))?.text).toBe("45'");
    expect(liveClock(item({ status_id: 2, clock_seconds: 46 * 60 }))?.text).toBe("45+2'");
    expect(liveClock(item({ status_id: 4, clock_seconds: 2700 + 20 * 60 }))?.text).toBe("66'");
    expect(liveClock(item({ status_id: 4, clock_seconds: 92 * 60 }))?.text).toBe("90+3'");
    expect(liveClock(item({ status_id: 3 }))).toEqual({ label: 'half_time', text: '' });
  });

  test('basketball shows the quarter and the time left, none between quarters', () => {
    expect(liveClock(item({ type_id: 2, status_id: 6, clock_seconds: 312 }))).toEqual({
      label: 'q3',
      text: '05:12',
    });
    expect(liveClock(item({ type_id: 2, status_id: 5, clock_seconds: 0 }))).toEqual({
      label: 'half_time',
      text: '',
    });
    expect(liveClock(item({ type_id: 2, status_id: 9, clock_seconds: 61 }))).toEqual({
      label: 'overtime',
      text: '01:01',
    });
  });

  test('no clock for matches not in play', () => {
    expect(liveClock(item({ status_id: 1 }))).toBeNull();
    expect(liveClock(item({ status_id: 8 }))).toBeNull();
    expect(liveClock(item({ type_id: 2, status_id: 10 }))).toBeNull();
  });
});

describe('grouping by league', () => {
  test('leagues with a match in play come first, and their live matches lead', () => {
    const list = [
      item({ id: 1, league_id: 1, match_time: 100, status_id: 1 }),
      item({ id: 2, league_id: 2, match_time: 300, status_id: 8 }),
      item({ id: 3, league_id: 2, match_time: 400, status_id: 2 }),
      item({ id: 4, league_id: 3, match_time: 50, status_id: 1 }),
      item({ id: 5, league_id: 1, match_time: 90, status_id: 8 }),
    ];
    const blocks = groupByLeague(list);
    expect(blocks.map((b) => b.league_id)).toEqual([2, 3, 1]);
    expect(blocks[0]?.matches.map((m) => m.id)).toEqual([3, 2]);
    expect(blocks[0]?.live).toBe(1);
    expect(blocks[2]?.matches.map((m) => m.id)).toEqual([5, 1]);
  });

  test('an empty list has no groups', () => {
    expect(groupByLeague([])).toEqual([]);
  });
});

describe('statistics', () => {
  test('each sport names its own types; unknown types are left out', () => {
    expect(statKey(1, 1)).toBe('fs1');
    expect(statKey(2, 7)).toBe('bs7');
    expect(statKey(2, 8)).toBeUndefined();
    expect(statKey(3, 2)).toBe('es2');
    expect(statKey(1, 42)).toBeUndefined();
  });

  test('bars share the pair total; nothing on either side draws empty bars', () => {
    expect(statShares({ home: 3, away: 1 })).toEqual({ home: 0.75, away: 0.25 });
    expect(statShares({ home: 0, away: 0 })).toEqual({ home: 0, away: 0 });
  });

  test('percentages carry a sign', () => {
    expect(statValue(2, 6, 75)).toBe('75%');
    expect(statValue(1, 1, 55)).toBe('55%');
    expect(statValue(2, 5, 12)).toBe('12');
  });

  test('period labels: the named ones, else the round label by position', () => {
    expect(periodKey('q2', 1)).toBe('q2');
    expect(periodKey('first_half', 0)).toBe('first_half');
    expect(periodKey('', 2)).toBe('q3');
    expect(periodKey('ot2', 5)).toBe('overtime');
  });

  test('status events on the timeline', () => {
    expect(statusEventKey(1, 2)).toBe('kickOff');
    expect(statusEventKey(1, 3)).toBe('half_time');
    expect(statusEventKey(1, 8)).toBe('finished');
    expect(statusEventKey(2, 2)).toBe('kickOff');
    expect(statusEventKey(2, 5)).toBe('half_time');
    expect(statusEventKey(1, 99)).toBeUndefined();
  });
});

describe('the day chips’ weekday names', () => {
  // The chips name days from a table instead of a time-zoned Intl formatter (its first use loads the
  // zone data): the table must say what that formatter says, in every language.
  test('match what Intl names each weekday, Sunday first, in every language', async () => {
    const { allBundles, LANG_LOCALES } = await import('../../i18n');
    await import('./texts');
    const bundle = allBundles().find((b) => b.ns === 'match');
    for (const [lang, locale] of Object.entries(LANG_LOCALES)) {
      const intl = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
      const expected = [0, 1, 2, 3, 4, 5, 6].map((i) => intl.format(new Date(Date.UTC(2026, 10, 1 + i, 12))));
      expect(bundle?.[lang as keyof typeof LANG_LOCALES].weekdays?.split(','), lang).toEqual(expected);
    }
  });
});
