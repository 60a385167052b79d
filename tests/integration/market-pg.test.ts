import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { GOODS_STATUS, ORDER_STATUS, PAY_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { cancelTimedOutOrders, resolveAppeal } from '../../server/market/orders';
import { marketDb } from '../../server/market/tables';
import type { Store } from '../../server/store';
import type { ImClient } from '../helpers/imClient';
import type { Node } from '../helpers/nodes';
import { type PgCluster, startPgCluster } from '../helpers/pgCluster';
import { addAccount, backdate, heldBy, offerRow, publish, walletOf } from './market-fixture';
import { authCode, payUsers, socketOf, socketsOf } from './money-fixture';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');
const S = ORDER_STATUS;

// NOTE: skipped only where PostgreSQL or Redis is not running (npm test says so in one line);
// under CI=true tests/helpers/services.setup.ts fails the run instead, so CI always runs this.
describe.skipIf(!pgUrl || !redisUrl)('the marketplace on PostgreSQL with two server processes', () => {
  const sockets: ImClient[] = [];
  const nodes: Node[] = [];
  let store: Store;
  let cluster: PgCluster | undefined;

  beforeAll(async () => {
    cluster = await startPgCluster('market_pg', { pgUrl, redisUrl }, 2, { WS_IDLE_TIMEOUT_MS: '600000' });
    nodes.push(...cluster.nodes);
    store = cluster.store;
  }, 90_000);

  afterAll(async () => {
    await Promise.allSettled(sockets.map((s) => s.close()));
    await cluster?.close();
  });

  test('1,000 concurrent order attempts over 200 sockets on two nodes sell one offer exactly out; then completions, cancels, timeouts on both nodes, appeals and a close conserve every coin', async () => {
    const [owner] = await payUsers(store.db, 1, 1_000_000);
    if (!owner) throw new Error('no seller');
    const seller = await socketOf(nodes[0]?.url ?? '', store.db, owner.uid);
    sockets.push(seller);
    await addAccount(seller, PAY_TYPE.BANK);
    const goodsid = await publish(seller, store.db, owner.uid, {
      goodsvalue: 70_000,
      minlimit: 100,
      maxlimit: 1_000,
    });
    const users = await payUsers(store.db, 200, 10_000);
    const uids = users.map((u) => u.uid);
    const everyone = [owner.uid, ...uids];
    const start = 1_000_000 + 200 * 10_000;
    expect(await heldBy(store.db, everyone)).toBe(start);
    const clients = await socketsOf(
      nodes.map((n) => n.url),
      store.db,
      uids,
    );
    sockets.push(...clients);

    // Each taker tries five times at once (one at 1,500, above the maximum): 100 orders of 700 fit.
    const replies = await Promise.all(
      clients.flatMap((client) =>
        [700, 700, 700, 700, 1_500].map((ordervalue) =>
          client.request(
            'msg_create_order_req',
            { opertype: 1, goodsid, ordervalue, paytype: PAY_TYPE.BANK, paytypeid: 0 },
            { timeout: 300_000 },
          ),
        ),
      ),
    );
    const counts = new Map<number, number>();
    for (const r of replies) counts.set(r.result, (counts.get(r.result) ?? 0) + 1);
    expect(counts.get(RESULT.SUCCESS)).toBe(100);
    expect(
      [...counts.keys()].every((c) =>
        [1, 0, RESULT.GOODS_NOT_ENOUGH, RESULT.HAS_UNFINISHED_ORDER, RESULT.GOODS_STATUS_ERROR].includes(
          c as 0,
        ),
      ),
    ).toBe(true);
    const orders = await marketDb(store.db)
      .selectFrom('market_orders')
      .selectAll()
      .where('goodsid', '=', goodsid)
      .execute();
    expect(orders).toHaveLength(100);
    expect(new Set(orders.map((o) => o.buyer)).size).toBe(100);
    expect(await offerRow(store.db, goodsid)).toMatchObject({
      leftvalue: 0,
      status: GOODS_STATUS.INSUFFICIENT,
    });

    const socketOfBuyer = (uid: number) => {
      const s = clients[uids.indexOf(uid)];
      if (!s) throw new Error(`no socket of ${uid}`);
      return s;
    };
    const group = (from: number, to: number) => orders.slice(from, to);
    // 0-9 completed; 10-29 paid, refused a cancel, appealed, half released and half cancelled by
    // staff; 30-34 cancelled by the buyer; 35-99 left to the timeout, swept by two sweeps at once.
    for (const o of group(0, 30)) {
      expect(
        (await socketOfBuyer(o.buyer).request('msg_confirm_order_req', { orderid: o.orderid })).result,
      ).toBe(1);
    }
    for (const o of group(0, 10)) {
      const reply = await seller.request('msg_confirm_order_req', {
        orderid: o.orderid,
        authcode: await authCode(seller),
      });
      expect(reply.status).toBe(S.COMPLETED);
    }
    const cancels = await Promise.all(
      group(10, 20).map((o) =>
        socketOfBuyer(o.buyer).request('msg_cancel_order_req', { orderid: o.orderid }),
      ),
    );
    // Paid orders cannot be cancelled.
    expect(cancels.map((c) => c.result)).toEqual(Array(10).fill(RESULT.ORDER_STATUS_ERROR));
    for (const o of group(10, 30)) await backdate(store.db, o.orderid);
    for (const o of group(10, 20)) {
      expect((await seller.request('msg_appeal_order_req', { orderid: o.orderid })).status).toBe(S.APPEAL);
    }
    for (const o of group(20, 30)) {
      expect(
        (await socketOfBuyer(o.buyer).request('msg_appeal_order_req', { orderid: o.orderid })).status,
      ).toBe(S.APPEAL);
    }
    // Staff resolve the same appeals twice at once: each resolves once.
    const resolutions = await Promise.allSettled(
      group(10, 30).flatMap((o, i) => {
        const outcome = i % 2 === 0 ? 'release' : 'cancel';
        return [
          resolveAppeal(store.db, o.orderid, outcome, Date.now()),
          resolveAppeal(store.db, o.orderid, outcome, Date.now()),
        ];
      }),
    );
    expect(resolutions.filter((r) => r.status === 'fulfilled')).toHaveLength(20);

    // The offer is back online with the cancelled value; the owner closes it while 65 orders wait.
    // Five buyers of waiting orders cancel them (on both nodes), back onto the offer too.
    const byBuyer = await Promise.all(
      group(30, 35).map((o) =>
        socketOfBuyer(o.buyer).request('msg_cancel_order_req', { orderid: o.orderid }),
      ),
    );
    expect(byBuyer.map((c) => c.result)).toEqual(Array(5).fill(1));
    const waiting = group(35, 100);
    expect((await offerRow(store.db, goodsid)).leftvalue).toBe(15 * 700);
    expect(
      (await seller.request('msg_set_goods_status_req', { goodsid, status: GOODS_STATUS.CLOSED })).result,
    ).toBe(1);
    await Promise.all(waiting.map((o) => backdate(store.db, o.orderid)));
    const [a, b] = await Promise.all([
      cancelTimedOutOrders(store.db, Date.now()),
      cancelTimedOutOrders(store.db, Date.now()),
    ]);
    const swept = [...(a ?? []), ...(b ?? [])].map((m) => m.order.orderid);
    // The nodes' own sweeps may take some of them too; none is cancelled twice.
    expect(new Set(swept).size).toBe(swept.length);
    await expect
      .poll(
        async () =>
          (
            await marketDb(store.db)
              .selectFrom('market_orders')
              .select('orderid')
              .where('goodsid', '=', goodsid)
              .where('status', '=', S.CANCELLED_BY_TIMEOUT)
              .execute()
          ).length,
      )
      .toBe(65);

    const sold = 20 * 700;
    expect(await walletOf(store.db, owner.uid)).toEqual({ coin: 1_000_000 - sold, freezecoin: 0 });
    expect(await heldBy(store.db, uids)).toBe(200 * 10_000 + sold);
    expect(await heldBy(store.db, everyone)).toBe(start);
    const logged = await marketDb(store.db)
      .selectFrom('money_log')
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('uid', '=', owner.uid)
      .where('moneytype', 'in', [7, 8])
      .executeTakeFirstOrThrow();
    // The seller's log: −70,000 frozen, +refunds on close and cancels: −sold in all.
    expect(Number(logged.total)).toBe(-sold);
  }, 400_000);
});
