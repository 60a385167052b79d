import { Button } from 'antd-mobile';
import { isMatchInPlay } from '../../../protocol/mainApi';
import { sideScore } from '../../../protocol/sports';
import type { MatchDetailData } from '../../../protocol/sportsApi';
import { useGo } from '../../app/navigation';
import { LiveIcon } from '../../components';
import { useMatchRoom } from './api';
import { FollowStar } from './FollowStar';
import { kickoffDay } from './format';
import { StatusText } from './MatchRow';
import { matchTexts } from './texts';

/** The detail page's header: crests, names, score, status, and the way into the live room. */
export function DetailHeader({ detail }: { detail: MatchDetailData }) {
  const t = matchTexts.useT();
  const go = useGo();
  const { match } = detail;
  const room = useMatchRoom(match);
  const roomId = room.data || detail.room_id;
  const home = sideScore(match, 'home');
  const away = sideScore(match, 'away');
  const live = isMatchInPlay(match.type_id, match.status_id);
  const penalties = match.home_penalty + match.away_penalty > 0;
  return (
    <section className={`mhead${live ? ' is-live' : ''}`} data-testid="match-head">
      <div className="mhead-league">
        <span data-content>{match.short_name_zh}</span>
        {match.round && <span data-content>{match.round}</span>}
        <span>{kickoffDay(match.match_time)}</span>
      </div>
      <div className="mhead-main">
        <div className="mhead-team">
          <img src={detail.home_team.logo} alt="" />
          <span data-content>{detail.home_team.name}</span>
        </div>
        <div className="mhead-score">
          <strong data-testid="detail-score">
            {home === null || away === null ? 'VS' : `${home} - ${away}`}
          </strong>
          {penalties && (
            <small>
              ({match.home_penalty} - {match.away_penalty})
            </small>
          )}
          <StatusText match={match} />
        </div>
        <div className="mhead-team">
          <img src={detail.away_team.logo} alt="" />
          <span data-content>{detail.away_team.name}</span>
        </div>
      </div>
      <div className="mhead-actions">
        <FollowStar id={match.id} followed={match.is_follow === 1} />
        {roomId > 0 ? (
          <Button
            size="small"
            shape="rounded"
            className="mhead-live"
            data-testid="watch-live"
            onClick={() => go(`/player?id=${roomId}`)}
          >
            <LiveIcon /> {t('watchLive')}
          </Button>
        ) : (
          <span className="mhead-nolive">{t('noLive')}</span>
        )}
      </div>
    </section>
  );
}
