import { useEffect, useState } from 'react';
import { ORDER_STATUS } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { useHubState } from '../../hub';
import { requireSocket } from '../session';
import { coinCode, formatCents } from '../wallet';
import { SignedIn } from '../wallet/SignedIn';
import { type MarketKey, marketTexts } from './texts';
import { useMyOrders } from './useMarket';

/** /market/orders: the user's orders as buyer or seller, filtered by status. */
export function MyOrdersPage() {
  const t = marketTexts.useT();
  const go = useGo();
  const { uid } = useHubState();
  const [status, setStatus] = useState(0);
  useEffect(() => {
    requireSocket();
  }, []);
  const { data: orders } = useMyOrders();
  const shown = orders?.filter((o) => status === 0 || o.status === status);
  return (
    <div className="pane market" data-testid="my-orders-page">
      <PageHeader title={t('myOrders')} backTo="/market" />
      <SignedIn>
        <div className="scroll">
          <div className="wallet-modes" role="tablist" data-testid="my-orders-tabs">
            {[0, ...Object.values(ORDER_STATUS)].map((s) => (
              <button
                key={s}
                type="button"
                role="tab"
                aria-selected={status === s}
                className={status === s ? 'on' : ''}
                onClick={() => setStatus(s)}
              >
                {s === 0 ? t('all') : t(`o${s}` as MarketKey)}
              </button>
            ))}
          </div>
          {shown?.length === 0 && <p className="market-empty">{t('noOffers')}</p>}
          {shown?.map((o) => (
            <button
              key={o.orderid}
              type="button"
              className="market-row"
              onClick={() => go(`/market/order?id=${o.orderid}`)}
              data-testid={`my-order-${o.orderid}`}
            >
              <span>{o.buyer === uid ? t('buyCoins') : t('sellCoins')}</span>
              <strong>
                {formatCents(o.amount)} {coinCode(o.cointype)}
              </strong>
              <small>{t(`o${o.status}` as MarketKey)}</small>
            </button>
          ))}
        </div>
      </SignedIn>
    </div>
  );
}
