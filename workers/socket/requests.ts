/**
 * Requests in flight, matched to their replies by sequence number, each with a timeout. A paged
 * request collects its reply and then the seq-0 pages of the same message that continue it
 * (paging.ts) until the page marked last.
 */
import type { DecodedMessage, MessageName } from '../../protocol';
import { HubError } from '../errors';
import type { Cancel, Timers } from '../timers';
import type { RequestName } from './messages';
import { laneOf, laneOfPage, type PagingRule, ruleOfReply } from './paging';

/** What a paged request waits for. */
export interface PageWait {
  rule: PagingRule<RequestName>;
  /** The group the request is about, for a group's list. */
  key: number | undefined;
}

interface Paging extends PageWait {
  lane: string;
  pages: unknown[];
}

interface Pending {
  reply: MessageName;
  paging?: Paging;
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
  /** Paged requests whose first page came, by lane: their further pages arrive with seq 0. */
  private readonly streams = new Map<string, number>();

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
   * Waits for the reply `reply` to sequence `seq`. With `paging`, collects the pages and resolves
   * with all of them once the last one came; the timeout restarts with every page.
   */
  wait(
    seq: number,
    reply: MessageName,
    timeoutMs: number,
    describe: string,
    paging?: PageWait,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry: Pending = {
        reply,
        resolve,
        reject,
        timeoutMs,
        describe,
        cancelTimer: () => {},
        ...(paging ? { paging: { ...paging, lane: laneOf(reply, paging.key), pages: [] } } : {}),
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
      this.fail(
        message.seq,
        new HubError('bad-reply', `${entry.describe}: expected ${entry.reply}, got ${message.name}`),
      );
      return true;
    }
    if (entry.paging) {
      this.page(message.seq, entry, entry.paging, message.value);
    } else {
      this.drop(message.seq);
      entry.resolve(message.value);
    }
    return true;
  }

  /**
   * Hands a seq-0 frame to the paged request it continues (same message, same group, first page
   * already in). Returns false when it continues none: it is a push.
   */
  continuePage(message: DecodedMessage): boolean {
    const rule = ruleOfReply(message.name);
    if (!rule) return false;
    const seq = this.streams.get(laneOfPage(message.name, rule, message.value));
    const entry = seq === undefined ? undefined : this.pending.get(seq);
    if (seq === undefined || !entry?.paging) return false;
    this.page(seq, entry, entry.paging, message.value);
    return true;
  }

  /** Rejects every request in flight (the connection closed). */
  rejectAll(error: HubError): void {
    const entries = [...this.pending.values()];
    this.pending.clear();
    this.streams.clear();
    for (const entry of entries) {
      entry.cancelTimer();
      entry.reject(error);
    }
  }

  /** Rejects one request (it could not be sent). */
  reject(seq: number, error: HubError): void {
    if (this.pending.has(seq)) this.fail(seq, error);
  }

  private page(seq: number, entry: Pending, paging: Paging, value: unknown): void {
    const { rule } = paging;
    const first = paging.pages.length === 0;
    if (first && !rule.opens(value as never)) {
      // A refusal: the empty reply is all there is (its result follows as a push).
      this.drop(seq);
      entry.resolve([value]);
      return;
    }
    if (first && rule.key && rule.key.page(value as never) !== paging.key) {
      const got = rule.key.page(value as never);
      this.fail(
        seq,
        new HubError('bad-reply', `${entry.describe}: asked for group ${paging.key}, got ${got}`),
      );
      return;
    }
    paging.pages.push(value);
    if (rule.isLast(value as never)) {
      this.drop(seq);
      entry.resolve(paging.pages);
      return;
    }
    if (first) this.streams.set(paging.lane, seq);
    entry.cancelTimer();
    this.arm(seq, entry);
  }

  private arm(seq: number, entry: Pending): void {
    entry.cancelTimer = this.timers.setTimeout(() => {
      if (this.pending.get(seq) !== entry) return;
      const pages = entry.paging?.pages.length ?? 0;
      const detail =
        pages > 0
          ? `${pages} page${pages === 1 ? '' : 's'} of ${entry.reply} came, none marked last, then nothing for ${entry.timeoutMs} ms`
          : `no ${entry.reply} within ${entry.timeoutMs} ms`;
      this.fail(seq, new HubError('timeout', `${entry.describe}: ${detail}`));
    }, entry.timeoutMs);
  }

  private fail(seq: number, error: HubError): void {
    const entry = this.pending.get(seq);
    this.drop(seq);
    entry?.reject(error);
  }

  private drop(seq: number): void {
    const entry = this.pending.get(seq);
    if (!entry) return;
    entry.cancelTimer();
    this.pending.delete(seq);
    if (entry.paging && this.streams.get(entry.paging.lane) === seq) this.streams.delete(entry.paging.lane);
  }
}
