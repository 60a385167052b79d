// The hub's marketplace calls against the real server: two users, each with their own hub, trade
// coins: a pay account, a sell offer, an order with the seller's account shown, "I have paid", the
// release with the pay password (a wrong one refused with 11), and both wallets as the hubs see them.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ORDER_STATUS, PAY_TYPE } from '../../protocol/enums';
import type { CoinBalance } from '../../workers/api';
import { isRefusal } from '../../workers/errors';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';
import { givePayPassword, newPhone, PAY } from './money-fixture';

let server: TestServer;
const hubs: NodeHub[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close().catch(() => {});
  await server?.close();
});

/** A user with a phone (the marketplace is for phone-verified accounts), `coins` and a logged-in hub. */
async function loggedIn(coins: number): Promise<{ hub: NodeHub; uid: number }> {
  const g = await guest(server.url);
  await server.db
    .updateTable('users')
    .set({ phone: newPhone(), zone: '86' })
    .where('uid', '=', g.uid)
    .execute();
  await givePayPassword(server.db, g.uid, coins);
  const hub = nodeHub();
  hubs.push(hub);
  await hub.core.login(loginOf(g));
  await hub.core.whenOnline(5000);
  return { hub, uid: g.uid };
}

const coin0 = (coins: CoinBalance[]) => coins.find((c) => c.cointype === 0);

test('a full trade between two hubs: offer, order, paid, released; both wallets follow', async () => {
  const seller = await loggedIn(50_000);
  const buyer = await loggedIn(1_000);
  const s = seller.hub.core.calls;
  const b = buyer.hub.core.calls;

  const account = await s.addPayAccount({
    paytype: PAY_TYPE.BANK,
    account: '6222 0000 1234',
    holder: 'Li Lei',
    bank: 'ICBC',
    phone: '',
  });
  expect((await s.payAccounts()).map((a) => a.id)).toEqual([account]);
  await s.publishOffer({
    side: 'sell',
    total: 30_000,
    min: 1_000,
    max: 10_000,
    cointype: 0,
    outcointype: 0,
    rate: 100,
    paytypes: [PAY_TYPE.BANK],
  });
  await waitFor(async () => coin0(await s.wallet())?.freezecoin === 30_000, 5000, 'the frozen coins');

  const [offer] = await b.marketOffers({
    side: 'buy',
    paytype: 0,
    amount: 5_000,
    cointype: 0,
    outcointype: 0,
  });
  expect(offer).toMatchObject({
    side: 'sell',
    uid: seller.uid,
    left: 30_000,
    min: 1_000,
    max: 10_000,
    paytypes: [PAY_TYPE.BANK],
    deals: 0,
  });
  if (!offer) throw new Error('no offer');
  const tooMuch = await b.openOrder(offer, 20_000, PAY_TYPE.BANK).catch((e: unknown) => e);
  expect(isRefusal(tooMuch, 0)).toBe(true);
  const orderid = await b.openOrder(offer, 5_000, PAY_TYPE.BANK);
  // The seller's hub hears of the new order.
  await waitFor(
    () =>
      seller.hub.events.some(
        (e) => e.type === 'market-order' && e.orderid === orderid && e.uid === buyer.uid,
      ),
    5000,
    'the new-order event',
  );
  const seen = await b.order(orderid);
  expect(seen).toMatchObject({
    status: ORDER_STATUS.WAITING_PAYMENT,
    amount: 5_000,
    buyer: buyer.uid,
    seller: seller.uid,
  });
  expect(seen.account).toMatchObject({ id: account, account: '6222 0000 1234', holder: 'Li Lei' });
  expect(seen.deadline - Date.now()).toBeGreaterThan(14 * 60_000);
  expect(isRefusal(await b.openOrder(offer, 5_000, PAY_TYPE.BANK).catch((e: unknown) => e), 21)).toBe(true);

  await b.markPaid(orderid);
  expect(isRefusal(await s.releaseOrder(orderid, '000000').catch((e: unknown) => e), 11)).toBe(true);
  await s.releaseOrder(orderid, PAY);
  expect((await s.order(orderid)).status).toBe(ORDER_STATUS.COMPLETED);
  await waitFor(async () => coin0(await b.wallet())?.coin === 6_000, 5000, 'the buyer’s coins');
  await waitFor(async () => coin0(await s.wallet())?.freezecoin === 25_000, 5000, 'the seller’s escrow');
  expect(coin0(await s.wallet())?.coin).toBe(20_000);
  expect((await b.myOrders()).map((o) => o.orderid)).toEqual([orderid]);
  expect(await b.dealTotals()).toEqual([{ cointype: 0, orders: 1, completed: 1, bought: 5_000, sold: 0 }]);
  const [mine] = await s.myOffers();
  expect(mine).toMatchObject({ left: 25_000, deals: 1 });
  expect(await s.setOfferStatus(mine?.goodsid ?? 0, 4)).toBe(4);
  await waitFor(async () => coin0(await s.wallet())?.coin === 45_000, 5000, 'the unsold coins back');
});
