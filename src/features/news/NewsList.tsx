import { queryClient, useNewsList } from '../../api';
import { AppLink, PagedList } from '../../components';
import { formatMinute } from '../../lib/dateFormat';

/** Infinite-load offset of the news list (spec 000 §9). */
const NEWS_THRESHOLD = 300;

/** The news tab: rows of title, creation time without seconds and thumbnail; pages of 20. */
export function NewsList() {
  const query = useNewsList();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList
      count={items.length}
      ready={query.isFetched}
      hasMore={query.hasNextPage}
      threshold={NEWS_THRESHOLD}
      loadMore={async () => {
        await query.fetchNextPage({ throwOnError: true });
      }}
      refresh={() => queryClient.resetQueries({ queryKey: ['news'] })}
      testId="news-list"
      unreachable={query.isError || query.fetchStatus === 'paused'}
      retry={() => void query.refetch()}
    >
      <div className="news-list">
        {items.map((item) => (
          <AppLink key={item.id} to={`/NewsDetail?id=${item.id}`} className="news-row" testId="news-row">
            <div className="news-row-text">
              <div className="news-row-title" data-content>
                {item.title}
              </div>
              <time>{formatMinute(item.createdDate)}</time>
            </div>
            {item.imgUrl && <img src={item.imgUrl} alt="" loading="lazy" />}
          </AppLink>
        ))}
      </div>
    </PagedList>
  );
}
