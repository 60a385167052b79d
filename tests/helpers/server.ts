import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** http://127.0.0.1:PORT */
  url: string;
  close: () => Promise<void>;
}

/** Starts the whole server in-process on a free port with its own temporary data folder. */
export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportlive-data-'));
  const config: ServerConfig = { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, ...overrides };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    config,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
