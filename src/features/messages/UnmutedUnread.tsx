import { useEffect } from 'react';
import { useChatList } from '../../hub/chatData';
import { unmutedUnread } from './chatOrder';

/**
 * The unread total over the chats that are not muted, from the chat list (read live from the chat
 * database); `MessageNotifier` renders it only while some chat is muted and something is unread.
 */
export function UnmutedUnread({
  muted,
  onTotal,
}: {
  muted: Readonly<Record<string, true>>;
  onTotal: (total: number | undefined) => void;
}) {
  const rows = useChatList();
  useEffect(() => {
    if (rows) onTotal(unmutedUnread(rows, muted));
  }, [rows, muted, onTotal]);
  // Gone (nothing unread, or no chat muted any more): its total is no longer the answer.
  useEffect(() => () => onTotal(undefined), [onTotal]);
  return null;
}
