import { useEffect, useState } from 'react';
import { PAY_TYPE } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import type { MarketOffer } from '../../hub';
import { requireSocket } from '../session';
import { parseCents } from '../wallet';
import { SignedIn } from '../wallet/SignedIn';
import { CoinPicker } from './CoinPicker';
import { OfferCard } from './OfferCard';
import { OrderSheet } from './OrderSheet';
import { marketTexts, payKey } from './texts';
import { useMarketOffers } from './useMarket';

/** /market?side=buy|sell: offers to buy from or sell into, filtered by pay type and amount. */
export function MarketPage() {
  const t = marketTexts.useT();
  const go = useGo();
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [paytype, setPaytype] = useState(0);
  const [coins, setCoins] = useState({ cointype: 0, outcointype: 0 });
  const [amountText, setAmountText] = useState('');
  const [picked, setPicked] = useState<MarketOffer | null>(null);
  const amount = parseCents(amountText) ?? 0;
  useEffect(() => {
    requireSocket();
  }, []);
  const { data: offers } = useMarketOffers({ side, paytype, amount, ...coins });
  return (
    <div className="pane market" data-testid="market-page">
      <PageHeader title={t('title')} backTo="/wallet" />
      <SignedIn>
        <div className="scroll">
          <div className="market-links">
            <button type="button" onClick={() => go('/market/orders')} data-testid="market-my-orders">
              {t('myOrders')}
            </button>
            <button type="button" onClick={() => go('/market/offers')} data-testid="market-my-offers">
              {t('myOffers')}
            </button>
            <button type="button" onClick={() => go('/market/accounts')} data-testid="market-accounts">
              {t('accounts')}
            </button>
          </div>
          <div className="wallet-modes" role="tablist">
            {(['buy', 'sell'] as const).map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={side === s}
                className={side === s ? 'on' : ''}
                onClick={() => setSide(s)}
                data-testid={`market-side-${s}`}
              >
                {t(s)}
              </button>
            ))}
          </div>
          <CoinPicker value={coins} onChange={setCoins} />
          <div className="market-filters">
            <select
              aria-label={t('payWith')}
              value={paytype}
              onChange={(e) => setPaytype(Number(e.target.value))}
            >
              <option value={0}>{t('anyPay')}</option>
              {Object.values(PAY_TYPE).map((p) => (
                <option key={p} value={p}>
                  {t(payKey(p))}
                </option>
              ))}
            </select>
            <input
              inputMode="decimal"
              placeholder={t('amount')}
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              data-testid="market-amount"
            />
          </div>
          {offers?.length === 0 && <p className="market-empty">{t('noOffers')}</p>}
          {offers?.map((o) => (
            <OfferCard
              key={o.goodsid}
              offer={o}
              action={side === 'buy' ? t('buyCoins') : t('sellCoins')}
              onAct={() => setPicked(o)}
            />
          ))}
        </div>
        <OrderSheet offer={picked} onClose={() => setPicked(null)} />
      </SignedIn>
    </div>
  );
}
