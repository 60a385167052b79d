import { expect, test } from 'vitest';
import { alertTime, toPopupAlert } from './alertFormat';

const base = { home_name: 'A', away_name: 'B', home_score: 1, away_score: 0, title: '英超' };

test('the popup keeps the scoring side 1 or 2 and nothing else', () => {
  expect(toPopupAlert({ ...base, position: 1, time: "23'" }).scorer).toBe(1);
  expect(toPopupAlert({ ...base, position: 2, time: "23'" }).scorer).toBe(2);
  expect(toPopupAlert({ ...base, position: 0, time: "23'" }).scorer).toBeNull();
  expect(toPopupAlert({ ...base, position: 3, time: "23'" }).scorer).toBeNull();
});

test('the time is the clock text as sent, a unix time as HH:MM, or nothing', () => {
  expect(alertTime(" 45+2' ")).toBe("45+2'");
  expect(alertTime(Number.NaN)).toBe('');
  expect(alertTime(0)).toBe('');
  expect(alertTime(undefined)).toBe('');
  const seconds = new Date(2024, 0, 1, 9, 7).getTime() / 1000;
  expect(alertTime(seconds)).toBe('09:07');
  expect(alertTime(seconds * 1000)).toBe('09:07');
});
