import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type DrawnRow, offsetsOf, placeOf, rowAt, visibleRange, withHeights } from './windowing';

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

/** The list's scroll position and height (px), whether it follows the bottom, and whether it was read yet. */
interface View {
  top: number;
  height: number;
  follow: boolean;
  /** False until the observer first reads the list's size (`height` is an estimate until then). */
  sized: boolean;
}

/**
 * The view as render reads it. `following` is the same mode for the observer and the scroll
 * handler, which run outside render; `syncView` sets both at once.
 */
function useView() {
  const [view, setView] = useState<View>({ top: 0, height: 800, follow: true, sized: false });
  const following = useRef(true);
  const syncView = useCallback((list: HTMLElement, follow: boolean) => {
    following.current = follow;
    const next = { top: list.scrollTop, height: list.clientHeight, follow, sized: true };
    setView((v) =>
      v.top === next.top && v.height === next.height && v.follow === follow && v.sized ? v : next,
    );
  }, []);
  return { view, following, syncView };
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
  const headerRef = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [headerH, setHeaderH] = useState(0);
  const { view, following, syncView } = useView();
  /** The row at the top of the view and where its top was, from the view's top (px). */
  const anchor = useRef<{ key: string; place: number } | null>(null);
  /** The scroll position this list set itself last (its scroll event leaves the anchor alone). */
  const ownScroll = useRef<number | null>(null);

  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);
  const offsets = useMemo(() => offsetsOf(keys, heights, estimate), [keys, heights, estimate]);
  const total = (offsets.at(-1) ?? 0) + headerH;
  // NOTE: following the bottom, the rows drawn are the last ones, also before the view has been
  // scrolled there (a chat's first rows, drawn before the frame that scrolls to them).
  const top = view.follow ? Math.max(0, total - view.height) : view.top;
  const range = visibleRange(offsets, Math.max(0, top - headerH), view.height, overscan);

  // One observer for the rows' heights, the header's height and the view's size. NOTE: the header's
  // height is read when it changes (after a layout), not at each commit, where reading it laid the
  // page out inside React's commit task (a long task on page load). The view's size is first read
  // at the observer's first call, once the list is laid out.
  const [observer] = useState(
    () =>
      new ResizeObserver((entries) => {
        const sizes: [string, number][] = [];
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
          if (el === headerRef.current) setHeaderH(height);
          else if (el === scroller.current) syncView(el, following.current);
          else if (el.dataset.rowKey && height > 0) sizes.push([el.dataset.rowKey, height]);
        }
        if (sizes.length > 0) setHeights((known) => withHeights(known, sizes));
        // NOTE: following the bottom here, after the frame's layout and before its paint, the frame
        // shows the newest row: a chat's first rows, an image grown, the view resized.
        const list = scroller.current;
        if (list && following.current) list.scrollTop = list.scrollHeight;
      }),
  );

  useLayoutEffect(() => {
    const parts = [headerRef.current, scroller.current];
    for (const el of parts) if (el) observer.observe(el);
    return () => {
      for (const el of parts) if (el) observer.unobserve(el);
    };
  }, [observer]);

  const measure = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      observer.observe(el);
      return () => observer.unobserve(el);
    },
    [observer],
  );

  // After every layout with rows: follow the bottom, or keep the anchored row where it was. NOTE:
  // until rows have been measured (after a frame's layout), following is the observer's: the page's
  // first layout with rows is then the frame's own, not forced inside the commit.
  const measured = heights.size > 0;
  // NOTE: with no rows the list is as tall as its header. Both heights are the observer's, read after
  // a frame's layout: reading the list's in the effect laid the page out inside the commit (a chat
  // opened with no rows yet: its first commit a long task).
  const emptyAndShort = keys.length === 0 && view.sized && headerH <= view.height + TOP_TRIGGER;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the header's height moves the rows under it
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Not enough rows to scroll (none at all, say: every one deleted on this device): ask for older
    // ones at once. NOTE: the caller ignores it while its first page is on its way.
    const short = () => el.scrollHeight <= el.clientHeight + TOP_TRIGGER;
    if (!measured) {
      if (emptyAndShort) onReachTop?.();
      return;
    }
    if (following.current) {
      el.scrollTop = el.scrollHeight;
    } else if (anchor.current) {
      // NOTE: the row's place is read off the page: where it is not drawn, from the nearest row
      // drawn, with the offsets between them (rows drawn but not measured yet are in the offsets
      // at their estimate, so the offsets alone would place it wrong).
      const { key, place } = anchor.current;
      const at = placeOf(drawnRows(el), keys, offsets, key);
      const wanted = at === undefined ? undefined : el.scrollTop + at - place;
      if (wanted !== undefined && Math.abs(el.scrollTop - wanted) > 1) {
        el.scrollTop = wanted;
        ownScroll.current = el.scrollTop;
        // NOTE: the rows at the new place are drawn before the frame is painted (in a layout
        // effect, this renders again at once), not after the scroll event.
        syncView(el, false);
      }
    }
    if (short()) onReachTop?.();
  }, [keys, offsets, headerH, onReachTop, measured, following, syncView, emptyAndShort]);

  /** The first row whose bottom shows in the view, and where its top is. */
  const anchorIn = (el: HTMLDivElement): { key: string; place: number } | null => {
    const row = drawnRows(el).find((r) => r.bottom > 0);
    if (row && row.top < el.clientHeight) return { key: row.key, place: row.top };
    // In a stretch not drawn yet (a fast scroll): the offsets tell which row is there.
    const first = rowAt(offsets, Math.max(0, el.scrollTop - headerH));
    const key = keys[first];
    return key === undefined ? null : { key, place: headerH + (offsets[first] ?? 0) - el.scrollTop };
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (bottomSignal === 0 || !el) return;
    el.scrollTop = el.scrollHeight;
    syncView(el, true);
  }, [bottomSignal, syncView]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_SLACK;
    if (atBottom !== following.current) onAtBottom?.(atBottom);
    // NOTE: a scroll this list made to keep its anchor in place keeps that anchor: in between, the
    // rows drawn may not be those in view yet.
    const own = ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) <= 1;
    ownScroll.current = null;
    if (!own) anchor.current = anchorIn(el);
    syncView(el, atBottom);
    if (el.scrollTop < TOP_TRIGGER) onReachTop?.();
  };

  const above = offsets[range.start] ?? 0;
  const below = (offsets.at(-1) ?? 0) - (offsets[range.end] ?? 0);
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

/** The rows drawn in `list`, their tops and bottoms from the top of its view. */
function drawnRows(list: HTMLElement): DrawnRow[] {
  const top = list.getBoundingClientRect().top;
  const rows: DrawnRow[] = [];
  for (const child of list.children) {
    const key = (child as HTMLElement).dataset.rowKey;
    if (key === undefined) continue;
    const rect = child.getBoundingClientRect();
    rows.push({ key, top: rect.top - top, bottom: rect.bottom - top });
  }
  return rows;
}
