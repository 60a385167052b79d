import { memo, useDeferredValue, useMemo } from 'react';
import type { MatchItem } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { groupByLeague } from './format';
import { MatchRow } from './MatchRow';
import { matchTexts } from './texts';

/** A day's matches grouped by league, the leagues with matches in play first. */
// NOTE: a refreshed list comes through the query's store, which React renders at once in one task;
// drawn from a deferred value, the rows render in slices that leave the main thread free.
export const MatchList = memo(function MatchList({ list }: { list: readonly MatchItem[] }) {
  const t = matchTexts.useT();
  const shown = useDeferredValue(list);
  const blocks = useMemo(() => groupByLeague(shown), [shown]);
  if (shown.length === 0) return <Empty text={t('noMatches')} />;
  return (
    <div className="mlist">
      {blocks.map((block) => (
        <section key={block.league_id} className="mleague" data-testid="league-block">
          <header className="mleague-head">
            <i style={{ background: block.color }} />
            <span data-content>{block.name}</span>
            {block.live > 0 && <em>{t('liveCount', { n: block.live })}</em>}
          </header>
          {block.matches.map((m) => (
            <MatchRow key={m.id} match={m} />
          ))}
        </section>
      ))}
    </div>
  );
});
