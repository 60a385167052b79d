import { ORDER_STATUS } from '../../protocol/enums';
import { announceOrderMove } from '../im/market';
import type { ImServices } from '../im/types';
import { resolveAppeal } from '../market/orders';
import { marketDb } from '../market/tables';
import { toOrderInfo } from '../market/views';
import { Refusal } from '../refusal';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/**
 * Marketplace appeals (DECISIONS "Marketplace": 4 → 3 or 7 by staff): finance lists the orders in
 * appeal and releases the coins to the buyer or cancels the order, through the order state
 * machine's own move; both sides get the order message and their balances as after any move.
 */
export function appealsRoutes(routes: ConsoleRoutes, db: StaffDb, services: ImServices): void {
  routes.read('/appeals', 'market.appeals', async () => {
    const rows = await marketDb(db)
      .selectFrom('market_orders')
      .selectAll()
      .where('status', '=', ORDER_STATUS.APPEAL)
      .orderBy('moved_at')
      .limit(200)
      .execute();
    const uids = [...new Set(rows.flatMap((r) => [r.buyer, r.seller]))];
    const users = uids.length
      ? await db.selectFrom('users').select(['uid', 'nickname']).where('uid', 'in', uids).execute()
      : [];
    const names = new Map(users.map((u) => [u.uid, u.nickname]));
    return {
      orders: await Promise.all(
        rows.map(async (r) => ({
          ...(await toOrderInfo(db, r, 'staff')),
          buyerName: names.get(r.buyer) ?? '',
          sellerName: names.get(r.seller) ?? '',
          appealedAt: Number(r.moved_at),
        })),
      ),
    };
  });

  routes.change('POST', '/appeals/:orderid', 'market.appeals', async (trx, ctx, body, req) => {
    const { orderid } = req.params as { orderid: string };
    const outcome = body.outcome;
    if (outcome !== 'release' && outcome !== 'cancel')
      throw new Refusal('console', 400, 'outcome must be release (coins to the buyer) or cancel');
    const moved = await resolveAppeal(trx, orderid, outcome, ctx.now);
    return {
      answer: { orderid, status: moved.order.status },
      audit: {
        action: 'appeal.resolve',
        target: `order:${orderid}`,
        before: { status: ORDER_STATUS.APPEAL },
        after: { status: moved.order.status, outcome },
      },
      afterCommit: () => void announceOrderMove(services, moved),
    };
  });
}
