import { expect, test } from 'vitest';
import { BASKETBALL_STATUS, MATCH_STATUS } from '../../protocol/mainApi';
import { matchPhase, sideScore } from './matchScore';

test('football shows the first score entry, basketball the sum of periods', () => {
  expect(sideScore({ type_id: 1, status_id: 4 }, [2, 9])).toBe('2');
  expect(sideScore({ type_id: 1, status_id: 2 }, [])).toBe('0');
  expect(sideScore({ type_id: 2, status_id: 8 }, [25, 30, 22, 28])).toBe('105');
});

test('a dash before kick-off and for postponed, undecided or cancelled matches, in each sport’s set', () => {
  for (const status of [1, 9, 12, 13]) expect(sideScore({ type_id: 1, status_id: status }, [3])).toBe('-');
  for (const status of [1, 12, 13, 15])
    expect(sideScore({ type_id: 2, status_id: status }, [3, 4])).toBe('-');
  // Basketball 9 is overtime: in play, scored.
  expect(sideScore({ type_id: 2, status_id: BASKETBALL_STATUS.OVERTIME }, [3, 4])).toBe('7');
});

test('football phases by the football set', () => {
  expect(matchPhase(1, MATCH_STATUS.NOT_STARTED)).toBe('notStarted');
  expect(matchPhase(1, MATCH_STATUS.HALFTIME)).toBe('playing');
  expect(matchPhase(1, MATCH_STATUS.PENALTIES)).toBe('playing');
  expect(matchPhase(1, MATCH_STATUS.FINISHED)).toBe('finished');
  expect(matchPhase(1, MATCH_STATUS.CANCELLED)).toBe('other');
});

test('basketball phases by its own set: the 4th quarter and overtime are in play, 10 is finished', () => {
  expect(matchPhase(2, BASKETBALL_STATUS.NOT_STARTED)).toBe('notStarted');
  expect(matchPhase(2, BASKETBALL_STATUS.Q4)).toBe('playing');
  expect(matchPhase(2, BASKETBALL_STATUS.OVERTIME)).toBe('playing');
  expect(matchPhase(2, BASKETBALL_STATUS.FINISHED)).toBe('finished');
  expect(matchPhase(2, BASKETBALL_STATUS.POSTPONED)).toBe('other');
});
