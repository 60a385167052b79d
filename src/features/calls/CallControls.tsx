import type { ReactNode } from 'react';
import type { CallMachine, CallSnapshot } from './callMachine';
import { callTexts } from './texts';

function Control({
  label,
  on,
  danger,
  testId,
  onClick,
  children,
}: {
  label: string;
  on?: boolean;
  danger?: boolean;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const tone = danger ? 'call-btn call-btn-danger' : on === false ? 'call-btn call-btn-off' : 'call-btn';
  return (
    <button type="button" className="call-control" data-testid={testId} aria-pressed={on} onClick={onClick}>
      <span className={tone}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          {children}
        </svg>
      </span>
      <span className="call-control-label">{label}</span>
    </button>
  );
}

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

/** Mute, camera, camera switch, speaker and hang up. */
export function CallControls({ call, machine }: { call: CallSnapshot; machine: CallMachine }) {
  const t = callTexts.useT();
  return (
    <div className="call-controls">
      <Control
        label={call.mic ? t('mute') : t('unmute')}
        on={call.mic}
        testId="call-mute"
        onClick={() => machine.toggleMic()}
      >
        <path
          {...STROKE}
          d="M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3"
        />
        {!call.mic && <path {...STROKE} d="M4 4l16 16" />}
      </Control>
      {call.video && (
        <Control
          label={call.camera ? t('cameraOff') : t('cameraOn')}
          on={call.camera}
          testId="call-camera"
          onClick={() => machine.toggleCamera()}
        >
          <path {...STROKE} d="M3 7h12v10H3zM15 10l6-3v10l-6-3" />
          {!call.camera && <path {...STROKE} d="M3 4l18 16" />}
        </Control>
      )}
      {call.video && (
        <Control label={t('switchCamera')} testId="call-switch" onClick={() => void machine.switchCamera()}>
          <path
            {...STROKE}
            d="M4 12a8 8 0 0 1 14-5l2-2v6h-6l2-2a5 5 0 0 0-9 3M20 12a8 8 0 0 1-14 5l-2 2v-6h6l-2 2a5 5 0 0 0 9-3"
          />
        </Control>
      )}
      <Control
        label={t('speaker')}
        on={call.speaker}
        testId="call-speaker"
        onClick={() => machine.toggleSpeaker()}
      >
        <path {...STROKE} d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />
      </Control>
      <Control label={t('hangUp')} danger testId="call-hangup" onClick={() => void machine.hangUp()}>
        <path {...STROKE} d="M3 14c5-5 13-5 18 0l-2 3-4-1v-3a9 9 0 0 0-6 0v3l-4 1z" />
      </Control>
    </div>
  );
}
