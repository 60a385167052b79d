import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The STUN and TURN servers the app's calls use (README "Calls"), from the environment:
 * STUN_URLS (comma-separated `stun:` URLs), TURN_URLS (comma-separated `turn:`/`turns:` URLs) with
 * either TURN_SECRET (coturn's `use-auth-secret`: short-lived credentials made here, the TURN REST
 * API) or a fixed TURN_USERNAME / TURN_CREDENTIAL. With none, calls use host candidates only:
 * enough on one machine or one network.
 */
export interface IceConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string;
  turnUsername: string;
  turnCredential: string;
}

/** How long a TURN credential made from TURN_SECRET holds (s): a day, as coturn's examples use. */
export const TURN_CREDENTIAL_TTL_S = 24 * 3600;

function urls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
}

/** Reads {@link IceConfig} from the environment. */
export function iceConfig(env: NodeJS.ProcessEnv): IceConfig {
  const stunUrls = urls(env.STUN_URLS);
  const turnUrls = urls(env.TURN_URLS);
  for (const url of stunUrls)
    if (!url.startsWith('stun:')) throw new Error(`STUN_URLS: not a stun: URL: ${url}`);
  for (const url of turnUrls)
    if (!/^turns?:/.test(url)) throw new Error(`TURN_URLS: not a turn: URL: ${url}`);
  return {
    stunUrls,
    turnUrls,
    turnSecret: env.TURN_SECRET ?? '',
    turnUsername: env.TURN_USERNAME ?? '',
    turnCredential: env.TURN_CREDENTIAL ?? '',
  };
}

/** The RTCIceServer list for a client at time `now` (ms). */
export function iceServers(
  config: IceConfig,
  now: number,
): { urls: string[]; username?: string; credential?: string }[] {
  const servers: { urls: string[]; username?: string; credential?: string }[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0) {
    if (config.turnSecret) {
      const username = `${Math.floor(now / 1000) + TURN_CREDENTIAL_TTL_S}:sportlive`;
      const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
      servers.push({ urls: config.turnUrls, username, credential });
    } else {
      servers.push({
        urls: config.turnUrls,
        username: config.turnUsername,
        credential: config.turnCredential,
      });
    }
  }
  return servers;
}

/** GET /api/ice: `{ iceServers }` for the app's RTCPeerConnection. */
export async function iceRoutes(app: FastifyInstance, options: { ice: IceConfig }): Promise<void> {
  app.get('/api/ice', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { iceServers: iceServers(options.ice, Date.now()) };
  });
}
