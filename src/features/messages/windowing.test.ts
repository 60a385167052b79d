import { describe, expect, test } from 'vitest';
import { offsetsOf, rowAt, visibleRange } from './windowing';

describe('windowing', () => {
  const keys = Array.from({ length: 5000 }, (_, i) => `k${i}`);
  const heights = new Map([
    ['k0', 100],
    ['k1', 20],
  ]);

  test('offsets use measured heights and the estimate for the rest', () => {
    const offsets = offsetsOf(keys, heights, 50);
    expect(offsets.slice(0, 4)).toEqual([0, 100, 120, 170]);
    expect(offsets.at(-1)).toBe(100 + 20 + 4998 * 50);
  });

  test('rowAt finds the row under a position', () => {
    const offsets = offsetsOf(keys, heights, 50);
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 99)).toBe(0);
    expect(rowAt(offsets, 100)).toBe(1);
    expect(rowAt(offsets, 125)).toBe(2);
    expect(rowAt(offsets, 10 ** 9)).toBe(4999);
  });

  test('a viewport renders only its rows plus the overscan, at the top, middle and bottom', () => {
    const offsets = offsetsOf(keys, new Map(), 50);
    expect(visibleRange(offsets, 0, 800, 5)).toEqual({ start: 0, end: 22 });
    const mid = visibleRange(offsets, 100_000, 800, 5);
    expect(mid).toEqual({ start: 1995, end: 2022 });
    const total = offsets.at(-1) as number;
    expect(visibleRange(offsets, total - 800, 800, 5)).toEqual({ start: 4979, end: 5000 });
  });

  test('an empty list renders nothing', () => {
    expect(visibleRange(offsetsOf([], new Map(), 50), 0, 800, 5)).toEqual({ start: 0, end: 0 });
  });
});
