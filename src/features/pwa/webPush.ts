// Web Push in the page (issue 23): subscribing this browser with the user's consent and keeping the
// server's copy of the subscription current. The service worker's side is public/push-sw.js.

import { MAIN_CODE } from '../../../protocol/mainApi';
import { MainApiError, mainApi } from '../../api';
import { session } from '../../state/session';

/** unsupported: no service worker or Push API; denied: the user blocked notifications. */
export type WebPushState = 'unsupported' | 'denied' | 'off' | 'on';

export function webPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!webPushSupported()) return undefined;
  // NOTE: no service worker in development (vite dev): nothing to subscribe with.
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/**
 * The registration, with its worker active, for what the user asks of push here: registered now
 * when the page has not registered it yet (it waits for the first screen to paint,
 * `registerWhenPainted`).
 */
async function registrationNow(): Promise<ServiceWorkerRegistration | undefined> {
  if (!webPushSupported()) return undefined;
  const { registerServiceWorker } = await import('./serviceWorker');
  // NOTE: a push subscription needs an active worker; a first visit's is still installing.
  return (await registerServiceWorker()) ? await navigator.serviceWorker.ready : registration();
}

async function call(name: 'webPushKey' | 'webPushSubscribe' | 'webPushUnsubscribe', params: object) {
  const answer = await mainApi.request(name, params as never);
  if (answer.code !== 200)
    throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
  return answer.data;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function tellServer(sub: PushSubscription): Promise<void> {
  const { endpoint, keys } = sub.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('the browser gave an incomplete subscription');
  await call('webPushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

/**
 * Tells the server of `sub`; when the server keeps its endpoint for another account (a logout that
 * never reached it), the browser drops that subscription and makes a new one for this account.
 */
async function tellServerOrRenew(reg: ServiceWorkerRegistration, sub: PushSubscription): Promise<void> {
  try {
    await tellServer(sub);
  } catch (error) {
    if (!(error instanceof MainApiError) || error.code !== MAIN_CODE.CONFLICT) throw error;
    const { key } = (await call('webPushKey', {})) as { key: string };
    await sub.unsubscribe();
    const fresh = await withTimeout(
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }),
      SUBSCRIBE_TIMEOUT_MS,
    );
    await tellServer(fresh);
  }
}

/** Whether this browser is subscribed (and may be). */
export async function webPushState(): Promise<WebPushState> {
  if (!webPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registrationNow();
  if (!reg) return 'unsupported';
  const sub = await reg.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks for permission (a user gesture must lead here), subscribes and tells the server. */
export async function enableWebPush(): Promise<WebPushState> {
  if (!webPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registrationNow();
  if (!reg) return 'unsupported';
  const { key } = (await call('webPushKey', {})) as { key: string };
  let sub = await reg.pushManager.getSubscription();
  const current = sub?.options.applicationServerKey;
  // NOTE: a subscription made for another server key (the server's pair was replaced) is renewed.
  if (sub && current && !sameBytes(new Uint8Array(current), base64UrlToBytes(key))) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await withTimeout(
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }),
    SUBSCRIBE_TIMEOUT_MS,
  );
  await tellServerOrRenew(reg, sub);
  return 'on';
}

/** Unsubscribes this browser, here and on the server. */
export async function disableWebPush(): Promise<WebPushState> {
  const reg = await registrationNow();
  const sub = await reg?.pushManager.getSubscription();
  if (sub) {
    await call('webPushUnsubscribe', { endpoint: sub.endpoint }).catch(() => {});
    await sub.unsubscribe();
  }
  return webPushState();
}

/**
 * After a login: a browser that is subscribed tells the server again, so the subscription follows
 * the account now logged in here (and a server that lost it learns it again).
 */
export async function refreshWebPush(): Promise<void> {
  if (!session.token) return;
  // NOTE: the subscription is looked up first. Reading `Notification.permission` waits for the
  // browser's answer on the page's thread (a sync call: 19 ms of the login's task in a Lighthouse
  // trace of `/`); a browser with no subscription, nearly every visit, needs no answer.
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  if (reg && sub && Notification.permission === 'granted') await tellServerOrRenew(reg, sub);
}

/** Before a logout: the server forgets this browser, so the old account's messages stop here. */
export async function forgetWebPush(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) await call('webPushUnsubscribe', { endpoint: sub.endpoint });
}

/** How long the browser's push service may take to subscribe (it may be unreachable). */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the browser's push service did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
