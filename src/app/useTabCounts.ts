import { useSnapshot } from 'valtio';
import { useUnread } from '../hub';
import { unreadBadge } from '../state/unreadBadge';
import type { TabCounts } from './AppTabBar';

/** Unread total without muted chats (Message tab) and pending friend requests (Friend tab). */
export function useTabCounts(): TabCounts {
  const unread = useUnread();
  const { total } = useSnapshot(unreadBadge);
  return { unread: total ?? unread.total, applies: unread.friendApplies };
}
