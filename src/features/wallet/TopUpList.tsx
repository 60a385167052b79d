import type { TopUpOrder } from '../../hub';
import { dateClock } from '../../lib/dateFormat';
import { coinCode, formatCents } from './money';
import { walletTexts } from './texts';
import { useTopUps } from './useTopUps';

const STATUS_KEY = {
  pending: 'topUpStatusPending',
  credited: 'topUpStatusCredited',
  refused: 'topUpStatusRefused',
} as const;

function Row({ order }: { order: TopUpOrder }) {
  const t = walletTexts.useT();
  return (
    <div className="money-row top-up-row" data-testid="top-up-row" data-status={order.status}>
      <div className="money-row-main">
        <strong>
          {t('topUp')} <em className={`top-up-status ${order.status}`}>{t(STATUS_KEY[order.status])}</em>
        </strong>
        <span data-content>{t('orderNo', { orderid: order.orderid })}</span>
        {order.status === 'refused' && order.reason && (
          <span data-content data-testid="top-up-reason">
            {order.reason}
          </span>
        )}
        {order.status === 'pending' && order.payUrl && (
          <a href={order.payUrl} rel="noopener noreferrer" data-testid="top-up-pay">
            {t('payNow')}
          </a>
        )}
        <time>{dateClock(order.done || order.created)}</time>
      </div>
      <span className={`money-amount${order.status === 'credited' ? ' in' : ''}`}>
        {formatCents(order.amount)} <small>{coinCode(order.cointype)}</small>
      </span>
    </div>
  );
}

/** The latest top-up orders: pending until the pay provider confirms, then credited or refused with the reason. */
export function TopUpList() {
  const t = walletTexts.useT();
  const { data } = useTopUps();
  if (!data || data.length === 0) return null;
  return (
    <section className="wallet-top-ups" data-testid="top-ups">
      <div className="wallet-log-head">
        <h3>{t('topUps')}</h3>
      </div>
      {data.slice(0, 5).map((o) => (
        <Row key={o.orderid} order={o} />
      ))}
    </section>
  );
}
