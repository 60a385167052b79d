import type { ChatListRow } from '../../hub';

/**
 * Pinned chats first (newest pin first), then by the last message's time; chats cleared up to
 * their last message hidden (a chat whose last message is still unsent, chatmsgno 0, shows).
 */
export function orderChats(
  rows: readonly ChatListRow[],
  pinned: Readonly<Record<string, number>>,
  cleared: Readonly<Record<string, number>>,
  onlyPrivate: boolean,
): ChatListRow[] {
  return rows
    .filter(
      (r) => !(onlyPrivate && r.isGroup) && (r.chatmsgno === 0 || (cleared[r.chatkey] ?? 0) < r.chatmsgno),
    )
    .sort((a, b) => {
      const pa = pinned[a.chatkey];
      const pb = pinned[b.chatkey];
      if (pa !== undefined || pb !== undefined) return (pb ?? -1) - (pa ?? -1);
      return b.time - a.time;
    });
}
