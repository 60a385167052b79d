import { useUnread } from '../hub';
import type { TabCounts } from './AppTabBar';

/** Unread total (Message tab) and pending friend requests (Friend tab), from the hub. */
export function useTabCounts(): TabCounts {
  const unread = useUnread();
  return { unread: unread.total, applies: unread.friendApplies };
}
