/**
 * Requests in flight, matched to their replies by sequence number, each with a timeout. A paged
 * request collects every reply carrying its sequence until the last page arrives.
 */
import type { DecodedMessage, MessageName } from '../../protocol';
import { HubError } from '../errors';
import type { Cancel, Timers } from '../timers';

interface Pending {
  reply: MessageName;
  /** Page collector: returns true when `value` is the last page. */
  isLast?: (value: unknown) => boolean;
  pages: unknown[];
  resolve(value: unknown): void;
  reject(error: HubError): void;
  cancelTimer: Cancel;
  timeoutMs: number;
  describe: string;
}

const MAX_SEQ = 0xffff_ffff;

/** The sequence counter and the table of requests waiting for replies. */
export class RequestTable {
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly timers: Timers) {}

  /** Requests waiting for a reply. */
  get size(): number {
    return this.pending.size;
  }

  /** The next sequence number: 1..2^32-1, wrapping, never 0 (0 marks a push). */
  nextSeq(): number {
    this.seq = this.seq >= MAX_SEQ ? 1 : this.seq + 1;
    return this.seq;
  }

  /**
   * Waits for the reply `reply` to sequence `seq`. With `isLast`, collects pages and resolves with
   * all of them once `isLast(page)` is true; the timeout restarts with every page.
   */
  wait(
    seq: number,
    reply: MessageName,
    timeoutMs: number,
    describe: string,
    isLast?: (value: unknown) => boolean,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry: Pending = {
        reply,
        pages: [],
        resolve,
        reject,
        timeoutMs,
        describe,
        cancelTimer: () => {},
        ...(isLast ? { isLast } : {}),
      };
      this.arm(seq, entry);
      this.pending.set(seq, entry);
    });
  }

  /**
   * Hands a reply (a frame with a non-zero seq) to its request. Returns false when no request
   * waits for that seq (a late reply after a timeout).
   */
  settle(message: DecodedMessage): boolean {
    const entry = this.pending.get(message.seq);
    if (!entry) return false;
    if (message.name !== entry.reply) {
      this.drop(message.seq);
      entry.reject(
        new HubError('bad-reply', `${entry.describe}: expected ${entry.reply}, got ${message.name}`),
      );
      return true;
    }
    if (!entry.isLast) {
      this.drop(message.seq);
      entry.resolve(message.value);
      return true;
    }
    entry.pages.push(message.value);
    if (entry.isLast(message.value)) {
      this.drop(message.seq);
      entry.resolve(entry.pages);
    } else {
      entry.cancelTimer();
      this.arm(message.seq, entry);
    }
    return true;
  }

  /** Rejects every request in flight (the connection closed). */
  rejectAll(error: HubError): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    for (const entry of entries) {
      entry.cancelTimer();
      entry.reject(error);
    }
  }

  /** Rejects one request (it could not be sent). */
  reject(seq: number, error: HubError): void {
    const entry = this.pending.get(seq);
    if (!entry) return;
    this.drop(seq);
    entry.reject(error);
  }

  private arm(seq: number, entry: Pending): void {
    entry.cancelTimer = this.timers.setTimeout(() => {
      if (this.pending.get(seq) !== entry) return;
      this.pending.delete(seq);
      entry.reject(
        new HubError('timeout', `${entry.describe}: no ${entry.reply} within ${entry.timeoutMs} ms`),
      );
    }, entry.timeoutMs);
  }

  private drop(seq: number): void {
    this.pending.get(seq)?.cancelTimer();
    this.pending.delete(seq);
  }
}
