import { expect, test } from 'vitest';
import { matchPhase, sideScore } from './matchScore';

test('football shows the first score entry, basketball the sum of periods', () => {
  expect(sideScore({ type_id: 1, status_id: 4 }, [2, 9])).toBe('2');
  expect(sideScore({ type_id: 1, status_id: 2 }, [])).toBe('0');
  expect(sideScore({ type_id: 2, status_id: 8 }, [25, 30, 22, 28])).toBe('105');
});

test('a dash before kick-off and for postponed, undecided or cancelled matches', () => {
  for (const status of [1, 9, 12, 13]) expect(sideScore({ type_id: 1, status_id: status }, [3])).toBe('-');
  expect(sideScore({ type_id: 2, status_id: 9 }, [3, 4])).toBe('-');
});

test('phases', () => {
  expect(matchPhase(1)).toBe('notStarted');
  expect(matchPhase(3)).toBe('playing');
  expect(matchPhase(8)).toBe('finished');
  expect(matchPhase(12)).toBe('other');
});
