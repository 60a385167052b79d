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
  const anchor = useRef<{ key: string; delta: number } | null>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerH, setHeaderH] = useState(0);

  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks new measurements
  const offsets = useMemo(() => offsetsOf(keys, heights.current, estimate), [keys, estimate, version]);
  const total = (offsets[offsets.length - 1] ?? 0) + headerH;
  const range = visibleRange(offsets, Math.max(0, view.top - headerH), view.height, overscan);

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

  useLayoutEffect(() => {
    const el = headerRef.current;
    if (el && el.offsetHeight !== headerH) setHeaderH(el.offsetHeight);
  });

  // After every layout: follow the bottom, or keep the anchored row where it was.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (stick.current) {
      el.scrollTop = el.scrollHeight;
    } else if (anchor.current) {
      const index = keys.indexOf(anchor.current.key);
      if (index >= 0) {
        const wanted = headerH + (offsets[index] ?? 0) - anchor.current.delta;
        if (Math.abs(el.scrollTop - wanted) > 1) el.scrollTop = wanted;
      }
    }
    // Not enough rows to scroll yet: ask for older ones at once.
    if (el.scrollHeight <= el.clientHeight + TOP_TRIGGER) onReachTop?.();
  }, [keys, offsets, headerH, onReachTop]);

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
    const first = rowAt(offsets, Math.max(0, el.scrollTop - headerH));
    const key = keys[first];
    anchor.current =
      key === undefined ? null : { key, delta: headerH + (offsets[first] ?? 0) - el.scrollTop };
    setView({ top: el.scrollTop, height: el.clientHeight });
    if (el.scrollTop < TOP_TRIGGER) onReachTop?.();
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    setView({ top: el.scrollTop, height: el.clientHeight || 800 });
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
