import { Button } from 'antd-mobile';
import { commonTexts } from '../i18n/common';
import { Empty } from './Empty';

/** Shown instead of "no data" when the data could not be fetched: the network is down or failed. */
export function OfflineState({ onRetry }: { onRetry: () => void }) {
  const t = commonTexts.useT();
  return (
    <div className="offline-state" data-testid="offline-state">
      <Empty text={t('offline')} />
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
