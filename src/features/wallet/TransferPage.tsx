import { Button, Input, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '../../../protocol/content/limits';
import { useBack } from '../../app/navigation';
import { PageHeader } from '../../components';
import { useHub } from '../../hub';
import { requireSocket } from '../session';
import { coinCode, formatCents, parseCents } from './money';
import { PayKeypad } from './PayKeypad';
import { SignedIn } from './SignedIn';
import { walletTexts } from './texts';
import { balanceOf, useWallet } from './useWallet';

const PHONE = /^\+?\d{5,20}$/;

/** /transfer?coin=<0..5>: coins to the account with a phone number, paid with the pay password. */
export function TransferPage() {
  const t = walletTexts.useT();
  const hub = useHub();
  const back = useBack('/wallet');
  const [params] = useSearchParams();
  const cointype = Math.min(5, Math.max(0, Number(params.get('coin')) || 0));
  const coins = useWallet();
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [remarks, setRemarks] = useState('');
  const [paying, setPaying] = useState<number | null>(null);
  useEffect(() => {
    requireSocket();
  }, []);

  const next = () => {
    const cents = parseCents(amount);
    if (!PHONE.test(phone.trim())) Toast.show({ content: t('badPhone') });
    else if (cents === null) Toast.show({ content: t('badAmount') });
    else setPaying(cents);
  };
  const pay = async (paypasswd: string) => {
    if (paying === null) return;
    await hub.transfer(
      { phonenum: phone.trim(), amount: paying, cointype, remarks: remarks.trim() },
      paypasswd,
    );
    setPaying(null);
    Toast.show({ icon: 'success', content: t('transferDone') });
    back();
  };

  return (
    <div className="pane wallet" data-testid="transfer-page">
      <PageHeader title={t('transfer')} backTo="/wallet" />
      <SignedIn>
        <div className="scroll section wallet-form">
          <p className="muted">
            {t('balance')} {coins ? formatCents(balanceOf(coins, cointype).coin) : '--'} {coinCode(cointype)}
          </p>
          <Input
            placeholder={t('phone')}
            value={phone}
            onChange={setPhone}
            inputMode="tel"
            data-testid="transfer-phone"
          />
          <Input
            placeholder={t('amount', { coin: coinCode(cointype) })}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            data-testid="transfer-amount"
          />
          <TextArea
            placeholder={t('remarks')}
            value={remarks}
            onChange={setRemarks}
            maxLength={LIMITS.TRANSFER_REMARKS_MAX_CHARS}
            rows={2}
          />
          <Button block shape="rounded" className="btn-accent" onClick={next} data-testid="transfer-next">
            {t('transfer')}
          </Button>
        </div>
        <PayKeypad
          visible={paying !== null}
          summary={
            <>
              <span>{t('transferTo', { phone: phone.trim() })}</span>
              <strong>
                {coinCode(cointype)} {formatCents(paying ?? 0)}
              </strong>
            </>
          }
          onPay={pay}
          onClose={() => setPaying(null)}
        />
      </SignedIn>
    </div>
  );
}
