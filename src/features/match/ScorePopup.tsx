import './popup.css';
import { useEffect, useRef, useState } from 'react';
import { SCORE_POPUP_MS } from '../../../protocol/sports';
import { CloseIcon } from '../../components';
import { useHubEvent } from '../../hub';
import { storage } from '../../lib/storage';
import { requireSocket, useSession } from '../session';
import { type PopupAlert, toPopupAlert } from './alertFormat';
import { useMatchSettings } from './api';
import { FOLLOWING_KEY } from './FollowStar';
import { playGoalSound } from './goalSound';
import { matchTexts } from './texts';

/**
 * The popup score alert (spec 000 §3, §9): shown on any page when a followed match scores, the
 * scoring side highlighted, closing itself after 5 s; a newer alert replaces it. Mounted once in
 * the app shell.
 */
export function ScorePopup() {
  const t = matchTexts.useT();
  const { uid } = useSession();
  const settings = useMatchSettings(uid > 0);
  const [alert, setAlert] = useState<PopupAlert | null>(null);
  const [serial, setSerial] = useState(0);
  const sound = useRef(false);
  sound.current = settings.data?.sound === 1;

  useEffect(() => {
    // NOTE: a guest's socket opens only on pages that ask for it; once the user follows a match,
    // every page does, so its alerts arrive wherever the user is.
    if (storage.get<boolean>(FOLLOWING_KEY)) requireSocket();
  }, []);

  useHubEvent('score-alert', (event) => {
    setAlert(toPopupAlert(event.alert));
    setSerial((n) => n + 1);
    if (sound.current) playGoalSound();
  });

  useEffect(() => {
    if (serial === 0) return;
    const timer = setTimeout(() => setAlert(null), SCORE_POPUP_MS);
    return () => clearTimeout(timer);
  }, [serial]);

  if (!alert) return null;
  const heading =
    alert.heading.kind === 'status'
      ? t(alert.heading.label)
      : t(
          alert.heading.kind === 'goal'
            ? 'goalAlert'
            : alert.heading.kind === 'map'
              ? 'mapAlert'
              : 'scoreAlert',
        );
  const side = (s: 1 | 2, name: string, score: number) => (
    <div
      className={`spop-team${alert.scorer === s ? ' is-scorer' : ''}`}
      data-testid={`score-popup-side-${s}`}
    >
      <span data-content>{name}</span>
      <b>{score}</b>
    </div>
  );
  return (
    <div className="spop" role="alert" data-testid="score-popup" data-position={alert.scorer ?? 0}>
      <div className="spop-head">
        <em data-testid="score-popup-heading">{heading}</em>
        <span data-content>{alert.title}</span>
        {alert.time && <time>{alert.time}</time>}
        <button
          type="button"
          aria-label="close"
          onClick={() => setAlert(null)}
          data-testid="score-popup-close"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="spop-body">
        {side(1, alert.home_name, alert.home_score)}
        <i>:</i>
        {side(2, alert.away_name, alert.away_score)}
      </div>
    </div>
  );
}
