// The arithmetic of a windowed list with rows of different heights: prefix offsets from measured
// (or estimated) heights, and the range of rows a viewport shows.

/** Offsets of every row (length n + 1: the last is the total height). */
export function offsetsOf(
  keys: readonly string[],
  heights: ReadonlyMap<string, number>,
  estimate: number,
): number[] {
  const out = new Array<number>(keys.length + 1);
  let y = 0;
  out[0] = 0;
  for (let i = 0; i < keys.length; i++) {
    y += heights.get(keys[i] as string) ?? estimate;
    out[i + 1] = y;
  }
  return out;
}

/** The first row whose bottom is below `y` (binary search over the offsets). */
export function rowAt(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] as number) <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows to render for a viewport [top, top + height), with `overscan` rows either side. */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  height: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, top);
  const last = rowAt(offsets, top + height);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}
