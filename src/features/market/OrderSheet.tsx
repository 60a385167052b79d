import { useEffect, useState } from 'react';
import { isFinalOrderStatus } from '../../../protocol/enums';
import { RESULT } from '../../../protocol/result';
import { useGo } from '../../app/navigation';
import { Popup } from '../../components/sheets';
import { isRefusal, type MarketOffer, useHub } from '../../hub';
import { formatCents, parseCents } from '../wallet';
import { marketTexts, payKey } from './texts';
import { act } from './useMarket';

/** The amount entry for an order on an offer, within its limits, and the pay type. */
export function OrderSheet({ offer, onClose }: { offer: MarketOffer | null; onClose(): void }) {
  const t = marketTexts.useT();
  const hub = useHub();
  const go = useGo();
  const [text, setText] = useState('');
  const [paytype, setPaytype] = useState(0);
  // Issue 47: refused for an order still open (21): which one, to link to it (null: not refused).
  const [blocked, setBlocked] = useState<string | null>(null);
  useEffect(() => {
    setText('');
    setPaytype(offer?.paytypes[0] ?? 0);
    setBlocked(null);
  }, [offer]);
  if (!offer) return null;
  const cents = parseCents(text);
  const fits = cents !== null && cents >= offer.min && cents <= offer.max;
  const place = async () => {
    let orderid = '';
    const ok = await act(
      async () => {
        orderid = await hub.openOrder(offer, cents ?? 0, paytype);
      },
      async (e) => {
        if (!isRefusal(e, RESULT.HAS_UNFINISHED_ORDER)) return false;
        const mine = await hub.myOrders().catch(() => []);
        setBlocked(mine.find((o) => !isFinalOrderStatus(o.status))?.orderid ?? '');
        return true;
      },
    );
    if (ok) go(`/market/order?id=${orderid}`);
  };
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="market-sheet">
      <h3>{offer.side === 'sell' ? t('buyCoins') : t('sellCoins')}</h3>
      <label>
        {t('orderAmount', { min: formatCents(offer.min), max: formatCents(offer.max) })}
        <input
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="order-amount"
        />
      </label>
      {text !== '' && !fits && <p className="market-error">{t('badAmount')}</p>}
      {blocked !== null && (
        <div className="market-blocked" role="alert" data-testid="order-blocked">
          <p>{t('openOrderFirst')}</p>
          {blocked && (
            <button
              type="button"
              onClick={() => go(`/market/order?id=${blocked}`)}
              data-testid="order-blocked-link"
            >
              {t('viewOpenOrder')}
            </button>
          )}
        </div>
      )}
      <label>
        {t('payWith')}
        <select
          value={paytype}
          onChange={(e) => setPaytype(Number(e.target.value))}
          data-testid="order-paytype"
        >
          {offer.paytypes.map((p) => (
            <option key={p} value={p}>
              {t(payKey(p))}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="market-primary"
        disabled={!fits}
        onClick={place}
        data-testid="order-place"
      >
        {t('placeOrder')}
      </button>
    </Popup>
  );
}
