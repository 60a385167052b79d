import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Accounts, ConsoleSmsProvider, createSmsProvider, type SmsProvider } from './accounts';
import { adminPlugin } from './admin';
import { type Bus, createBus } from './bus';
import { iceRoutes } from './calls/ice';
import type { ServerConfig } from './config';
import { readSettings } from './content/settings';
import { ACCOUNT_ENDPOINTS, accountPlugin } from './http/account';
import { serverConfig } from './http/config';
import { devPlugin } from './http/dev';
import { imApiPlugin } from './http/flashapi';
import { PublicHosts } from './http/hosts';
import { CarriedPictures, LandingPages, landingDependsOnCookie, landingPictureSetting } from './http/landing';
import { LIVE_ENDPOINTS, liveRoutes } from './http/live';
import { type MainApiTable, mainApiPlugin } from './http/mainApi';
import { MAIN_CONTENT_ENDPOINTS, mainContentPlugin } from './http/mainContent';
import { MAIN_LOGIN_ENDPOINTS } from './http/mainLogins';
import { requestOrigin } from './http/mainParams';
import { MATCH_ENDPOINTS } from './http/matches';
import { loadParamKey, type ParamKey } from './http/paramKey';
import { ROOM_ENDPOINTS, roomsPlugin } from './http/rooms';
import { inlineScriptHashes, securityPlugin } from './http/security';
import { cacheControlFor, REVALIDATE } from './http/staticCache';
import { uploadPlugin } from './http/upload';
import { UploadBudget } from './http/uploadBudget';
import { attachIm, type HandlerTable, type ImLayer, type NodeWatchOptions, type RequestName } from './im';
import type { HeldOptions } from './im/held';
import { announceTopUp } from './im/money';
import { createLimits, type Limits, type LimitsConfig } from './limits';
import { WentLiveNotices } from './live/notify';
import { defaultNodeUrl } from './live/relay';
import { LiveService } from './live/service';
import { Payments, providerOf } from './money/payments';
import { payNotifyPlugin } from './money/payments/notify';
import { phoneVerified } from './points/phoneVerified';
import { loadSealKey } from './points/realName';
import { linkWebPush, WebPush, type WebPushTestService } from './push';
import { PUSH_ENDPOINTS } from './push/endpoints';
import { type Sports, type SportsOptions, startSports } from './sports';
import { type Database, openStore, type Store } from './store';

/** Every main-API endpoint; later areas add their tables here. */
/** How long a shutdown waits for requests under way before it closes every connection (ms). */
const SHUTDOWN_GRACE_MS = 2000;

const MAIN_API: MainApiTable = {
  ...MAIN_LOGIN_ENDPOINTS,
  ...MAIN_CONTENT_ENDPOINTS,
  ...ROOM_ENDPOINTS,
  ...MATCH_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...LIVE_ENDPOINTS,
  ...PUSH_ENDPOINTS,
};

/** Paths that are APIs or files, never client-side routes: a miss there is a 404, not the app. */
const NOT_APP_ROUTES = [
  '/app/',
  '/api/',
  '/upload/',
  '/uploads/',
  '/avatars/',
  '/dev/',
  '/live/',
  '/replays/',
  '/gift-img/',
  '/demo-img/',
  '/ws',
  '/admin/api/',
  '/pay/',
];

const AVATARS_DIR = fileURLToPath(new URL('../public/avatars/', import.meta.url));

