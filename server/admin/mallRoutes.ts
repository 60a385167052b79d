import { MAIN_CODE } from '../../protocol/mainApi';
import { ordersToShip, shipOrder } from '../points/mall';
import { AccountRefusal } from '../points/refusal';
import { ConsoleError } from './errors';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/** Pending orders listed at once, oldest first. */
const LIST_LIMIT = 200;

/**
 * Points-mall orders (issue 44): staff list the orders waiting to ship, with the delivery name,
 * phone and address the user chose, and ship one. The guarded move in `shipOrder` runs in the
 * change's transaction with its audit row, so two shipping at once ship it once (the second: 409).
 * The user sees the order as shipped in the app's order list and may then confirm receipt.
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

  routes.change('POST', '/mall-orders/:id/ship', 'mall.ship', async (trx, ctx, _body, req) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new ConsoleError(400, 'the order id must be a positive integer');
    let shipped: Awaited<ReturnType<typeof shipOrder>>;
    try {
      shipped = await shipOrder(trx, id, ctx.now);
    } catch (error) {
      if (error instanceof AccountRefusal)
        throw new ConsoleError(error.code === MAIN_CODE.NOT_FOUND ? 404 : 409, error.message);
      throw error;
    }
    return {
      answer: { id, orderid: shipped.orderid, status: 'shipped' },
      audit: {
        action: 'mall-order.ship',
        target: `order:${shipped.orderid}`,
        before: { status: 'pending', uid: shipped.uid },
        after: { status: 'shipped' },
      },
    };
  });
}
