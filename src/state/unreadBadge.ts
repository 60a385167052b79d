import { proxy } from 'valtio';

/**
 * The Message tab's badge: unread messages outside muted chats. The message notifier (loaded after
 * the first screen, with the chat database) keeps it; until then the hub's own total stands in.
 */
export const unreadBadge = proxy<{ total: number | null }>({ total: null });
