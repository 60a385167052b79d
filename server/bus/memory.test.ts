import { describe, expect, it, vi } from 'vitest';
import { createBus } from './index';
import { MemoryBus } from './memory';
import { type BusLog, topics } from './types';

function collectingLog() {
  const lines: { level: string; message: string; error?: unknown }[] = [];
  const log: BusLog = (level, message, error) => {
    lines.push({ level, message, error });
  };
  return { lines, log };
}

describe('MemoryBus', () => {
  it('delivers a payload to every subscriber of its topic only, after publish returns', async () => {
    const bus = new MemoryBus();
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();
    bus.subscribe('user:7', a);
    bus.subscribe('user:7', b);
    bus.subscribe('user:8', other);
    const sent = bus.publish('user:7', Uint8Array.of(1, 2, 3));
    expect(a).not.toHaveBeenCalled();
    await sent;
    expect(a).toHaveBeenCalledWith(Uint8Array.of(1, 2, 3), 'user:7');
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('unsubscribes by topic and handler: one shared handler leaves one topic and keeps the others', async () => {
    const bus = new MemoryBus();
    const shared = vi.fn();
    const second = vi.fn();
    bus.subscribe('user:7', shared);
    bus.subscribe('user:8', shared);
    bus.subscribe('user:8', second);
    bus.unsubscribe('user:8', shared);
    bus.unsubscribe('user:9', shared);
    await bus.publish('user:7', Uint8Array.of(1));
    await bus.publish('user:8', Uint8Array.of(2));
    expect(shared.mock.calls.map(([, topic]) => topic)).toEqual(['user:7']);
    expect(second).toHaveBeenCalledTimes(1);
    expect(bus.listeners('user:8')).toBe(1);
    bus.unsubscribe('user:8', second);
    expect(bus.listeners('user:8')).toBe(0);
  });

  it('a topic going from one subscriber to two and back delivers to exactly the ones left', async () => {
    const bus = new MemoryBus();
    const [a, b, c] = [vi.fn(), vi.fn(), vi.fn()];
    const offA = bus.subscribe('room:1', a);
    const offB = bus.subscribe('room:1', b);
    offA();
    offA();
    await bus.publish('room:1', Uint8Array.of(1));
    bus.subscribe('room:1', c);
    offB();
    await bus.publish('room:1', Uint8Array.of(2));
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([0, 1, 1]);
  });

  it('delivers a copy, so the publisher may reuse its buffer', async () => {
    const bus = new MemoryBus();
    const got: Uint8Array[] = [];
    bus.subscribe('room:3', (payload) => {
      got.push(payload);
    });
    const buffer = Uint8Array.of(9, 9);
    const sent = bus.publish('room:3', buffer);
    buffer.fill(0);
    await sent;
    expect(got).toEqual([Uint8Array.of(9, 9)]);
  });

  it('counts subscriptions per topic and stops delivery when each one leaves', async () => {
    const bus = new MemoryBus();
    const handler = vi.fn();
    // The same function twice is two subscriptions.
    const first = bus.subscribe('group:5', handler);
    const second = bus.subscribe('group:5', handler);
    await first.ready;
    expect(bus.listeners('group:5')).toBe(2);
    first();
    first();
    expect(bus.listeners('group:5')).toBe(1);
    await bus.publish('group:5', Uint8Array.of(1));
    expect(handler).toHaveBeenCalledTimes(1);
    second();
    expect(bus.listeners('group:5')).toBe(0);
    await bus.publish('group:5', Uint8Array.of(2));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('isolates a throwing or rejecting handler from the others and the publisher', async () => {
    const { lines, log } = collectingLog();
    const bus = new MemoryBus({ log });
    const good = vi.fn();
    bus.subscribe('presence', () => {
      throw new Error('boom');
    });
    bus.subscribe('presence', async () => {
      throw new Error('async boom');
    });
    bus.subscribe('presence', good);
    await expect(bus.publish('presence', Uint8Array.of(1))).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 0));
    expect(good).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.level, l.message, (l.error as Error).message])).toEqual([
      ['error', 'handler on presence threw', 'boom'],
      ['error', 'async handler on presence failed', 'async boom'],
    ]);
  });

  it('does not hand a payload to a subscription made while it is being delivered', async () => {
    const bus = new MemoryBus();
    const late = vi.fn();
    let subscribed = false;
    bus.subscribe('broadcast', () => {
      if (subscribed) return;
      subscribed = true;
      bus.subscribe('broadcast', late);
    });
    await bus.publish('broadcast', Uint8Array.of(1));
    expect(late).not.toHaveBeenCalled();
    await bus.publish('broadcast', Uint8Array.of(2));
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('refuses to publish or subscribe once closed, and drops what was pending', async () => {
    const bus = new MemoryBus();
    const handler = vi.fn();
    bus.subscribe('user:1', handler);
    const pending = bus.publish('user:1', Uint8Array.of(1));
    await bus.close();
    await pending;
    expect(handler).not.toHaveBeenCalled();
    await expect(bus.publish('user:1', Uint8Array.of(1))).rejects.toMatchObject({
      name: 'BusError',
      code: 'closed',
    });
    expect(() => bus.subscribe('user:1', handler)).toThrow(expect.objectContaining({ code: 'closed' }));
    await bus.close();
  });
});

describe('createBus', () => {
  it('is in-process without a Redis URL, with a node id', async () => {
    for (const url of [undefined, '', '  ']) {
      const bus = await createBus(url);
      expect(bus.kind).toBe('memory');
      expect(bus.nodeId).toMatch(/^[\w-]+$/);
      await bus.close();
    }
    expect((await createBus('', { nodeId: 'n1' })).nodeId).toBe('n1');
  });

  it('refuses a URL that is not redis:// with a clear error', async () => {
    await expect(createBus('http://127.0.0.1:6379')).rejects.toMatchObject({ code: 'bad-url' });
    await expect(createBus('not a url')).rejects.toMatchObject({ code: 'bad-url' });
  });

  it('refuses an unreachable Redis instead of running as a lone node, hiding the password', async () => {
    const error = await createBus('redis://:hunter2@127.0.0.1:1', { connectTimeoutMs: 1000 }).catch((e) => e);
    expect(error).toMatchObject({ name: 'BusError', code: 'unreachable' });
    expect(error.message).toContain('127.0.0.1:1');
    expect(error.message).not.toContain('hunter2');
  });
});

describe('topics', () => {
  it('builds checked topic names', () => {
    expect(topics.user(7)).toBe('user:7');
    expect(topics.group(2147483646)).toBe('group:2147483646');
    expect(topics.room(12)).toBe('room:12');
    expect(topics.node('a1-b2')).toBe('node:a1-b2');
    expect(() => topics.user(0)).toThrow(expect.objectContaining({ code: 'bad-topic' }));
    expect(() => topics.room(Number.NaN)).toThrow(/positive integer/);
    expect(() => topics.node('a:b')).toThrow(expect.objectContaining({ code: 'bad-topic' }));
  });
});
