import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { ORDER_STATUS } from '../../../protocol/enums';
import { errorText } from '../../api';
import type { HubClient, MarketFilter, MarketOrder } from '../../hub';
import { useHubState } from '../../hub';
import { type HubQueryOptions, hubQueryKey, useHubQuery } from '../../hub/queries';
import { marketTexts } from './texts';

/** How often an open order is read again while shown (the other side's moves also arrive as chat messages). */
const ORDER_REFRESH_MS = 5_000;

/** The market's reads: each keyed by its hub call. */
type MarketRead = 'marketOffers' | 'myOffers' | 'myOrders' | 'order' | 'payAccounts';

/**
 * A market read once signed in; a failure is a toast with the result's text (spec 001 §8, codes
 * 15–30 for the market), not retried.
 */
function useMarketQuery<T, E extends 'market-order' | 'wallet' = never>(
  key: readonly [MarketRead, ...unknown[]],
  load: (hub: HubClient) => Promise<T>,
  options: HubQueryOptions<T, E> = {},
) {
  const read = (hub: HubClient) =>
    load(hub).catch((e: unknown) => {
      Toast.show({ content: errorText(e) });
      throw e;
    });
  return useHubQuery(key, read, { ...options, retry: false });
}

/** The offers to buy from or sell into that match `filter`; the last list stays while another loads. */
export const useMarketOffers = (filter: MarketFilter) =>
  useMarketQuery(['marketOffers', filter], (hub) => hub.marketOffers(filter), { keepPrevious: true });

export const useMyOffers = () => useMarketQuery(['myOffers'], (hub) => hub.myOffers());

/** The user's orders, read again when someone orders on one of their offers. */
export const useMyOrders = () =>
  useMarketQuery(['myOrders'], (hub) => hub.myOrders(), { invalidateOn: ['market-order'] });

/** Whether the order still waits for a move (payment, release or an appeal). */
export const isOpenOrder = (order: MarketOrder | undefined) =>
  order?.status === ORDER_STATUS.WAITING_PAYMENT || order?.status === ORDER_STATUS.PAID;

/** One order, read again on a wallet change (a release or a refund) and every few seconds while open. */
export const useOrder = (orderid: string) =>
  useMarketQuery(['order', orderid], (hub) => hub.order(orderid), {
    invalidateOn: ['wallet'],
    refetchInterval: (order) => (isOpenOrder(order) ? ORDER_REFRESH_MS : false),
  });

export const usePayAccounts = () => useMarketQuery(['payAccounts'], (hub) => hub.payAccounts());

/** Reads the named market data again, after this user changed it. */
export function useRefreshMarket(): (...reads: MarketRead[]) => void {
  const client = useQueryClient();
  const { uid } = useHubState();
  return (...reads) => {
    for (const read of reads) void client.invalidateQueries({ queryKey: hubQueryKey([read], uid) });
  };
}

/** Runs an action, toasting "done" or the refusal's text; resolves true when it went through. */
export async function act(
  run: () => Promise<unknown>,
  /** Shows a refusal its own way (true) instead of the toast (false). */
  refused?: (e: unknown) => Promise<boolean>,
): Promise<boolean> {
  try {
    await run();
    Toast.show({ content: marketTexts.t('done') });
    return true;
  } catch (e) {
    if (!(await refused?.(e))) Toast.show({ content: errorText(e) });
    return false;
  }
}
