// Hub data that is not in the chat database, read in the tabs with TanStack Query: keyed by the hub
// call and the signed-in uid, and read again on the hub pushes that change it (chat data is read from
// Dexie instead, in ./chatData). One small module of query hooks per feature builds on these.
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type HubEvent, type HubEventType, isRefusal } from '../../workers';
import type { HubClient } from './client';
import { useHub, useHubState } from './hooks';

/** The hub pushes that make a query's data stale. */
export interface StaleOn<E extends HubEventType> {
  /** The push types that change the data. */
  invalidateOn?: readonly E[];
  /** Which of those pushes concern this query (all when left out). */
  when?: (event: Extract<HubEvent, { type: E }>) => boolean;
}

/** Invalidates `key` (and the keys under it) on every push of `invalidateOn` that `when` accepts. */
export function useInvalidateOn<E extends HubEventType>(key: QueryKey, stale: StaleOn<E>): void {
  const hub = useHub();
  const client = useQueryClient();
  const latest = useRef({ key, stale });
  latest.current = { key, stale };
  useEffect(
    () =>
      hub.subscribe((event) => {
        const { key, stale } = latest.current;
        const types: readonly HubEventType[] = stale.invalidateOn ?? [];
        if (!types.includes(event.type)) return;
        if (stale.when && !stale.when(event as Extract<HubEvent, { type: E }>)) return;
        void client.invalidateQueries({ queryKey: key });
      }),
    [hub, client],
  );
}

/** A hub read's key: the call's name, then its arguments; the signed-in uid goes in after the name. */
export type HubReadKey = readonly [call: string, ...args: unknown[]];

/** The query key of `key` for the signed-in user `uid`, for invalidating or setting it. */
export function hubQueryKey(key: HubReadKey, uid: number | null): QueryKey {
  const [call, ...args] = key;
  return [call, uid, ...args];
}

/** The query key of `key` for the signed-in user. */
export function useHubQueryKey(key: HubReadKey): QueryKey {
  return hubQueryKey(key, useHubState().uid);
}

export interface HubQueryOptions<T, E extends HubEventType> extends StaleOn<E> {
  enabled?: boolean;
  /** Keeps the last data shown while another key loads (a filter changed). */
  keepPrevious?: boolean;
  /** Reads again this often (ms) while shown, as told by the data read last; false: not. */
  refetchInterval?: (data: T | undefined) => number | false;
  /** Retries a failure that is not a refusal once (the default); false: never. */
  retry?: boolean;
}

/**
 * Reads `load` once signed in, keyed by `key` and the uid (a sign-out or another user reads
 * nothing of the last one's), and again on the pushes of `invalidateOn`.
 */
export function useHubQuery<T, E extends HubEventType = never>(
  key: HubReadKey,
  load: (hub: HubClient) => Promise<T>,
  options: HubQueryOptions<T, E> = {},
) {
  const hub = useHub();
  const { uid } = useHubState();
  const queryKey = hubQueryKey(key, uid);
  const query = useQuery({
    queryKey,
    enabled: uid !== null && options.enabled !== false,
    queryFn: () => load(hub),
    // NOTE: a screen reads its data again each time it opens, as it did before the cache: an offer,
    // an order or a setting can change on the server with no push to this tab.
    staleTime: 0,
    // A refusal is the server's answer: asking again would only repeat it.
    retry: (count, error) => options.retry !== false && !isRefusal(error) && count < 1,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    refetchInterval: (q) => options.refetchInterval?.(q.state.data) ?? false,
  });
  useInvalidateOn(queryKey, options);
  return query;
}

/**
 * Sets a hub read's data from a push. NOTE: a read sent before the push may answer after it: it
 * is dropped first, so it cannot undo the push.
 */
export function useSetHubData(): <T>(key: HubReadKey, update: (last: T | undefined) => T) => void {
  const client = useQueryClient();
  const { uid } = useHubState();
  return (key, update) => {
    const queryKey = hubQueryKey(key, uid);
    void client.cancelQueries({ queryKey }).then(() => client.setQueryData(queryKey, update));
  };
}
