import { expect, test } from 'vitest';
import { roomCounts } from './roomCounts';

test('the only viewer counts at once, before the join answers, in both figures', () => {
  expect(roomCounts(0, 0, null)).toEqual({ heat: 1, online: 1 });
  expect(roomCounts(0, 0, 1)).toEqual({ heat: 1, online: 1 });
});

test('the heat moves with the viewers who come and go, its gift part stays', () => {
  // Read with one viewer and 30 heat of gifts: 31.
  expect(roomCounts(31, 1, 1)).toEqual({ heat: 31, online: 1 });
  expect(roomCounts(31, 1, 2)).toEqual({ heat: 32, online: 2 });
  expect(roomCounts(31, 1, 1)).toEqual({ heat: 31, online: 1 });
});

test('the heat is never below the viewers shown', () => {
  expect(roomCounts(0, 3, 5)).toEqual({ heat: 5, online: 5 });
});
