import { useInfiniteQuery } from '@tanstack/react-query';
import { type MoneyLogPage, useHub, useHubState } from '../../hub';
import { hubQueryKey, useInvalidateOn } from '../../hub/queries';

/**
 * The money log of one type (0: every type), newest first, 20 rows a page from the hub; a wallet
 * change (here or on any device) refetches it, so the newest row shows at once.
 */
export function useMoneyLog(moneytype: number) {
  const hub = useHub();
  const { uid } = useHubState();
  const query = useInfiniteQuery({
    queryKey: hubQueryKey(['moneyLog', moneytype], uid),
    enabled: uid !== null,
    initialPageParam: 0,
    queryFn: ({ pageParam }): Promise<MoneyLogPage> => hub.moneyLog(pageParam, moneytype),
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.id : undefined),
  });
  useInvalidateOn(hubQueryKey(['moneyLog'], uid), { invalidateOn: ['wallet'] });
  return query;
}
