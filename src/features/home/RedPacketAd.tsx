import { useEffect, useRef, useState } from 'react';
import { ADVERT_SEEN_COOKIE } from '../../../protocol/landing';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { useGo } from '../../app/navigation';
import { openBrowser, openWeb } from '../../app/shellBridge';
import { CloseIcon } from '../../components';
import { afterNextFrame } from '../../lib/idle';
import { storage } from '../../lib/storage';
import { ensureHttp } from '../../lib/text';
import { fetchPictureEarly, pictureSrc, whenConfigured } from '../../state/config';
import { useModalOpen } from '../../state/modal';
import { homeTexts } from './texts';

const DAY_KEY = 'redPacketDay';

/**
 * home_red_url_type 2: the advert's link opens inside the app (a native shell's in-app web view; a
 * browser has none, so a new tab); any other value, as 1, the default, in the system browser. An
 * app path (/activityDetail?id=…) always opens in the app. NOTE: the spec names the field only.
 */
export const RED_URL_IN_APP = 2;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/** True when the advert was not yet shown today. */
export function redPacketDue(stored: string | undefined, day: string): boolean {
  return stored !== day;
}

/** True when the advert `img` (home_red_img) shows on this start: set, and not yet shown today. */
export function redPacketDueNow(img: string): boolean {
  return img !== '' && redPacketDue(storage.get<string>(DAY_KEY), today());
}

/**
 * Tells the server the advert was seen today (a cookie that ends at this device's midnight), so the
 * page it sends for `/` no longer asks for the advert's picture (`server/http/landing.ts`).
 */
function seenTodayCookie(): void {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  // biome-ignore lint/suspicious/noDocumentCookie: one flag with an end date; the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${ADVERT_SEEN_COOKIE}=1; path=/; expires=${midnight.toUTCString()}; SameSite=Lax`;
}

/**
 * Fetches today's advert picture as soon as the configuration names it: it is the largest thing on
 * the home page's first screen. Returns a stop for the wait.
 */
export function fetchAdvertPictureEarly(): () => void {
  return whenConfigured((server) => {
    if (redPacketDue(storage.get<string>(DAY_KEY), today())) fetchPictureEarly(server.home_red_img);
  });
}

/**
 * The daily red-packet advert (spec 000 §4): at most once a day; closing it and its action both
 * record the day. The action opens the configured URL or the activity.
 */
export function RedPacketAd({
  img,
  url,
  urlType,
  activityId,
}: {
  img: string;
  url: string;
  /** home_red_url_type: how a link that is no app path opens (see {@link RED_URL_IN_APP}). */
  urlType: number;
  activityId: number;
}) {
  const t = homeTexts.useT();
  const go = useGo();
  const [due, setVisible] = useState(() => redPacketDueNow(img));
  // Waits while a red packet is open (src/state/modal.ts), and shows when it closes.
  const modal = useModalOpen();
  const visible = due && !modal;
  // The server's page showed it on the splash already (`splash-advert`): no fade in a second time.
  const [onSplash] = useState(() => document.querySelector('.splash-advert') !== null);
  const record = () => {
    storage.set(DAY_KEY, today());
    seenTodayCookie();
    setVisible(false);
  };
  const act = () => {
    record();
    logAction({ action_id: LOG_ACTION.AD_CLICK, free_id: 'home_red', url });
    const link = ensureHttp(url);
    if (link.startsWith('/')) go(link);
    else if (link && urlType === RED_URL_IN_APP) openWeb(link, t('redPacketTitle'));
    else if (link) openBrowser(link);
    else if (activityId) go(`/activityDetail?id=${activityId}`);
  };
  const dialog = useRef<HTMLDivElement>(null);
  // A modal dialog takes the focus, so a screen reader starts inside it; Escape closes it wherever
  // the focus is (the page under it may have been hidden when it opened, and refused the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `record` is made per render; it only writes the day and hides
  useEffect(() => {
    if (!visible) return;
    // NOTE: after the next frame: focusing needs the page laid out, which on the first load would
    // add the whole first layout to this commit's task instead of leaving it to the frame.
    const focus = afterNextFrame(() => dialog.current?.focus());
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) record();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      focus();
      document.removeEventListener('keydown', onKey);
    };
  }, [visible]);
  if (!img || !visible) return null;
  // NOTE: a backdrop of our own rather than the UI kit's Mask, which animates with a spring library
  // that nothing else of the first screen needs.
  return (
    <div
      ref={dialog}
      className={onSplash ? 'redpacket-mask redpacket-mask-shown' : 'redpacket-mask'}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-label={t('redPacketTitle')}
      onClick={(e) => {
        if (e.target === e.currentTarget) record();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        record();
      }}
    >
      <div className="redpacket" data-testid="redpacket-ad">
        <button type="button" className="redpacket-image" onClick={act} aria-label={t('redPacketTitle')}>
          <img src={pictureSrc(img)} alt="" fetchPriority="high" />
          {/* The picture is the artwork; its words are the app's, in the user's language (issue 49). */}
          <span className="redpacket-caption" data-testid="redpacket-caption">
            <strong>{t('redPacketTitle')}</strong>
            <span>{t('redPacketSubtitle')}</span>
          </span>
        </button>
        <button type="button" className="redpacket-action" onClick={act} data-testid="redpacket-action">
          {t('redPacketAction')}
        </button>
        <button
          type="button"
          className="redpacket-close"
          onClick={record}
          aria-label="×"
          data-testid="redpacket-close"
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
