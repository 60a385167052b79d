import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { MAIN_CODE } from '../../protocol/mainApi';
import { onlineAmong } from '../friends/presence';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import { pushDb } from './tables';
import { PushTargets, pinnedAgent } from './targets';
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
  /** PUSH_HOSTS: the push services endpoints may name; empty: any public host (server/push/targets.ts). */
  hosts: readonly string[];
  /** Tests' local push service (server/app.ts takes it only with DEV_ENDPOINTS=1). */
  testService?: WebPushTestService;
}

/** A push service on the test machine. */
export interface WebPushTestService {
  /** Its certificate, trusted. */
  ca?: string | Buffer;
  /** Its non-public addresses (127.0.0.1), taken as endpoints. */
  addresses?: readonly string[];
  /** The DNS endpoint host names are resolved with (a name that answers differently each time). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

/** How long a push service keeps an undelivered notification (s). */
const TTL_S = 24 * 3600;
/** Push requests in flight at once, per node. */
const PARALLEL = 16;
/** The longest subscription endpoint taken (characters). */
export const MAX_ENDPOINT = 1000;
/**
 * Browsers one user may have subscribed at once: each is one connection per notification.
 * NOTE: 10 covers a phone, a tablet and a few desktop browsers; a browser gone from use stops
 * counting at the first push after (its service answers 410 and the row is dropped).
 */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

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
  /** Notifications not sent because the endpoint no longer resolves to a public push service. */
  refused = 0;
  readonly #pending = new Set<Promise<void>>();
  readonly #queue: (() => Promise<void>)[] = [];
  #active = 0;
  readonly #targets: PushTargets;

  private constructor(
    readonly options: WebPushOptions,
    readonly publicKey: string,
    readonly privateKey: string,
  ) {
    const test = options.testService;
    this.#targets = new PushTargets({
      hosts: options.hosts,
      ...(test?.addresses ? { allowAddresses: test.addresses } : {}),
      ...(test?.resolve ? { resolve: test.resolve } : {}),
    });
  }

  static async open(options: WebPushOptions): Promise<WebPush> {
    const keys = options.keys ?? (await storedKeys(options.db, options.now()));
    return new WebPush(options, keys.publicKey, keys.privateKey);
  }

  /**
   * Keeps `sub` for `uid`, or throws a main-family {@link Refusal}: an endpoint that is not a public
   * push service, one another user subscribed (never moved to the caller: it would take their
   * notifications), or one more than {@link MAX_SUBSCRIPTIONS_PER_USER}.
   */
  async subscribe(uid: number, sub: BrowserSubscription, lang: string): Promise<void> {
    try {
      await this.#targets.check(sub.endpoint);
    } catch (error) {
      if (isRefusal(error, 'main'))
        throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${error.message}`);
      throw error;
    }
    const row = { p256dh: sub.p256dh, auth: sub.auth, lang: pushLang(lang) };
    await this.options.db.transaction().execute(async (trx) => {
      // NOTE: the user's row locked first (PostgreSQL), so parallel subscribes count one at a time.
      await trx
        .updateTable('users')
        .set((eb) => ({ uid: eb.ref('uid') }))
        .where('uid', '=', uid)
        .execute();
      const p = pushDb(trx);
      const owner = await p
        .selectFrom('web_push_subscriptions')
        .select('uid')
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirst();
      if (owner && owner.uid !== uid)
        throw new Refusal('main', MAIN_CODE.CONFLICT, 'this endpoint is subscribed by another account');
      if (owner) {
        await p.updateTable('web_push_subscriptions').set(row).where('endpoint', '=', sub.endpoint).execute();
        return;
      }
      const { n } = await p
        .selectFrom('web_push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_SUBSCRIPTIONS_PER_USER)
        throw new Refusal(
          'main',
          MAIN_CODE.FORBIDDEN,
          `at most ${MAX_SUBSCRIPTIONS_PER_USER} browsers get notifications; turn one off first`,
        );
      // NOTE: two accounts racing for one new endpoint: the primary key lets one insert win.
      const made = await p
        .insertInto('web_push_subscriptions')
        .values({ endpoint: sub.endpoint, uid, ...row, created_at: this.options.now() })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .executeTakeFirst();
      if (Number(made.numInsertedOrUpdatedRows ?? 0) === 0)
        throw new Refusal('main', MAIN_CODE.CONFLICT, 'this endpoint is subscribed by another account');
    });
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
    let agent: Agent;
    try {
      // NOTE: checked again at every send (the name may resolve elsewhere since it was subscribed),
      // and the connection goes to the address checked here, not to a second DNS answer.
      agent = pinnedAgent(
        await this.#targets.check(sub.endpoint),
        this.options.testService?.ca ? { ca: this.options.testService.ca } : {},
      );
    } catch (error) {
      if (!isRefusal(error, 'main')) throw error;
      this.refused += 1;
      this.options.log.warn({ uid: sub.uid, reason: error.message }, 'web push: an endpoint was not sent to');
      return;
    }
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
          agent,
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
    } finally {
      agent.destroy();
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
