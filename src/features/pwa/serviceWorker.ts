import { registerSW } from 'virtual:pwa-register';
import { confirmDialog } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';

/**
 * How long after the page's load event the service worker registers, unless the tab is hidden or a
 * feature needs it sooner. Its install downloads the whole app for offline use (about 120 files);
 * done while the first screen still loads and starts its data, it took the page's CPU on a phone
 * (issue 15: on `/player`, Lighthouse's total blocking time fell from 271 to 98 ms, median of 5).
 */
export const SETTLE_MS = 5000;

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the service worker now, once per page: its registration, or undefined where there is
 * none (no support, development, a registration that failed). A waiting new version takes over only
 * once the user agrees.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registering ??= new Promise((resolve) => {
    let asking = false;
    const update = registerSW({
      immediate: true,
      onRegisteredSW: (_url, registration) => resolve(registration),
      onRegisterError: () => resolve(undefined),
      onNeedRefresh() {
        if (asking) return;
        asking = true;
        void confirmDialog({
          content: commonTexts.t('updateReady'),
          confirmText: commonTexts.t('updateNow'),
          cancelText: commonTexts.t('later'),
        })
          .then(
            (yes) => {
              if (yes) void update(true);
            },
            // The dialog's chunk could not be fetched: asked again at the next update check.
            () => undefined,
          )
          .finally(() => {
            asking = false;
          });
      },
    });
    // NOTE: the development server has no service worker: nothing registers, nothing to wait for.
    if (import.meta.env.DEV) resolve(undefined);
  });
  return registering;
}

/**
 * Registers the service worker once the first screen has settled: `SETTLE_MS` after the load event,
 * or at once when the tab is hidden first. Returns the cancel (for an effect's cleanup).
 */
export function registerWhenSettled(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const now = () => {
    stop();
    void registerServiceWorker();
  };
  function onLoad() {
    timer = setTimeout(now, SETTLE_MS);
  }
  function onVisibility() {
    if (document.visibilityState === 'hidden') now();
  }
  document.addEventListener('visibilitychange', onVisibility);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad);
  return stop;
}
