import { Button } from 'antd-mobile';
import { Component, type ReactNode } from 'react';
import { PageHeader } from '../components';
import { commonTexts } from '../i18n/common';
import { retryFailedPages } from './lazyPage';

/** What a route shows when its page could not be shown (its chunk failed or timed out). */
function PageFailed({ onRetry }: { onRetry: () => void }) {
  const t = commonTexts.useT();
  return (
    <div className="pane" data-testid="page-failed">
      <PageHeader title={t('appName')} />
      <div className="notfound">
        <h2>{t('pageFailedTitle')}</h2>
        <p className="muted">{t('pageFailedText')}</p>
        <Button className="btn-accent" shape="rounded" data-testid="page-retry" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Around a route's page: a page that throws (its chunk did not arrive within the chunk timeout, or
 * failed) shows a retry instead of taking the app off the screen (spec 000 §9).
 */
export class RouteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('page not shown:', error);
  }

  retry = (): void => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <PageFailed onRetry={this.retry} /> : this.props.children;
  }
}
