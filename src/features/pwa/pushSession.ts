// Web Push's part in the session's flows (login, logout): Web Push's module is loaded on demand,
// so neither flow fetches it where it has nothing to do.

/**
 * A browser subscribed to Web Push tells the server again after a login. NOTE: a subscription
 * belongs to the service worker's registration, so a browser with none (a first visit: the worker
 * registers after the page's load) has nothing to tell, and Web Push's module, loaded on demand,
 * is not fetched.
 */
export async function refreshWebPushIfRegistered(): Promise<void> {
  try {
    if (!(await navigator.serviceWorker?.getRegistration())) return;
    await (await import('./webPush')).refreshWebPush();
  } catch (error) {
    console.warn('web push refresh failed:', error);
  }
}

/** Before a logout, while the token still names the account: this browser's pushes stop with it. */
export async function forgetWebPushOnLogout(): Promise<void> {
  try {
    await (await import('./webPush')).forgetWebPush();
  } catch (error) {
    console.warn('web push forget failed:', error);
  }
}
