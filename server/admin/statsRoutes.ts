import { type Kysely, sql } from 'kysely';
import { LOG_ACTION } from '../../protocol/mainApi';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';

const DAY_MS = 86_400_000;
const MAX_DAYS = 92;

/** The LOG_ACTION names by id (protocol/mainApi.ts), for the chart's legend. */
const ACTION_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(LOG_ACTION).map(([name, id]) => [id, name.toLowerCase()]),
);

/**
 * Statistics: the api/logAction events (action_logs) counted by UTC day and action, for the last
 * `days` days (default 14), every day present (zeros included) so the chart's axis has no gaps.
 */
export function statsRoutes(routes: ConsoleRoutes, store: Kysely<Database>): void {
  routes.read('/stats/actions', 'stats.read', async (ctx, req) => {
    const raw = (req.query as { days?: string }).days;
    const days = raw === undefined || raw === '' ? 14 : Number(raw);
    if (!Number.isSafeInteger(days) || days < 1 || days > MAX_DAYS)
      throw new Refusal('console', 400, `days must be 1 to ${MAX_DAYS}`);
    const today = Math.floor(ctx.now / DAY_MS);
    const first = today - days + 1;
    // NOTE: a literal, not a parameter: PostgreSQL matches the GROUP BY expression to the selected one.
    const day = sql<number>`created_at / ${sql.lit(DAY_MS)}`;
    const rows = await store
      .selectFrom('action_logs')
      .select([day.as('day'), 'action_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', first * DAY_MS)
      .groupBy([day, 'action_id'])
      .execute();
    const actions = [...new Set(rows.map((r) => Number(r.action_id)))].sort((a, b) => a - b);
    const byDay = new Map<number, Record<string, number>>();
    for (let d = first; d <= today; d++) byDay.set(d, Object.fromEntries(actions.map((a) => [String(a), 0])));
    for (const r of rows) {
      const counts = byDay.get(Number(r.day));
      if (counts) counts[String(r.action_id)] = Number(r.n);
    }
    return {
      actions: actions.map((id) => ({ id, name: ACTION_NAMES[id] ?? `action ${id}` })),
      days: [...byDay].map(([d, counts]) => ({
        day: new Date(d * DAY_MS).toISOString().slice(0, 10),
        ...counts,
      })),
    };
  });
}
