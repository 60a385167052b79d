import { useEffect, useRef, useState } from 'react';
import type { ServerConfigData } from '../../../protocol/mainApi';
import { useGo } from '../../app/navigation';
import { openAdvertLink } from '../../app/shellBridge';
import { adTexts } from '../../components/texts';
import { isNativeOs } from '../../lib/platform';
import { ensureHttp } from '../../lib/text';
import { pictureSrc } from '../../state/config';
import { entry } from '../../state/entry';
import { redPacketDueNow } from './RedPacketAd';
import { homeTexts } from './texts';

/** The opening advert shows for openad_time seconds, and no longer than this (spec 000 §4: 5.5 s). */
export const OPENING_AD_MAX_S = 5;
/** A start whose configuration came later than this shows no opening advert: the user is in already. */
const LATE_MS = 3000;
const SHOWN_KEY = 'sl:openadShown';

/** Whether the page was loaded at `/` (an app start on home, not a link into a room or a reload elsewhere). */
function startedOnHome(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname === '/' : location.pathname === '/';
}

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this start shows the opening advert. NOTE: the spec names the fields only. It is the
 * advert of an app's start: once per browser session (a reload does not replay it), on a start at
 * home, not inside a native shell (the shell shows its own launch screen), and not on a start that
 * shows today's red-packet advert (one advert per start: that one wins, being once a day).
 */
export function openingAdDue(options: {
  img: string;
  seconds: number;
  inShell: boolean;
  redPacketDue: boolean;
}) {
  return (
    options.img !== '' &&
    options.seconds > 0 &&
    !options.inShell &&
    !options.redPacketDue &&
    startedOnHome() &&
    !shownThisSession() &&
    performance.now() < LATE_MS
  );
}

/**
 * The opening advert (openad_img, openad_time, openad_url): the picture over the whole screen with a
 * skip button counting the seconds down; a tap on the picture opens openad_url (an app route in the
 * app, another link in the system browser) and is logged as an advert click.
 */
export function OpeningAd({
  img,
  url,
  seconds,
  onDone,
}: {
  img: string;
  url: string;
  seconds: number;
  onDone(): void;
}) {
  const t = homeTexts.useT();
  const ad = adTexts.useT();
  const go = useGo();
  const [left, setLeft] = useState(() => Math.min(Math.max(1, Math.round(seconds)), OPENING_AD_MAX_S));
  const done = useRef(onDone);
  done.current = onDone;
  const skip = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // NOTE: storage refused (private mode): the advert may show again on a reload.
    }
    skip.current?.focus();
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) done.current();
  }, [left]);
  const link = ensureHttp(url);
  return (
    <div
      className="opening-ad"
      role="dialog"
      aria-modal="true"
      aria-label={t('openingAd')}
      data-testid="opening-ad"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone();
      }}
    >
      <button
        type="button"
        className="opening-ad-picture"
        aria-label={t('openingAd')}
        disabled={link === ''}
        onClick={() => {
          onDone();
          openAdvertLink(link, 'openad', go);
        }}
      >
        <img src={pictureSrc(img)} alt="" fetchPriority="high" />
      </button>
      <span className="opening-ad-tag">{ad('ad')}</span>
      <button
        ref={skip}
        type="button"
        className="opening-ad-skip"
        onClick={onDone}
        data-testid="opening-ad-skip"
      >
        {t('skipIn', { n: Math.max(left, 0) })}
      </button>
    </div>
  );
}

/** The opening advert of this start, when it is due (decided once, when the configuration is in). */
export function OpeningAdOnStart({
  server,
}: {
  server: Pick<ServerConfigData, 'openad_img' | 'openad_time' | 'openad_url' | 'home_red_img'>;
}) {
  const [due, setDue] = useState(() =>
    openingAdDue({
      img: server.openad_img,
      seconds: Number(server.openad_time),
      inShell: isNativeOs(entry.os),
      redPacketDue: redPacketDueNow(server.home_red_img),
    }),
  );
  if (!due) return null;
  return (
    <OpeningAd
      img={server.openad_img}
      url={server.openad_url}
      seconds={Number(server.openad_time)}
      onDone={() => setDue(false)}
    />
  );
}
