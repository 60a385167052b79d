import type { CallRecord } from '../../../protocol/content';
import { CALL_STATE, CALL_TYPE } from '../../../protocol/messaging';
import { durationClock } from '../../lib/dateFormat';
import { callTexts } from './texts';

/** A call record in the chat: how the call went and how long it lasted. */
export function CallRecordBody({ record }: { record: CallRecord | null }) {
  const t = callTexts.useT();
  const state = record?.state ?? CALL_STATE.ENDED;
  const text =
    state === CALL_STATE.ENDED
      ? t('recordEnded', { time: durationClock(record?.duration ?? 0) })
      : state === CALL_STATE.MISSED
        ? t('recordMissed')
        : state === CALL_STATE.DECLINED
          ? t('recordDeclined')
          : state === CALL_STATE.BUSY
            ? t('recordBusy')
            : t('recordCancelled');
  return (
    <span className="im-text im-call-record" data-testid="call-record" data-state={state}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="none"
          stroke={state === CALL_STATE.MISSED ? '#e53935' : 'currentColor'}
          strokeWidth="1.8"
          strokeLinecap="round"
          d={
            record?.calltype === CALL_TYPE.VIDEO
              ? 'M3 7h12v10H3zM15 10l6-3v10l-6-3'
              : 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'
          }
        />
      </svg>
      {text}
    </span>
  );
}
