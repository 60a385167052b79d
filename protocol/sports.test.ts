import { describe, expect, test } from 'vitest';
import {
  alertHeading,
  BASKETBALL_STATUS,
  basketballScore,
  basketballStatusLabel,
  footballScore,
  footballStatusLabel,
  MATCH_STATUS,
  parseScoreAlert,
  roundLabel,
  scoreText,
  sideScore,
  statusLabel,
} from './sports';

describe('status labels', () => {
  test('football: live for 2..4, extra time, penalties and every end state; unknown is null', () => {
    expect([2, 3, 4].map(footballStatusLabel)).toEqual(['live', 'live', 'live']);
    expect(footballStatusLabel(MATCH_STATUS.NOT_STARTED)).toBe('not_started');
    expect(footballStatusLabel(5)).toBe('extra_time');
    expect(footballStatusLabel(6)).toBe('extra_time');
    expect(footballStatusLabel(7)).toBe('penalties');
    expect([8, 9, 10, 11, 12, 13].map(footballStatusLabel)).toEqual([
      'finished',
      'postponed',
      'interrupted',
      'cut_short',
      'cancelled',
      'tbd',
    ]);
    for (const unknown of [-1, 14, 99, 1.5, Number.NaN]) expect(footballStatusLabel(unknown)).toBeNull();
  });

  test('basketball: its own numbering, quarters and breaks named; unknown is null', () => {
    expect(basketballStatusLabel(BASKETBALL_STATUS.Q1)).toBe('q1');
    expect(basketballStatusLabel(BASKETBALL_STATUS.Q2_END)).toBe('half_time');
    expect(basketballStatusLabel(BASKETBALL_STATUS.OVERTIME)).toBe('overtime');
    expect(basketballStatusLabel(10)).toBe('finished');
    expect(basketballStatusLabel(13)).toBe('postponed');
    expect(basketballStatusLabel(15)).toBe('tbd');
    expect(basketballStatusLabel(12)).toBe('cancelled');
    for (const unknown of [-1, 16, 100]) expect(basketballStatusLabel(unknown)).toBeNull();
  });

  test('statusLabel picks the set by sport: 9 is postponed in football, overtime in basketball', () => {
    expect(statusLabel(1, 9)).toBe('postponed');
    expect(statusLabel(2, 9)).toBe('overtime');
    expect(statusLabel(3, 8)).toBe('finished');
    expect(statusLabel(2, 14)).toBe('abandoned');
    expect(statusLabel(1, 14)).toBeNull();
  });
});

describe('score rules', () => {
  test('football shows the first entry, or 0', () => {
    expect(footballScore([3, 1, 0])).toBe(3);
    expect(footballScore([])).toBe(0);
  });

  test('basketball sums every period', () => {
    expect(basketballScore([25, 30, 22, 28, 9])).toBe(114);
    expect(basketballScore([])).toBe(0);
  });

  test('a dash for not started, postponed, to be determined and cancelled, in each set', () => {
    const football = { type_id: 1, home_scores: [2], away_scores: [1] };
    for (const status of [1, 9, 12, 13]) expect(scoreText({ ...football, status_id: status })).toBe('-');
    for (const status of [2, 4, 8, 10, 11]) expect(scoreText({ ...football, status_id: status })).toBe('2-1');
    const basketball = { type_id: 2, home_scores: [20, 30], away_scores: [25, 21] };
    for (const status of [1, 13, 15, 12]) expect(scoreText({ ...basketball, status_id: status })).toBe('-');
    expect(scoreText({ ...basketball, status_id: 5 })).toBe('50-46');
    // 9 is overtime in basketball (no dash) but postponed in football.
    expect(sideScore({ ...basketball, status_id: 9 }, 'home')).toBe(50);
    expect(sideScore({ ...football, status_id: 9 }, 'home')).toBeNull();
  });

  test('round labels: four quarters, then overtime', () => {
    expect([0, 1, 2, 3, 4, 5].map(roundLabel)).toEqual(['q1', 'q2', 'q3', 'q4', 'overtime', 'overtime']);
  });
});

test('a score alert is read back from its JSON; anything else is not an alert', () => {
  const alert = {
    type: 'score',
    home_name: 'A',
    away_name: 'B',
    home_score: 1,
    away_score: 0,
    position: 1,
    title: '英超',
    time: "23'",
    match_id: 7,
    type_id: 1,
  };
  expect(parseScoreAlert(JSON.stringify(alert))).toEqual(alert);
  expect(parseScoreAlert('not json')).toBeUndefined();
  expect(parseScoreAlert(JSON.stringify({ ...alert, position: 3 }))).toBeUndefined();
  expect(parseScoreAlert(JSON.stringify({ ...alert, type: 'notice' }))).toBeUndefined();
  expect(parseScoreAlert(JSON.stringify({ ...alert, home_score: '1' }))).toBeUndefined();
});

describe('alert headings', () => {
  test('football alerts are goals, esports maps, basketball the period that ended', () => {
    expect(alertHeading({ type_id: 1, status_id: 4 })).toEqual({ kind: 'goal' });
    expect(alertHeading({ type_id: 3, status_id: 2 })).toEqual({ kind: 'map' });
    expect(alertHeading({ type_id: 2, status_id: 3 })).toEqual({ kind: 'status', label: 'q1_end' });
    expect(alertHeading({ type_id: 2, status_id: 5 })).toEqual({ kind: 'status', label: 'half_time' });
    expect(alertHeading({ type_id: 2, status_id: 7 })).toEqual({ kind: 'status', label: 'q3_end' });
    expect(alertHeading({ type_id: 2, status_id: 10 })).toEqual({ kind: 'status', label: 'finished' });
    expect(alertHeading({ type_id: 2 })).toEqual({ kind: 'score' });
  });
});
