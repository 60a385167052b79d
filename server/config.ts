import { resolve } from 'node:path';
import { DEFAULT_PREFIX } from './bus';

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
  /** Main-API parameter key (base64url of 32 bytes); empty means generated once and kept in `${dataDir}/param.key`. */
  paramKey: string;
  /** Host name the IM API's server list hands to clients; empty means the Host header of each request. */
  publicHost: string;
  /** Port the server list hands to clients; 0 means the Host header's port (or 80/443). */
  publicPort: number;
  /** Prefix of the Redis bus channels (nodes of one deployment share it; tests use their own). */
  busPrefix: string;
  /** A WebSocket with no frame for this long is closed (ms). */
  wsIdleTimeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0..65535, got ${env.PORT}`);
  const publicPort = Number(env.PUBLIC_PORT || 0);
  if (!Number.isInteger(publicPort) || publicPort < 0 || publicPort > 65535)
    throw new Error(`PUBLIC_PORT must be 1..65535 (or empty), got ${env.PUBLIC_PORT}`);
  const wsIdleTimeoutMs = Number(env.WS_IDLE_TIMEOUT_MS || 60_000);
  if (!Number.isInteger(wsIdleTimeoutMs) || wsIdleTimeoutMs < 100)
    throw new Error(`WS_IDLE_TIMEOUT_MS must be an integer of at least 100, got ${env.WS_IDLE_TIMEOUT_MS}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    redisUrl: env.REDIS_URL ?? '',
    production: env.NODE_ENV === 'production',
    paramKey: env.PARAM_KEY ?? '',
    publicHost: env.PUBLIC_HOST ?? '',
    publicPort,
    busPrefix: env.BUS_PREFIX || DEFAULT_PREFIX,
    wsIdleTimeoutMs,
  };
}
