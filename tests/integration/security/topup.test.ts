// Issue 43 item 1: a guest sent msg_top_up_req {cointype: 0, amount: 2000000000} and got 20,000,000
// coins, because the instant dev pay provider answered every top-up outside production. Now a top-up
// credits only what its pay provider confirmed: finance staff in the console (the default), or a
// gateway's signed notification; the instant provider only with DEV_ENDPOINTS=1 and only from this
// machine. Replayed on SQLite and PostgreSQL.
import { createServer, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { beforeAll, expect, test } from 'vitest';
import { MONEY_TYPE, TOP_UP_STATUS } from '../../../protocol/enums';
import { staffDb } from '../../../server/admin/tables';
import { loadConfig } from '../../../server/config';
import { noticesSince } from '../../../server/money/notices';
import { sign, signatureHeader } from '../../../server/money/payments/gateway';
import { NOTIFY_PATH } from '../../../server/money/payments/notify';
import { moneyDb } from '../../../server/money/tables';
import { coinBalance } from '../../../server/money/wallet';
import { createGuest, ImClient } from '../../helpers/imClient';
import type { TestServer } from '../../helpers/server';
import { staffAccount } from '../../helpers/staff';
import { onEachStore } from './stores';

const SECRET = 'a-shared-secret-of-the-gateway-0123456789';

async function guestSocket(url: string) {
  const guest = await createGuest(url);
  const socket = await ImClient.connect(url);
  expect((await socket.login(guest)).result).toBe(1);
  return { uid: guest.uid, socket };
}

async function rechargeRows(server: TestServer, uid: number) {
  return moneyDb(server.db)
    .selectFrom('money_log')
    .select(['amount', 'orderid'])
    .where('uid', '=', uid)
    .where('moneytype', '=', MONEY_TYPE.RECHARGE)
    .execute();
}

/** The coin balances of the wallet pushes the socket gets, up to the one showing `coin` (the login's come first). */
async function walletPushesUntil(socket: ImClient, coin: number): Promise<number[]> {
  const seen: number[] = [];
  while (seen.at(-1) !== coin) seen.push((await socket.nextPush('msg_user_data_notify')).base_data.coin);
  return seen;
}

/** The wallet notices (type 17) the platform wrote to `uid`, parsed. */
async function notices(server: TestServer, uid: number) {
  const rows = await noticesSince(server.db, uid, 0);
  return rows.map((r) => JSON.parse(Buffer.from(r.content).toString('utf8')) as Record<string, unknown>);
}

/** This machine's first address other than loopback (another machine's view of a client), if any. */
function outsideAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return undefined;
}

/**
 * A listener on `address` handing its WebSocket upgrades to the server: the server sees the client's
 * real TCP peer, `address`, not loopback.
 */
async function listenOutside(server: TestServer, address: string): Promise<{ url: string; close(): void }> {
  const front: Server = createServer();
  front.on('upgrade', (req, socket, head) => server.app.server.emit('upgrade', req, socket, head));
  await new Promise<void>((resolve) => front.listen(0, address, resolve));
  const port = (front.address() as { port: number }).port;
  return { url: `http://${address}:${port}`, close: () => front.close() };
}

/**
 * A fake payment gateway on 127.0.0.1: its pay page checks the merchant's signature of the pay URL
 * (as a real one does) and, when the payer pays, posts the signed notification to the server.
 */
async function fakeGateway() {
  const orders = new Map<string, { amount: number; cointype: number }>();
  const gateway: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const sig = url.searchParams.get('sig') ?? '';
    url.searchParams.delete('sig');
    const good = url.pathname === '/pay' && sign(SECRET, url.searchParams.toString()) === sig;
    if (good)
      orders.set(url.searchParams.get('orderid') ?? '', {
        amount: Number(url.searchParams.get('amount')),
        cointype: Number(url.searchParams.get('cointype')),
      });
    res.writeHead(good ? 200 : 403).end(good ? 'pay here' : 'bad merchant signature');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/pay`;
  return {
    url,
    orders,
    close: () => gateway.close(),
    /** Posts a notification `body` to the server, signed with `secret`. */
    async notify(server: TestServer, body: Record<string, unknown>, secret = SECRET) {
      const raw = JSON.stringify(body);
      const response = await fetch(`${server.url}${NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pay-signature': signatureHeader(secret, raw) },
        body: raw,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
  };
}