export interface ServerOptions {
  /**
   * Where SMS codes go; the default is SMS_PROVIDER's (the console provider prints them in the log,
   * and GET /dev/sms serves them when DEV_ENDPOINTS=1, to loopback clients).
   */
  sms?: SmsProvider;
  /** Abuse limits other than the defaults of server/limits.ts (tests lower or raise them). */
  limits?: Partial<LimitsConfig>;
  /** The clock of the account rules and of the socket handlers (ms); tests move it. */
  now?: () => number;
  /** PostgreSQL only: keep the tables in this schema (tests isolate their runs with it). */
  pgSchema?: string;
  /** More WebSocket handler tables, merged with the built-in protocol areas. */
  imAreas?: readonly HandlerTable[];
  /** Requests the built-in protocol areas leave unserved (tests: see server/im ImOptions.unserved). */
  imUnserved?: readonly RequestName[];
  /** How often the self-destructing messages are swept (ms); tests shorten it. */
  snapSweepMs?: number;
  /** How often ringing calls are checked for missed ones (ms); tests shorten it. */
  callSweepMs?: number;
  /** How long an unanswered call rings before it is missed (ms); browser tests shorten it. */
  ringTimeoutMs?: number;
  /** Node liveness timings (server/im/nodes.ts); tests shorten them. */
  nodeWatch?: NodeWatchOptions;
  /** Deliveries held while the bus is away (server/im/held.ts); tests shorten the waits. */
  heldPublishes?: HeldOptions;
  /** The match center's feed and alerts (SPORTS_FEED / SPORTS_SPEED by default); tests drive them. */
  sports?: SportsOptions;
  /**
   * Tests' local push service: its certificate trusted and its (loopback) addresses taken as
   * endpoints. Refused without DEV_ENDPOINTS=1, so no deployment opens its own network to push.
   */
  webPushTestService?: WebPushTestService;
}

/** The running parts of one server node, for the layers that hook into it (WebSocket, bus) and for tests. */
export interface Server {
  app: FastifyInstance;
  config: ServerConfig;
  store: Store;
  db: Kysely<Database>;
  accounts: Accounts;
  sms: SmsProvider;
  /** Abuse limits (in Redis when REDIS_URL is set). */
  limits: Limits;
  paramKey: ParamKey;
  /** Fan-out between nodes (in-process, or Redis when REDIS_URL is set). */
  bus: Bus;
  /** The WebSocket layer at /ws. */
  im: ImLayer;
  /** The match center: its feed and score alerts. */
  sports: Sports;
  /** Live ingest, HLS packaging and replays (server/live). */
  live: LiveService;
  /** Web Push to users with no open tab (server/push). */
  webPush: WebPush;
  /** Ends the broadcasts, closes the sockets, the HTTP server, the bus, then the database. */
  close(): Promise<void>;
}

/**
 * Builds the server: opens (and migrates) the store, then the HTTP app: security headers and
 * limits, IM API, main API, upload, avatars, dev endpoints (DEV_ENDPOINTS=1 only) and the built app
 * with an SPA fallback. It does not listen yet.
 */
