import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Abuse limits that are not one HTTP route (SMS sends per client and site-wide, phone look-ups and
 * online-state queries per user): rate-limiter-flexible, in memory on one node or in Redis when
 * REDIS_URL is set, so a limit holds across every node of a deployment. HTTP routes as a whole are
 * limited by @fastify/rate-limit (server/http/security.ts) on the same store.
 */

/** A limit: `points` actions per `durationS` seconds. */
export interface Limit {
  points: number;
  durationS: number;
}

/** Issue 14's defaults; a deployment with other needs changes them here, tests pass their own. */
export const DEFAULT_LIMITS = {
  /** IMTools.getValid from one client address. */
  smsPerClient: { points: 20, durationS: 3600 },
  /** IMTools.getValid site-wide (SMS pumping costs money per text). */
  smsGlobal: { points: 1000, durationS: 3600 },
  /** msg_get_user_info_req by phone number, per user. */
  phoneLookups: { points: 10, durationS: 60 },
  /**
   * msg_create_order_req per user: each order shows its buyer the seller's pay account (issue 43).
   * NOTE: 20 an hour is far above a real trader's pace (an order waits up to 15 minutes to be paid).
   */
  marketOrders: { points: 20, durationS: 3600 },
  /** Requests to the account and main APIs per client address (@fastify/rate-limit). */
  httpPerClient: { points: 600, durationS: 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitsConfig = Record<LimitName, Limit>;

/** One named limit over keys (a client address, a uid, or one key for a site-wide limit). */
export class Limiter {
  constructor(private readonly limiter: RateLimiterMemory | RateLimiterRedis) {}

  /**
   * Counts one action of `key`. Returns 0 when it is allowed, otherwise the seconds until the next
   * one is (the action is not allowed and was not counted beyond the limit).
   */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (result) {
      if (result instanceof RateLimiterRes) return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
      throw result;
    }
  }
}

/** The limiters of one node, and the Redis connection they share (if any). */
export class Limits {
  readonly #limiters = new Map<LimitName, Limiter>();
  constructor(
    readonly config: LimitsConfig,
    /** The Redis client, also handed to @fastify/rate-limit; undefined means in memory. */
    readonly redis: Redis | undefined,
    /** Prefix of every key (per deployment; tests use their own). */
    readonly prefix: string,
  ) {
    for (const name of Object.keys(config) as LimitName[]) {
      const { points, durationS } = config[name];
      const options = { points, duration: durationS, keyPrefix: `${prefix}${name}` };
      this.#limiters.set(
        name,
        new Limiter(
          redis
            ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
            : new RateLimiterMemory(options),
        ),
      );
    }
  }

  /** The limiter of one name. */
  get(name: LimitName): Limiter {
    const limiter = this.#limiters.get(name);
    if (!limiter) throw new Error(`no limiter named ${name}`);
    return limiter;
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

/** The node's limits: in Redis when `redisUrl` is set (keys under `prefix`), in memory otherwise. */
export function createLimits(
  redisUrl: string,
  prefix: string,
  overrides: Partial<LimitsConfig> = {},
  log?: { warn: (details: object, message: string) => void; info: (message: string) => void },
): Limits {
  const config: LimitsConfig = { ...DEFAULT_LIMITS, ...overrides };
  const redis = redisUrl.trim()
    ? new Redis(redisUrl.trim(), { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) {
    // NOTE: without a listener ioredis prints every failed reconnect as an unhandled error event;
    // the outage is reported once, and its end.
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log?.warn({ err: error }, 'limits: Redis unreachable (limited actions wait for it)');
    });
    redis.on('ready', () => {
      if (down) log?.info('limits: Redis is back');
      down = false;
    });
  }
  return new Limits(config, redis, prefix);
}
