import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Bus, type BusLog, createBus, type Topic } from '../../server/bus';
import { RedisPath } from '../helpers/redisPath';

const redisUrl = inject('redisUrl');

/** Listens for the first payload `bus` receives on `topic`; `ready` settles when the subscription is live. */
function listenOnce(
  bus: Bus,
  topic: Topic,
  timeoutMs = 5000,
): { ready: Promise<void>; payload: Promise<Uint8Array> } {
  let timer: NodeJS.Timeout | undefined;
  let resolvePayload: (payload: Uint8Array) => void = () => {};
  const payload = new Promise<Uint8Array>((resolve, reject) => {
    resolvePayload = resolve;
    timer = setTimeout(() => reject(new Error(`nothing on ${topic} within ${timeoutMs} ms`)), timeoutMs);
  });
  const off = bus.subscribe(topic, (bytes) => {
    clearTimeout(timer);
    off();
    resolvePayload(bytes);
  });
  return { ready: off.ready, payload };
}

describe.skipIf(!redisUrl)('Redis bus across two nodes', () => {
  const prefix = `test:bus:${randomUUID()}:`;
  let nodeA: Bus;
  let nodeB: Bus;
  let admin: Redis;

  const numsub = async (topic: Topic) => {
    const reply = (await admin.pubsub('NUMSUB', prefix + topic)) as [string, number];
    return Number(reply[1]);
  };

  beforeAll(async () => {
    nodeA = await createBus(redisUrl, { prefix, nodeId: 'node-a' });
    nodeB = await createBus(redisUrl, { prefix, nodeId: 'node-b' });
    admin = new Redis(redisUrl);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close()]);
    admin?.disconnect();
  });

  it('delivers between nodes both ways, byte for byte', async () => {
    expect(nodeA.kind).toBe('redis');
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const toA = listenOnce(nodeA, 'user:42');
    const toB = listenOnce(nodeB, 'group:9');
    await Promise.all([toA.ready, toB.ready]);
    await nodeB.publish('user:42', everyByte);
    await nodeA.publish('group:9', Uint8Array.of(0, 0, 0, 0, 0xff));
    expect(await toA.payload).toEqual(everyByte);
    expect(await toB.payload).toEqual(Uint8Array.of(0, 0, 0, 0, 0xff));
  });

  it('carries a maximal frame intact', async () => {
    const big = new Uint8Array(randomBytes(65535 + 8));
    const got = listenOnce(nodeA, 'room:77');
    await got.ready;
    await nodeB.publish('room:77', big);
    expect(await got.payload).toEqual(big);
  });

  it('subscribes a topic once per node and stops delivery when the last subscriber leaves', async () => {
    const topic: Topic = 'room:5';
    const first: Uint8Array[] = [];
    const second: Uint8Array[] = [];
    const offFirst = nodeA.subscribe(topic, (p) => {
      first.push(p);
    });
    const offSecond = nodeA.subscribe(topic, (p) => {
      second.push(p);
    });
    await Promise.all([offFirst.ready, offSecond.ready]);
    expect(await numsub(topic)).toBe(1);

    // A later message on a topic A still listens to is a barrier: Redis keeps one publisher's
    // order on one subscriber connection, so anything earlier has been delivered by then.
    const barrier = async () => {
      const got = listenOnce(nodeA, 'presence');
      await got.ready;
      await nodeB.publish('presence', Uint8Array.of(0));
      await got.payload;
    };

    await nodeB.publish(topic, Uint8Array.of(1));
    await barrier();
    expect([first.length, second.length]).toEqual([1, 1]);

    offFirst();
    expect(await numsub(topic)).toBe(1);
    await nodeB.publish(topic, Uint8Array.of(2));
    await barrier();
    expect([first.length, second.length]).toEqual([1, 2]);

    offSecond();
    await barrier();
    expect(await numsub(topic)).toBe(0);
    await nodeB.publish(topic, Uint8Array.of(3));
    await barrier();
    expect([first.length, second.length]).toEqual([1, 2]);
  });

  it('unsubscribing by topic and handler leaves the Redis channel with the last handler', async () => {
    const topic: Topic = 'user:4242';
    const got: Uint8Array[] = [];
    const shared = (p: Uint8Array) => {
      got.push(p);
    };
    await nodeA.subscribe(topic, shared).ready;
    expect(await numsub(topic)).toBe(1);
    nodeA.unsubscribe(topic, () => undefined);
    expect(await numsub(topic)).toBe(1);
    nodeA.unsubscribe(topic, shared);
    const got2 = listenOnce(nodeA, 'presence');
    await got2.ready;
    await nodeB.publish('presence', Uint8Array.of(0));
    await got2.payload;
    expect(await numsub(topic)).toBe(0);
    await nodeB.publish(topic, Uint8Array.of(1));
    expect(got).toEqual([]);
  });

  it('rejects a publish while Redis is away without crashing, then recovers and resubscribes', async () => {
    const outage = new RedisPath(new URL(redisUrl));
    await outage.open();
    const lines: string[] = [];
    const log: BusLog = (level, message) => {
      lines.push(`${level}: ${message}`);
    };
    const proxied = await createBus(`redis://127.0.0.1:${outage.port}`, { prefix, log, nodeId: 'node-c' });
    try {
      const received: Uint8Array[] = [];
      await proxied.subscribe('user:99', (p) => {
        received.push(p);
      }).ready;

      await outage.cut();
      await expect(proxied.publish('user:99', Uint8Array.of(1))).rejects.toMatchObject({
        name: 'BusError',
        code: 'publish-failed',
      });
      expect(lines.some((l) => l.startsWith('error: publish to user:99 failed'))).toBe(true);

      await outage.open();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const ok = await proxied.publish('broadcast', Uint8Array.of(0)).then(
          () => true,
          () => false,
        );
        if (ok && (await numsub('user:99')) === 1) break;
        if (Date.now() > deadline) throw new Error(`no reconnect within 10 s: ${lines.join(' | ')}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await nodeB.publish('user:99', Uint8Array.of(7, 7));
      const until = Date.now() + 5000;
      while (received.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(received).toEqual([Uint8Array.of(7, 7)]);
      expect(lines.filter((l) => /lost|is back/.test(l)).length, lines.join(' | ')).toBe(4);
    } finally {
      await proxied.close();
      await outage.cut().catch(() => {});
    }
  });
});
