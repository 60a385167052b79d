import { useEffect } from 'react';

/** The title the document shows with `count` unread messages. */
export function titleWithUnread(base: string, count: number): string {
  const clean = base.replace(/^\(\d+\+?\)\s*/, '');
  if (count <= 0) return clean;
  return `(${count > 99 ? '99+' : count}) ${clean}`;
}

/** Shows `total` unread messages in the document's title and the app's badge. */
export function useShowUnread(total: number): void {
  useEffect(() => {
    document.title = titleWithUnread(document.title, total);
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (total > 0) nav.setAppBadge?.(total).catch(() => {});
    else nav.clearAppBadge?.().catch(() => {});
  }, [total]);
}
