import type { ExchangeRate } from '../../hub';
import { useHubQuery } from '../../hub/queries';

/**
 * The platform's exchange rates by coin pair (README "Money"): what the hub last had, read again on
 * every `rates` push (staff set one), so an open page shows a change at once.
 */
export function useExchangeRates(): ExchangeRate[] {
  const { data } = useHubQuery(['exchangeRates'], (hub) => hub.exchangeRates(), { invalidateOn: ['rates'] });
  return data ?? [];
}

/** The rate of one pair, if the platform set one. */
export function rateOf(
  rates: readonly ExchangeRate[],
  cointype: number,
  outcointype: number,
): ExchangeRate | undefined {
  return rates.find((r) => r.cointype === cointype && r.outcointype === outcointype);
}
