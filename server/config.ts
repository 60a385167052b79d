import { resolve } from 'node:path';

/** Server configuration, read once from the environment with safe defaults. */
export interface ServerConfig {
  /** TCP port of the one HTTP + WebSocket listener (0 picks a free one). */
  port: number;
  host: string;
  /** Folder of the built app served at `/`. */
  distDir: string;
  /** Folder for the SQLite file and uploads. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty means the embedded SQLite file under dataDir. */
  databaseUrl: string;
  /** redis://… turns on the Redis bus for many server nodes; empty means in-process. */
  redisUrl: string;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    redisUrl: env.REDIS_URL ?? '',
    production: env.NODE_ENV === 'production',
  };
}
