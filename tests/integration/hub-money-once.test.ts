// The hub's money calls when the socket drops after the server committed and before its reply
// reached the hub (issue 43 item 11): the hub sends the same request again once it is back online,
// and the call resolves with the real outcome; the money moved once.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { decodeFrame, decodeMessage, type MessageName } from '../../protocol';
import { MONEY_TYPE, RED_PACKET_TYPE } from '../../protocol/enums';
import { moneyDb } from '../../server/money/tables';
import type { Transport, TransportFactory } from '../../workers/socket/transport';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub } from './hub-fixture';
import { coinOf, givePayPassword, newPhone, PAY } from './money-fixture';

let server: TestServer;
const hubs: NodeHub[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close().catch(() => {});
  await server?.close();
});

/**
 * A transport layer that, once armed, swallows the next `reply` from the server and closes the
 * connection: the server committed (it replies after the commit), the hub never hears of it.
 */
function cutAfterCommit(reply: MessageName) {
  let armed = false;
  let cuts = 0;
  const wrap =
    (inner: TransportFactory): TransportFactory =>
    (url, handlers) => {
      const transport: Transport = inner(url, {
        ...handlers,
        message: (bytes) => {
          const frame = decodeFrame(bytes);
          const message = frame.ok ? decodeMessage(frame.value) : undefined;
          if (armed && message?.ok && message.value.name === reply) {
            armed = false;
            cuts++;
            transport.close();
            handlers.close(4000, 'cut after commit (test)');
            return;
          }
          handlers.message(bytes);
        },
      });
      return transport;
    };
  return { wrap, arm: () => (armed = true), cuts: () => cuts };
}

async function hubOf(coins: number, wrap?: (inner: TransportFactory) => TransportFactory) {
  const g = await guest(server.url);
  await givePayPassword(server.db, g.uid, coins);
  const hub = nodeHub(wrap);
  hubs.push(hub);
  await hub.core.login(loginOf(g));
  await hub.core.whenOnline(5000);
  return { hub, uid: g.uid };
}

/** `uid`'s money-log rows but the welcome coins (type 12) the fixture's wallet starts with. */
const logOf = (uid: number) =>
  moneyDb(server.db)
    .selectFrom('money_log')
    .select(['amount', 'moneytype'])
    .where('uid', '=', uid)
    .where('moneytype', '<>', MONEY_TYPE.BACK_SITE_OPERATION)
    .execute();
const sent = (hub: NodeHub, name: MessageName) =>
  hub.wire.filter((w) => w.dir === 'out' && w.name === name).length;

test('a transfer whose reply was lost resolves after the reconnect; the money moved once', async () => {
  const seam = cutAfterCommit('msg_transfer_rep');
  const from = await hubOf(5_000, seam.wrap);
  const to = await hubOf(0);
  const phone = newPhone();
  await server.db.updateTable('users').set({ phone }).where('uid', '=', to.uid).execute();

  seam.arm();
  await from.hub.core.calls.transfer({ phonenum: phone, amount: 1_234, cointype: 0, remarks: 'rent' }, PAY);
  expect(seam.cuts()).toBe(1);
  expect(await coinOf(server.db, from.uid)).toBe(3_766);
  expect(await coinOf(server.db, to.uid)).toBe(1_234);
  // Sent twice, with one auth code: the retry carried the first request's key.
  expect(sent(from.hub, 'msg_transfer_req')).toBe(2);
  expect(sent(from.hub, 'msg_pay_authcode_req')).toBe(1);
  expect(await logOf(from.uid)).toEqual([{ amount: -1_234, moneytype: MONEY_TYPE.TRANSFER }]);
  expect(await logOf(to.uid)).toEqual([{ amount: 1_234, moneytype: MONEY_TYPE.TRANSFER }]);
}, 30_000);

test('a claim whose reply was lost resolves with the share after the reconnect; credited once', async () => {
  const sender = await hubOf(10_000);
  const seam = cutAfterCommit('msg_get_redbag_rep');
  const member = await hubOf(0, seam.wrap);
  const group = await sender.hub.core.calls.createGroup([member.uid], 'once');
  const packetId = await sender.hub.core.calls.sendRedPacket(
    { kind: 'group', groupkey: group.groupkey },
    { type: RED_PACKET_TYPE.EQUAL, total: 1_000, shares: 2, cointype: 0, greeting: '' },
    PAY,
  );

  seam.arm();
  const claimed = await member.hub.core.calls.claimRedPacket(packetId);
  expect(seam.cuts()).toBe(1);
  expect(sent(member.hub, 'msg_get_redbag_req')).toBe(2);
  expect(claimed.mine?.amount).toBe(500);
  expect(claimed.sharesLeft).toBe(1);
  expect(await coinOf(server.db, member.uid)).toBe(500);
  expect(await logOf(member.uid)).toEqual([{ amount: 500, moneytype: MONEY_TYPE.RED_BAG }]);
}, 30_000);
