import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { offsetsOf, rowAt, visibleRange } from './windowing';

const STICK_SLACK = 40;
const TOP_TRIGGER = 300;

export interface WindowedListProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  render(item: T, index: number): ReactNode;
  /** Called when the user scrolls near the top (load older rows). */
  onReachTop?(): void;
  /** Rendered above the first row (a loading or "no more" line). */
  header?: ReactNode;
  estimate?: number;
  overscan?: number;
  className?: string;
  /** Tells whether the view sits at the newest row. */
  onAtBottom?(atBottom: boolean): void;
  /** Changing it scrolls to the newest row and follows again (after the user sends). */
  bottomSignal?: number;
}

/**
 * A chat list that renders only the rows in view (plus a few) between two spacers. It opens at the
 * bottom, keeps following new rows while the user is at the bottom, and keeps the row under the
 * user's eyes in place when older rows are added above or a row's height changes.
 */
export function WindowedList<T>({
  items,
  keyOf,
  render,
  onReachTop,
  header,
  estimate = 72,
  overscan = 6,
  className,
  onAtBottom,
  bottomSignal = 0,
}: WindowedListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: 800 });
  const stick = useRef(true);
  /** The row at the top of the view and where its top was, from the view's top (px). */
  const anchor = useRef<{ key: string; place: number } | null>(null);
  /** The scroll position this list set itself last (its scroll event leaves the anchor alone). */
  const ownScroll = useRef<number | null>(null);

  const headerRef = useRef<HTMLDivElement>(null);
  const [headerH, setHeaderH] = useState(0);

  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks new measurements
  const offsets = useMemo(() => offsetsOf(keys, heights.current, estimate), [keys, estimate, version]);
  const total = (offsets[offsets.length - 1] ?? 0) + headerH;
  // NOTE: following the bottom, the rows drawn are the last ones, also before the view has been
  // scrolled there (a chat's first rows, drawn before the frame that scrolls to them).
  const top = stick.current ? Math.max(0, total - view.height) : view.top;
  const range = visibleRange(offsets, Math.max(0, top - headerH), view.height, overscan);

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false;
            for (const entry of entries) {
              const key = (entry.target as HTMLElement).dataset.rowKey;
              if (!key) continue;
              const h = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
              if (h > 0 && heights.current.get(key) !== h) {
                heights.current.set(key, h);
                changed = true;
              }
            }
            if (changed) setVersion((v) => v + 1);
          }),
    [],
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el || !observer) return;
      observer.observe(el);
      return () => observer.unobserve(el);
    },
    [observer],
  );

  // NOTE: the header's height is read when it changes (after a layout), not at each commit, where
  // reading it would lay the page out inside the commit's task.
  useEffect(() => {
    const el = headerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setHeaderH(Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // After every layout: follow the bottom, or keep the anchored row where it was. NOTE: until the
  // list has been laid out with rows, this waits for the frame: the page's first layout with its
  // rows is then the frame's own, in a task apart from the commit, not forced inside it.
  const laidOut = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the header's height moves the rows under it
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const follow = () => {
      if (stick.current) {
        el.scrollTop = el.scrollHeight;
      } else if (anchor.current) {
        // NOTE: the row's place is read off the page: where it is not drawn, from the nearest row
        // drawn, with the offsets between them (rows drawn but not measured yet are in the offsets
        // at their estimate, so the offsets alone would place it wrong).
        const { key, place } = anchor.current;
        const at = placeOnPage(el, keys, offsets, key);
        const wanted = at === undefined ? undefined : el.scrollTop + at - place;
        if (wanted !== undefined && Math.abs(el.scrollTop - wanted) > 1) {
          el.scrollTop = wanted;
          ownScroll.current = el.scrollTop;
          // NOTE: the rows at the new place are drawn before the frame is painted (in a layout
          // effect, this renders again at once), not after the scroll event.
          const now = { top: el.scrollTop, height: el.clientHeight };
          setView((v) => (v.top === now.top && v.height === now.height ? v : now));
        }
      }
      // Not enough rows to scroll yet: ask for older ones at once.
      if (el.scrollHeight <= el.clientHeight + TOP_TRIGGER) onReachTop?.();
    };
    if (laidOut.current) {
      follow();
      return;
    }
    const frame = requestAnimationFrame(() => {
      laidOut.current = keys.length > 0;
      follow();
    });
    return () => cancelAnimationFrame(frame);
  }, [keys, offsets, headerH, onReachTop]);

  /** The first row whose bottom shows in the view, and where its top is. */
  const anchorIn = (el: HTMLDivElement): { key: string; place: number } | null => {
    const top = el.getBoundingClientRect().top;
    for (const child of el.children) {
      const key = (child as HTMLElement).dataset.rowKey;
      if (!key) continue;
      const rect = child.getBoundingClientRect();
      if (rect.bottom > top) {
        if (rect.top < top + el.clientHeight) return { key, place: rect.top - top };
        break;
      }
    }
    // In a stretch not drawn yet (a fast scroll): the offsets tell which row is there.
    const first = rowAt(offsets, Math.max(0, el.scrollTop - headerH));
    const key = keys[first];
    return key === undefined ? null : { key, place: headerH + (offsets[first] ?? 0) - el.scrollTop };
  };

  useLayoutEffect(() => {
    if (bottomSignal === 0) return;
    stick.current = true;
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [bottomSignal]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_SLACK;
    if (atBottom !== stick.current) onAtBottom?.(atBottom);
    stick.current = atBottom;
    // NOTE: a scroll this list made to keep its anchor in place keeps that anchor: in between, the
    // rows drawn may not be those in view yet.
    const own = ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) <= 1;
    ownScroll.current = null;
    if (!own) anchor.current = anchorIn(el);
    setView({ top: el.scrollTop, height: el.clientHeight });
    if (el.scrollTop < TOP_TRIGGER) onReachTop?.();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // NOTE: the view's size is first read when the list is laid out (the observer's first call).
    const ro =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            setView({ top: el.scrollTop, height: el.clientHeight });
            if (stick.current) el.scrollTop = el.scrollHeight;
          });
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);

  const above = offsets[range.start] ?? 0;
  const below = (offsets[offsets.length - 1] ?? 0) - (offsets[range.end] ?? 0);
  return (
    <div ref={scroller} className={`scroll ${className ?? ''}`} onScroll={onScroll} data-total={total}>
      <div ref={headerRef}>{header}</div>
      <div style={{ height: above }} />
      {items.slice(range.start, range.end).map((item, i) => {
        const key = keys[range.start + i] as string;
        return (
          <div key={key} ref={measure} data-row-key={key} data-testid="msg-row">
            {render(item, range.start + i)}
          </div>
        );
      })}
      <div style={{ height: below }} />
    </div>
  );
}

