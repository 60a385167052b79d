import { useEffect, useState } from 'react';
import { type CoinBalance, useHub, useHubEvent, useHubState } from '../../hub';

/**
 * The wallet per coin type: what the hub last had, then every `wallet` push (a change on any
 * device or tab). Null until the hub has one (it comes with the login's offline data).
 */
export function useWallet(): CoinBalance[] | null {
  const hub = useHub();
  const { uid } = useHubState();
  const [coins, setCoins] = useState<CoinBalance[] | null>(null);
  useEffect(() => {
    if (uid === null) {
      setCoins(null);
      return;
    }
    let live = true;
    hub
      .wallet()
      .then((list) => {
        if (live && list.length > 0) setCoins(list);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [hub, uid]);
  useHubEvent('wallet', (e) => setCoins(e.coins));
  return coins;
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
