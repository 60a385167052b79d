import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The nearest ancestor that scrolls vertically (null: the page itself). */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

interface LoadMoreProps {
  /** Loads the next page; a rejection stops loading until the footer comes into view again. */
  loadMore: () => Promise<void>;
  hasMore: boolean;
  /** Px below the visible area at which the next page starts loading. */
  threshold: number;
  children: ReactNode;
}

/**
 * The footer of an endless list: when it comes within `threshold` px of the visible area, the next
 * page loads, and again after each page while it stays in reach.
 */
// NOTE: an IntersectionObserver instead of the UI kit's InfiniteScroll, which measures the list
// with a forced layout after every render and on every scroll event.
export function LoadMore({ loadMore, hasMore, threshold, children }: LoadMoreProps) {
  const footer = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;
  // NOTE: a new observer after each page reports at once whether the footer is still in reach.
  const [page, setPage] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` renews the observer after each page
  useEffect(() => {
    const element = footer.current;
    if (!element || !hasMore) return;
    let loading = false;
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (loading || !entries.some((e) => e.isIntersecting)) return;
        loading = true;
        load.current().then(
          () => {
            if (mounted) setPage((n) => n + 1);
          },
          () => {
            loading = false;
          },
        );
      },
      { root: scrollParent(element), rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [hasMore, threshold, page]);

  return <div ref={footer}>{children}</div>;
}
