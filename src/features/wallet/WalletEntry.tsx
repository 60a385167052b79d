import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useGo } from '../../app/navigation';
import { ChevronRightIcon } from '../../components';
import { session } from '../../state/session';
import { requireSocket } from '../session';
import { coinCode, formatCents } from './money';
import { walletTexts } from './texts';
import { balanceOf, useWallet } from './useWallet';

/**
 * The Me page's wallet row: the main balance, a tap opens /wallet. The balance comes over the
 * socket, so the row opens a guest's as /wallet does (issue 49: after a logout the new guest's row
 * was blank), for each new guest, as a logout makes one (a registered user's is always open).
 */
export function WalletEntry() {
  const t = walletTexts.useT();
  const go = useGo();
  const { uid, isYk } = useSnapshot(session);
  useEffect(() => {
    if (uid > 0 && isYk) requireSocket();
  }, [uid, isYk]);
  const coins = useWallet();
  return (
    <button type="button" className="wallet-entry" onClick={() => go('/wallet')} data-testid="me-wallet">
      <span className="wallet-entry-icon" aria-hidden="true">
        ¥
      </span>
      <span className="wallet-entry-name">{t('entry')}</span>
      <span className="wallet-entry-balance" data-testid="me-wallet-balance">
        {coins ? `${formatCents(balanceOf(coins, 0).coin)} ${coinCode(0)}` : ''}
      </span>
      <ChevronRightIcon className="wallet-entry-chevron" />
    </button>
  );
}