test('PAY_PROVIDER is manual unless set; a gateway needs its URL and a secret of 32 characters or more', () => {
  expect(loadConfig({}).payments).toEqual({ provider: 'manual' });
  expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ provider: 'manual' });
  expect(() => loadConfig({ PAY_PROVIDER: 'instant' })).toThrow(/PAY_PROVIDER must be manual or gateway/);
  expect(() => loadConfig({ PAY_PROVIDER: 'gateway', PAY_GATEWAY_SECRET: SECRET })).toThrow(
    /PAY_GATEWAY_URL/,
  );
  expect(() =>
    loadConfig({
      PAY_PROVIDER: 'gateway',
      PAY_GATEWAY_URL: 'https://pay.example/p',
      PAY_GATEWAY_SECRET: 'short',
    }),
  ).toThrow(/PAY_GATEWAY_SECRET of at least 32/);
  expect(
    loadConfig({
      PAY_PROVIDER: 'gateway',
      PAY_GATEWAY_URL: 'https://pay.example/p',
      PAY_GATEWAY_SECRET: SECRET,
    }).payments,
  ).toEqual({ provider: 'gateway', gatewayUrl: 'https://pay.example/p', gatewaySecret: SECRET });
});

onEachStore('top-ups credit only what a pay provider confirmed', (start) => {
  let server: TestServer;
  beforeAll(async () => {
    // As `npm start` runs it: no DEV_ENDPOINTS, the manual provider.
    server = await start({ devEndpoints: false });
  });

  test('as `npm start` runs it, a guest’s top-up of 20,000,000 coins credits nothing: it is a pending order', async () => {
    const { uid, socket } = await guestSocket(server.url);
    const before = await coinBalance(server.db, uid, 0, Date.now());
    for (const cointype of [0, 1, 5]) {
      const reply = await socket.request('msg_top_up_req', { cointype, amount: 2_000_000_000 });
      expect(reply.result).toBe(1);
      expect(reply.order).toMatchObject({
        status: TOP_UP_STATUS.PENDING,
        provider: 'manual',
        amount: 2_000_000_000,
      });
      expect(await coinBalance(server.db, uid, cointype, Date.now())).toBe(cointype === 0 ? before : 0);
    }
    expect(await rechargeRows(server, uid)).toEqual([]);
    const list = await socket.request('msg_top_up_list_req', {});
    expect(list.list.map((o) => [o.cointype, o.status])).toEqual([
      [5, TOP_UP_STATUS.PENDING],
      [1, TOP_UP_STATUS.PENDING],
      [0, TOP_UP_STATUS.PENDING],
    ]);
    await socket.close();
  });

  test('a retry with the same client key gets the first order, even sent twice at once; another key is another order', async () => {
    const { uid, socket } = await guestSocket(server.url);
    const ask = { cointype: 0, amount: 5_000, clientkey: 'tap-1' };
    const [a, b] = await Promise.all([
      socket.request('msg_top_up_req', ask),
      socket.request('msg_top_up_req', ask),
    ]);
    const again = await socket.request('msg_top_up_req', ask);
    expect(a.orderid).toMatch(/^U/);
    expect([b.orderid, again.orderid]).toEqual([a.orderid, a.orderid]);
    const other = await socket.request('msg_top_up_req', { ...ask, clientkey: 'tap-2' });
    expect(other.orderid).not.toBe(a.orderid);
    const rows = await moneyDb(server.db)
      .selectFrom('pay_orders')
      .select('orderid')
      .where('uid', '=', uid)
      .execute();
    expect(rows).toHaveLength(2);
    expect((await socket.request('msg_top_up_req', { ...ask, clientkey: 'x'.repeat(65) })).result).toBe(0);
    await socket.close();
  });

  test('finance confirms against the payer’s reference: credited once (two confirms at once: one 409), audited, the user told', async () => {
    const { uid, socket } = await guestSocket(server.url);
    const before = await coinBalance(server.db, uid, 0, Date.now());
    const { orderid } = await socket.request('msg_top_up_req', {
      cointype: 0,
      amount: 12_345,
      clientkey: 'k',
    });
    const finance = await staffAccount(server.url, server.db, 'finance');
    const pending = await finance.call('GET', '/top-ups');
    expect((pending.body.pending as { orderid: string }[]).map((o) => o.orderid)).toContain(orderid);
    const noRef = await finance.call('POST', `/top-ups/${orderid}`, { outcome: 'confirm' });
    expect(noRef.status).toBe(400);
    const confirm = { outcome: 'confirm', reference: 'ICBC 6222 0001 ref 88' };
    const both = await Promise.all([
      finance.call('POST', `/top-ups/${orderid}`, confirm),
      finance.call('POST', `/top-ups/${orderid}`, confirm),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await coinBalance(server.db, uid, 0, Date.now())).toBe(before + 12_345);
    expect(await rechargeRows(server, uid)).toEqual([{ amount: 12_345, orderid }]);
    expect((await walletPushesUntil(socket, before + 12_345)).at(-1)).toBe(before + 12_345);
    const list = await socket.request('msg_top_up_list_req', {});
    expect(list.list[0]).toMatchObject({ orderid, status: TOP_UP_STATUS.CREDITED });
    expect(await notices(server, uid)).toEqual([
      expect.objectContaining({ orderid, amount: 12_345, moneytype: 4 }),
    ]);
    const audit = await staffDb(server.db)
      .selectFrom('staff_audit')
      .select(['action', 'after', 'staff_name'])
      .where('target', '=', `order:${orderid}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('top-up.confirm');
    expect(JSON.parse(audit[0]?.after ?? '{}')).toEqual({ status: 'credited', reference: confirm.reference });
    // The retry of the same key after the credit answers the credited order and credits nothing more.
    const retry = await socket.request('msg_top_up_req', { cointype: 0, amount: 12_345, clientkey: 'k' });
    expect(retry.order).toMatchObject({ orderid, status: TOP_UP_STATUS.CREDITED });
    expect(await coinBalance(server.db, uid, 0, Date.now())).toBe(before + 12_345);
    await socket.close();
  });

  test('editor and admin cannot confirm (403); finance refuses with a reason: nothing credited, the user sees why', async () => {
    const { uid, socket } = await guestSocket(server.url);
    const before = await coinBalance(server.db, uid, 0, Date.now());
    const { orderid } = await socket.request('msg_top_up_req', { cointype: 0, amount: 9_900 });
    for (const role of ['editor', 'admin'] as const) {
      const staff = await staffAccount(server.url, server.db, role);
      expect((await staff.call('GET', '/top-ups')).status).toBe(403);
      const tried = await staff.call('POST', `/top-ups/${orderid}`, {
        outcome: 'confirm',
        reference: 'ref 123',
      });
      expect(tried.status, role).toBe(403);
    }
    const finance = await staffAccount(server.url, server.db, 'finance');
    expect((await finance.call('POST', `/top-ups/${orderid}`, { outcome: 'refuse' })).status).toBe(400);
    const refused = await finance.call('POST', `/top-ups/${orderid}`, {
      outcome: 'refuse',
      reason: 'no payment received',
    });
    expect(refused.status).toBe(200);
    expect(
      (await finance.call('POST', `/top-ups/${orderid}`, { outcome: 'confirm', reference: 'late' })).status,
    ).toBe(409);
    expect(await coinBalance(server.db, uid, 0, Date.now())).toBe(before);
    expect(await rechargeRows(server, uid)).toEqual([]);
    const list = await socket.request('msg_top_up_list_req', {});
    expect(list.list[0]).toMatchObject({
      orderid,
      status: TOP_UP_STATUS.REFUSED,
      reason: 'no payment received',
    });
    expect(await notices(server, uid)).toEqual([
      expect.objectContaining({ orderid, refused: 1, remarks: 'no payment received' }),
    ]);
    await socket.close();
  });

  test('the instant provider answers only with DEV_ENDPOINTS, and only clients on this machine', async () => {
    const dev = await start();
    const here = await guestSocket(dev.url);
    const credited = await here.socket.request('msg_top_up_req', { cointype: 0, amount: 700 });
    expect(credited.order).toMatchObject({ status: TOP_UP_STATUS.CREDITED, provider: 'instant' });
    expect(await rechargeRows(dev, here.uid)).toHaveLength(1);
    await here.socket.close();

    const address = outsideAddress();
    if (!address) throw new Error('this machine has no address but loopback to connect from');
    const front = await listenOutside(dev, address);
    try {
      const guest = await createGuest(dev.url);
      const far = await ImClient.connect(front.url);
      expect((await far.login(guest)).result).toBe(1);
      const pending = await far.request('msg_top_up_req', { cointype: 0, amount: 700 });
      expect(pending.order).toMatchObject({ status: TOP_UP_STATUS.PENDING, provider: 'manual' });
      expect(await rechargeRows(dev, guest.uid)).toEqual([]);
      await far.close();
    } finally {
      front.close();
    }
  });

  test('gateway: a signed callback credits once; forged, replayed, stale, wrong amount or coin type credit nothing', async () => {
    const gateway = await fakeGateway();
    try {
      const pay = await start({
        devEndpoints: false,
        payments: { provider: 'gateway', gatewayUrl: gateway.url, gatewaySecret: SECRET },
      });
      const { uid, socket } = await guestSocket(pay.url);
      const before = await coinBalance(pay.db, uid, 0, Date.now());
      const { order } = await socket.request('msg_top_up_req', { cointype: 0, amount: 30_000 });
      expect(order).toMatchObject({ status: TOP_UP_STATUS.PENDING, provider: 'gateway' });
      // The payer opens the pay URL; a URL with its amount changed is refused by the gateway.
      expect((await fetch(order.payurl.replace('amount=30000', 'amount=1'))).status).toBe(403);
      expect((await fetch(order.payurl)).status).toBe(200);
      expect(gateway.orders.get(order.orderid)).toEqual({ amount: 30_000, cointype: 0 });
      const ts = Math.floor(Date.now() / 1000);
      const paid = {
        orderid: order.orderid,
        amount: 30_000,
        cointype: 0,
        status: 'paid',
        reference: 'GW-1',
        ts,
      };

      expect((await gateway.notify(pay, paid, 'not-the-secret-of-the-gateway-0123456789')).status).toBe(401);
      expect((await gateway.notify(pay, { ...paid, ts: ts - 10 * 60 })).status).toBe(401);
      expect((await gateway.notify(pay, { ...paid, amount: 3_000_000 })).status).toBe(409);
      expect((await gateway.notify(pay, { ...paid, cointype: 1 })).status).toBe(409);
      expect((await gateway.notify(pay, { ...paid, orderid: 'U-NOT-AN-ORDER' })).status).toBe(404);
      const raw = await fetch(`${pay.url}${NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(paid),
      });
      expect(raw.status).toBe(401);
      expect(await coinBalance(pay.db, uid, 0, Date.now())).toBe(before);
      expect(await rechargeRows(pay, uid)).toEqual([]);

      const first = await gateway.notify(pay, paid);
      expect(first).toEqual({
        status: 200,
        body: { orderid: order.orderid, status: 'credited', repeated: false },
      });
      const replays = await Promise.all([gateway.notify(pay, paid), gateway.notify(pay, paid)]);
      expect(replays.map((r) => r.body.repeated)).toEqual([true, true]);
      expect(await coinBalance(pay.db, uid, 0, Date.now())).toBe(before + 30_000);
      expect(await rechargeRows(pay, uid)).toEqual([{ amount: 30_000, orderid: order.orderid }]);
      expect((await walletPushesUntil(socket, before + 30_000)).at(-1)).toBe(before + 30_000);

      // A payment the gateway reports failed refuses the order.
      const second = await socket.request('msg_top_up_req', { cointype: 2, amount: 500 });
      const failed = await gateway.notify(pay, {
        ...paid,
        orderid: second.orderid,
        cointype: 2,
        amount: 500,
        status: 'failed',
      });
      expect(failed.body.status).toBe('refused');
      expect(await coinBalance(pay.db, uid, 2, Date.now())).toBe(0);
      await socket.close();
    } finally {
      gateway.close();
    }
  });
});
