import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { liveKind } from '../../../protocol/enums';
import { Spinner } from '../../components/Spinner';
import { liveTexts } from '../../components/texts';
import { afterFirstPaint } from '../../lib/idle';
import { config, pictureSrc } from '../../state/config';
import { FullscreenControl } from './FullscreenControl';
import { useLiveInfo } from './roomApi';
import { type Playback, resolveStream, startWithFallback } from './streamEngine';
import { playerTexts } from './texts';

const KIND_TEXT = {
  'anchor-talk': 'anchorTalk',
  'current-sound': 'currentSound',
  'movie-playback': 'moviePlayback',
  'high-quality': 'highQuality',
} as const;

type Phase = 'loading' | 'playing' | 'failed';

/**
 * The live video: muted autoplay with a tap to unmute, the live-type label and the loading image.
 * A room that is not broadcasting shows the offline card; when its stream fails (FLV and HLS both,
 * or the host stopped), the room's state is asked again.
 */
export function VideoPlayer({
  roomId,
  liveUrl: pageUrl,
  liveType,
  cover,
}: {
  roomId: number;
  liveUrl: string;
  liveType: number;
  cover: string;
}) {
  const liveInfo = useLiveInfo(roomId);
  const offline = liveInfo.data?.is_live === 0;
  const liveUrl = offline ? '' : (liveInfo.data?.live_url ?? pageUrl);
  const t = playerTexts.useT();
  const lt = liveTexts.useT();
  const { server } = useSnapshot(config);
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [muted, setMuted] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const domains = server?.h5_play_url_list;
  const loadImg = server?.live_load_img || cover;

  // NOTE: TanStack Query keeps refetch the same function across renders, so polls do not restart playback.
  const refetchLive = liveInfo.refetch;
  useEffect(() => {
    const el = video.current;
    if (!el || !liveUrl || attempt < 0) return;
    let playback: Playback | null = null;
    let cancelled = false;
    setPhase('loading');
    const fail = (why: string) => {
      if (cancelled) return;
      console.warn('playback failed:', why);
      setPhase('failed');
      void refetchLive();
    };
    (async () => {
      const [url] = await Promise.all([resolveStream(liveUrl, domains ?? []), afterFirstPaint()]);
      if (cancelled) return;
      playback = await startWithFallback(el, url, {
        onEngine: (engine, from) => {
          el.dataset.engine = engine;
          el.dataset.stream = from;
        },
        onFatal: fail,
      });
      if (cancelled) {
        playback.stop();
        return;
      }
      el.muted = true;
      await el.play().catch(() => {});
    })().catch((error: unknown) => fail(String(error)));
    return () => {
      cancelled = true;
      playback?.stop();
    };
  }, [liveUrl, domains, attempt, refetchLive]);

  const unmute = () => {
    const el = video.current;
    if (!el) return;
    el.muted = false;
    setMuted(false);
    el.play().catch(() => {});
  };

  return (
    <div className="player-video" ref={box} data-testid="player">
      <video
        ref={video}
        data-testid="player-video"
        autoPlay
        muted
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        onPlaying={() => setPhase('playing')}
        onWaiting={() => setPhase((p) => (p === 'failed' ? p : 'loading'))}
      />
      <span className="player-kind">{lt(KIND_TEXT[liveKind(liveType)])}</span>
      {!offline && phase === 'loading' && (
        <div className="player-cover" data-testid="player-loading">
          {loadImg && <img src={pictureSrc(loadImg)} alt="" fetchPriority="high" />}
          <Spinner color="#fff" size={30} decorative />
          <span>{t('loading')}</span>
        </div>
      )}
      {offline && (
        <div className="player-cover" data-testid="player-offline">
          {cover && <img src={cover} alt="" />}
          <span>{t('offline')}</span>
        </div>
      )}
      {!offline && phase === 'failed' && (
        <div className="player-cover">
          <span>{t('playFailed')}</span>
          <button type="button" className="player-retry" onClick={() => setAttempt((a) => a + 1)}>
            {t('retry')}
          </button>
        </div>
      )}
      {!offline && <FullscreenControl box={box} video={video} />}
      {phase === 'playing' && muted && (
        <button type="button" className="player-unmute" data-testid="player-unmute" onClick={unmute}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('tapToUnmute')}
        </button>
      )}
    </div>
  );
}
