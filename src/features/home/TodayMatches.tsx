import type { TodayMatch } from '../../../protocol/mainApi';
import { useGo } from '../../app/navigation';
import { toMillis } from '../../lib/text';
import { matchPhase, sideScore } from './matchScore';
import { homeTexts } from './texts';

function kickOff(seconds: number): string {
  const d = new Date(toMillis(seconds));
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

function MatchCard({ match }: { match: TodayMatch }) {
  const t = homeTexts.useT();
  const go = useGo();
  const phase = matchPhase(match.status_id);
  const label = phase === 'notStarted' ? kickOff(match.match_time) : phase === 'other' ? '' : t(phase);
  return (
    <button
      type="button"
      className={`match-card match-${phase}`}
      onClick={() => match.room_id && go(`/player?id=${match.room_id}`)}
      data-testid="match-card"
    >
      <div className="match-card-head">
        <span data-content>{match.short_name_zh}</span>
        <em>{label}</em>
      </div>
      {(['home', 'away'] as const).map((side) => (
        <div key={side} className="match-card-team">
          <img src={side === 'home' ? match.home_log : match.away_log} alt="" loading="lazy" />
          <span data-content>{side === 'home' ? match.home_name : match.away_name}</span>
          <b>{sideScore(match, side === 'home' ? match.home_scores : match.away_scores)}</b>
        </div>
      ))}
    </button>
  );
}

/** Today's matches as a horizontal strip, matches in play first. */
export function TodayMatches({ list, top }: { list: readonly TodayMatch[]; top: readonly TodayMatch[] }) {
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
}
