import { memo } from 'react';
import type { LiveRecordCard } from '../../../protocol/mainApi';
import { AppLink } from '../../components';
import { durationClock, monthDayClock } from '../../lib/dateFormat';
import { replayTexts } from './replayTexts';
import './replays.css';

/** A replay card: its cover with the duration, title, host and date; it opens the replay page. */
export const ReplayCard = memo(function ReplayCard({ replay }: { replay: LiveRecordCard }) {
  const t = replayTexts.useT();
  return (
    <AppLink to={`/replay?id=${replay.record_id}`} className="live-card replay-card" testId="replay-card">
      <div className="live-card-cover">
        <img src={replay.room_cover} alt="" width={320} height={180} loading="lazy" decoding="async" />
        <span className="live-card-type">{t('replay')}</span>
        <span className="replay-card-duration" data-testid="replay-duration">
          {durationClock(replay.duration)}
        </span>
      </div>
      <div className="live-card-body">
        <div className="live-card-title" data-content>
          {replay.room_title}
        </div>
        <div className="live-card-host">
          {replay.headurl && <img src={replay.headurl} alt="" width={18} height={18} loading="lazy" />}
          <span className="replay-card-host" data-content>
            {replay.nickName}
          </span>
          <time className="replay-card-date">{monthDayClock(replay.record_time * 1000)}</time>
        </div>
      </div>
    </AppLink>
  );
});
