import { registerSW } from 'virtual:pwa-register';
import { confirmDialog } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';

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
      onRegisteredSW: (_url, registration) => {
        resolve(registration);
        // The app's files beyond the shell, once the worker is active (public/offline-sw.js).
        void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage('cache-rest'));
      },
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
 * Registers the service worker as soon as the first screen has painted (the frame after the first
 * render's commit, where this runs from an effect), or at once when the tab is hidden first (a
 * hidden tab paints no frame). Returns the cancel (for an effect's cleanup).
 * NOTE: its install caches the shell alone (vite.config.ts offlineShell), so it is in charge of the
 * next load within a moment; the rest of the app follows once it is active. Waiting for the page to
 * settle (5 s after the load event) left a first visit without an offline shell for 3-8 s (issue 49).
 */
export function registerWhenPainted(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  const now = () => {
    stop();
    void registerServiceWorker();
  };
  function onVisibility() {
    if (document.visibilityState === 'hidden') now();
  }
  // NOTE: the task after the frame: the frame is on the screen by then.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(now);
  });
  document.addEventListener('visibilitychange', onVisibility);
  return stop;
}
