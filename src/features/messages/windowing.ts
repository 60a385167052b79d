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

/** `heights` with `sizes` in it: the same map when none of them changes a height. */
export function withHeights(
  heights: ReadonlyMap<string, number>,
  sizes: readonly (readonly [string, number])[],
): ReadonlyMap<string, number> {
  if (sizes.every(([key, height]) => heights.get(key) === height)) return heights;
  return new Map([...heights, ...sizes]);
}

/** A row drawn on the page: its top and bottom from the top of the list's view (px). */
export interface DrawnRow {
  key: string;
  top: number;
  bottom: number;
}

/**
 * Where the row `key` is, from the top of the list's view (px): where it is drawn, else from the
 * nearest row drawn and the offsets between the two; undefined when neither tells.
 */
export function placeOf(
  drawn: readonly DrawnRow[],
  keys: readonly string[],
  offsets: readonly number[],
  key: string,
): number | undefined {
  const index = keys.indexOf(key);
  if (index < 0) return undefined;
  const row = drawn.find((r) => r.key === key);
  if (row) return row.top;
  const last = drawn.at(-1);
  const lastIndex = last ? keys.indexOf(last.key) : -1;
  if (last && lastIndex >= 0 && lastIndex < index)
    return last.bottom + (offsets[index] ?? 0) - (offsets[lastIndex + 1] ?? 0);
  const first = drawn[0];
  const firstIndex = first ? keys.indexOf(first.key) : -1;
  if (first && firstIndex > index) return first.top - ((offsets[firstIndex] ?? 0) - (offsets[index] ?? 0));
  return undefined;
}
