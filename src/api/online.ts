import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryClient } from './queryClient';

/** What the online watch needs of the hub: its socket status, as it changes. */
export interface SocketWatch {
  /** True while the hub's socket is logged in. */
  online(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Refetches every query that failed (a list that came back empty-handed, a page that could not load). */
export function refetchFailed(): void {
  void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
}

/**
 * Keeps TanStack Query's online state true to the browser and to the hub (DESIGN §6): offline at
 * start when the page was loaded offline (queries wait instead of failing into "no data"), back
 * online on the browser's `online` event or as soon as the socket logs in again; each time the
 * network comes back, whatever failed meanwhile is fetched again.
 */
export function startOnlineWatch(socket?: SocketWatch): () => void {
  let socketWasOnline = socket?.online() ?? false;
  const unsubscribeSocket = socket?.subscribe(() => {
    const now = socket.online();
    if (now && !socketWasOnline) {
      onlineManager.setOnline(true);
      refetchFailed();
    }
    socketWasOnline = now;
  });
  onlineManager.setEventListener((setOnline) => {
    const up = () => {
      setOnline(true);
      refetchFailed();
    };
    const down = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  });
  return () => unsubscribeSocket?.();
}

/** Resolves once the network is back (at once when it is up). */
export function whenOnline(): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = onlineManager.subscribe((online) => {
      if (!online) return;
      unsubscribe();
      resolve();
    });
  });
}

const isOnline = () => onlineManager.isOnline();

/** True while the network is up (TanStack Query's online state, kept by {@link startOnlineWatch}). */
export function useNetworkOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline);
}
