import type { FastifyBaseLogger } from 'fastify';
import { type Bus, BusError, type Topic } from '../bus';

export interface HeldOptions {
  /** At most this many publishes are held; beyond it the oldest go (their users catch up at login). */
  maxItems?: number;
  /** A held publish older than this is dropped rather than sent late (ms). */
  maxAgeMs?: number;
  /** How often the bus is tried again while publishes are held (ms). */
  retryMs?: number;
  /**
   * Once a publish goes through again, the rest wait this long (ms): the other nodes' subscriber
   * connections come back on their own schedule, and a payload published before they listen is lost.
   */
  graceMs?: number;
}

/** Published to see whether the bus is back: a node topic no node has, so nobody receives it. */
const PROBE_TOPIC: Topic = 'node:probe';
const PROBE = new Uint8Array(0);

const DEFAULTS: Required<HeldOptions> = {
  maxItems: 10_000,
  maxAgeMs: 5 * 60_000,
  retryMs: 2000,
  graceMs: 3000,
};

interface Held {
  topic: Topic;
  payload: Uint8Array;
  at: number;
}

/**
 * Deliveries to users that the bus refused while Redis was away, sent again once it is back.
 *
 * Without this, a message stored during an outage reached an online recipient only at their next
 * login (its push was logged and dropped). The held payloads go out in order after the bus takes a
 * publish again plus a grace period; the receivers' stores take a message they have once only, so
 * one sent twice is harmless.
 */
export class HeldPublishes {
  readonly #items: Held[] = [];
  readonly #options: Required<HeldOptions>;
  #timer: NodeJS.Timeout | undefined;
  #flushing = false;
  /** Payloads dropped (too many or too old) since the start. */
  dropped = 0;
  /** Payloads sent late since the start. */
  resent = 0;

  constructor(
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    options: HeldOptions = {},
  ) {
    this.#options = { ...DEFAULTS, ...options };
  }

  get size(): number {
    return this.#items.length;
  }

  /**
   * Publishes `payload`; when the bus refuses it because Redis is away, holds it and resolves.
   *
   * @throws {BusError} for any other refusal (a closed bus, a bad topic).
   */
  async publish(topic: Topic, payload: Uint8Array): Promise<void> {
    if (this.#items.length > 0) {
      // NOTE: behind held ones: a later payload must not overtake them once the bus is back.
      this.#hold(topic, payload);
      return;
    }
    try {
      await this.bus.publish(topic, payload);
    } catch (error) {
      if (!isOutage(error)) throw error;
      this.#hold(topic, payload);
    }
  }

  /** Stops retrying (the node is shutting down); what is held is dropped. */
  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.dropped += this.#items.length;
    this.#items.length = 0;
  }

  #hold(topic: Topic, payload: Uint8Array): void {
    if (this.#items.length === 0)
      this.log.warn('bus unreachable: holding deliveries to send when it is back');
    this.#items.push({ topic, payload, at: this.now() });
    if (this.#items.length > this.#options.maxItems) {
      this.#items.shift();
      this.dropped += 1;
    }
    this.#schedule(this.#options.retryMs);
  }

  #schedule(ms: number): void {
    if (this.#timer || this.#flushing) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#retry();
    }, ms);
    this.#timer.unref();
  }

  /** Tries the bus with an empty probe; when it goes through, sends what is held after the grace period. */
  async #retry(): Promise<void> {
    this.#dropOld();
    if (this.#items.length === 0) return;
    this.#flushing = true;
    try {
      await this.bus.publish(PROBE_TOPIC, PROBE);
    } catch (error) {
      this.#flushing = false;
      if (!isOutage(error)) return this.#giveUp(error);
      this.#schedule(this.#options.retryMs);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, this.#options.graceMs).unref());
    await this.#flush();
  }

  async #flush(): Promise<void> {
    this.#dropOld();
    let sent = 0;
    try {
      while (this.#items.length > 0) {
        const next = this.#items[0] as Held;
        await this.bus.publish(next.topic, next.payload);
        this.#items.shift();
        sent += 1;
      }
    } catch (error) {
      if (!isOutage(error)) this.#giveUp(error);
    } finally {
      this.resent += sent;
      this.#flushing = false;
      if (sent > 0) this.log.info({ sent, left: this.#items.length }, 'bus back: held deliveries sent');
      if (this.#items.length > 0) this.#schedule(this.#options.retryMs);
    }
  }

  #dropOld(): void {
    const oldest = this.now() - this.#options.maxAgeMs;
    let n = 0;
    while (n < this.#items.length && (this.#items[n] as Held).at < oldest) n += 1;
    if (n === 0) return;
    this.#items.splice(0, n);
    this.dropped += n;
    this.log.warn({ dropped: n }, 'held deliveries too old to send: their users catch up at login');
  }

  #giveUp(error: unknown): void {
    this.log.error(
      { err: error, dropped: this.#items.length },
      'held deliveries dropped: the bus refused them',
    );
    this.dropped += this.#items.length;
    this.#items.length = 0;
  }
}

/** A refusal because Redis is away (as opposed to a closed bus or a bad topic). */
function isOutage(error: unknown): boolean {
  return error instanceof BusError && (error.code === 'publish-failed' || error.code === 'unreachable');
}
