import { type ReactNode, useEffect, useMemo } from 'react';
import { queryClient, useLiveList } from '../../api';
import { LiveRoomCard, PagedList } from '../../components';

/** Infinite-load offset of the live list (spec 000 §9). */
const LIVE_THRESHOLD = 100;

/** A home tab's live rooms: pages of 10, pull-to-refresh, infinite loading. */
export function LiveList({
  type,
  header,
  onFirstPage,
}: {
  type: number;
  header?: ReactNode;
  onFirstPage?: () => void;
}) {
  const query = useLiveList(type);
  const rooms = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  useEffect(() => {
    if (query.isFetched) onFirstPage?.();
  }, [query.isFetched, onFirstPage]);
  return (
    <PagedList
      count={rooms.length}
      ready={query.isFetched}
      hasMore={query.hasNextPage}
      threshold={LIVE_THRESHOLD}
      loadMore={async () => {
        await query.fetchNextPage({ throwOnError: true });
      }}
      refresh={() => queryClient.resetQueries({ queryKey: ['liveList', type] })}
      header={header}
      testId={`live-list-${type}`}
      unreachable={query.isError || query.fetchStatus === 'paused'}
      retry={() => void query.refetch()}
    >
      <div className="live-grid">
        {rooms.map((room) => (
          <LiveRoomCard key={room.room_id} room={room} />
        ))}
      </div>
    </PagedList>
  );
}
