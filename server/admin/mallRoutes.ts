import { MAIN_CODE } from '../../protocol/mainApi';
import { ordersToShip, shipOrder } from '../points/mall';
import { AccountRefusal } from '../points/refusal';
import { ConsoleError } from './errors';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/** The console's HTTP status for a refused shipment. */
const STATUS_OF: Readonly<Record<number, 400 | 404>> = {
  [MAIN_CODE.NOT_FOUND]: 404,
  [MAIN_CODE.BAD_REQUEST]: 400,
};

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
      throw new ConsoleError(400, 'the order id must be a positive integer');
    if (typeof body.tracking !== 'string') throw new ConsoleError(400, 'give the tracking note');
    const tracking = body.tracking.trim();
    let shipped: Awaited<ReturnType<typeof shipOrder>>;
    try {
      shipped = await shipOrder(trx, id, tracking, ctx.now);
    } catch (error) {
      if (error instanceof AccountRefusal)
        throw new ConsoleError(STATUS_OF[error.code] ?? 409, error.message);
      throw error;
    }
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
