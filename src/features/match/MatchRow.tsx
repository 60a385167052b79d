import { memo } from 'react';
import { isMatchInPlay } from '../../../protocol/mainApi';
import { sideScore } from '../../../protocol/sports';
import type { MatchItem } from '../../../protocol/sportsApi';
import { useGo } from '../../app/navigation';
import { LiveIcon } from '../../components';
import { FollowStar } from './FollowStar';
import { kickoffDay, kickoffTime, liveClock } from './format';
import { matchTexts } from './texts';

export const detailPath = (id: number) => `/matchdetail?id=${id}`;

/** The status of a match as shown: the live clock in play, else its label (none when unknown). */
export function StatusText({ match }: { match: MatchItem }) {
  const t = matchTexts.useT();
  const clock = liveClock(match);
  if (clock) {
    return (
      <span className="mstatus is-live" data-testid="match-status">
        {clock.label ? t(clock.label) : ''}
        {clock.label && clock.text ? ' ' : ''}
        {clock.text}
      </span>
    );
  }
  if (!match.status_label) return null;
  return (
    <span className={`mstatus is-${match.status_label}`} data-testid="match-status">
      {t(match.status_label)}
    </span>
  );
}

/** One match of a list: kick-off, status, teams and score; tapping opens the detail page. */
export const MatchRow = memo(function MatchRow({
  match,
  withDay = false,
}: {
  match: MatchItem;
  withDay?: boolean;
}) {
  const go = useGo();
  const live = isMatchInPlay(match.type_id, match.status_id);
  const home = sideScore(match, 'home');
  const away = sideScore(match, 'away');
  return (
    // biome-ignore lint/a11y/useSemanticElements: the row holds its own button (the star)
    <div
      role="button"
      tabIndex={0}
      className={`mrow${live ? ' is-live' : ''}`}
      data-testid="match-row"
      data-match-id={match.id}
      data-live={live ? 1 : 0}
      onClick={() => go(detailPath(match.id))}
      onKeyDown={(e) => e.key === 'Enter' && go(detailPath(match.id))}
    >
      <div className="mrow-side">
        <span className="mrow-time">
          {withDay ? kickoffDay(match.match_time) : kickoffTime(match.match_time)}
        </span>
        <StatusText match={match} />
      </div>
      <div className="mrow-teams">
        <div className="mrow-team">
          <img src={match.home_log} alt="" loading="lazy" />
          <span data-content>{match.home_name}</span>
          <b data-testid="home-score">{home ?? '-'}</b>
        </div>
        <div className="mrow-team">
          <img src={match.away_log} alt="" loading="lazy" />
          <span data-content>{match.away_name}</span>
          <b data-testid="away-score">{away ?? '-'}</b>
        </div>
      </div>
      <div className="mrow-actions">
        {match.room_id > 0 && <LiveIcon className="mrow-tv" />}
        <FollowStar id={match.id} followed={match.is_follow === 1} />
      </div>
    </div>
  );
});
