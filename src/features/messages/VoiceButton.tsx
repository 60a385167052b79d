import { Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { durationClock } from '../../lib/dateFormat';
import { chatTexts } from './texts';
import { type RecorderProblem, useVoiceRecorder, type VoiceRecording } from './useVoiceRecorder';

/** How far up (px) a finger slides before letting go discards the recording. */
const CANCEL_SLIDE_PX = 60;

const MIC =
  'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zm-7 9h2a5 5 0 0 0 10 0h2a7 7 0 0 1-6 6.9V21h-2v-2.1A7 7 0 0 1 5 12z';

/**
 * The hold-to-talk button: pressing records, the running length shows above the composer, letting
 * go sends, sliding up first (or the press being taken away) discards.
 */
export function VoiceButton({
  onVoice,
  mayRecord = () => true,
}: {
  onVoice(recording: VoiceRecording): void;
  /** Asked before recording starts: false records nothing (a guest sends no files). */
  mayRecord?: () => boolean;
}) {
  const t = chatTexts.useT();
  const problemText: Record<RecorderProblem, string> = {
    unsupported: t('voiceUnsupported'),
    denied: t('voiceDenied'),
    'too-short': t('voiceTooShort'),
  };
  const recorder = useVoiceRecorder(onVoice, (problem) => Toast.show({ content: problemText[problem] }));
  const startY = useRef(0);
  // NOTE: the release reads the ref: a move's state update may not be rendered by the time it comes.
  const cancelRef = useRef(false);
  const [cancelling, setCancelling] = useState(false);
  const slide = (on: boolean) => {
    cancelRef.current = on;
    setCancelling(on);
  };
  const { state } = recorder;
  return (
    <>
      <button
        type="button"
        className={`im-tool im-voice-button${state.status === 'idle' ? '' : ' im-voice-button-on'}`}
        aria-label={t('voiceHold')}
        title={t('voiceHold')}
        data-testid="voice-button"
        onPointerDown={(e) => {
          if (e.button !== 0 || !mayRecord()) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          startY.current = e.clientY;
          slide(false);
          void recorder.start();
        }}
        onPointerMove={(e) => {
          if (state.status !== 'idle') slide(startY.current - e.clientY > CANCEL_SLIDE_PX);
        }}
        onPointerUp={() => recorder.finish(!cancelRef.current)}
        onPointerCancel={() => recorder.finish(false)}
        onContextMenu={(e) => e.preventDefault()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={MIC} fill="currentColor" />
        </svg>
      </button>
      {state.status !== 'idle' && (
        <div
          className={`im-voice-overlay${cancelling ? ' im-voice-overlay-cancel' : ''}`}
          data-testid="voice-recording"
          role="status"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={MIC} fill="currentColor" />
          </svg>
          <span className="im-voice-time" data-testid="voice-time">
            {durationClock(state.status === 'recording' ? state.ms / 1000 : 0)}
          </span>
          <span className="im-voice-hint">
            {cancelling ? t('voiceReleaseCancel') : t('voiceSlideCancel')}
          </span>
        </div>
      )}
    </>
  );
}
