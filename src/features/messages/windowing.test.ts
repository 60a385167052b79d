import { describe, expect, test } from 'vitest';
import { type DrawnRow, offsetsOf, placeOf, rowAt, visibleRange, withHeights } from './windowing';

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

  test('new heights make a new map; heights already known keep the same one', () => {
    const known = new Map([['k0', 100]]);
    expect(withHeights(known, [['k0', 100]])).toBe(known);
    const grown = withHeights(known, [
      ['k0', 100],
      ['k1', 30],
    ]);
    expect([...grown]).toEqual([
      ['k0', 100],
      ['k1', 30],
    ]);
    expect([...known]).toEqual([['k0', 100]]);
  });

  describe('placeOf', () => {
    // Rows k0..k9 at 50 px each, except k3 and k4 drawn taller than that.
    const ten = keys.slice(0, 10);
    const offsets = offsetsOf(ten, new Map(), 50);
    const drawn: DrawnRow[] = [
      { key: 'k3', top: 10, bottom: 90 },
      { key: 'k4', top: 90, bottom: 170 },
    ];

    test('a drawn row is where the page has it', () => {
      expect(placeOf(drawn, ten, offsets, 'k4')).toBe(90);
    });

    test('a row below the drawn ones follows the last drawn, by the offsets in between', () => {
      expect(placeOf(drawn, ten, offsets, 'k5')).toBe(170);
      expect(placeOf(drawn, ten, offsets, 'k7')).toBe(270);
    });

    test('a row above the drawn ones precedes the first drawn, by the offsets in between', () => {
      expect(placeOf(drawn, ten, offsets, 'k1')).toBe(10 - 100);
    });

    test('an unknown row, or nothing drawn, has no place', () => {
      expect(placeOf(drawn, ten, offsets, 'k99')).toBeUndefined();
      expect(placeOf([], ten, offsets, 'k1')).toBeUndefined();
    });
  });
});
