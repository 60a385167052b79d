export { UpdatePrompt } from './UpdatePrompt';

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
