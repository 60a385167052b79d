import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText } from '../../api';
import { Popup } from '../../components/sheets';
import { type TopUpOrder, useHub } from '../../hub';
import { coinCode, formatCents, parseCents } from './money';
import { walletTexts } from './texts';
import { useRefreshTopUps } from './useTopUps';

const PRESETS = ['10', '50', '100', '500'];

/**
 * A top-up through the server's pay provider: it makes an order, pending until the provider confirms
 * the payment (the sheet then says which order number to quote, or links to the gateway's pay page).
 */
export function TopUpSheet({
  cointype,
  visible,
  onClose,
}: {
  cointype: number;
  visible: boolean;
  onClose(): void;
}) {
  const t = walletTexts.useT();
  const hub = useHub();
  const [amount, setAmount] = useState('100');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<TopUpOrder | null>(null);
  const refreshTopUps = useRefreshTopUps();
  const close = () => {
    setMade(null);
    onClose();
  };
  const submit = async () => {
    const cents = parseCents(amount);
    if (cents === null) {
      Toast.show({ content: t('badAmount') });
      return;
    }
    setBusy(true);
    try {
      const order = await hub.topUp(cointype, cents);
      refreshTopUps();
      if (order.status === 'credited') {
        Toast.show({ icon: 'success', content: t('topUpDone') });
        close();
      } else setMade(order);
    } catch (e) {
      Toast.show({ content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={close} bodyClassName="wallet-sheet">
      {made ? (
        <div data-testid="topup-made">
          <h3>{t('topUpPending')}</h3>
          <p>
            {formatCents(made.amount)} {coinCode(made.cointype)}
          </p>
          <p className="muted" data-testid="topup-quote">
            {t('topUpQuote', { orderid: made.orderid })}
          </p>
          {made.payUrl && (
            <a className="adm-button btn-accent" href={made.payUrl} rel="noopener noreferrer">
              {t('payNow')}
            </a>
          )}
          <Button block shape="rounded" onClick={close} data-testid="topup-close">
            {t('confirm')}
          </Button>
        </div>
      ) : (
        <div data-testid="topup-sheet">
          <h3>{t('topUpAmount', { coin: coinCode(cointype) })}</h3>
          <div className="wallet-presets">
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                className={amount === p ? 'on' : ''}
                onClick={() => setAmount(p)}
                data-testid={`topup-preset-${p}`}
              >
                {p}
              </button>
            ))}
          </div>
          <Input
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            clearable
            data-testid="topup-amount"
          />
          <p className="muted">{t('topUpNote')}</p>
          <Button
            block
            shape="rounded"
            className="btn-accent"
            loading={busy}
            onClick={submit}
            data-testid="topup-submit"
          >
            {t('topUp')}
          </Button>
        </div>
      )}
    </Popup>
  );
}