export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<Server> {
  // NOTE: the app's logger is made after the store; until then the store's default is used.
  let logIdleError: ((error: Error) => void) | undefined;
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      logIdleError
        ? logIdleError(error)
        : console.error(`[store] an idle PostgreSQL connection failed: ${error.message}`),
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });
  let bus: Bus | undefined;
  let liveService: LiveService | undefined;
  // NOTE: the limits' Redis client starts before the app and its logger; it logs through them once made.
  let appLog: FastifyBaseLogger | undefined;
  const limits = createLimits(config.redisUrl, `${config.busPrefix}limits:`, options.limits, {
    warn: (details, message) => (appLog ? appLog.warn(details, message) : console.warn(message)),
    info: (message) => (appLog ? appLog.info(message) : console.info(message)),
  });
  try {
    const app = Fastify({ logger: { level: config.production ? 'info' : 'warn' } });
    appLog = app.log;
    logIdleError = (error) => app.log.warn({ err: error }, '[store] an idle PostgreSQL connection failed');
    bus = await createBus(config.redisUrl, {
      prefix: config.busPrefix,
      log: (level, message, error) => app.log[level]({ err: error }, `[bus] ${message}`),
    });
    const openBus = bus;
    app.addHook('onClose', async () => {
      await openBus.close();
      await limits.close();
      await store.close();
    });
    app.decorate('publicHosts', new PublicHosts(config));
    // NOTE: every app page the server sends, `/index.html` too, is made from this one reading of the
    // build, so the CSP allows exactly the inline script those pages carry (a build written over a
    // running server is served once the server restarts, never half).
    const landing = existsSync(join(config.distDir, 'index.html'))
      ? LandingPages.fromBuild(config.distDir)
      : undefined;
    await securityPlugin(app, {
      limits,
      inlineScripts: landing ? inlineScriptHashes(landing.template) : [],
    });
    const sms = options.sms ?? createSmsProvider(config.sms);
    const accounts = new Accounts(store.db, {
      sms,
      limits,
      ...(options.now ? { now: options.now } : {}),
      onPhoneVerified: (uid) => phoneVerified(store.db, uid, (options.now ?? Date.now)(), config.timeZone),
    });
    const paramKey = await loadParamKey(config.paramKey, config.dataDir);
    const db = store.db;
    if (options.webPushTestService && !config.devEndpoints)
      throw new Error('a local Web Push test service is taken only with DEV_ENDPOINTS=1');
    const webPush = await WebPush.open({
      db,
      log: app.log.child({ part: 'push' }),
      now: options.now ?? Date.now,
      subject: config.webPush.subject,
      ...(config.webPush.keys ? { keys: config.webPush.keys } : {}),
      hosts: config.webPush.hosts,
      ...(options.webPushTestService ? { testService: options.webPushTestService } : {}),
    });
    linkWebPush(db, webPush);

    app.get('/healthz', async () => ({ ok: true }));
    await app.register(async (scope) => {
      await scope.register(fastifyFormbody);
      await imApiPlugin(scope, { accounts, db, config, bus: openBus });
    });
    await app.register(uploadPlugin, {
      accounts,
      dataDir: config.dataDir,
      budget: new UploadBudget(db, options.now ?? Date.now),
    });
    await app.register(mainApiPlugin, {
      paramKey,
      table: MAIN_API,
      accounts,
      db,
      serverConfigOf: async (req) => serverConfig(await readSettings(db, requestOrigin(req))),
      now: options.now ?? Date.now,
    });
    await app.register(mainContentPlugin, { db, now: options.now ?? Date.now });
    await app.register(accountPlugin, {
      db,
      now: options.now ?? Date.now,
      timeZone: config.timeZone,
      sealKey: loadSealKey(config.realNameKey, config.dataDir),
    });
    const live = new LiveService({
      db,
      config: config.live,
      dataDir: config.dataDir,
      log: (level, message) => app.log[level](`[live] ${message}`),
      nodeId: openBus.nodeId,
      // NOTE: before listening, the configured port (a restart on it finds its own rows of before).
      nodeUrl: () =>
        config.live.nodeUrl || defaultNodeUrl(config.host, app.server.address() ?? { port: config.port }),
    });
    await live.start(config.host);
    liveService = live;
    await app.register(roomsPlugin, {
      db,
      bus: openBus,
      broadcasts: live,
      ...(options.now ? { now: options.now } : {}),
    });
    await app.register(liveRoutes, { db, live });
    await app.register(iceRoutes, { ice: config.ice });
    if (config.devEndpoints && sms instanceof ConsoleSmsProvider) await app.register(devPlugin, { sms });
    await app.register(fastifyStatic, {
      root: AVATARS_DIR,
      prefix: '/avatars/',
      decorateReply: false,
      index: false,
    });
    // NOTE: a top-up credits only what its provider confirmed (issue 43); the instant one answers
    // loopback clients only, and only with DEV_ENDPOINTS=1 (never in production).
    const pay = new Payments(db, providerOf(config.payments), config.devEndpoints, options.now);
    const im = attachIm(
      app,
      { db, accounts, bus, limits, pay },
      {
        idleTimeoutMs: config.wsIdleTimeoutMs,
        rainCheckMs: config.rainCheckMs,
        timeZone: config.timeZone,
        metricsToken: config.metricsToken,
        ...(options.imAreas ? { areas: options.imAreas } : {}),
        ...(options.imUnserved ? { unserved: options.imUnserved } : {}),
        ...(options.now ? { now: options.now } : {}),
        ...(options.snapSweepMs ? { snapSweepMs: options.snapSweepMs } : {}),
        ...(options.callSweepMs ? { callSweepMs: options.callSweepMs } : {}),
        ...(options.ringTimeoutMs ? { ringTimeoutMs: options.ringTimeoutMs } : {}),
        ...(options.nodeWatch ? { nodeWatch: options.nodeWatch } : {}),
        ...(options.heldPublishes ? { heldPublishes: options.heldPublishes } : {}),
      },
    );
    if (config.payments.provider === 'gateway')
      await app.register(payNotifyPlugin, {
        db,
        secret: config.payments.gatewaySecret,
        now: options.now ?? Date.now,
        announce: (uid, at) => announceTopUp(im.services, uid, at),
      });
    // NOTE: demo staff (published passwords) exist only where the demo content does: never in production.
    await app.register(adminPlugin, {
      db,
      accounts,
      im,
      dataDir: config.dataDir,
      now: options.now ?? Date.now,
      // NOTE: published credentials: only in development, never on a server `npm start` deploys.
      demoStaff: config.devEndpoints,
    });
    // NOTE: the sports feed keeps the server's clock unless a test gives it one of its own.
    const sports = await startSports(
      app,
      { db, bus, registry: im.registry },
      { ...(options.now ? { now: options.now } : {}), ...options.sports },
    );
    const notices = new WentLiveNotices(db, openBus, im.registry);
    await notices.start();
    live.attachNotices(notices);
    await live.watchStreamKeys(openBus);
    await serveBuiltApp(app, config, db, landing);
    return {
      app,
      config,
      store,
      db,
      accounts,
      sms,
      limits,
      paramKey,
      bus,
      im,
      sports,
      live,
      webPush,
      // NOTE: broadcasts end first: their recordings are written to the store before it closes.
      close: async () => {
        await live.close();
        notices.stop();
        // NOTE: a connection that never sends a request is not idle to Node, so closing waited for
        // its headers timeout (60 s): a client's spare keep-alive socket, or anyone holding one open
        // on purpose, held a node's shutdown. Requests under way get SHUTDOWN_GRACE_MS to finish.
        const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        try {
          await app.close();
        } finally {
          clearTimeout(force);
        }
        await webPush.drain();
      },
    };
  } catch (error) {
    await liveService?.close();
    await bus?.close();
    await limits.close();
    await store.close();
    throw error;
  }
}

