import type { MarketOffer } from '../../hub';
import { coinCode, formatCents } from '../wallet';
import { marketTexts, payKey } from './texts';

/** One offer: the trader and their deal record, the price, the limits, the pay types. */
export function OfferCard({ offer, action, onAct }: { offer: MarketOffer; action: string; onAct(): void }) {
  const t = marketTexts.useT();
  return (
    <div className="market-offer" data-testid={`offer-${offer.goodsid}`}>
      <div className="market-offer-head">
        <strong>{offer.nickname || offer.uid}</strong>
        <small>{t('deals', { n: offer.deals })}</small>
      </div>
      <div className="market-offer-body">
        <div>
          <span className="market-rate">
            {formatCents(offer.rate)} <small>{coinCode(offer.outcointype)}</small>
          </span>
          <small>
            {t('left')} {formatCents(offer.left)} · {t('limits')} {formatCents(offer.min)} ~{' '}
            {formatCents(offer.max)}
          </small>
          <div className="market-pays">
            {offer.paytypes.map((p) => (
              <span key={p}>{t(payKey(p))}</span>
            ))}
          </div>
        </div>
        <button
          type="button"
          className="market-act"
          onClick={onAct}
          data-testid={`offer-act-${offer.goodsid}`}
        >
          {action}
        </button>
      </div>
    </div>
  );
}
