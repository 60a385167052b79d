import '../account/account.css';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUS } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { useHubState } from '../../hub';
import { requireSocket } from '../session';
import { coinCode, formatCents } from '../wallet';
import { SignedIn } from '../wallet/SignedIn';
import { OrderActions } from './OrderActions';
import { type MarketKey, marketTexts } from './texts';
import { useCountdown } from './useCountdown';
import { isOpenOrder, useOrder, useRefreshMarket } from './useMarket';

/** /market/order?id=<orderid>: the order for its buyer or seller, with the countdown, the account and the moves. */
export function OrderPage() {
  const t = marketTexts.useT();
  const go = useGo();
  const { uid } = useHubState();
  const [params] = useSearchParams();
  const orderid = params.get('id') ?? '';
  useEffect(() => {
    requireSocket();
  }, []);
  const { data: order } = useOrder(orderid);
  const refresh = useRefreshMarket();
  const open = isOpenOrder(order);
  const countdown = useCountdown(open ? (order?.deadline ?? 0) : 0);
  const other = order && uid !== null ? (order.buyer === uid ? order.seller : order.buyer) : 0;
  return (
    <div className="pane market" data-testid="order-page">
      <PageHeader title={t('order')} backTo="/market/orders" />
      <SignedIn>
        {order && uid !== null && (
          <div className="scroll market-order">
            <div className="market-order-card">
              <strong data-testid="order-status">{t(`o${order.status}` as MarketKey)}</strong>
              <span className="market-order-amount" data-testid="order-amount-shown">
                {formatCents(order.amount)} <small>{coinCode(order.cointype)}</small>
              </span>
              {countdown && order.status === ORDER_STATUS.WAITING_PAYMENT && (
                <p data-testid="order-countdown">{t('timeLeft', { time: countdown })}</p>
              )}
              {countdown && order.status === ORDER_STATUS.PAID && <p>{t('appealIn', { time: countdown })}</p>}
              <small>
                {t('orderNo')} {order.orderid}
              </small>
              <small>
                {t('rate')} {formatCents(order.rate)} {coinCode(order.outcointype)}
              </small>
            </div>
            {order.account && (
              <div className="market-account" data-testid="order-account">
                <h4>{t('payTo')}</h4>
                <p>
                  {t('holder')}: {order.account.holder}
                </p>
                <p>
                  {t('account')}: {order.account.account || order.account.phone}
                </p>
                {order.account.bank && (
                  <p>
                    {t('bank')}: {order.account.bank}
                  </p>
                )}
              </div>
            )}
            <OrderActions
              order={order}
              me={uid}
              canAppeal={open && !countdown}
              onMoved={() => refresh('order', 'myOrders')}
            />
            <button
              type="button"
              className="market-chat"
              onClick={() => go(`/chat?id=${other}`)}
              data-testid="order-chat"
            >
              {t('chat')}
            </button>
          </div>
        )}
      </SignedIn>
    </div>
  );
}
