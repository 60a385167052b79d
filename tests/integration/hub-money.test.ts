// The hub's money calls against the real server: the wallet event on every change, money-log pages,
// a top-up through the dev provider, a group red packet claimed by a member (typed refusals for a
// second claim, a wrong pay password and too little money) and a transfer by phone.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MONEY_TYPE, RED_PACKET_TYPE } from '../../protocol/enums';
import type { CoinBalance } from '../../workers/api';
import { isRefusal } from '../../workers/errors';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';
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

async function loggedIn(coins: number): Promise<{ hub: NodeHub; uid: number }> {
  const g = await guest(server.url);
  await givePayPassword(server.db, g.uid, coins);
  const hub = nodeHub();
  hubs.push(hub);
  await hub.core.login(loginOf(g));
  await hub.core.whenOnline(5000);
  return { hub, uid: g.uid };
}

const coin0 = (coins: CoinBalance[]) => coins.find((c) => c.cointype === 0)?.coin;
const lastWallet = (hub: NodeHub) =>
  hub.events.findLast((e) => e.type === 'wallet')?.coins as CoinBalance[] | undefined;

test('top-up, red packet in a group, claims and refusals, money log and wallet events', async () => {
  const sender = await loggedIn(10_000);
  const member = await loggedIn(0);
  await waitFor(async () => coin0(await sender.hub.core.calls.wallet()) === 10_000, 5000, 'the wallet');

  // The tests' server has DEV_ENDPOINTS and the hub is on this machine: the instant provider credits.
  const { orderid, status } = await sender.hub.core.calls.topUp(0, 2_500);
  expect(orderid).toMatch(/^U/);
  expect(status).toBe('credited');
  expect((await sender.hub.core.calls.topUps()).map((o) => [o.orderid, o.status, o.amount])).toEqual([
    [orderid, 'credited', 2_500],
  ]);
  await waitFor(() => coin0(lastWallet(sender.hub) ?? []) === 12_500, 5000, 'the wallet after the top-up');
  const log = await sender.hub.core.calls.moneyLog();
  expect(log.entries[0]).toMatchObject({ moneytype: MONEY_TYPE.RECHARGE, amount: 2_500, orderid });

  const group = await sender.hub.core.calls.createGroup([member.uid], 'money');
  const draft = {
    type: RED_PACKET_TYPE.LUCKY,
    total: 1_000,
    shares: 2,
    cointype: 0,
    greeting: '大吉',
  };
  const target = { kind: 'group', groupkey: group.groupkey } as const;

  const wrong = await sender.hub.core.calls.sendRedPacket(target, draft, '000000').catch((e: unknown) => e);
  expect(isRefusal(wrong, 11)).toBe(true);
  const short = await sender.hub.core.calls
    .sendRedPacket(target, { ...draft, total: 99_999 }, PAY)
    .catch((e: unknown) => e);
  expect(isRefusal(short, 10)).toBe(true);
  await expect(
    sender.hub.core.calls.sendRedPacket(target, { ...draft, type: RED_PACKET_TYPE.PRIVATE }, PAY),
  ).rejects.toMatchObject({ code: 'invalid-argument' });

  const packetId = await sender.hub.core.calls.sendRedPacket(target, draft, PAY);
  expect(packetId).toBeGreaterThan(0);
  await waitFor(() => coin0(lastWallet(sender.hub) ?? []) === 11_500, 5000, 'the sender debited');
  const stored = await sender.hub.core.db?.imchat.where('chatkey').equals(String(group.chatkey)).toArray();
  expect(stored?.some((m) => m.msgtype === 5 && m.content.includes(`"redbag_id":${packetId}`))).toBe(true);

  const before = await member.hub.core.calls.redPacketInfo(packetId);
  expect(before).toMatchObject({ state: 'open', sharesLeft: 2, mine: null });
  const claimed = await member.hub.core.calls.claimRedPacket(packetId);
  expect(claimed.mine?.amount).toBeGreaterThan(0);
  expect(claimed.records).toHaveLength(1);
  await waitFor(
    () => coin0(lastWallet(member.hub) ?? []) === claimed.mine?.amount,
    5000,
    'the claimer credited',
  );
  expect(await coinOf(server.db, member.uid)).toBe(claimed.mine?.amount);
  const again = await member.hub.core.calls.claimRedPacket(packetId).catch((e: unknown) => e);
  expect(isRefusal(again, 5)).toBe(true);

  const memberLog = await member.hub.core.calls.moneyLog(0, MONEY_TYPE.RED_BAG);
  expect(memberLog.entries.map((e) => e.amount)).toEqual([claimed.mine?.amount]);
  expect((await member.hub.core.calls.moneyLog(0, MONEY_TYPE.RECHARGE)).entries).toEqual([]);
  const history = await member.hub.core.calls.redPacketHistory();
  expect(history.received.map((r) => r.packetId)).toEqual([packetId]);
});

