import net from 'node:net';
import type { TestProject } from 'vitest/node';

/** Where the optional services are looked for; override with TEST_DATABASE_URL / TEST_REDIS_URL. */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(1500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Probes PostgreSQL and Redis once for the whole run. Under CI=true both are required and a
 * missing one fails the run loudly; elsewhere their suites are skipped with one line saying how.
 */
export default async function setup(project: TestProject) {
  const pg = await reachable(PG_URL);
  const redis = await reachable(REDIS_URL);
  const missing = [!pg && `PostgreSQL (${PG_URL})`, !redis && `Redis (${REDIS_URL})`].filter(Boolean);
  if (missing.length && process.env.CI === 'true') {
    throw new Error(
      `CI=true requires ${missing.join(' and ')}, unreachable: start them or fix TEST_DATABASE_URL / TEST_REDIS_URL`,
    );
  }
  if (missing.length) {
    console.log(
      `\nSKIPPED: the PostgreSQL and multi-node suites need ${missing.join(' and ')}; start them (or set TEST_DATABASE_URL / TEST_REDIS_URL) to run them.\n`,
    );
  }
  project.provide('pgUrl', pg ? PG_URL : '');
  project.provide('redisUrl', redis ? REDIS_URL : '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL URL when reachable, '' when the PostgreSQL suites are to be skipped. */
    pgUrl: string;
    /** Redis URL when reachable, '' when the multi-node suites are to be skipped. */
    redisUrl: string;
  }
}
