/** What kind of client the app runs in: browser (h5), installed PWA, native shell, iOS. */

/** The `os` entry parameter: h5 in a browser, otherwise the native shell's name. */
export function isNativeOs(os: string): boolean {
  return os !== '' && os !== 'h5';
}

let standaloneQuery: MediaQueryList | undefined;

/** True when the app runs as an installed PWA (standalone display mode, or iOS's web clip). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  // NOTE: the query is made once and its answer read live: making one evaluates it in the browser
  // (24 ms of the home page's renders in a trace of /, which asked at each render).
  standaloneQuery ??= window.matchMedia?.('(display-mode: standalone)');
  return standaloneQuery?.matches === true || nav.standalone === true;
}

export function isIos(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPhone|iPad|iPod/i.test(navigator.userAgent);
}

/**
 * A start from an iOS web clip: the clip's profile opens the app with the entry parameter
 * `webclip=1` (carried between routes), in Safari when the clip is not full screen.
 */
export function isWebClip(webclip: string): boolean {
  return webclip !== '' && webclip !== '0';
}

/** "Installed app": standalone display mode, a web clip or a native shell (the news tab shows only there). */
export function isInstalledApp(os: string, webclip = ''): boolean {
  return isStandalone() || isWebClip(webclip) || isNativeOs(os);
}
