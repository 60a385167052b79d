import { useChatList } from '../../hub/chatData';
import { unmutedUnread } from './chatOrder';
import { useShowUnread } from './unreadShown';

/**
 * Shows the unread total over the chats that are not muted, from the chat list (read live from the
 * chat database); `MessageNotifier` renders it only while some chat is muted and something is unread.
 */
export function UnmutedUnread({ muted }: { muted: Readonly<Record<string, true>> }) {
  const rows = useChatList();
  useShowUnread(rows ? unmutedUnread(rows, muted) : undefined);
  return null;
}
