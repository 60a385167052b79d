import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { net } from '../../protocol';
import { RED_PACKET_EXPIRY_MS } from '../../protocol/enums';
import type { HubEvent } from '../api';
import type { HubCore } from '../core';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from '../sync/fakeHub';
import type { FakeImServer } from '../sync/fakeServer';
import { redPacketOf } from './money';

const ME = 1001;
const SENT = 1_700_000_000;
let network: FakeNetwork;
let server: FakeImServer;
let hub: HubCore;
let events: HubEvent[];
let serial = 0;

const coins = (coin: number): net.coin_info[] => [
  { cointype: 0, coin, freezecoin: 0, shopcoin: 0, shopfreezecoin: 0 },
  { cointype: 1, coin: 0, freezecoin: 0, shopcoin: 0, shopfreezecoin: 0 },
];

beforeEach(async () => {
  ({ network, server, hub, events } = fakeHub(ME, `money-test-${++serial}`));
  server.offline = [
    { name: 'msg_user_data_notify', value: { base_data: { uid: ME, coin_list: coins(500) } } },
  ];
  await hub.login({
    uid: ME,
    fastkey: 'key',
    deviceid: 'device-1',
    servers: [{ svrip: '127.0.0.1', websvrport: 1 }],
  });
  network.current.open();
  await hub.whenOnline(1000);
  await hub.settled();
});
afterEach(() => dropHub(hub));

function info(records: Partial<net.redbag_get_record>[], redbagnum = 2): net.msg_redbag_info_rep {
  return {
    redbag_id: 7,
    chatkey: 0n,
    chatmsgno: 1,
    uid: 2002,
    redbagtype: 1,
    redbagvalue: 300,
    redbagnum,
    leftnum: redbagnum - records.length,
    redbagtime: SENT,
    records: records.map((r) => ({
      uid: 0,
      nickname: '',
      getvalue: 0,
      gettime: SENT,
      headurl: '',
      isbest: 0,
      ...r,
    })),
    nickname: 'sender',
    headurl: '',
    cointype: 0,
  };
}

test('the wallet is kept from the pushes that carry one and every change is an event', async () => {
  await expect(hub.calls.wallet()).resolves.toEqual(coins(500));
  // The login's own profile push carries no wallet: the last one stays.
  network.current.send(0, 'msg_user_data_notify', { base_data: { uid: ME, nickname: 'me' } });
  network.current.send(0, 'msg_user_data_notify', { base_data: { uid: ME, coin_list: coins(800) } });
  await hub.settled();
  await expect(hub.calls.wallet()).resolves.toEqual(coins(800));
  const wallets = events.filter((e) => e.type === 'wallet').map((e) => e.coins[0]?.coin);
  expect(wallets).toEqual([500, 800]);
});

test('bad input is refused before anything is sent', async () => {
  const group = { kind: 'group', groupkey: 5 } as const;
  const draft = { type: 1, total: 100, shares: 2, cointype: 0, greeting: '' };
  const refused = [
    hub.calls.payAuthCode('12345'),
    hub.calls.payAuthCode('abcdef'),
    hub.calls.sendRedPacket(group, { ...draft, shares: 101, total: 100 }, '123456'),
    hub.calls.sendRedPacket(group, { ...draft, shares: 2001, total: 10_000 }, '123456'),
    hub.calls.sendRedPacket(group, { ...draft, greeting: 'x'.repeat(41) }, '123456'),
    hub.calls.sendRedPacket({ kind: 'private', uid: 5 }, draft, '123456'),
    hub.calls.sendRedPacket(group, { ...draft, cointype: 6 }, '123456'),
    hub.calls.transfer({ phonenum: 'abc', amount: 1, cointype: 0, remarks: '' }, '123456'),
    hub.calls.transfer({ phonenum: '13800000000', amount: 0, cointype: 0, remarks: '' }, '123456'),
    hub.calls.topUp(0, 1.5),
    hub.calls.setPayPassword({ paypasswd: '123456', verifycode: 'x' }),
    hub.calls.moneyLog(-1),
  ];
  for (const call of refused) await expect(call).rejects.toMatchObject({ code: 'invalid-argument' });
  expect(server.log.map((r) => r.name).filter((n) => !n.startsWith('msg_heart'))).not.toContain(
    'msg_pay_authcode_req',
  );
});

test('a red packet is open, then empty with the best luck marked, or expired after 24 h', () => {
  const now = SENT * 1000 + 1000;
  expect(redPacketOf(info([]), ME, now)).toMatchObject({ state: 'open', mine: null, sharesLeft: 2 });
  const one = redPacketOf(info([{ uid: ME, getvalue: 120 }]), ME, now);
  expect(one).toMatchObject({ state: 'open', mine: { uid: ME, amount: 120, best: false } });
  const out = redPacketOf(
    info([
      { uid: ME, getvalue: 120 },
      { uid: 3, getvalue: 180, isbest: 1 },
    ]),
    3,
    now,
  );
  expect(out.state).toBe('empty');
  expect(out.records.map((r) => r.best)).toEqual([false, true]);
  expect(out.mine?.amount).toBe(180);
  const late = SENT * 1000 + RED_PACKET_EXPIRY_MS;
  expect(redPacketOf(info([{ uid: 3, getvalue: 120 }]), ME, late).state).toBe('expired');
  expect(redPacketOf(info([{ uid: 3, getvalue: 120 }]), ME, late - 1).state).toBe('open');
});
