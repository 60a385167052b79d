import { Button, Dialog, Stepper, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_EXCHANGE_NUM, type MallOrder, ORDER_STATUS } from '../../../protocol/mainApiAccount';
import { errorText } from '../../api';
import { useGo } from '../../app/navigation';
import { AppLink, Empty, PageHeader } from '../../components';
import { useLang } from '../../i18n';
import { Pending } from './Pending';
import {
  dateTime,
  useAddresses,
  useMallItem,
  useMallOrders,
  usePointsMutation,
  useSignInfo,
} from './pointsApi';
import { pointsTexts } from './texts';

function idParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** /IntegralExchange?id=: one item, its quantity and delivery address, and the exchange. */
export function IntegralExchangePage() {
  const t = pointsTexts.useT();
  const go = useGo();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const chosen = idParam(params.get('address'));
  const item = useMallItem(id);
  const info = useSignInfo();
  const list = useAddresses();
  const exchange = usePointsMutation('encryptionExchange');
  const [num, setNum] = useState(1);

  const address = list.data?.find((a) => a.id === chosen) ?? list.data?.find((a) => a.is_default === 1);
  const balance = info.data?.balance ?? 0;
  const data = item.data;
  const total = (data?.cost ?? 0) * num;
  const short = total > balance;

  const submit = async () => {
    if (!data) return;
    if (!address) {
      Toast.show({ content: t('chooseAddress') });
      return;
    }
    try {
      await exchange.mutateAsync({ item_id: data.id, address_id: address.id, num });
      Toast.show({ icon: 'success', content: t('exchangeOk') });
      go('/integralMyStore', { replace: true });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="exchange-page">
      <PageHeader title={t('exchangeTitle')} backTo="/integralwallet" />
      <div className="scroll acc">
        <Pending loading={item.isPending} error={id === 0 ? new Error('no item') : item.error}>
          {data && (
            <>
              <section className="acc-card ex-item">
                <img src={data.image} alt="" />
                <h2 data-content data-testid="exchange-name">
                  {data.name}
                </h2>
                <p data-content>{data.desc}</p>
                <div className="ex-meta">
                  <strong>{t('points', { n: data.cost })}</strong>
                  <span>
                    {t('stock', { n: data.stock })} · {t('sold', { n: data.sold })}
                  </span>
                </div>
              </section>
              <section className="acc-card">
                <div className="ex-line">
                  <span>{t('quantity')}</span>
                  <Stepper
                    min={1}
                    max={Math.max(1, Math.min(MAX_EXCHANGE_NUM, data.stock))}
                    value={num}
                    onChange={(v) => setNum(v)}
                    data-testid="exchange-num"
                  />
                </div>
                <button
                  type="button"
                  className="ex-address"
                  onClick={() => go(`/integralAddress?pick=${data.id}`)}
                  data-testid="exchange-address"
                >
                  <span className="ex-address-label">{t('shipTo')}</span>
                  {address ? (
                    <span className="ex-address-body" data-content>
                      <strong>
                        {address.name} {address.phone}
                      </strong>
                      <span>
                        {address.region} {address.detail}
                      </span>
                    </span>
                  ) : (
                    <span className="ex-address-body ex-address-none">{t('chooseAddress')}</span>
                  )}
                  <span className="ex-chevron" aria-hidden="true">
                    ›
                  </span>
                </button>
              </section>
              <section className="acc-card ex-total">
                <span>
                  {t('total')} <strong data-testid="exchange-total">{t('points', { n: total })}</strong>
                </span>
                <em className={short ? 'acc-minus' : ''}>
                  {short ? t('notEnough') : t('balanceAfter', { n: balance - total })}
                </em>
              </section>
              <div className="acc-actions">
                <Button
                  block
                  shape="rounded"
                  color="primary"
                  disabled={data.stock === 0 || short}
                  loading={exchange.isPending}
                  onClick={submit}
                  data-testid="exchange-submit"
                >
                  {data.stock === 0 ? t('soldOut') : t('confirmExchange')}
                </Button>
              </div>
            </>
          )}
        </Pending>
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: MallOrder }) {
  const t = pointsTexts.useT();
  const lang = useLang();
  const cancel = usePointsMutation('encryptionOrderCancel');
  const receive = usePointsMutation('encryptionOrderReceive');
  const run = async (action: 'cancel' | 'receive') => {
    try {
      if (action === 'cancel') {
        if (!(await Dialog.confirm({ content: t('cancelConfirm') }))) return;
        await cancel.mutateAsync({ id: order.id });
        Toast.show({ icon: 'success', content: t('cancelled') });
      } else {
        await receive.mutateAsync({ id: order.id });
        Toast.show({ icon: 'success', content: t('received') });
      }
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };
  return (
    <li className="acc-card order" data-testid="order" data-status={order.status}>
      <div className="order-head">
        <span>{t('orderNo', { no: order.orderid })}</span>
        <em className={`order-status order-status-${order.status}`}>{t(`status_${order.status}`)}</em>
      </div>
      <div className="order-body">
        <img src={order.image} alt="" loading="lazy" />
        <span className="order-main">
          <strong data-content data-testid="order-name">
            {order.item_name}
          </strong>
          <span>
            ×{order.num} · {t('points', { n: order.cost })}
          </span>
          <time>{dateTime(order.time, lang)}</time>
        </span>
      </div>
      <p className="order-ship" data-content>
        {order.ship_name} {order.ship_phone} · {order.ship_address}
      </p>
      {order.tracking && (
        <p className="order-tracking" data-testid="order-tracking">
          <span>{t('tracking')}</span>
          <span data-content>{order.tracking}</span>
        </p>
      )}
      {(order.status === ORDER_STATUS.PENDING || order.status === ORDER_STATUS.SHIPPED) && (
        <div className="order-actions">
          {order.status === ORDER_STATUS.PENDING ? (
            <Button size="small" shape="rounded" onClick={() => run('cancel')} loading={cancel.isPending}>
              {t('cancelOrder')}
            </Button>
          ) : (
            <Button size="small" shape="rounded" color="primary" onClick={() => run('receive')}>
              {t('receive')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** /integralMyStore: the user's exchanges with their states. */
export function IntegralMyStorePage() {
  const t = pointsTexts.useT();
  const orders = useMallOrders();
  const list = orders.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="pane" data-testid="orders-page">
      <PageHeader title={t('storeTitle')} backTo="/integralwallet" />
      <div className="scroll acc">
        <Pending loading={orders.isPending} error={orders.error}>
          {list.length === 0 ? (
            <>
              <Empty text={t('empty')} />
              <div className="acc-actions">
                <AppLink to="/integralwallet" className="acc-link-button">
                  {t('goMall')}
                </AppLink>
              </div>
            </>
          ) : (
            <ul className="orders">
              {list.map((o) => (
                <OrderCard key={o.id} order={o} />
              ))}
            </ul>
          )}
          {orders.hasNextPage && (
            <button type="button" className="acc-more" onClick={() => void orders.fetchNextPage()}>
              {t('loadMore')}
            </button>
          )}
        </Pending>
      </div>
    </div>
  );
}
