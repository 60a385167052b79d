// React hooks over the hub: state through useSyncExternalStore, chat data through useLiveQuery on
// the read-only database.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { HubEvent, HubEventType, HubState, SocketSnapshot, Unread } from '../../workers';
import type { HubClient } from './client';

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
