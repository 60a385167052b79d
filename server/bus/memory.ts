import { randomUUID } from 'node:crypto';
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

const READY: Promise<void> = Promise.resolve();

/**
 * The bus of a single server node: delivery stays in this process. Like the Redis bus it
 * delivers asynchronously (a microtask after `publish`), so a handler never runs inside the
 * publisher's call stack and code behaves the same on one node or many.
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory';
  readonly nodeId: string;
  private readonly subs: Subscribers;
  private closed = false;

  constructor(options: { nodeId?: string; log?: BusLog } = {}) {
    this.nodeId = options.nodeId ?? randomUUID();
    this.subs = new Subscribers(options.log ?? consoleBusLog);
  }

  async publish(topic: Topic, payload: Uint8Array): Promise<void> {
    if (this.closed) throw new BusError('closed', `publish to ${topic} on a closed bus`);
    // NOTE: copy, as Redis would: the publisher may reuse its buffer once publish returns.
    const copy = new Uint8Array(payload);
    await READY;
    if (!this.closed) this.subs.dispatch(topic, copy);
  }

  subscribe(topic: Topic, handler: BusHandler): Unsubscribe {
    if (this.closed) throw new BusError('closed', `subscribe to ${topic} on a closed bus`);
    const { entry } = this.subs.add(topic, handler);
    const off = () => {
      this.subs.remove(topic, entry);
    };
    return Object.assign(off, { ready: READY });
  }

  unsubscribe(topic: Topic, handler: BusHandler): void {
    this.subs.removeHandler(topic, handler);
  }

  /** Handlers currently on `topic` (for tests and metrics). */
  listeners(topic: Topic): number {
    return this.subs.count(topic);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subs.clear();
  }
}
