import { ordersToShip, shipOrder } from '../points/mall';
import { Refusal } from '../refusal';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/** The console's HTTP status for a refused shipment. */
/** Pending orders listed at once, oldest first. */
const LIST_LIMIT = 200;

/**
 * Points-mall orders (issue 44): staff list the orders waiting to ship, with the delivery name,
 * phone and address the user chose, and ship one. The guarded move in `shipOrder` runs in the
 * change's transaction with its audit row, so two shipping at once ship it once (the second: 409).
 * Shipping takes the tracking note (issue 47), which the user reads in the app's order list with the
 * order shown as shipped; the user may then confirm receipt.
 */
export function mallRoutes(routes: ConsoleRoutes, db: StaffDb): void {
  routes.read('/mall-orders', 'mall.ship', async () => ({
    pending: (await ordersToShip(db, LIST_LIMIT, 'en')).map((o) => ({
      id: o.id,
      orderid: o.orderid,
      uid: o.uid,
      nickname: o.nickname,
      item: o.item_name,
      num: o.num,
      cost: o.cost,
      shipName: o.ship_name,
      shipPhone: o.ship_phone,
      shipAddress: o.ship_address,
      createdAt: o.time * 1000,
    })),
  }));

  routes.change('POST', '/mall-orders/:id/ship', 'mall.ship', async (trx, ctx, body, req) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new Refusal('console', 400, 'the order id must be a positive integer');
    if (typeof body.tracking !== 'string') throw new Refusal('console', 400, 'give the tracking note');
    const tracking = body.tracking.trim();
    const shipped = await shipOrder(trx, id, tracking, ctx.now);
    return {
      answer: { id, orderid: shipped.orderid, status: 'shipped' },
      audit: {
        action: 'mall-order.ship',
        target: `order:${shipped.orderid}`,
        before: { status: 'pending', uid: shipped.uid },
        after: { status: 'shipped', tracking },
      },
    };
  });
}
