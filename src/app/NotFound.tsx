import { Button } from 'antd-mobile';
import { PageHeader } from '../components';
import { commonTexts } from '../i18n/common';
import { useGo } from './navigation';
import { useShellScreens } from './shellBridge';

/** An address that is not in the route table: says so and leads home. */
export function NotFound() {
  const t = commonTexts.useT();
  const screens = useShellScreens(useGo());
  return (
    <div className="pane" data-testid="not-found">
      <PageHeader title={t('appName')} />
      <div className="notfound">
        <h2>{t('notFoundTitle')}</h2>
        <p className="muted">{t('notFoundText')}</p>
        <Button className="btn-accent" shape="rounded" onClick={screens.home}>
          {t('backHome')}
        </Button>
      </div>
    </div>
  );
}