test('a transfer by phone moves the money and both wallets are pushed', async () => {
  const from = await loggedIn(5_000);
  const to = await loggedIn(0);
  const phone = newPhone();
  await server.db.updateTable('users').set({ phone }).where('uid', '=', to.uid).execute();
  const draft = { phonenum: phone, amount: 1_234, cointype: 0, remarks: 'lunch' };
  const tooMuch = await from.hub.core.calls
    .transfer({ ...draft, amount: 9_999 }, PAY)
    .catch((e: unknown) => e);
  expect(isRefusal(tooMuch, 10)).toBe(true);
  await from.hub.core.calls.transfer(draft, PAY);
  await waitFor(() => coin0(lastWallet(from.hub) ?? []) === 3_766, 5000, 'the payer debited');
  await waitFor(() => coin0(lastWallet(to.hub) ?? []) === 1_234, 5000, 'the payee credited');
  const log = await to.hub.core.calls.moneyLog();
  expect(log.entries[0]).toMatchObject({ amount: 1_234, otheruid: from.uid, remarks: 'lunch' });
});

test('a private red packet between friends: only the receiver claims; a transfer lands in both chats', async () => {
  const g1 = await guest(server.url);
  const g2 = await guest(server.url);
  await givePayPassword(server.db, g1.uid, 5_000);
  await givePayPassword(server.db, g2.uid, 0);
  const [h1, h2] = [nodeHub(), nodeHub()];
  hubs.push(h1, h2);
  await h1.core.login(loginOf(g1));
  await h2.core.login(loginOf(g2));
  await Promise.all([h1.core.whenOnline(5000), h2.core.whenOnline(5000)]);
  await h1.core.calls.addFriend({ fid: g2.fid }, 'hi');
  await waitFor(async () => (await h2.core.calls.refreshFriendApplies()).length > 0, 5000, 'the application');
  await h2.core.calls.handleFriendApply(g1.uid, true);
  await waitFor(async () => (await h1.core.db?.imfriend.get(g2.uid)) !== undefined, 5000, 'the friendship');

  const target = { kind: 'private', uid: g2.uid } as const;
  const draft = {
    type: RED_PACKET_TYPE.PRIVATE,
    total: 888,
    shares: 1,
    cointype: 0,
    greeting: '',
  };
  const packetId = await h1.core.calls.sendRedPacket(target, draft, PAY);
  const own = await h1.core.calls.claimRedPacket(packetId).catch((e: unknown) => e);
  expect(isRefusal(own, 0)).toBe(true);
  const got = await h2.core.calls.claimRedPacket(packetId);
  expect(got).toMatchObject({ state: 'empty', mine: { uid: g2.uid, amount: 888 } });
  await waitFor(() => coin0(lastWallet(h2) ?? []) === 888, 5000, 'the receiver credited');

  const phone = newPhone();
  await server.db.updateTable('users').set({ phone }).where('uid', '=', g2.uid).execute();
  await h1.core.calls.transfer({ phonenum: phone, amount: 100, cointype: 0, remarks: 'tea' }, PAY);
  for (const hub of [h1, h2]) {
    await waitFor(
      async () =>
        (await hub.core.db?.imchat.toArray())?.some(
          (m) => m.msgtype === 10 && m.content.includes('"remarks":"tea"'),
        ),
      5000,
      'the type-10 message',
    );
    await waitFor(
      async () => (await hub.core.db?.imchat.toArray())?.filter((m) => m.msgtype === 8).length === 1,
      5000,
      'the type-8 message',
    );
  }
});
