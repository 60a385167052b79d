// Server processes on one PostgreSQL database of their own and one Redis, for the tests that prove
// a feature holds across nodes; the test's own store handle on the same database; and the sockets
// the test opens, closed before the nodes stop.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type Store } from '../../server/store';
import type { ImClient } from './imClient';
import { type Node, startNode, stopNode } from './nodes';
import { pgAdmin } from './pgSchema';

export interface PgCluster {
  databaseUrl: string;
  nodes: Node[];
  store: Store;
  /** Sockets to close before the nodes stop (a test pushes what it opens). */
  sockets: ImClient[];
  close(): Promise<void>;
}

/**
 * Makes database `<name>_<pid>_<time>` and starts `count` nodes on it with Redis (a bus prefix of
 * their own, `env` added), one after the other so the schema is migrated once.
 */
export async function startPgCluster(
  name: string,
  urls: { pgUrl: string; redisUrl: string },
  count: number,
  env: Record<string, string> = {},
): Promise<PgCluster> {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const database = `${name}_${tag}`;
  const url = new URL(urls.pgUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const dirs = Array.from({ length: count + 1 }, (_, i) =>
    mkdtempSync(join(tmpdir(), `sportlive-${name}-${i}-`)),
  );
  await pgAdmin(urls.pgUrl, `create database ${database}`);
  const nodes: Node[] = [];
  const sockets: ImClient[] = [];
  let store: Store | undefined;
  const close = async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await Promise.allSettled(nodes.map((n) => stopNode(n)));
    await store?.close();
    await pgAdmin(urls.pgUrl, `drop database if exists ${database} with (force)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: urls.redisUrl,
      BUS_PREFIX: `test:${tag}:`,
      ...env,
    };
    for (let i = 0; i < count; i++) {
      nodes.push(
        await startNode(`node ${String.fromCharCode(65 + i)}`, { ...shared, DATA_DIR: dirs[i] ?? '' }),
      );
    }
    store = await openStore({ databaseUrl, dataDir: dirs[count] ?? '' });
    return { databaseUrl, nodes, store, sockets, close };
  } catch (error) {
    await close();
    throw error;
  }
}
