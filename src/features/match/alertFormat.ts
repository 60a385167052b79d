import { type AlertHeading, alertHeading, type Side } from '../../../protocol/sports';
import { clockText } from '../../lib/dateFormat';
import { toMillis } from '../../lib/text';

/** What the popup shows of a score alert, whatever shape the hub delivered it in. */
export interface PopupAlert {
  home_name: string;
  away_name: string;
  home_score: number;
  away_score: number;
  /** The scoring side (1 home, 2 away), or null when the alert does not say. */
  scorer: Side | null;
  title: string;
  /** The match clock (`67'`, `Q3`), or an `HH:MM` time, or '' when there is none. */
  time: string;
  /** What happened (a goal, a map, a basketball period's end). */
  heading: AlertHeading;
}

/** The alert's `time`: clock text as sent; a unix time as `HH:MM`; nothing for a missing value. */
export function alertTime(time: unknown): string {
  if (typeof time === 'string') return time.trim();
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return '';
  return clockText(toMillis(time));
}

/** Normalises a hub `score-alert` into what the popup shows. */
export function toPopupAlert(alert: {
  home_name: string;
  away_name: string;
  home_score: number;
  away_score: number;
  position: number;
  title: string;
  time: unknown;
  type_id?: number;
  status_id?: number;
}): PopupAlert {
  return {
    home_name: alert.home_name,
    away_name: alert.away_name,
    home_score: alert.home_score,
    away_score: alert.away_score,
    scorer: alert.position === 1 || alert.position === 2 ? alert.position : null,
    title: alert.title,
    time: alertTime(alert.time),
    heading: alertHeading({ type_id: alert.type_id ?? 0, status_id: alert.status_id }),
  };
}
