import { MemoryBus } from './memory';
import { createRedisBus, type RedisBusOptions } from './redis';
import type { Bus } from './types';

export { MemoryBus } from './memory';
export { createRedisBus, DEFAULT_PREFIX, type RedisBusOptions, redactUrl } from './redis';
export * from './types';

/**
 * The server's bus: in-process when `redisUrl` is empty or missing, Redis pub/sub otherwise
 * (DESIGN.md §7), so N nodes behind a load balancer serve one user base.
 *
 * @throws {BusError} `bad-url` or `unreachable` when a Redis URL is given but unusable; the
 *   server should refuse to start rather than silently run as a lone node.
 */
export async function createBus(redisUrl?: string, options: RedisBusOptions = {}): Promise<Bus> {
  if (!redisUrl?.trim()) return new MemoryBus({ nodeId: options.nodeId, log: options.log });
  return createRedisBus(redisUrl.trim(), options);
}
