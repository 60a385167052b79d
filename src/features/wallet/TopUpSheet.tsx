import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText } from '../../api';
import { Popup } from '../../components/sheets';
import { useHub } from '../../hub';
import { coinCode, parseCents } from './money';
import { walletTexts } from './texts';

const PRESETS = ['10', '50', '100', '500'];

/** A top-up through the server's pay provider (the dev provider credits at once). */
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
  const submit = async () => {
    const cents = parseCents(amount);
    if (cents === null) {
      Toast.show({ content: t('badAmount') });
      return;
    }
    setBusy(true);
    try {
      await hub.topUp(cointype, cents);
      Toast.show({ icon: 'success', content: t('topUpDone') });
      onClose();
    } catch (e) {
      Toast.show({ content: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="wallet-sheet">
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
        <Input value={amount} onChange={setAmount} inputMode="decimal" clearable data-testid="topup-amount" />
        <p className="muted">{t('devProvider')}</p>
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
    </Popup>
  );
}
