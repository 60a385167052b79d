/**
 * Group commit for incoming messages: a batch is written in one transaction; messages arriving
 * while it is being written wait and go together in the next one, so a burst of pushes costs a
 * few transactions, not one each.
 */
import { type ChatDb, type ChatRecord, type IngestResult, ingestMessages } from '../db';

interface Waiting {
  rows: readonly ChatRecord[];
  unread: ReadonlyMap<string, number> | undefined;
  resolve(result: IngestResult): void;
  reject(error: unknown): void;
}

/** Batches writes of incoming messages into one user's database. */
export class Ingestor {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: ChatDb,
    private readonly me: number,
    /** Called after each written batch with what it changed. */
    private readonly onWritten: (result: IngestResult) => void,
  ) {}

  /** Stores `rows`; resolves with the result of the batch they were written in. */
  add(rows: readonly ChatRecord[], unread?: ReadonlyMap<string, number>): Promise<IngestResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, unread, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      const unread = new Map<string, number>();
      for (const w of batch) for (const [k, v] of w.unread ?? []) unread.set(k, v);
      try {
        const result = await ingestMessages(
          this.db,
          batch.flatMap((w) => w.rows),
          { me: this.me, ...(unread.size ? { unread } : {}) },
        );
        this.onWritten(result);
        for (const w of batch) w.resolve(result);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.writing = false;
  }
}
