import { Dialog } from 'antd-mobile';
import { useState } from 'react';
import { ORDER_STATUS } from '../../../protocol/enums';
import { type MarketOrder, useHub } from '../../hub';
import { formatCents, PayKeypad } from '../wallet';
import { marketTexts, payKey } from './texts';
import { act } from './useMarket';

/** What the buyer or the seller can do with the order now (DECISIONS "Marketplace" moves). */
export function OrderActions({
  order,
  me,
  canAppeal,
  onMoved,
}: {
  order: MarketOrder;
  me: number;
  canAppeal: boolean;
  onMoved(): void;
}) {
  const t = marketTexts.useT();
  const hub = useHub();
  const [keypad, setKeypad] = useState(false);
  const buyer = order.buyer === me;
  const run = async (ask: string, work: () => Promise<unknown>) => {
    if (await Dialog.confirm({ content: ask })) if (await act(work)) onMoved();
  };
  const waiting = order.status === ORDER_STATUS.WAITING_PAYMENT;
  const paid = order.status === ORDER_STATUS.PAID;
  return (
    <div className="market-actions">
      {buyer && waiting && (
        <>
          <button
            type="button"
            className="market-primary"
            onClick={() =>
              run(t('paidAsk', { pay: t(payKey(order.paytype)) }), () => hub.markPaid(order.orderid))
            }
            data-testid="order-paid"
          >
            {t('paid')}
          </button>
          <button
            type="button"
            onClick={() => run(t('cancelAsk'), () => hub.cancelOrder(order.orderid))}
            data-testid="order-cancel"
          >
            {t('cancelOrder')}
          </button>
        </>
      )}
      {!buyer && waiting && <p>{t('waitBuyer')}</p>}
      {buyer && paid && <p>{t('waitSeller')}</p>}
      {!buyer && paid && (
        <button
          type="button"
          className="market-primary"
          onClick={() => setKeypad(true)}
          data-testid="order-release"
        >
          {t('release')}
        </button>
      )}
      {paid && canAppeal && (
        <button
          type="button"
          onClick={() => run(t('appealAsk'), () => hub.appealOrder(order.orderid))}
          data-testid="order-appeal"
        >
          {t('appeal')}
        </button>
      )}
      <PayKeypad
        visible={keypad}
        summary={t('releaseSummary', { amount: formatCents(order.amount) })}
        onPay={async (paypasswd) => {
          await hub.releaseOrder(order.orderid, paypasswd);
          setKeypad(false);
          onMoved();
        }}
        onClose={() => setKeypad(false)}
      />
    </div>
  );
}
