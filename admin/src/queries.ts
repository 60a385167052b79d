import { keepPreviousData, QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

/**
 * The console's cache of what it read. NOTE: nothing is retried or read again on window focus, as
 * before the cache: a refusal shows at once, and a page reads again when it opens or after an action.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * GETs `path` from the console API, keyed by the path (null: nothing to read); the last data stays
 * while another path loads. `reload` reads it again (after an action); `error` is the last read's
 * failure, cleared while reading again.
 */
export function useGet<T>(path: string | null, options: { refetchInterval?: number } = {}) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [path],
    enabled: path !== null,
    queryFn: () => api<T>('GET', path ?? ''),
    ...(path !== null ? { placeholderData: keepPreviousData } : {}),
    ...options,
  });
  const { error, isFetching } = query;
  return {
    data: query.data,
    error: error && !isFetching ? error.message : '',
    reload: () => void client.invalidateQueries({ queryKey: [path] }),
  };
}
