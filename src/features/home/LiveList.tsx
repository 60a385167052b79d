import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { type LiveSource, queryClient, useLiveList } from '../../api';
import { LiveRoomCard, PagedList } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';

/** Infinite-load offset of the live list (spec 000 §9). */
const LIVE_THRESHOLD = 100;

/**
 * A home tab's live rooms: pages of 10, pull-to-refresh, infinite loading. Memoised: the home page
 * renders again on configuration and tab changes, the list only when its own data or props change.
 */
export const LiveList = memo(function LiveList({
  type,
  header,
  onFirstPage,
  player,
}: {
  type: LiveSource;
  header?: ReactNode;
  onFirstPage?: () => void;
  /** The page the cards open (the late-night tab's open /mnightplayer). */
  player?: string;
}) {
  const query = useLiveList(type);
  const rooms = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  // NOTE: the rooms and the ready flag go together, so the list never shows "no data" between the two.
  const shown = useDrawnInSlices(
    useMemo(() => ({ rooms, ready: query.isFetched }), [rooms, query.isFetched]),
  );
  useEffect(() => {
    if (shown.ready) onFirstPage?.();
  }, [shown.ready, onFirstPage]);
  return (
    <PagedList
      count={shown.rooms.length}
      ready={shown.ready}
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
        {shown.rooms.map((room) => (
          <LiveRoomCard key={room.room_id} room={room} player={player} />
        ))}
      </div>
    </PagedList>
  );
});
