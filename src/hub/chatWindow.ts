// The rows a chat page shows, read live from the chat database a block of message numbers at a
// time (issue 48): a page of older messages, a read receipt or a new message re-reads the block it
// falls in, not every row scrolled back through. One live query over the newest `limit` rows read
// them all again at each change, so scrolling back through 5,000 messages slowed down page by page.
import { liveQuery, type Subscription } from 'dexie';
import type { ChatRow } from '../../workers';
import type { ChatDb } from '../../workers/database';
import { newestNumber, numberedMessages, unconfirmedMessages } from '../../workers/db/blockQueries';

/** Message numbers a block spans (block `i` holds `i * BLOCK + 1` to `(i + 1) * BLOCK`). */
export const BLOCK = 200;

const blockOf = (chatmsgno: number) => Math.floor((chatmsgno - 1) / BLOCK);

interface Block {
  rows: ChatRow[] | undefined;
  sub?: Subscription;
}

/**
 * The newest `limit` messages of one chat in display order (confirmed by number, then one's own
 * unnumbered ones as typed), kept current while subscribed. Blocks are read from the newest
 * message's down, as many as `limit` needs; a live probe watches for messages below the lowest
 * block (an older page fetched) and one for the newest number (a new message past the top block).
 */
export class ChatWindow {
  private readonly blocks = new Map<number, Block>();
  private readonly listeners = new Set<() => void>();
  private probes: Subscription[] = [];
  private unconfirmed: ChatRow[] | undefined;
  /** The newest message number, once known (0: none). */
  private newest: number | undefined;
  /** The highest number below the lowest block, once known (0: none). */
  private below: number | undefined;
  /** The highest and the lowest block read. */
  private top: number | undefined;
  private bottom: number | undefined;
  private belowSub: Subscription | undefined;
  private rows: ChatRow[] | undefined;
  private limit: number;

  constructor(
    private readonly db: ChatDb,
    private readonly chatkey: string,
    limit: number,
  ) {
    this.limit = limit;
  }

  /** The rows, or undefined until the first read. A new array after each change. */
  snapshot = (): ChatRow[] | undefined => {
    // As dexie-react-hooks' useLiveQuery does: a failed read (the database closed) throws in render.
    if (this.error !== undefined) throw this.error;
    return this.rows;
  };

  private error: unknown;

  private fail = (error: unknown): void => {
    this.error = error;
    for (const listener of this.listeners) listener();
  };

  /** Starts the live queries with the first listener, stops them with the last. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  /** Shows the newest `limit` rows (more blocks are read when it grows). */
  setLimit(limit: number): void {
    if (limit === this.limit) return;
    this.limit = limit;
    this.update();
  }

  private start(): void {
    const { db, chatkey } = this;
    this.probes = [
      liveQuery(() => unconfirmedMessages(db, chatkey)).subscribe({
        next: (rows) => {
          this.unconfirmed = rows;
          this.update();
        },
        error: this.fail,
      }),
      liveQuery(() => newestNumber(db, chatkey)).subscribe({
        next: (newest) => {
          this.newest = newest;
          this.update();
        },
        error: this.fail,
      }),
    ];
  }

  private stop(): void {
    for (const sub of this.probes) sub.unsubscribe();
    this.probes = [];
    this.belowSub?.unsubscribe();
    this.belowSub = undefined;
    for (const block of this.blocks.values()) block.sub?.unsubscribe();
    this.blocks.clear();
    this.newest = undefined;
    this.below = undefined;
    this.top = undefined;
    this.bottom = undefined;
    this.belowBound = 0;
    this.unconfirmed = undefined;
  }

  /** Reads the blocks `limit` needs, then makes the rows when every block read has answered. */
  private update(): void {
    const { newest, unconfirmed } = this;
    if (newest === undefined || unconfirmed === undefined) return;
    if (newest > 0) {
      // NOTE: the blocks read run from `bottom` to `top` with no hole: a message stored later in
      // between (a gap filled) is in a block read already.
      const top = blockOf(newest);
      if (this.top === undefined) {
        this.top = top;
        this.bottom = top;
        this.read(top);
      }
      while (this.top < top) this.read(++this.top);
      const count = this.count();
      this.watchBelow();
      if (count !== undefined && count < this.limit && this.below) {
        // Below the lowest block: down to the block of the next message (a hole of empty blocks is
        // read with it as one block, so no message stored there later goes unseen).
        const next = (this.bottom ?? 0) - 1;
        const from = blockOf(this.below);
        this.read(from, next);
        this.bottom = from;
        this.watchBelow();
      }
    }
    const count = this.count();
    if (count === undefined) return;
    const confirmed: ChatRow[] = [];
    for (const i of [...this.blocks.keys()].sort((a, b) => a - b))
      confirmed.push(...(this.blocks.get(i)?.rows ?? []));
    const rows = [...confirmed.slice(Math.max(0, confirmed.length - this.limit)), ...unconfirmed];
    const previous = this.rows;
    if (previous && previous.length === rows.length && previous.every((r, i) => r === rows[i])) return;
    this.rows = rows;
    for (const listener of this.listeners) listener();
  }

  /** Rows read in every block, or undefined while one has not answered. */
  private count(): number | undefined {
    let count = 0;
    for (const block of this.blocks.values()) {
      if (!block.rows) return undefined;
      count += block.rows.length;
    }
    return count;
  }

  /** Reads blocks `from`..`to` as one, live (`to` defaults to `from`); keyed by `from`. */
  private read(from: number, to = from): void {
    if (this.blocks.has(from)) return;
    const { db, chatkey } = this;
    const block: Block = { rows: undefined };
    this.blocks.set(from, block);
    block.sub = liveQuery(() => numberedMessages(db, chatkey, from * BLOCK + 1, (to + 1) * BLOCK)).subscribe({
      next: (rows) => {
        block.rows = rows;
        this.update();
      },
      error: this.fail,
    });
  }

  /** Watches the highest number below the lowest block. */
  private watchBelow(): void {
    const bottom = this.bottom ?? 0;
    const bound = bottom * BLOCK + 1;
    if (this.belowBound === bound) return;
    this.belowSub?.unsubscribe();
    this.belowSub = undefined;
    this.belowBound = bound;
    this.below = bottom === 0 ? 0 : undefined;
    if (bottom === 0) return;
    const { db, chatkey } = this;
    this.belowSub = liveQuery(() => newestNumber(db, chatkey, bound)).subscribe({
      next: (below) => {
        this.below = below;
        this.update();
      },
      error: this.fail,
    });
  }

  /** The bound `belowSub` watches under (0: none watched). */
  private belowBound = 0;
}
