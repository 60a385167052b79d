import { Button } from 'antd-mobile';
import { PageHeader } from '../components';
import { commonTexts } from '../i18n/common';
import { useGo } from './navigation';

/** A route that is not in the table (yet). */
export function NotFound() {
  const t = commonTexts.useT();
  const go = useGo();
  return (
    <div className="pane" data-testid="not-found">
      <PageHeader title={t('appName')} />
      <div className="notfound">
        <h2>{t('notFoundTitle')}</h2>
        <p className="muted">{t('notFoundText')}</p>
        <Button className="btn-accent" shape="rounded" onClick={() => go('/', { replace: true })}>
          {t('backHome')}
        </Button>
      </div>
    </div>
  );
}
