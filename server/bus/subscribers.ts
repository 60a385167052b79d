import type { BusHandler, BusLog, Topic } from './types';

/** One subscription; its own object so the same function subscribed twice counts twice. */
interface Entry {
  readonly handler: BusHandler;
}

/**
 * This node's handlers per topic, reference-counted: {@link Subscribers.add} reports the first
 * handler of a topic and {@link Subscribers.remove} the last, which is when a bus subscribes to
 * or leaves the topic upstream. Dispatch isolates handlers from each other's failures.
 */
export class Subscribers {
  private readonly byTopic = new Map<Topic, Set<Entry>>();

  constructor(private readonly log: BusLog) {}

  /** Adds a handler; returns its entry and whether it is the topic's first. */
  add(topic: Topic, handler: BusHandler): { entry: Entry; first: boolean } {
    let set = this.byTopic.get(topic);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    const entry: Entry = { handler };
    set.add(entry);
    return { entry, first };
  }

  /** Removes an entry; true when it was the topic's last (false if already removed). */
  remove(topic: Topic, entry: Entry): boolean {
    const set = this.byTopic.get(topic);
    if (!set?.delete(entry)) return false;
    if (set.size > 0) return false;
    this.byTopic.delete(topic);
    return true;
  }

  /** Number of handlers on `topic`. */
  count(topic: Topic): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  /** Topics with at least one handler. */
  topics(): Topic[] {
    return [...this.byTopic.keys()];
  }

  /** Calls every handler of `topic`; returns how many were called. */
  dispatch(topic: Topic, payload: Uint8Array): number {
    const set = this.byTopic.get(topic);
    if (!set) return 0;
    // NOTE: snapshot, so a handler that (un)subscribes during dispatch neither skips a
    // neighbour nor gets this payload in a subscription made after it was published.
    const entries = [...set];
    for (const entry of entries) {
      if (!set.has(entry)) continue;
      try {
        const result = entry.handler(payload, topic);
        if (result instanceof Promise) {
          result.catch((error: unknown) => this.log('error', `async handler on ${topic} failed`, error));
        }
      } catch (error) {
        this.log('error', `handler on ${topic} threw`, error);
      }
    }
    return entries.length;
  }

  clear(): void {
    this.byTopic.clear();
  }
}
