// React hooks over the hub: state through useSyncExternalStore, chat data through useLiveQuery on
// the read-only database.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { HubEvent, HubEventType, HubState, SocketSnapshot, Unread } from '../../workers/api';
import { chatList, chatMessages, friendList, groupInfo } from '../../workers/db/queries';
import type { ChatDb, ChatRow, FriendRow, GroupRow, ListRow } from '../../workers/db/schema';
import type { HubClient } from './client';
import { readOnlyChatDb } from './db';

let connect: () => HubClient = () => {
  throw new Error('connectHub is not set up');
};

/** Set by index.ts (avoids an import cycle). */
export function setConnector(fn: () => HubClient): void {
  connect = fn;
}

/** The hub client of this tab. */
export function useHub(): HubClient {
  return connect();
}

/** The hub's state: session, connection, unread totals, room. */
export function useHubState(): HubState {
  const client = connect();
  return useSyncExternalStore(client.subscribeState, client.getState);
}

/** The connection state (Status enum and details). */
export function useConnection(): SocketSnapshot {
  return useHubState().connection;
}

/** Unread totals, for the tab bar badges. */
export function useUnread(): Unread {
  return useHubState().unread;
}

/** Calls `handler` with every hub push of one type. */
export function useHubEvent<T extends HubEventType>(
  type: T,
  handler: (event: Extract<HubEvent, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const client = connect();
    return client.subscribe((event) => {
      if (event.type === type) latest.current(event as Extract<HubEvent, { type: T }>);
    });
  }, [type]);
}

/** The logged-in user's chat database (read-only), or null before login. */
export function useChatDb(): ChatDb | null {
  const { uid, dbName } = useHubState();
  return useMemo(() => (uid !== null && dbName ? readOnlyChatDb(uid, dbName) : null), [uid, dbName]);
}

/** The chat list, newest first (live). */
export function useChatList(): ListRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? chatList(db) : []), [db]);
}

/** The newest messages of a chat in display order (live). */
export function useChatMessages(chatkey: string, limit = 50): ChatRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? chatMessages(db, chatkey, limit) : []), [db, chatkey, limit]);
}

/** Friends (live). */
export function useFriends(): FriendRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? friendList(db) : []), [db]);
}

/** One group's attributes (live). */
export function useGroup(groupkey: number): GroupRow | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? groupInfo(db, groupkey) : undefined), [db, groupkey]);
}
