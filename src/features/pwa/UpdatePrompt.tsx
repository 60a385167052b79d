import { registerSW } from 'virtual:pwa-register';
import { useEffect } from 'react';
import { confirmDialog } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';

let registered = false;

/** Registers the service worker once; asks before a waiting new version takes over. */
function registerOnce(): void {
  if (registered) return;
  registered = true;
  let asking = false;
  const update = registerSW({
    // NOTE: not immediate: the worker registers after the page's load event, so its precache
    // downloads do not compete with the first screen.
    immediate: false,
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
}

/** Service-worker registration and the update prompt (renders nothing). */
// NOTE: not the plugin's useRegisterSW hook: it registers inside a state initialiser, a side
// effect in render that updates a component never mounted when the first render is a transition.
export function UpdatePrompt() {
  useEffect(registerOnce, []);
  return null;
}
