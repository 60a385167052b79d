import { memo, useMemo } from 'react';
import type { MatchItem } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { groupByLeague } from './format';
import { MatchRow } from './MatchRow';
import { matchTexts } from './texts';

/** A day's matches grouped by league, the leagues with matches in play first. */
export const MatchList = memo(function MatchList({ list }: { list: readonly MatchItem[] }) {
  const t = matchTexts.useT();
  const shown = useDrawnInSlices(list);
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
