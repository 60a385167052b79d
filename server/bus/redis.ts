import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { Subscribers } from './subscribers';
import {
  type Bus,
  BusError,
  type BusHandler,
  type BusLog,
  consoleBusLog,
  type Topic,
  type Unsubscribe,
} from './types';

/** Options of {@link createRedisBus}. */
export interface RedisBusOptions {
  /** Prepended to every topic to make the Redis channel; tests use a unique one. */
  prefix?: string;
  nodeId?: string;
  log?: BusLog;
  /** How long the first connection may take before the bus refuses to start (ms). */
  connectTimeoutMs?: number;
}

/** The default channel prefix: `sportlive:bus:user:7`. */
export const DEFAULT_PREFIX = 'sportlive:bus:';

/** A Redis URL with its password hidden, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * The bus across server nodes over Redis pub/sub. Two connections: `pub` publishes and `sub`
 * stays in subscriber mode. A topic is SUBSCRIBEd once per node, when its first local handler
 * arrives, and UNSUBSCRIBEd when its last leaves. Every node, this one included, receives a
 * payload from Redis, so there is one delivery path. ioredis reconnects and resubscribes by
 * itself; while Redis is down `publish` rejects at once (logged) instead of queueing.
 */
class RedisBus implements Bus {
  readonly kind = 'redis';
  private readonly subs: Subscribers;
  private readonly ready = new Map<Topic, Promise<void>>();
  private closed = false;

  constructor(
    readonly nodeId: string,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
    private readonly log: BusLog,
  ) {
    this.subs = new Subscribers(log);
    sub.on('messageBuffer', (channel: Buffer, message: Buffer) => this.onMessage(channel, message));
  }

  private onMessage(channel: Buffer, message: Buffer): void {
    const name = channel.toString('utf8');
    if (!name.startsWith(this.prefix)) return;
    // NOTE: copy out of the reply decoder's buffer, which may be reused for later replies.
    const payload = new Uint8Array(message);
    this.subs.dispatch(name.slice(this.prefix.length) as Topic, payload);
  }

  async publish(topic: Topic, payload: Uint8Array): Promise<void> {
    if (this.closed) throw new BusError('closed', `publish to ${topic} on a closed bus`);
    try {
      await this.pub.publish(
        this.prefix + topic,
        Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength),
      );
    } catch (cause) {
      const error = new BusError('publish-failed', `publish to ${topic} failed: ${messageOf(cause)}`, {
        cause,
      });
      this.log('error', error.message);
      throw error;
    }
  }

  subscribe(topic: Topic, handler: BusHandler): Unsubscribe {
    if (this.closed) throw new BusError('closed', `subscribe to ${topic} on a closed bus`);
    const { entry, first } = this.subs.add(topic, handler);
    if (first) this.ready.set(topic, this.listen(topic));
    const ready = this.ready.get(topic) ?? Promise.resolve();
    const off = () => {
      if (this.subs.remove(topic, entry)) this.leave(topic);
    };
    return Object.assign(off, { ready });
  }

  unsubscribe(topic: Topic, handler: BusHandler): void {
    if (this.subs.removeHandler(topic, handler)) this.leave(topic);
  }

  /** The topic's last local handler is gone: stop listening to it. */
  private leave(topic: Topic): void {
    this.ready.delete(topic);
    if (this.closed) return;
    this.sub.unsubscribe(this.prefix + topic).catch((cause: unknown) => {
      this.log('warn', `unsubscribe from ${topic} failed: ${messageOf(cause)}`);
    });
  }

  private listen(topic: Topic): Promise<void> {
    const ready = this.sub.subscribe(this.prefix + topic).then(
      () => undefined,
      (cause: unknown) => {
        const error = new BusError('subscribe-failed', `subscribe to ${topic} failed: ${messageOf(cause)}`, {
          cause,
        });
        this.log('error', error.message);
        throw error;
      },
    );
    // NOTE: mark the rejection handled: callers may ignore `ready`, and an unhandled rejection
    // would end the process. Awaiting it still sees the error.
    ready.catch(() => {});
    return ready;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subs.clear();
    this.ready.clear();
    await Promise.allSettled([shutdown(this.pub), shutdown(this.sub)]);
  }
}

async function shutdown(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // fall through: the connection went away during QUIT
    }
  }
  client.disconnect();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Logs connection trouble once per outage rather than once per retry, and the recovery. */
function watch(client: Redis, role: string, url: string, log: BusLog): void {
  let down = false;
  const lost = (why: string) => {
    if (down) return;
    down = true;
    log('warn', `redis ${role} connection to ${url} lost (${why}); retrying`);
  };
  client.on('error', (error: Error) => lost(error.message));
  // NOTE: a peer that simply closes the socket raises no 'error', only 'reconnecting'.
  client.on('reconnecting', () => lost('connection closed'));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log('info', `redis ${role} connection to ${url} is back`);
  });
}

/**
 * Connects a Redis bus and waits until both connections are ready.
 *
 * @throws {BusError} `bad-url` for a URL that is not redis:// or rediss://, `unreachable` when
 *   Redis does not answer in time (nothing is left running then).
 */
export async function createRedisBus(url: string, options: RedisBusOptions = {}): Promise<Bus> {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new BusError('bad-url', `REDIS_URL is not a URL: ${redactUrl(url)}`);
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new BusError('bad-url', `REDIS_URL must start with redis:// or rediss://, got ${protocol}//`);
  }
  const log = options.log ?? consoleBusLog;
  const shown = redactUrl(url);
  const common: RedisOptions = {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  };
  // NOTE: the publisher neither queues nor retries while Redis is away, so a publish during an
  // outage fails fast and visibly; the subscriber keeps ioredis' queue so (re)subscriptions
  // made during an outage are sent when it reconnects.
  const pub = new Redis(url, { ...common, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  const sub = new Redis(url, { ...common, autoResubscribe: true });
  let firstError: Error | undefined;
  const early = (error: Error) => {
    firstError ??= error;
  };
  pub.on('error', early);
  sub.on('error', early);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (cause) {
    pub.disconnect();
    sub.disconnect();
    const why = firstError?.message ?? messageOf(cause);
    throw new BusError('unreachable', `Redis at ${shown} is unreachable: ${why}`, {
      cause: firstError ?? cause,
    });
  } finally {
    pub.off('error', early);
    sub.off('error', early);
  }
  watch(pub, 'publisher', shown, log);
  watch(sub, 'subscriber', shown, log);
  return new RedisBus(options.nodeId ?? randomUUID(), pub, sub, options.prefix ?? DEFAULT_PREFIX, log);
}
