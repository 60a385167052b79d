import type { Kysely } from 'kysely';
import type { Database } from '../store';

/** The server's VAPID key pair (one row, id 1), URL-safe base64 as the `web-push` package makes them. */
export interface WebPushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

/** One browser's push subscription (PushSubscription.toJSON()), owned by the user who made it last. */
export interface WebPushSubscriptionsTable {
  endpoint: string;
  uid: number;
  p256dh: string;
  auth: string;
  /** The interface language its notifications are written in (zh, th, id). */
  lang: string;
  created_at: number;
}

export type PushTables = {
  web_push_keys: WebPushKeysTable;
  web_push_subscriptions: WebPushSubscriptionsTable;
};

export type PushDatabase = Database & PushTables;

/** The store handle with the Web Push tables typed. */
export function pushDb(db: Kysely<Database>): Kysely<PushDatabase> {
  return db.withTables<PushTables>();
}
