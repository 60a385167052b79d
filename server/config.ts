import { resolve } from 'node:path';
import { DEFAULT_PREFIX } from './bus';
import { type IceConfig, iceConfig } from './calls/ice';
import { MIN_SECRET_LENGTH } from './money/payments/gateway';
import { DEFAULT_TIME_ZONE, isTimeZone } from './points/day';

/** Server configuration, read once from the environment with safe defaults. */
/** How often each node checks for rooms due a drop of the red-packet rain (server/money/rain.ts), ms. */
export const DEFAULT_RAIN_CHECK_MS = 2_000;

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
  /**
   * Host name this server is reached at: the IM API's server list, absolute
   * URLs and /hosts.json use it. Empty means a Host header naming this machine (loopback, its own
   * addresses, ALLOWED_HOSTS) is used as is, and any other Host header is never written anywhere.
   */
  publicHost: string;
  /** More host names (lower case, without port) a Host header may name (ALLOWED_HOSTS, comma separated). */
  allowedHosts: string[];
  /** Dev-only endpoints (GET /dev/sms), for loopback clients only; off unless DEV_ENDPOINTS=1. */
  devEndpoints: boolean;
  /** Bearer token that opens GET /metrics to other than loopback clients; empty means loopback only. */
  metricsToken: string;
  /** Where SMS codes go: the server's own log (`console`) or an HTTP gateway. */
  sms: SmsConfig;
  /** Who confirms top-ups (server/money/payments): finance staff (`manual`) or a payment gateway. */
  payments: PaymentsConfig;
  /** Port the server list hands to clients; 0 means the Host header's port (or 80/443). */
  publicPort: number;
  /** Prefix of the Redis bus channels (nodes of one deployment share it; tests use their own). */
  busPrefix: string;
  /** A WebSocket with no frame for this long is closed (ms). */
  wsIdleTimeoutMs: number;
  /** How often this node checks for rooms due a drop of the red-packet rain (ms); 0 turns the rain off. */
  rainCheckMs: number;
  /** The product's time zone (IANA name): the day of check-ins, daily points and VIP rewards. */
  timeZone: string;
  /** Key sealing real names at rest (base64 of 32 bytes); empty means made once in `${dataDir}/realname.key`. */
  realNameKey: string;
  /** Live ingest (server/live, README "Going live"). */
  live: LiveConfig;
  /** Web Push (server/push, README "Web Push"). */
  webPush: WebPushConfig;
  /** STUN and TURN servers of calls (server/calls/ice.ts, README "Calls"). */
  ice: IceConfig;
}

/**
 * VAPID_SUBJECT (the contact push services may write to; default mailto:admin@<PUBLIC_HOST or
 * localhost>), and VAPID_PUBLIC_KEY with VAPID_PRIVATE_KEY (both or neither; neither: a pair made on
 * the first start and kept in the database), PUSH_HOSTS (push service hosts taken, comma-separated).
 */
export interface WebPushConfig {
  subject: string;
  /** PUSH_HOSTS: the push service hosts endpoints may name (`*.push.apple.com`); empty: any public host. */
  hosts: string[];
  keys?: { publicKey: string; privateKey: string };
}

function webPushConfig(env: NodeJS.ProcessEnv, publicHost: string): WebPushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if ((publicKey === '') !== (privateKey === ''))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:admin@${publicHost || 'localhost'}`;
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  const hosts = (env.PUSH_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const h of hosts)
    if (!/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(h))
      throw new Error(`PUSH_HOSTS takes host names or *.domain patterns, got ${h}`);
  return { subject, hosts, ...(publicKey ? { keys: { publicKey, privateKey } } : {}) };
}

/** RTMP_PORT, FFMPEG, LIVE_RECONNECT_GRACE_MS and REPLAY_BUDGET_MB. */
export interface LiveConfig {
  /** RTMP listener port (0 picks a free one); null (RTMP_PORT=off) means no ingest. */
  rtmpPort: number | null;
  /** The ffmpeg that packages HLS and records replays; without one, live rooms play FLV only. */
  ffmpeg: string;
  /** A dropped publisher may reconnect this long before the room goes offline (ms). */
  graceMs: number;
  /** Recordings beyond this many bytes are pruned, oldest first. */
  replayBudgetBytes: number;
  /**
   * NODE_URL: where the other nodes reach this node's HTTP port to relay its broadcasts; empty means
   * `http://<this machine's first non-loopback IPv4 (loopback when HOST is)>:<port listened on>`.
   */
  nodeUrl: string;
}

