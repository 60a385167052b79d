import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useReplayList } from '../../api';
import { config } from '../../state/config';
import { ReplayCard } from './ReplayCard';
import { replayTexts } from './replayTexts';

/**
 * Whether replays are listed: is_lb is 录播 (recorded broadcasts), and 0 lists none, on home or a
 * host's pages (a replay's own link still plays).
 */
export function useReplaysListed(): boolean {
  return useSnapshot(config).server?.is_lb !== 0;
}

/**
 * A host's replays (issue 45), newest first: on the host's tab of a room, in a room while its host
 * is offline, and under a replay (`except` it). Nothing is drawn while the host has none.
 */
export function HostReplays({
  hostUid,
  title,
  except = 0,
  strip = false,
}: {
  hostUid: number;
  title: 'hostReplays' | 'offlineReplays' | 'morePlays';
  except?: number;
  /** One row that scrolls sideways (in a room, above its chat) instead of a grid. */
  strip?: boolean;
}) {
  const t = replayTexts.useT();
  const listed = useReplaysListed();
  const query = useReplayList(hostUid, listed && hostUid > 0);
  const replays = useMemo(
    () => (query.data?.pages.flatMap((p) => p.list) ?? []).filter((r) => r.record_id !== except),
    [query.data, except],
  );
  if (!listed || replays.length === 0) return null;
  return (
    <section
      className={strip ? 'host-replays host-replays-strip' : 'host-replays'}
      data-testid="host-replays"
    >
      <div className="host-replays-title">{t(title)}</div>
      <div className={strip ? 'host-replays-row' : 'live-grid'}>
        {replays.map((replay) => (
          <ReplayCard key={replay.record_id} replay={replay} />
        ))}
      </div>
      {query.hasNextPage && !strip && (
        <button type="button" className="host-replays-more" onClick={() => void query.fetchNextPage()}>
          {t('morePlays')}
        </button>
      )}
    </section>
  );
}
