import { useSearchParams } from 'react-router';
import type { LiveRecordCard } from '../../../protocol/mainApi';
import { MainApiError, useReplay } from '../../api';
import { AppLink, Avatar, Empty, OfflineState, PageHeader, Spinner } from '../../components';
import { dateClock, durationClock } from '../../lib/dateFormat';
import { HostReplays } from './HostReplays';
import { replayTexts } from './replayTexts';
import './replays.css';

/** The video of a replay: the MP4 itself (served with byte ranges, so it seeks), with controls. */
function ReplayVideo({ replay }: { replay: LiveRecordCard }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a recorded broadcast has no caption track
    <video
      key={replay.record_id}
      className="replay-video"
      data-testid="replay-video"
      src={replay.video_url}
      poster={replay.room_cover}
      controls
      playsInline
      preload="metadata"
    />
  );
}

function ReplayInfo({ replay }: { replay: LiveRecordCard }) {
  const t = replayTexts.useT();
  return (
    <div className="replay-info">
      <div className="replay-info-title" data-content data-testid="replay-title">
        {replay.room_title}
      </div>
      <div className="replay-info-meta">
        <AppLink to={`/player?id=${replay.host_room_id}`} className="replay-info-host">
          <Avatar url={replay.headurl} name={replay.nickName} seed={replay.uid} size={22} />
          <span data-content>{replay.nickName}</span>
        </AppLink>
        <span>{t('recordedAt', { date: dateClock(replay.record_time * 1000) })}</span>
        <span>{t('duration', { time: durationClock(replay.duration) })}</span>
      </div>
    </div>
  );
}

/** /replay?id=: one replay played with seeking, then more of its host's (issue 45). */
export function ReplayPage() {
  const t = replayTexts.useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useReplay(Number.isInteger(id) && id > 0 ? id : 0);
  const replay = query.data;
  const gone = query.error instanceof MainApiError && query.error.kind === 'code';
  return (
    <div className="pane replay-page" data-testid="replay-page">
      <PageHeader title={t('replay')} />
      {replay ? (
        <>
          <ReplayVideo replay={replay} />
          <ReplayInfo replay={replay} />
          <div className="replay-page-more">
            <HostReplays hostUid={replay.uid} title="morePlays" except={replay.record_id} />
          </div>
        </>
      ) : query.isError && !gone ? (
        <OfflineState onRetry={() => void query.refetch()} />
      ) : query.isPending && id > 0 ? (
        <div className="replay-pending">
          <Spinner />
        </div>
      ) : (
        <Empty text={t('replayGone')} />
      )}
    </div>
  );
}
