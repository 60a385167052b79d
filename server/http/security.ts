import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RET } from '../accounts/results';
import type { Limits } from '../limits';

/** Whether a request comes from this machine (the socket's address, never a header). */
export function isLoopback(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress);
}

/** Whether a TCP peer's address is this machine's loopback. */
export function isLoopbackAddress(address = ''): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** The routes limited per client address as a whole: the account, main, upload and staff-console APIs. */
const LIMITED_PREFIXES = ['/api/', '/app/', '/upload/', '/admin/api/'];

/**
 * Security headers on every response (@fastify/helmet): a CSP whose scripts come from this origin
 * only, nosniff, a referrer policy and frame-ancestors; and (@fastify/rate-limit, in Redis when
 * REDIS_URL is set) a ceiling on API requests per client address. Registered first, at the root,
 * so it covers every route however it is served. Independent of how static files are served.
 */
export async function securityPlugin(
  app: FastifyInstance,
  deps: { limits: Limits; inlineScripts?: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // NOTE: and the built page's own inline scripts, each by its hash (`inlineScriptHashes`).
        scriptSrc: ["'self'", ...(deps.inlineScripts ?? [])],
        scriptSrcAttr: ["'none'"],
        // NOTE: antd-mobile sets inline styles (CSS variables, positions) on its widgets.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // NOTE: avatars and covers may be http(s) URLs users chose; previews are data: and blob:.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        // NOTE: hls.js feeds the video element from blob: MediaSource URLs.
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // NOTE: the main API has fallback hosts and the socket's server list may name another host;
        // http: too, for a deployment on plain http (a LAN). https: is open already, so http: lets no
        // script send anywhere it could not before.
        connectSrc: ["'self'", 'https:', 'http:', 'wss:', 'ws:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // NOTE: plain http on a LAN is a supported way to run it; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  const perClient = deps.limits.config.httpPerClient;
  await app.register(rateLimit, {
    max: perClient.points,
    timeWindow: perClient.durationS * 1000,
    ...(deps.limits.redis ? { redis: deps.limits.redis, nameSpace: `${deps.limits.prefix}http:` } : {}),
    allowList: (req) => !LIMITED_PREFIXES.some((prefix) => routePath(req).startsWith(prefix)),
    errorResponseBuilder: (_req, context) => ({
      statusCode: context.statusCode,
      code: context.statusCode,
      ret: RET.tooFrequent,
      msg: `too many requests: try again in ${context.after}`,
      message: `too many requests: try again in ${context.after}`,
    }),
  });
}

/**
 * The path a request is routed by: its route's pattern, or the decoded path when no route matched.
 * NOTE: not the raw URL, which may spell the same route with percent-escapes (`/%61dmin/api/login`).
 */
function routePath(req: FastifyRequest): string {
  const route = req.routeOptions?.url;
  if (route) return route;
  const raw = req.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The CSP sources (`'sha256-…'`) of a page's inline scripts: the built `index.html` carries one that
 * starts the app once its splash is painted (`src/app/startAfterPaint.js`).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/**
 * GET /metrics is for the operator: loopback clients, or a bearer token (METRICS_TOKEN) from
 * elsewhere; 404 to anyone else, so the route does not even show.
 */
export function metricsGuard(token: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (isLoopback(req)) return;
    if (token && req.headers.authorization === `Bearer ${token}`) return;
    return reply.code(404).send({ code: 404, msg: 'not found' });
  };
}
