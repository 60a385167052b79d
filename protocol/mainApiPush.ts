/**
 * Web Push in the main HTTP API (issue 23, README "Web Push"): the server's VAPID public key, and a
 * browser's subscription kept or forgotten for the logged-in user. Conventions are those of
 * protocol/mainApi.ts. No DOM, no Node APIs.
 */

/** A browser's push subscription as PushSubscription.toJSON() gives it, flattened. */
export interface PushSubscriptionParams {
  /** The push service URL (https). */
  endpoint: string;
  /** The browser's P-256 public key, URL-safe base64. */
  p256dh: string;
  /** The browser's auth secret, URL-safe base64. */
  auth: string;
}

export interface MainPushEndpoints {
  /** The key `pushManager.subscribe` takes as `applicationServerKey` (URL-safe base64). */
  webPushKey: { params: Record<string, never>; data: { key: string } };
  /** Keeps this browser's subscription for the caller, in the interface language of `lang`. */
  webPushSubscribe: { params: PushSubscriptionParams; data: Record<string, never> };
  /** Forgets this browser's subscription (the switch turned off, a logout). */
  webPushUnsubscribe: { params: { endpoint: string }; data: Record<string, never> };
}
