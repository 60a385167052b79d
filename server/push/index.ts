import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { onlineAmong } from '../friends/presence';
import type { Database } from '../store';
import { pushDb } from './tables';
import { type PushLang, pushLang } from './texts';

/**
 * Web Push (issue 23): a notification for a user who has no socket open on any node, sent to each
 * browser that subscribed with the user's consent. The VAPID key pair is made once, on the first
 * start, and kept in the database (in the data folder with SQLite; shared by every node with
 * PostgreSQL, so a subscription made through one node is served by all). `VAPID_PUBLIC_KEY` and
 * `VAPID_PRIVATE_KEY` override it.
 */

/** What the service worker shows (public/push-sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path a tap opens. */
  url: string;
  /** Notifications with one tag replace each other (one per chat). */
  tag: string;
  icon?: string;
}

/** A browser subscription as PushSubscription.toJSON() gives it. */
export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A stored subscription of a user with no socket open: where to send, and in which language. */
export interface OfflineSubscription extends BrowserSubscription {
  uid: number;
  lang: string;
}

export interface WebPushOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now(): number;
  /** The contact the push services may reach (VAPID `sub`): a mailto: or https: URL. */
  subject: string;
  /** Keys from the configuration; none: the stored pair (made on first start). */
  keys?: { publicKey: string; privateKey: string };
  /** The HTTPS agent push requests use (tests: one trusting a local push service's certificate). */
  agent?: Agent;
}

/** How long a push service keeps an undelivered notification (s). */
const TTL_S = 24 * 3600;
/** Push requests in flight at once, per node. */
const PARALLEL = 16;
/** The longest subscription endpoint taken (characters). */
export const MAX_ENDPOINT = 1000;

/** The stored key pair, made on first call (every node of a database reads the same one). */
async function storedKeys(db: Kysely<Database>, now: number) {
  const p = pushDb(db);
  const read = () => p.selectFrom('web_push_keys').select(['public_key', 'private_key']).where('id', '=', 1);
  let row = await read().executeTakeFirst();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    // NOTE: two nodes starting at once: one insert wins, both read the winner's pair.
    await p
      .insertInto('web_push_keys')
      .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey, created_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await read().executeTakeFirstOrThrow();
  }
  return { publicKey: row.public_key, privateKey: row.private_key };
}

export class WebPush {
  /** Notifications the push services accepted, since start. */
  sent = 0;
  /** Subscriptions dropped because their push service said they are gone (404, 410). */
  expired = 0;
  readonly #pending = new Set<Promise<void>>();
  readonly #queue: (() => Promise<void>)[] = [];
  #active = 0;

  private constructor(
    readonly options: WebPushOptions,
    readonly publicKey: string,
    readonly privateKey: string,
  ) {}

  static async open(options: WebPushOptions): Promise<WebPush> {
    const keys = options.keys ?? (await storedKeys(options.db, options.now()));
    return new WebPush(options, keys.publicKey, keys.privateKey);
  }

  /** Keeps `sub` for `uid` (a browser that moves to another account is the new account's). */
  async subscribe(uid: number, sub: BrowserSubscription, lang: string): Promise<void> {
    const row = {
      uid,
      p256dh: sub.p256dh,
      auth: sub.auth,
      lang: pushLang(lang),
      created_at: this.options.now(),
    };
    await pushDb(this.options.db)
      .insertInto('web_push_subscriptions')
      .values({ endpoint: sub.endpoint, ...row })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
  }

  /** Forgets `endpoint` of `uid` (the switch turned off, or logging out on that browser). */
  async unsubscribe(uid: number, endpoint: string): Promise<void> {
    await pushDb(this.options.db)
      .deleteFrom('web_push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('uid', '=', uid)
      .execute();
  }

  /**
   * Sends to every subscribed browser of each user in `uids` who has no socket open on any node
   * (an open app shows its own notification); `write` gives the payload in the subscription's
   * language, or undefined to send nothing. Returns once the requests are queued.
   */
  async toOffline(uids: Iterable<number>, write: (lang: PushLang) => PushPayload | undefined): Promise<void> {
    this.send(await this.offlineSubscriptions(uids), write);
  }

  /**
   * The subscribed browsers of the users in `uids` who have no socket open on any node. A caller
   * with more to check (mutes, names) asks this first: most users have no subscription.
   */
  async offlineSubscriptions(uids: Iterable<number>): Promise<OfflineSubscription[]> {
    const wanted = [...new Set(uids)];
    if (wanted.length === 0) return [];
    const subs: OfflineSubscription[] = [];
    // NOTE: chunked so a big group stays under either database's bound-parameter limit.
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await pushDb(this.options.db)
        .selectFrom('web_push_subscriptions')
        .select(['endpoint', 'uid', 'p256dh', 'auth', 'lang'])
        .where('uid', 'in', wanted.slice(i, i + 500))
        .execute();
      subs.push(...rows);
    }
    if (subs.length === 0) return [];
    const online = await onlineAmong(this.options.db, [...new Set(subs.map((s) => s.uid))]);
    return subs.filter((sub) => !online.has(sub.uid));
  }

  /** Queues `write`'s payload, in each subscription's language, to each of `subs`. */
  send(subs: readonly OfflineSubscription[], write: (lang: PushLang) => PushPayload | undefined): void {
    const texts = new Map<PushLang, PushPayload | undefined>();
    for (const sub of subs) {
      const lang = pushLang(sub.lang);
      if (!texts.has(lang)) texts.set(lang, write(lang));
      const payload = texts.get(lang);
      if (payload) this.#enqueue(() => this.#send(sub, payload));
    }
  }

  /** Waits for the notifications queued so far (a node closing, a test). */
  async drain(): Promise<void> {
    while (this.#pending.size > 0 || this.#queue.length > 0) await Promise.allSettled([...this.#pending]);
  }

  #enqueue(task: () => Promise<void>): void {
    this.#queue.push(task);
    this.#next();
  }

  #next(): void {
    while (this.#active < PARALLEL) {
      const task = this.#queue.shift();
      if (!task) return;
      this.#active += 1;
      const running: Promise<void> = task().finally(() => {
        this.#active -= 1;
        this.#pending.delete(running);
        this.#next();
      });
      this.#pending.add(running);
    }
  }

  async #send(sub: BrowserSubscription & { uid: number }, payload: PushPayload): Promise<void> {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.publicKey,
            privateKey: this.privateKey,
          },
          TTL: TTL_S,
          urgency: 'high',
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
      this.sent += 1;
    } catch (error) {
      const status = error instanceof webpush.WebPushError ? error.statusCode : 0;
      if (status === 404 || status === 410) {
        this.expired += 1;
        await pushDb(this.options.db)
          .deleteFrom('web_push_subscriptions')
          .where('endpoint', '=', sub.endpoint)
          .execute()
          .catch(() => {});
        return;
      }
      this.options.log.warn(
        { err: error, uid: sub.uid, status },
        'web push: a notification was not accepted',
      );
    }
  }
}

const linked = new WeakMap<object, WebPush>();

/** Makes `push` the Web Push of the server on `db` (the main-API endpoints find it there). */
export function linkWebPush(db: Kysely<Database>, push: WebPush): void {
  linked.set(db, push);
}

/** The Web Push of the server on `db`, if it has one. */
export function webPushOf(db: Kysely<Database>): WebPush | undefined {
  return linked.get(db);
}