async function serveBuiltApp(
  app: FastifyInstance,
  config: ServerConfig,
  db: Kysely<Database>,
  landing: LandingPages | undefined,
): Promise<void> {
  if (!landing) {
    app.log.warn(`no built app in ${config.distDir}: run \`npm run build\``);
    return;
  }
  const root = config.distDir;
  // NOTE: the build writes a .br and a .gz beside each text file (vite.config.ts); preCompressed
  // sends the best one the browser accepts, so nothing is compressed per request.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // NOTE: `/` is an app route like the others: its page comes from LandingPages below.
    index: false,
    // NOTE: `/index.html` (the service worker's copy of the app) comes from LandingPages too.
    allowedPath: (path) => path !== '/index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(relative(root, path))),
  });
  // NOTE: client-side routes (/match, /chat?id=…) must get index.html, never a 404; the staff
  // console's (/admin/users…) get its own page.
  const consoleBuilt = existsSync(join(root, 'admin', 'index.html'));
  const carried = new CarriedPictures(app);
  // NOTE: a page that cannot read its picture's setting is sent without it, never refused.
  const pictureOf = async (req: FastifyRequest): Promise<string> => {
    const setting = landingPictureSetting(req.url, req.headers.cookie);
    if (!setting) return '';
    try {
      return (await readSettings(db, requestOrigin(req), [setting]))[setting];
    } catch (error) {
      req.log.warn({ err: error }, 'landing picture setting unreadable');
      return '';
    }
  };
  app.setNotFoundHandler(async (req, reply) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && !NOT_APP_ROUTES.some((prefix) => req.url.startsWith(prefix))) {
      if (
        consoleBuilt &&
        (req.url === '/admin' || req.url.startsWith('/admin/') || req.url.startsWith('/admin?'))
      )
        return reply.type('text/html').header('cache-control', 'no-cache').sendFile('admin/index.html');
      const picture = await pictureOf(req);
      const page = landing.respond(
        req.url,
        req.headers['accept-encoding'],
        picture,
        picture ? await carried.of(picture) : '',
      );
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .header('vary', landingDependsOnCookie(req.url) ? 'accept-encoding, cookie' : 'accept-encoding')
        .header('etag', page.etag);
      if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply.send(page.body);
    }
    return reply.code(404).send({ code: 404, msg: 'not found' });
  });
}
