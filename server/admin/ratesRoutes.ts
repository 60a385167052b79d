import { pushRates } from '../im/money';
import type { ImServices } from '../im/types';
import { RATE_FIELDS, type Rates, rateList, rateProblem, setRate } from '../money/rates';
import { badInput } from './errors';
import type { ConsoleRoutes } from './http';

/**
 * Exchange rates between coin types (issue 46 item 12; server/money/rates.ts says what the six
 * numbers mean): finance lists the pairs and sets one (added or replaced), audited with the pair's
 * rates before and after. Once committed every online user, on every node, gets the whole list
 * (msg_rate_notify).
 */
export function ratesRoutes(routes: ConsoleRoutes, services: ImServices): void {
  routes.read('/rates', 'settings.money', async () => ({ rates: await rateList(services.db) }));

  routes.change('PUT', '/rates', 'settings.money', async (trx, ctx, body) => {
    const problem = rateProblem(body, body);
    if (problem) throw badInput(problem);
    const pair = { cointype: body.cointype as number, outcointype: body.outcointype as number };
    const rates = Object.fromEntries(RATE_FIELDS.map((f) => [f, body[f]])) as Rates;
    // NOTE: read through the change's transaction (on SQLite the store is one connection).
    const before = (await rateList(trx)).find(
      (r) => r.cointype === pair.cointype && r.outcointype === pair.outcointype,
    );
    await setRate(trx, pair, rates, ctx.now);
    return {
      answer: { ...pair, ...rates },
      audit: {
        action: 'rates.set',
        target: `rate:${pair.cointype}-${pair.outcointype}`,
        ...(before ? { before } : {}),
        after: { ...pair, ...rates },
      },
      afterCommit: () =>
        void pushRates(services).catch((error: unknown) =>
          services.log.error({ err: error }, 'could not push the exchange rates'),
        ),
    };
  });
}
