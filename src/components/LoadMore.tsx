import { type ReactNode, useEffect, useRef } from 'react';
import { afterNextFrame } from '../lib/idle';

/** The nearest ancestor that scrolls vertically (null: the page itself). */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

interface LoadMoreProps {
  /** Loads the next page; after a rejection the next try is when the footer comes into view again. */
  loadMore: () => Promise<void>;
  hasMore: boolean;
  /** Px below the visible area at which the next page starts loading. */
  threshold: number;
  /** Rows drawn so far: once a page is drawn (this changes), the footer is checked again. */
  count: number;
  children: ReactNode;
}

/**
 * The footer of an endless list: when it comes within `threshold` px of the visible area, the next
 * page loads, and again after each page while it stays in reach.
 */
// NOTE: an IntersectionObserver instead of the UI kit's InfiniteScroll, which measures the list
// with a forced layout after every render and on every scroll event.
export function LoadMore({ loadMore, hasMore, threshold, count, children }: LoadMoreProps) {
  const footer = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;

  // NOTE: a new observer once a page is drawn (`count`) reports at once whether the footer is still
  // in reach. Not when the load resolves: the rows may be drawn later (a deferred render), and the
  // footer would still look in reach.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` renews the observer after each page
  useEffect(() => {
    const element = footer.current;
    if (!element || !hasMore) return;
    let loading = false;
    let observer: IntersectionObserver | undefined;
    // NOTE: made after the frame: the scroll parent's styles, read in the commit, would lay the page
    // out inside React's task.
    const cancel = afterNextFrame(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (loading || !entries.some((e) => e.isIntersecting)) return;
          loading = true;
          // NOTE: the observer calls again only when the footer leaves and comes back (or a new one
          // once the page is drawn), so clearing the flag cannot load twice for one crossing.
          load.current().then(
            () => {
              loading = false;
            },
            () => {
              loading = false;
            },
          );
        },
        { root: scrollParent(element), rootMargin: `0px 0px ${threshold}px 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [hasMore, threshold, count]);

  return <div ref={footer}>{children}</div>;
}
