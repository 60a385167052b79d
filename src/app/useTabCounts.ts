import { useUnread } from '../hub';
import type { TabCounts } from './AppTabBar';

/** Unread total without muted chats (Message tab) and pending friend requests (Friend tab). */
export function useTabCounts(): TabCounts {
  const unread = useUnread();
  return { unread: unread.shown, applies: unread.friendApplies };
}
