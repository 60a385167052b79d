import { useEffect } from 'react';
import { unreadBadge } from '../../state/unreadBadge';

/** The title the document shows with `count` unread messages. */
export function titleWithUnread(base: string, count: number): string {
  const clean = base.replace(/^\(\d+\+?\)\s*/, '');
  if (count <= 0) return clean;
  return `(${count > 99 ? '99+' : count}) ${clean}`;
}

/**
 * Shows `total` unread messages in the document's title, the app's badge and the Message tab;
 * `undefined` keeps what they show (a total being worked out), and nothing when they showed nothing
 * yet: the Message tab would otherwise fall back to the hub's total, which counts muted chats.
 */
export function useShowUnread(total: number | undefined): void {
  useEffect(() => {
    if (total === undefined) {
      if (unreadBadge.total === null) unreadBadge.total = 0;
      return;
    }
    unreadBadge.total = total;
    document.title = titleWithUnread(document.title, total);
    const nav = navigator as Navigator & {
      setAppBadge?: (n?: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    if (total > 0) nav.setAppBadge?.(total).catch(() => {});
    else nav.clearAppBadge?.().catch(() => {});
  }, [total]);
}
