import { type CoinBalance, useHubEvent } from '../../hub';
import { useHubQuery, useSetHubData } from '../../hub/queries';

/**
 * The wallet per coin type: what the hub last had, then every `wallet` push (a change on any
 * device or tab). Null until the hub has one (it comes with the login's offline data).
 */
export function useWallet(): CoinBalance[] | null {
  const setData = useSetHubData();
  const { data } = useHubQuery(['wallet'], async (hub) => {
    const list = await hub.wallet();
    return list.length > 0 ? list : null;
  });
  useHubEvent('wallet', (e) => setData(['wallet'], () => e.coins));
  return data ?? null;
}

/** One coin type's balances (zeros when the wallet has no row for it). */
export function balanceOf(coins: readonly CoinBalance[] | null, cointype: number): CoinBalance {
  return (
    coins?.find((c) => c.cointype === cointype) ?? {
      cointype,
      coin: 0,
      freezecoin: 0,
      shopcoin: 0,
      shopfreezecoin: 0,
    }
  );
}