/**
 * Where the row `key` is, from the top of the list's view (px): read off the page where it is
 * drawn, else from the nearest row drawn and the offsets between the two.
 */
function placeOnPage(
  list: HTMLElement,
  keys: readonly string[],
  offsets: readonly number[],
  key: string,
): number | undefined {
  const index = keys.indexOf(key);
  if (index < 0) return undefined;
  const top = list.getBoundingClientRect().top;
  let first: { key: string; top: number } | undefined;
  let last: { key: string; bottom: number } | undefined;
  for (const child of list.children) {
    const rowKey = (child as HTMLElement).dataset.rowKey;
    if (rowKey === undefined) continue;
    const rect = child.getBoundingClientRect();
    if (rowKey === key) return rect.top - top;
    first ??= { key: rowKey, top: rect.top };
    last = { key: rowKey, bottom: rect.bottom };
  }
  const lastIndex = last ? keys.indexOf(last.key) : -1;
  if (last && lastIndex >= 0 && lastIndex < index)
    return last.bottom - top + (offsets[index] ?? 0) - (offsets[lastIndex + 1] ?? 0);
  const firstIndex = first ? keys.indexOf(first.key) : -1;
  if (first && firstIndex > index)
    return first.top - top - ((offsets[firstIndex] ?? 0) - (offsets[index] ?? 0));
  return undefined;
}
