// The login-elsewhere notice (spec 001's login-elsewhere push, issue 49): a login on another
// device ends this device's session; every open tab says so, and so does the next start when it
// happened while no tab was open (the stored session's fast login is refused).
import { alertDialog } from '../../components/overlays';
import { commonTexts } from '../../i18n/common';

let showing = false;

/** Tells the user their account logged in on another device and this one is logged out (once at a time). */
export function showLoginElsewhere(): void {
  if (showing) return;
  showing = true;
  const t = commonTexts.t;
  alertDialog({ content: t('loginElsewhere'), confirmText: t('confirm') })
    .catch((error: unknown) => console.warn('login-elsewhere notice not shown:', error))
    .finally(() => {
      showing = false;
    });
}
