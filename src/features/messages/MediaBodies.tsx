import { useEffect, useRef, useState } from 'react';
import type { VideoContent, VoiceContent } from '../../../protocol/content';
import { chatTexts } from './texts';

/** The voice message playing now: starting another pauses it (one plays at a time). */
let playing: HTMLAudioElement | null = null;

/** A voice message: a play / pause control with its length, wider for a longer one. */
export function VoiceBody({ voice }: { voice: VoiceContent }) {
  const t = chatTexts.useT();
  const audio = useRef<HTMLAudioElement>(null);
  const [on, setOn] = useState(false);
  useEffect(
    () => () => {
      const el = audio.current;
      el?.pause();
      if (playing === el) playing = null;
    },
    [],
  );
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (!el.paused) {
      el.pause();
      return;
    }
    if (playing && playing !== el) playing.pause();
    playing = el;
    el.play().catch(() => setOn(false));
  };
  return (
    <button
      type="button"
      className={`im-voice${on ? ' im-voice-on' : ''}`}
      style={{ width: Math.min(200, 72 + voice.duration * 2) }}
      aria-label={on ? t('pause') : t('play')}
      data-testid="voice-play"
      data-playing={on}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={on ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} />
      </svg>
      <span className="im-voice-len" data-testid="voice-duration">
        {voice.duration}″
      </span>
      {/* biome-ignore lint/a11y/useMediaCaption: a voice message has no captions to give */}
      <audio
        ref={audio}
        src={voice.url}
        preload="none"
        data-testid="voice-audio"
        onPlay={() => setOn(true)}
        onPause={() => setOn(false)}
        onEnded={(e) => {
          setOn(false);
          e.currentTarget.currentTime = 0;
        }}
      />
    </button>
  );
}

/** A video message, played in place with the browser's controls. */
export function VideoBody({ video }: { video: VideoContent }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a chat video comes without captions
    <video
      className="im-video"
      src={video.url}
      controls
      playsInline
      preload="metadata"
      data-testid="msg-video"
      poster={video.poster || undefined}
    />
  );
}
