// Web Push's part in the session's flows (login, logout): Web Push's module is loaded on demand,
// so neither flow fetches it where it has nothing to do.

type WebPush = typeof import('./webPush');

/**
 * A browser subscribed to Web Push tells the server again after a login. NOTE: a subscription
 * belongs to the service worker's registration, so a browser with none (a first visit: the worker
 * registers after the page's load) has nothing to tell, and Web Push's module, loaded on demand,
 * is not fetched. A browser that will not say whether it has one has none to speak of.
 */
export async function refreshWebPushIfRegistered(): Promise<void> {
  if (await registered()) await onWebPush('refresh', (webPush) => webPush.refreshWebPush());
}

/** Whether this page has a service worker's registration. */
async function registered(): Promise<boolean> {
  try {
    // NOTE: inside the try: reading `navigator.serviceWorker` itself throws where storage is blocked.
    return (await navigator.serviceWorker?.getRegistration()) !== undefined;
  } catch {
    return false;
  }
}

/** Before a logout, while the token still names the account: this browser's pushes stop with it. */
export async function forgetWebPushOnLogout(): Promise<void> {
  await onWebPush('forget', (webPush) => webPush.forgetWebPush());
}

/** Runs `act` on Web Push's module, loaded now; a failure is warned of, and the session's flow goes on. */
async function onWebPush(action: string, act: (webPush: WebPush) => Promise<void>): Promise<void> {
  try {
    await act(await import('./webPush'));
  } catch (error) {
    console.warn(`web push ${action} failed:`, error);
  }
}
