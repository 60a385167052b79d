import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type Bus, BusError, type Topic } from '../bus';
import { HeldPublishes } from './held';

/** A bus that refuses publishes (as Redis being away does) while `down`, and records the rest. */
function fakeBus() {
  const state = {
    down: false,
    closed: false,
    sent: [] as { topic: Topic; text: string }[],
  };
  const bus = {
    nodeId: 'n1',
    kind: 'redis',
    publish: async (topic: Topic, payload: Uint8Array) => {
      if (state.closed) throw new BusError('closed', 'closed');
      if (state.down) throw new BusError('publish-failed', 'Redis is away');
      state.sent.push({ topic, text: new TextDecoder().decode(payload) });
    },
    subscribe: () => {
      throw new Error('not used');
    },
    unsubscribe: () => undefined,
    close: async () => undefined,
  } as unknown as Bus;
  return { bus, state };
}

const log = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;
const payload = (text: string) => new TextEncoder().encode(text);
const delivered = (sent: { topic: Topic; text: string }[]) =>
  sent.filter((s) => s.topic !== 'node:probe').map((s) => s.text);

describe('deliveries held while the bus is away', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  const make = (bus: Bus, options = {}) =>
    new HeldPublishes(bus, log, () => clock, { retryMs: 100, graceMs: 300, ...options });

  test('a publish refused by an outage is held, later ones queue behind it, and all go in order once the bus is back', async () => {
    const { bus, state } = fakeBus();
    const held = make(bus);
    await held.publish('user:1', payload('a'));
    state.down = true;
    await held.publish('user:1', payload('b'));
    state.down = false;
    // NOTE: the bus is back, but "c" must not overtake "b".
    await held.publish('user:2', payload('c'));
    expect(delivered(state.sent)).toEqual(['a']);
    expect(held.size).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    // The probe went through; the held ones wait out the grace period.
    expect(delivered(state.sent)).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(300);
    expect(delivered(state.sent)).toEqual(['a', 'b', 'c']);
    expect(held.size).toBe(0);
    expect(held.resent).toBe(2);
  });

  test('while the outage lasts it keeps trying, and sends nothing twice', async () => {
    const { bus, state } = fakeBus();
    const held = make(bus);
    state.down = true;
    await held.publish('user:1', payload('a'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.sent).toEqual([]);
    state.down = false;
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(2000);
    expect(delivered(state.sent)).toEqual(['a']);
  });

  test('beyond the limit the oldest are dropped; too old ones are not sent late', async () => {
    const { bus, state } = fakeBus();
    const held = make(bus, { maxItems: 2, maxAgeMs: 10_000 });
    state.down = true;
    for (const text of ['a', 'b', 'c']) await held.publish('user:1', payload(text));
    expect(held.size).toBe(2);
    expect(held.dropped).toBe(1);
    clock = 20_000;
    await held.publish('user:1', payload('d'));
    state.down = false;
    await vi.advanceTimersByTimeAsync(500);
    expect(delivered(state.sent)).toEqual(['d']);
    expect(held.dropped).toBe(3);
  });

  test('any other refusal (a closed bus) is not held but thrown', async () => {
    const { bus, state } = fakeBus();
    const held = make(bus);
    state.closed = true;
    await expect(held.publish('user:1', payload('a'))).rejects.toThrow(BusError);
    expect(held.size).toBe(0);
  });
});
