import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { requireSocket } from '../session';
import { ExchangeRates } from './ExchangeRates';
import { MoneyLogList } from './MoneyLogList';
import { COIN_CODES, coinCode, formatCents, MONEY_TYPES, typeKey } from './money';
import { SignedIn } from './SignedIn';
import { TopUpList } from './TopUpList';
import { TopUpSheet } from './TopUpSheet';
import { walletTexts } from './texts';
import { balanceOf, useWallet } from './useWallet';

function Balance({ cointype }: { cointype: number }) {
  const t = walletTexts.useT();
  const coins = useWallet();
  const b = balanceOf(coins, cointype);
  return (
    <div className="wallet-card" data-testid="wallet-card">
      <span>{t('balance')}</span>
      <strong data-testid="wallet-balance">{coins ? formatCents(b.coin) : '--'}</strong>
      <small>{coinCode(cointype)}</small>
      <div className="wallet-card-foot">
        <span>
          {t('frozen')} {formatCents(b.freezecoin)}
        </span>
        <span>
          {t('shop')} {formatCents(b.shopcoin)}
        </span>
      </div>
    </div>
  );
}

/** /wallet?coin=<0..5>: the balance of one coin type, top-up, transfer, pay password, and the money log. */
export function WalletPage() {
  const t = walletTexts.useT();
  const go = useGo();
  const [params, setParams] = useSearchParams();
  const cointype = Math.min(5, Math.max(0, Number(params.get('coin')) || 0));
  const [moneytype, setMoneytype] = useState(0);
  const [topUp, setTopUp] = useState(false);
  useEffect(() => {
    requireSocket();
  }, []);
  return (
    <div className="pane wallet" data-testid="wallet-page">
      <PageHeader title={t('title')} backTo="/me" />
      <SignedIn>
        <div className="scroll">
          <div className="wallet-coins" role="tablist">
            {COIN_CODES.map((code, i) => (
              <button
                key={code}
                type="button"
                role="tab"
                aria-selected={i === cointype}
                className={i === cointype ? 'on' : ''}
                onClick={() => setParams({ coin: String(i) }, { replace: true })}
                data-testid={`wallet-coin-${i}`}
              >
                {code}
              </button>
            ))}
          </div>
          <Balance cointype={cointype} />
          <div className="wallet-actions">
            <button type="button" onClick={() => setTopUp(true)} data-testid="wallet-topup">
              {t('topUp')}
            </button>
            <button
              type="button"
              onClick={() => go(`/transfer?coin=${cointype}`)}
              data-testid="wallet-transfer"
            >
              {t('transfer')}
            </button>
            <button type="button" onClick={() => go('/redpackets')} data-testid="wallet-redpackets">
              {t('redPackets')}
            </button>
            <button type="button" onClick={() => go('/market')} data-testid="wallet-market">
              {t('market')}
            </button>
            <button type="button" onClick={() => go('/paypassword')} data-testid="wallet-paypassword">
              {t('payPassword')}
            </button>
          </div>
          <ExchangeRates />
          <TopUpList />
          <div className="wallet-log-head">
            <h3>{t('moneyLog')}</h3>
            <select
              aria-label={t('filter')}
              value={moneytype}
              onChange={(e) => setMoneytype(Number(e.target.value))}
              data-testid="money-filter"
            >
              <option value={0}>{t('allTypes')}</option>
              {MONEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(typeKey(type))}
                </option>
              ))}
            </select>
          </div>
          <MoneyLogList moneytype={moneytype} />
        </div>
        <TopUpSheet cointype={cointype} visible={topUp} onClose={() => setTopUp(false)} />
      </SignedIn>
    </div>
  );
}
