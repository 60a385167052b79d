import { describe, expect, test } from 'vitest';
import {
  addDays,
  clockText,
  dateClock,
  dateFormat,
  dayKey,
  dayOffsetMinutes,
  durationClock,
  formatMinute,
  instant,
  monthDayClock,
  shown,
  weekdayOf,
} from './dateFormat';

test('one formatter per locale and options, and it formats as Intl does', () => {
  const a = dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  const b = dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  expect(b).toBe(a);
  expect(a.format(new Date(Date.UTC(2026, 0, 2, 7, 5)))).toBe('07:05');
  const other = dateFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Shanghai',
  });
  expect(other).not.toBe(a);
  expect(other.format(new Date(Date.UTC(2026, 0, 2, 7, 5)))).toBe('15:05');
  expect(dateFormat('th-TH', { weekday: 'short', timeZone: 'UTC' })).not.toBe(
    dateFormat('zh-CN', { weekday: 'short', timeZone: 'UTC' }),
  );
});

// Issue 49 item 6: every date the app shows is in the device's zone (docs/time.md). The moment
// below is 20:00 on 1 December in UTC, already 04:00 on 2 December in Beijing.
const AT = Date.UTC(2026, 11, 1, 20, 0);

describe('one zone for every date shown', () => {
  test('the API text dates without a zone are Beijing time, the others the instant they name', () => {
    expect(instant('2026-12-02 04:00:00')).toBe(AT);
    expect(instant('2026-12-02 04:00')).toBe(AT);
    expect(instant('2026-12-02T04:00:00+08:00')).toBe(AT);
    expect(instant('2026-12-01T20:00:00Z')).toBe(AT);
    expect(instant('2026-12-01 15:00:00-05:00')).toBe(AT);
    expect(instant(AT / 1000)).toBe(AT);
    expect(instant(AT)).toBe(AT);
    expect(instant(String(AT / 1000))).toBe(AT);
    for (const bad of ['yesterday', '', '2026-13-45 99:99:99', Number.NaN]) expect(instant(bad)).toBeNaN();
  });

  test('a news stamp and a comment of the same moment read the same, in any zone', () => {
    for (const [zone, text] of [
      ['UTC', '2026-12-01 20:00'],
      ['Asia/Shanghai', '2026-12-02 04:00'],
      ['America/New_York', '2026-12-01 15:00'],
      ['Asia/Bangkok', '2026-12-02 03:00'],
    ] as const) {
      expect(formatMinute('2026-12-02 04:00:00', zone)).toBe(text);
      expect(formatMinute(AT / 1000, zone)).toBe(text);
    }
    expect(formatMinute('yesterday')).toBe('yesterday');
  });

  test('days, clocks and the day before and after, at a month and a year end', () => {
    expect(dayKey(AT, 'UTC')).toBe('2026-12-01');
    expect(dayKey(AT, 'Asia/Shanghai')).toBe('2026-12-02');
    expect(clockText(AT, 'UTC')).toBe('20:00');
    expect(clockText(Date.UTC(2026, 11, 1, 16, 5), 'Asia/Shanghai')).toBe('00:05');
    expect(monthDayClock(AT, 'Asia/Jakarta')).toBe('12-02 03:00');
    expect(dateClock(AT, 'UTC')).toBe('2026-12-01 20:00');
    expect(shown(AT, 'UTC').weekday).toBe(2);
    expect(shown(AT, 'Asia/Shanghai').weekday).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(weekdayOf('2026-12-01')).toBe(2);
  });

  test("without a zone named, the device's own: the same as naming it", () => {
    const own = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const ms of [AT, Date.UTC(2024, 0, 31, 23, 59), Date.UTC(2024, 2, 31, 1, 30), 0]) {
      expect(shown(ms)).toEqual(shown(ms, own));
      expect(dateClock(ms)).toBe(dateClock(ms, own));
    }
  });

  test("the device's zone is the process's: its offset at a day's midnight (utc_offset) and its days", () => {
    const was = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(dayOffsetMinutes('2026-12-01')).toBe(-300);
      expect(dayOffsetMinutes('2026-07-01')).toBe(-240);
      expect(dayKey(AT)).toBe('2026-12-01');
      expect(formatMinute('2026-12-02 04:00:00')).toBe('2026-12-01 15:00');
      process.env.TZ = 'Asia/Shanghai';
      expect(dayOffsetMinutes('2026-12-01')).toBe(480);
      expect(dayKey(AT)).toBe('2026-12-02');
      expect(formatMinute(AT / 1000)).toBe('2026-12-02 04:00');
      process.env.TZ = 'UTC';
      expect(dayOffsetMinutes('2026-12-01')).toBe(0);
      expect(dayKey(AT)).toBe('2026-12-01');
      expect(formatMinute('2026-12-02 04:00:00')).toBe('2026-12-01 20:00');
    } finally {
      if (was === undefined) delete process.env.TZ;
      else process.env.TZ = was;
    }
  });
});

test('a duration as a clock: m:ss under an hour, h:mm:ss from one; never negative', () => {
  expect(durationClock(0)).toBe('0:00');
  expect(durationClock(65.9)).toBe('1:05');
  expect(durationClock(3600 + 7 * 60 + 3)).toBe('1:07:03');
  expect(durationClock(-5)).toBe('0:00');
});
