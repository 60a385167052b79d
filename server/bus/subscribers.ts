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
  /** A topic's one entry (most topics: one user's sockets on this node), or a set once there are several. */
  private readonly byTopic = new Map<Topic, Entry | Set<Entry>>();

  constructor(private readonly log: BusLog) {}

  add(topic: Topic, handler: BusHandler): { entry: Entry; first: boolean } {
    const here = this.byTopic.get(topic);
    const entry: Entry = { handler };
    if (here === undefined) this.byTopic.set(topic, entry);
    else if (here instanceof Set) here.add(entry);
    else this.byTopic.set(topic, new Set([here, entry]));
    return { entry, first: here === undefined };
  }

  remove(topic: Topic, entry: Entry): boolean {
    const here = this.byTopic.get(topic);
    if (here instanceof Set) {
      if (!here.delete(entry) || here.size > 1) return false;
      const [left] = here;
      if (left) {
        this.byTopic.set(topic, left);
        return false;
      }
    } else if (here !== entry) return false;
    this.byTopic.delete(topic);
    return true;
  }

  /** Removes one entry of `handler` on `topic`; see {@link remove}. Undefined when it has none. */
  removeHandler(topic: Topic, handler: BusHandler): boolean | undefined {
    const here = this.byTopic.get(topic);
    const entry =
      here instanceof Set
        ? [...here].find((e) => e.handler === handler)
        : here?.handler === handler
          ? here
          : undefined;
    return entry ? this.remove(topic, entry) : undefined;
  }

  count(topic: Topic): number {
    const here = this.byTopic.get(topic);
    return here === undefined ? 0 : here instanceof Set ? here.size : 1;
  }

  topics(): Topic[] {
    return [...this.byTopic.keys()];
  }

  dispatch(topic: Topic, payload: Uint8Array): number {
    const here = this.byTopic.get(topic);
    if (here === undefined) return 0;
    // NOTE: snapshot, so a handler that (un)subscribes during dispatch neither skips a
    // neighbour nor gets this payload in a subscription made after it was published.
    const entries = here instanceof Set ? [...here] : [here];
    for (const entry of entries) {
      if (!this.#has(topic, entry)) continue;
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

  #has(topic: Topic, entry: Entry): boolean {
    const here = this.byTopic.get(topic);
    return here instanceof Set ? here.has(entry) : here === entry;
  }
}
