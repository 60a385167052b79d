import { memo } from 'react';
import type { TodayMatch } from '../../../protocol/mainApi';
import { MatchCard } from '../../components';
import { homeTexts } from './texts';

/** Today's matches as a horizontal strip, matches in play first. */
export const TodayMatches = memo(function TodayMatches({
  list,
  top,
}: {
  list: readonly TodayMatch[];
  top: readonly TodayMatch[];
}) {
  const t = homeTexts.useT();
  const seen = new Set<number>();
  const matches = [...top, ...list].filter((m) => !seen.has(m.id) && seen.add(m.id)).slice(0, 12);
  if (matches.length === 0) return null;
  return (
    <section className="today" data-testid="today-matches">
      <div className="section-title">{t('todayMatches')}</div>
      <div className="today-strip">
        {matches.map((m) => (
          <MatchCard key={m.id} match={m} />
        ))}
      </div>
    </section>
  );
});