function liveConfig(env: NodeJS.ProcessEnv): LiveConfig {
  const rtmp = env.RTMP_PORT ?? '1935';
  const rtmpPort = rtmp === 'off' ? null : Number(rtmp);
  if (rtmpPort !== null && (!Number.isInteger(rtmpPort) || rtmpPort < 0 || rtmpPort > 65535))
    throw new Error(`RTMP_PORT must be 0..65535 or off, got ${rtmp}`);
  const graceMs = Number(env.LIVE_RECONNECT_GRACE_MS || 5000);
  if (!Number.isInteger(graceMs) || graceMs < 0)
    throw new Error(
      `LIVE_RECONNECT_GRACE_MS must be a whole number of ms, got ${env.LIVE_RECONNECT_GRACE_MS}`,
    );
  const budgetMb = Number(env.REPLAY_BUDGET_MB || 2048);
  if (!Number.isFinite(budgetMb) || budgetMb < 0)
    throw new Error(`REPLAY_BUDGET_MB must be a number of megabytes, got ${env.REPLAY_BUDGET_MB}`);
  return {
    rtmpPort,
    ffmpeg: env.FFMPEG || 'ffmpeg',
    graceMs,
    replayBudgetBytes: Math.floor(budgetMb * 1024 * 1024),
    nodeUrl: nodeUrl(env.NODE_URL),
  };
}

function nodeUrl(value: string | undefined): string {
  const url = (value ?? '').trim().replace(/\/+$/, '');
  if (url !== '' && !/^https?:\/\/[^/\s]+$/.test(url))
    throw new Error(`NODE_URL must be http(s)://host:port with no path, got ${value}`);
  return url;
}

/** SMS_PROVIDER and its gateway settings. */
export type SmsConfig =
  | { provider: 'console' }
  | { provider: 'http'; gatewayUrl: string; gatewayToken: string; sender: string };

function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER || 'console';
  if (provider === 'console') return { provider };
  if (provider !== 'http') throw new Error(`SMS_PROVIDER must be console or http, got ${provider}`);
  const gatewayUrl = env.SMS_GATEWAY_URL ?? '';
  if (!/^https?:\/\/\S+$/.test(gatewayUrl))
    throw new Error(
      `SMS_PROVIDER=http needs SMS_GATEWAY_URL, an http(s) URL; got ${gatewayUrl || 'nothing'}`,
    );
  return { provider, gatewayUrl, gatewayToken: env.SMS_GATEWAY_TOKEN ?? '', sender: env.SMS_SENDER ?? '' };
}

/** PAY_PROVIDER and its gateway settings (server/money/payments). */
export type PaymentsConfig =
  | { provider: 'manual' }
  | { provider: 'gateway'; gatewayUrl: string; gatewaySecret: string };

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAY_PROVIDER || 'manual';
  if (provider === 'manual') return { provider };
  if (provider !== 'gateway') throw new Error(`PAY_PROVIDER must be manual or gateway, got ${provider}`);
  const gatewayUrl = env.PAY_GATEWAY_URL ?? '';
  if (!/^https?:\/\/\S+$/.test(gatewayUrl))
    throw new Error(
      `PAY_PROVIDER=gateway needs PAY_GATEWAY_URL, an http(s) URL; got ${gatewayUrl || 'nothing'}`,
    );
  const gatewaySecret = env.PAY_GATEWAY_SECRET ?? '';
  if (gatewaySecret.length < MIN_SECRET_LENGTH)
    throw new Error(
      `PAY_PROVIDER=gateway needs PAY_GATEWAY_SECRET of at least ${MIN_SECRET_LENGTH} characters`,
    );
  return { provider, gatewayUrl, gatewaySecret };
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name] ?? '';
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got ${value}`);
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
  const rainCheckMs = Number(env.RAIN_CHECK_MS ?? DEFAULT_RAIN_CHECK_MS);
  if (!Number.isInteger(rainCheckMs) || rainCheckMs < 0)
    throw new Error(`RAIN_CHECK_MS must be 0 (off) or a number of ms, got ${env.RAIN_CHECK_MS}`);
  const timeZone = env.TIME_ZONE || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error(`TIME_ZONE must be an IANA time zone name, got ${timeZone}`);
  const production = env.NODE_ENV === 'production';
  const devEndpoints = flag(env, 'DEV_ENDPOINTS');
  if (production && devEndpoints) throw new Error('DEV_ENDPOINTS=1 is refused with NODE_ENV=production');
  const publicHost = (env.PUBLIC_HOST ?? '').trim().toLowerCase();
  if (publicHost && !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(publicHost))
    throw new Error(
      `PUBLIC_HOST must be a host name or address (the port is PUBLIC_PORT), got ${env.PUBLIC_HOST}`,
    );
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL ?? '',
    redisUrl: env.REDIS_URL ?? '',
    production,
    paramKey: env.PARAM_KEY ?? '',
    publicHost,
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    devEndpoints,
    metricsToken: env.METRICS_TOKEN ?? '',
    sms: smsConfig(env),
    payments: paymentsConfig(env),
    publicPort,
    busPrefix: env.BUS_PREFIX || DEFAULT_PREFIX,
    wsIdleTimeoutMs,
    rainCheckMs,
    timeZone,
    realNameKey: env.REALNAME_KEY ?? '',
    live: liveConfig(env),
    webPush: webPushConfig(env, publicHost),
    ice: iceConfig(env),
  };
}
