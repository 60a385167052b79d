import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../bus';
import type { Delivery } from '../delivery/types';
import { DEMO_SEED } from '../demo/seed';
import type { Database } from '../store';
import { ScoreAlerts } from './alerts';
import { type FeedChoice, parseFeedChoice, parseSpeed, type SportsFeed } from './feed';
import { JsonFileFeed } from './jsonFeed';
import { SimulatorFeed } from './simulator';

export { matchTopic, ScoreAlerts } from './alerts';
export { type FeedEvent, parseFeedChoice, parseSpeed, SportsConfigError, type SportsFeed } from './feed';
export { JsonFileFeed, SportsFeedError } from './jsonFeed';
export { SimulatorFeed } from './simulator';

/** How the match center runs; each field defaults to the environment (SPORTS_FEED, SPORTS_SPEED). */
export interface SportsOptions {
  /** `simulator` (default), `off` (no feed: tests drive one themselves), or a JSON file. */
  feed?: FeedChoice;
  /** Seconds of play per real second for the simulator. */
  speed?: number;
  /** Simulator tick period (ms); 0 runs no timer. */
  tickMs?: number;
  /** JSON feed: how often the file is checked (ms). */
  pollMs?: number;
  /** The feed's clock (ms). */
  now?: () => number;
  /** How often each node re-reads the matches it listens to for alerts (ms). */
  alertsRefreshMs?: number;
}

/** The match center of one node: its feed (when it runs one) and its score-alert delivery. */
export interface Sports {
  feed: SportsFeed | undefined;
  alerts: ScoreAlerts;
}

export interface SportsDeps {
  db: Kysely<Database>;
  bus: Bus;
  registry: Delivery;
}

/**
 * Starts the match center on a node: score-alert delivery, and the feed chosen by
 * `options.feed` / SPORTS_FEED, whose alerts are published on the bus. Both stop when the
 * server closes (before the bus and the store).
 *
 * @throws {SportsConfigError} for a bad SPORTS_FEED or SPORTS_SPEED.
 */
export async function startSports(
  app: FastifyInstance,
  deps: SportsDeps,
  options: SportsOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Sports> {
  const choice = options.feed ?? parseFeedChoice(env.SPORTS_FEED);
  const speed = options.speed ?? parseSpeed(env.SPORTS_SPEED);
  const log = app.log.child({ part: 'sports' });
  const now = options.now ?? Date.now;
  const alerts = new ScoreAlerts({
    db: deps.db,
    bus: deps.bus,
    registry: deps.registry,
    log,
    now,
    ...(options.alertsRefreshMs ? { refreshMs: options.alertsRefreshMs } : {}),
  });
  const feedLog = (level: 'warn' | 'error', message: string, error?: unknown) =>
    log[level]({ err: error }, message);
  let feed: SportsFeed | undefined;
  if (choice.kind === 'simulator') {
    feed = new SimulatorFeed({
      db: deps.db,
      nodeId: deps.bus.nodeId,
      seed: DEMO_SEED,
      speed,
      now,
      log: feedLog,
      ...(options.tickMs !== undefined ? { tickMs: options.tickMs } : {}),
    });
  } else if (choice.kind === 'file') {
    feed = new JsonFileFeed({
      db: deps.db,
      path: choice.path,
      now,
      log: feedLog,
      ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    });
  }
  feed?.on((event) => {
    if (event.type !== 'event' || !event.alert || event.stale) return;
    alerts
      .publish(event.alert)
      .catch((error: unknown) => log.error({ err: error }, 'publishing a score alert failed'));
  });
  app.addHook('preClose', async () => {
    await feed?.stop();
    alerts.stop();
  });
  await alerts.start();
  await feed?.start();
  return { feed, alerts };
}
