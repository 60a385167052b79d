import { memo, useMemo } from 'react';
import { queryClient, useReplayList } from '../../api';
import { PagedList } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { ReplayCard } from './ReplayCard';

/** Infinite-load offset of the list (as the live lists). */
const THRESHOLD = 100;

/** Home's replay tab (spec 000 §2, issue 45): every replay, newest first, pages of 10. */
export const ReplayList = memo(function ReplayList() {
  const query = useReplayList();
  const replays = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const shown = useDrawnInSlices(
    useMemo(() => ({ replays, ready: query.isFetched }), [replays, query.isFetched]),
  );
  return (
    <PagedList
      count={shown.replays.length}
      ready={shown.ready}
      hasMore={query.hasNextPage}
      threshold={THRESHOLD}
      loadMore={async () => {
        await query.fetchNextPage({ throwOnError: true });
      }}
      refresh={() => queryClient.resetQueries({ queryKey: ['replays', 0] })}
      testId="replay-list"
      unreachable={query.isError || query.fetchStatus === 'paused'}
      retry={() => void query.refetch()}
    >
      <div className="live-grid replay-grid">
        {shown.replays.map((replay) => (
          <ReplayCard key={replay.record_id} replay={replay} />
        ))}
      </div>
    </PagedList>
  );
});
