import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { PAY_TYPE } from '../../../protocol/enums';
import { PageHeader } from '../../components';
import { useHub } from '../../hub';
import { requireSocket } from '../session';
import { SignedIn } from '../wallet/SignedIn';
import { marketTexts, payKey } from './texts';
import { act, usePayAccounts, useRefreshMarket } from './useMarket';

/** /market/accounts: the user's pay accounts (shown to an order's other side only), add and delete. */
export function PayAccountsPage() {
  const t = marketTexts.useT();
  const hub = useHub();
  const [draft, setDraft] = useState({ paytype: PAY_TYPE.BANK as number, holder: '', account: '', bank: '' });
  useEffect(() => {
    requireSocket();
  }, []);
  const { data: accounts } = usePayAccounts();
  const refresh = useRefreshMarket();
  const reload = () => refresh('payAccounts');
  const add = async () => {
    if (await act(() => hub.addPayAccount({ ...draft, phone: '' }))) {
      setDraft({ ...draft, holder: '', account: '', bank: '' });
      reload();
    }
  };
  const remove = async (id: number) => {
    if ((await Dialog.confirm({ content: t('removeAsk') })) && (await act(() => hub.removePayAccount(id))))
      reload();
  };
  return (
    <div className="pane market" data-testid="pay-accounts-page">
      <PageHeader title={t('accounts')} backTo="/market" />
      <SignedIn>
        <div className="scroll">
          {accounts?.length === 0 && <p className="market-empty">{t('noAccounts')}</p>}
          {accounts?.map((a) => (
            <div key={a.id} className="market-row" data-testid={`account-${a.id}`}>
              <span>{t(payKey(a.paytype))}</span>
              <strong>{a.account}</strong>
              <small>{a.holder}</small>
              <button type="button" onClick={() => remove(a.id)}>
                {t('remove')}
              </button>
            </div>
          ))}
          <div className="market-form">
            <h4>{t('addAccount')}</h4>
            <select
              value={draft.paytype}
              onChange={(e) => setDraft({ ...draft, paytype: Number(e.target.value) })}
              data-testid="account-paytype"
            >
              {Object.values(PAY_TYPE).map((p) => (
                <option key={p} value={p}>
                  {t(payKey(p))}
                </option>
              ))}
            </select>
            <input
              placeholder={t('holderName')}
              value={draft.holder}
              onChange={(e) => setDraft({ ...draft, holder: e.target.value })}
              data-testid="account-holder"
            />
            <input
              placeholder={t('accountNo')}
              value={draft.account}
              onChange={(e) => setDraft({ ...draft, account: e.target.value })}
              data-testid="account-number"
            />
            <input
              placeholder={t('bankName')}
              value={draft.bank}
              onChange={(e) => setDraft({ ...draft, bank: e.target.value })}
            />
            <button
              type="button"
              className="market-primary"
              disabled={!draft.holder || !draft.account}
              onClick={add}
              data-testid="account-save"
            >
              {t('save')}
            </button>
          </div>
        </div>
      </SignedIn>
    </div>
  );
}
