import { memo } from 'react';
import type { TodayMatch } from '../../protocol/mainApi';
import { statusLabel } from '../../protocol/sports';
import { useGo } from '../app/navigation';
// NOTE: the status texts are the match pages' own (one label per status and sport, spec 000 §3);
// only the texts module is taken, not the match pages.
import { matchTexts } from '../features/match/texts';
import { clockText } from '../lib/dateFormat';
import { toMillis } from '../lib/text';
import { matchPhase, sideScore } from './matchScore';

/** A match as a card: league, status (kick-off time before it), both teams and scores; opens its live room, or its detail page when none shows it. */
export const MatchCard = memo(function MatchCard({ match }: { match: TodayMatch }) {
  const tm = matchTexts.useT();
  const go = useGo();
  const phase = matchPhase(match.type_id, match.status_id);
  const status = statusLabel(match.type_id, match.status_id);
  const label = status === 'not_started' ? clockText(toMillis(match.match_time)) : status ? tm(status) : '';
  return (
    <button
      type="button"
      className={`match-card match-${phase}`}
      onClick={() => go(match.room_id ? `/player?id=${match.room_id}` : `/matchdetail?id=${match.id}`)}
      data-testid="match-card"
      data-status={status ?? ''}
    >
      <div className="match-card-head">
        <span data-content>{match.short_name_zh}</span>
        <em>{label}</em>
      </div>
      {(['home', 'away'] as const).map((side) => (
        <div key={side} className="match-card-team">
          <img
            src={side === 'home' ? match.home_log : match.away_log}
            alt=""
            width={18}
            height={18}
            loading="lazy"
          />
          <span data-content>{side === 'home' ? match.home_name : match.away_name}</span>
          <b>{sideScore(match, side === 'home' ? match.home_scores : match.away_scores)}</b>
        </div>
      ))}
    </button>
  );
});
