import { useEffect } from 'react';
import { LOOK_OR_SEND } from '../../../protocol/mainApiRooms';
import { roomApi } from './roomApi';

/** Seconds between two watch-time reports. */
export const REPORT_EVERY_S = 60;
/** Shorter stays are not reported when the page closes. */
const MIN_REPORT_S = 5;

/**
 * Reports watch time (userLookOrSend type 1) while the page is visible: every minute and on
 * leaving, so ten minutes a day record the watch points event (DECISIONS "Points").
 */
export function useWatchReport(roomId: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || roomId <= 0) return;
    let watched = 0;
    const report = (seconds: number) => {
      roomApi.call('userLookOrSend', { type: LOOK_OR_SEND.LOOK, room_id: roomId, seconds }).catch(() => {});
    };
    const tick = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      watched += 1;
      if (watched >= REPORT_EVERY_S) {
        report(watched);
        watched = 0;
      }
    }, 1000);
    return () => {
      clearInterval(tick);
      if (watched >= MIN_REPORT_S) report(watched);
    };
  }, [roomId, enabled]);
}
