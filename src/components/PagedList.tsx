import type { ReactNode } from 'react';
import { commonTexts } from '../i18n/common';
import { Empty } from './Empty';
import { LoadMore } from './LoadMore';
import { OfflineState } from './OfflineState';
import { PullToRefresh } from './PullToRefresh';

export interface PagedListProps {
  /** Rows loaded so far (0 shows the no-data state once the first page came). */
  count: number;
  /** The first page has been answered. */
  ready: boolean;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  /** Pull-to-refresh: back to page 1, list cleared. */
  refresh: () => Promise<void>;
  /** Px from the bottom at which the next page loads (live 100, news 300). */
  threshold: number;
  header?: ReactNode;
  children: ReactNode;
  testId?: string;
  /**
   * Nothing could be fetched: offline (the query waits for the network) or the fetch failed. Shows
   * the offline state instead of "no data" while nothing is loaded.
   */
  unreachable?: boolean;
  /** Tries again (the offline state's retry). */
  retry?: () => void;
}

/**
 * A list with pull-to-refresh and infinite loading (spec 000 §4, §8): loading, then "no more
 * data" once the loaded count reaches the total; an empty list shows the no-data image.
 */
export function PagedList(props: PagedListProps) {
  const t = commonTexts.useT();
  return (
    <PullToRefresh onRefresh={props.refresh}>
      <div className="paged-list" data-testid={props.testId}>
        {props.header}
        {props.unreachable && props.count === 0 ? (
          <OfflineState onRetry={() => props.retry?.()} />
        ) : props.ready && props.count === 0 ? (
          <Empty text={t('noData')} />
        ) : (
          props.children
        )}
        {props.ready && props.count > 0 && (
          <LoadMore
            loadMore={props.loadMore}
            hasMore={props.hasMore}
            threshold={props.threshold}
            count={props.count}
          >
            <div className="list-footer" data-testid="list-footer">
              {props.hasMore ? t('loading') : t('noMore')}
            </div>
          </LoadMore>
        )}
        {!props.ready && !props.unreachable && <div className="list-footer">{t('loading')}</div>}
      </div>
    </PullToRefresh>
  );
}
