import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Accounts } from '../accounts';
import type { ImLayer } from '../im';
import type { Database } from '../store';
import { appealsRoutes } from './appealsRoutes';
import { authRoutes } from './authRoutes';
import { contentRoutes } from './contentRoutes';
import { csRoutes } from './csRoutes';
import { ensureDemoStaff, retireDemoStaff } from './demo';
import { hostsRoutes } from './hostsRoutes';
import { ConsoleRoutes } from './http';
import { liveRoutes } from './liveRoutes';
import { mallRoutes } from './mallRoutes';
import { ratesRoutes } from './ratesRoutes';
import { replaysRoutes } from './replaysRoutes';
import { settingsRoutes } from './settingsRoutes';
import { staffRoutes } from './staffRoutes';
import { statsRoutes } from './statsRoutes';
import { staffDb } from './tables';
import { topUpsRoutes } from './topUpsRoutes';
import { usersRoutes } from './usersRoutes';

export interface AdminDeps {
  db: Kysely<Database>;
  accounts: Accounts;
  /** Where uploaded pictures go (uploads/, as users' uploads). */
  dataDir: string;
  /** The WebSocket layer: answers and order moves reach the users' devices through it. */
  im: ImLayer;
  now: () => number;
  /** Make the demo staff (development only: DEV_ENDPOINTS=1); otherwise retire any left. */
  demoStaff: boolean;
}

/**
 * The staff console's API under /admin/api (issue 22): login with password and TOTP, sessions,
 * roles, the audit log, settings, users and wallets. The console's page is served by server/app.ts.
 */
export async function adminPlugin(app: FastifyInstance, deps: AdminDeps): Promise<void> {
  const db = staffDb(deps.db);
  if (deps.demoStaff) await ensureDemoStaff(db, deps.now());
  else {
    const retired = await retireDemoStaff(db);
    if (retired > 0) app.log.warn({ retired }, 'demo staff accounts with published secrets disabled');
  }
  const routes = new ConsoleRoutes(app, deps.db, deps.now);
  authRoutes(app, routes, db, deps.now);
  staffRoutes(routes, db, deps.demoStaff);
  settingsRoutes(routes, db);
  usersRoutes(routes, db, deps.accounts);
  csRoutes(routes, db, deps.im.services.bus);
  liveRoutes(routes, deps.db, deps.im.services.bus);
  contentRoutes(routes, deps.db, deps.dataDir);
  statsRoutes(routes, deps.db);
  appealsRoutes(routes, db, deps.im.services);
  topUpsRoutes(routes, db, deps.im.services);
  ratesRoutes(routes, deps.im.services);
  hostsRoutes(routes, deps.db, deps.im.services);
  mallRoutes(routes, db);
  replaysRoutes(routes, deps.db, deps.dataDir);
}
