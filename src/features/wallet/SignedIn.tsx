import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Empty, Spinner } from '../../components';
import { useHubState } from '../../hub';
import { emit } from '../../state/events';
import { session } from '../../state/session';
import { walletTexts } from './texts';

/** The wallet's pages need the hub's session: a spinner while it opens, the login button without one. */
export function SignedIn({ children }: { children: ReactNode }) {
  const t = walletTexts.useT();
  const { uid } = useHubState();
  const { status } = useSnapshot(session);
  if (uid !== null) return <>{children}</>;
  if (status !== 'ready')
    return (
      <div className="wallet-center">
        <Spinner />
      </div>
    );
  return (
    <div className="wallet-center">
      <Empty text={t('needLogin')} />
      <Button
        shape="rounded"
        className="btn-accent"
        onClick={() => emit('showLogin', {})}
        data-testid="wallet-login"
      >
        {t('login')}
      </Button>
    </div>
  );
}
