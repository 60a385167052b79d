import { useGo } from '../../app/navigation';
import { ChevronRightIcon } from '../../components';
import { coinCode, formatCents } from './money';
import { walletTexts } from './texts';
import { balanceOf, useWallet } from './useWallet';

/** The Me page's wallet row: the main balance, a tap opens /wallet. */
export function WalletEntry() {
  const t = walletTexts.useT();
  const go = useGo();
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
