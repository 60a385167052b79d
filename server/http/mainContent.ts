import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ensureDemoContent } from '../demo/seed';
import type { Database } from '../store';
import { CONFIG_ENDPOINTS } from './config';
import { HOME_ENDPOINTS } from './home';
import type { MainApiTable } from './mainApi';
import { NEWS_ENDPOINTS } from './news';
import { staticPlugin } from './static';
import { statsPlugin } from './stats';

/** The main-API endpoints of the home, news and configuration (protocol/mainApi.ts MainEndpoints). */
export const MAIN_CONTENT_ENDPOINTS: MainApiTable = {
  ...CONFIG_ENDPOINTS,
  ...HOME_ENDPOINTS,
  ...NEWS_ENDPOINTS,
};

export interface MainContentDeps {
  db: Kysely<Database>;
  /** Make the demo content on the first start (default true). */
  demo?: boolean;
  /** The server's clock: the demo matches are laid out around it. */
  now: () => number;
}

/**
 * Everything of this area besides the main-API table: the demo content (made once, on the first
 * start), api/logAction, maintain.json, hosts.json, the agreement and install pages, the demo
 * images.
 */
export async function mainContentPlugin(app: FastifyInstance, deps: MainContentDeps): Promise<void> {
  if (deps.demo !== false) await ensureDemoContent(deps.db, deps.now());
  await app.register(statsPlugin, { db: deps.db });
  await app.register(staticPlugin, { db: deps.db });
}
