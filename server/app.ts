import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Accounts, DevSmsProvider, type SmsProvider } from './accounts';
import { type Bus, createBus } from './bus';
import type { ServerConfig } from './config';
import { devPlugin } from './http/dev';
import { imApiPlugin } from './http/flashapi';
import { type MainApiTable, mainApiPlugin } from './http/mainApi';
import { MAIN_CONTENT_ENDPOINTS, mainContentPlugin } from './http/mainContent';
import { MAIN_LOGIN_ENDPOINTS } from './http/mainLogins';
import { MATCH_ENDPOINTS } from './http/matches';
import { loadParamKey, type ParamKey } from './http/paramKey';
import { ROOM_ENDPOINTS, roomsPlugin } from './http/rooms';
import { uploadPlugin } from './http/upload';
import { attachIm, type HandlerTable, type ImLayer, type NodeWatchOptions } from './im';
import { type Sports, type SportsOptions, startSports } from './sports';
import { type Database, openStore, type Store } from './store';

/** Every main-API endpoint; later areas add their tables here. */
const MAIN_API: MainApiTable = {
  ...MAIN_LOGIN_ENDPOINTS,
  ...MAIN_CONTENT_ENDPOINTS,
  ...ROOM_ENDPOINTS,
  ...MATCH_ENDPOINTS,
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
  '/gift-img/',
  '/demo-img/',
  '/ws',
];

const AVATARS_DIR = fileURLToPath(new URL('../public/avatars/', import.meta.url));

export interface ServerOptions {
  /** Where SMS codes go; the default logs them and serves them at GET /dev/sms (not in production). */
  sms?: SmsProvider;
  /** The clock of the account rules and of the socket handlers (ms); tests move it. */
  now?: () => number;
  /** PostgreSQL only: keep the tables in this schema (tests isolate their runs with it). */
  pgSchema?: string;
  /** More WebSocket handler tables, merged with the built-in protocol areas. */
  imAreas?: readonly HandlerTable[];
  /** How often the self-destructing messages are swept (ms); tests shorten it. */
  snapSweepMs?: number;
  /** Node liveness timings (server/im/nodes.ts); tests shorten them. */
  nodeWatch?: NodeWatchOptions;
  /** The match center's feed and alerts (SPORTS_FEED / SPORTS_SPEED by default); tests drive them. */
  sports?: SportsOptions;
}

/** The running parts of one server node, for the layers that hook into it (WebSocket, bus) and for tests. */
export interface Server {
  app: FastifyInstance;
  config: ServerConfig;
  store: Store;
  db: Kysely<Database>;
  accounts: Accounts;
  sms: SmsProvider;
  paramKey: ParamKey;
  /** Fan-out between nodes (in-process, or Redis when REDIS_URL is set). */
  bus: Bus;
  /** The WebSocket layer at /ws. */
  im: ImLayer;
  /** The match center: its feed and score alerts. */
  sports: Sports;
  /** Closes the sockets, the HTTP server, the bus, then the database. */
  close(): Promise<void>;
}

/**
 * Builds the server: opens (and migrates) the store, then the HTTP app: IM API, main API, upload,
 * avatars, dev endpoints and the built app with an SPA fallback. It does not listen yet.
 */
export async function createServer(config: ServerConfig, options: ServerOptions = {}): Promise<Server> {
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });
  let bus: Bus | undefined;
  try {
    const app = Fastify({ logger: { level: config.production ? 'info' : 'warn' } });
    bus = await createBus(config.redisUrl, {
      prefix: config.busPrefix,
      log: (level, message, error) => app.log[level]({ err: error }, `[bus] ${message}`),
    });
    const openBus = bus;
    app.addHook('onClose', async () => {
      await openBus.close();
      await store.close();
    });
    const sms = options.sms ?? new DevSmsProvider((line) => app.log.info(line));
    const accounts = new Accounts(store.db, { sms, ...(options.now ? { now: options.now } : {}) });
    const paramKey = await loadParamKey(config.paramKey, config.dataDir);
    const db = store.db;

    app.get('/healthz', async () => ({ ok: true }));
    await app.register(async (scope) => {
      await scope.register(fastifyFormbody);
      await imApiPlugin(scope, { accounts, db, config, bus: openBus });
    });
    await app.register(uploadPlugin, { accounts, dataDir: config.dataDir });
    await app.register(mainApiPlugin, { paramKey, table: MAIN_API, accounts, db });
    await app.register(mainContentPlugin, { db, production: config.production });
    await app.register(roomsPlugin, { db, bus: openBus, ...(options.now ? { now: options.now } : {}) });
    if (!config.production && sms instanceof DevSmsProvider) await app.register(devPlugin, { sms });
    await app.register(fastifyStatic, {
      root: AVATARS_DIR,
      prefix: '/avatars/',
      decorateReply: false,
      index: false,
    });
    const im = attachIm(
      app,
      { db, accounts, bus },
      {
        idleTimeoutMs: config.wsIdleTimeoutMs,
        ...(options.imAreas ? { areas: options.imAreas } : {}),
        ...(options.now ? { now: options.now } : {}),
        ...(options.snapSweepMs ? { snapSweepMs: options.snapSweepMs } : {}),
        ...(options.nodeWatch ? { nodeWatch: options.nodeWatch } : {}),
      },
    );
    const sports = await startSports(app, { db, bus, registry: im.registry }, options.sports);
    await serveBuiltApp(app, config);
    return { app, config, store, db, accounts, sms, paramKey, bus, im, sports, close: () => app.close() };
  } catch (error) {
    await bus?.close();
    await store.close();
    throw error;
  }
}

async function serveBuiltApp(app: FastifyInstance, config: ServerConfig): Promise<void> {
  if (!existsSync(join(config.distDir, 'index.html'))) {
    app.log.warn(`no built app in ${config.distDir}: run \`npm run build\``);
    return;
  }
  await app.register(fastifyStatic, { root: config.distDir, wildcard: false });
  // NOTE: client-side routes (/match, /chat?id=…) must get index.html, never a 404.
  app.setNotFoundHandler((req, reply) => {
    if (req.method === 'GET' && !NOT_APP_ROUTES.some((prefix) => req.url.startsWith(prefix))) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ code: 404, msg: 'not found' });
  });
}
