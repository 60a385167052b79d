import { Toast } from 'antd-mobile';
import { type RefObject, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLang } from '../../i18n';
import { config } from '../../state/config';
import { playerTexts } from './texts';

/** The tip is shown once a page load: a viewer going from room to room has read it already. */
let tipShown = false;

/** What `screen.orientation` can do where the browser lets a page turn the screen (Android Chrome). */
type Turnable = ScreenOrientation & { lock?: (to: 'landscape') => Promise<void>; unlock?: () => void };

/**
 * The room video's fullscreen button (bottom right), the operator's tip pointing at it for 5 s
 * (`web_fullscreen_tips`), and the tip to turn the phone (`web_pm_tips`) when fullscreen stays upright.
 * NOTE: the two tips are the operator's words, written in Chinese like the rest of the configuration;
 * the Thai and Indonesian app says them in its own words. Set empty, a tip is not shown at all.
 * NOTE: iOS Safari puts no element but a video fullscreen, in its own player (which turns with the
 * phone), so there the video itself goes fullscreen.
 */
export function FullscreenControl({
  box,
  video,
}: {
  box: RefObject<HTMLDivElement | null>;
  video: RefObject<HTMLVideoElement | null>;
}) {
  const t = playerTexts.useT();
  const lang = useLang();
  const { server } = useSnapshot(config);
  const said = (operator: string | undefined, own: 'fullscreenTip' | 'landscapeTip') =>
    operator ? (lang === 'zh' ? operator : t(own)) : '';
  const fullscreenTip = said(server?.web_fullscreen_tips, 'fullscreenTip');
  const landscapeTip = said(server?.web_pm_tips, 'landscapeTip');
  const [tip, setTip] = useState(false);
  const [full, setFull] = useState(false);

  useEffect(() => {
    if (!fullscreenTip || tipShown) return;
    tipShown = true;
    setTip(true);
  }, [fullscreenTip]);
  useEffect(() => {
    if (!tip) return;
    const hide = setTimeout(() => setTip(false), 5000);
    return () => clearTimeout(hide);
  }, [tip]);
  useEffect(() => {
    const changed = () => {
      const now = document.fullscreenElement !== null && document.fullscreenElement === box.current;
      setFull(now);
      if (!now) (screen.orientation as Turnable | undefined)?.unlock?.();
    };
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [box]);

  const toggle = async () => {
    setTip(false);
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => {});
      return;
    }
    const el = box.current;
    if (!el?.requestFullscreen) {
      (
        video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null
      )?.webkitEnterFullscreen?.();
      return;
    }
    try {
      await el.requestFullscreen({ navigationUI: 'hide' });
    } catch {
      return;
    }
    if (!window.matchMedia('(orientation: portrait)').matches) return;
    // Upright, the video fills only the width: turn the screen where the page may, else say so.
    const orientation = screen.orientation as Turnable | undefined;
    try {
      if (!orientation?.lock) throw new Error('no orientation lock');
      await orientation.lock('landscape');
    } catch {
      if (landscapeTip) Toast.show({ content: landscapeTip });
    }
  };

  return (
    <>
      {tip && (
        <span className="player-fullscreen-tip" role="status" data-testid="player-fullscreen-tip">
          {fullscreenTip}
        </span>
      )}
      <button
        type="button"
        className="player-fullscreen"
        aria-label={full ? t('exitFullscreen') : t('fullscreen')}
        data-full={full ? '1' : '0'}
        data-testid="player-fullscreen"
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d={full ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </>
  );
}
