import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { type net, TIMING } from '../../protocol';
import type { ExchangeRate, HubEvent } from '../api';
import type { HubCore } from '../core';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from './fakeHub';
import type { FakeImServer } from './fakeServer';

const ME = 1001;
let network: FakeNetwork;
let server: FakeImServer;
let hub: HubCore;
let events: HubEvent[];
let serial = 0;

const USD_CNY: net.rate_info = {
  cointype: 1,
  outcointype: 0,
  crate: 720,
  trate: 730,
  drate: 700,
  crate1: 705,
  trate1: 715,
  drate1: 690,
};
const USD_CNY_SEEN: ExchangeRate = {
  cointype: 1,
  outcointype: 0,
  buy: { reference: 720, high: 730, low: 700 },
  sell: { reference: 705, high: 715, low: 690 },
};

beforeEach(async () => {
  ({ network, server, hub, events } = fakeHub(ME, `rates-test-${++serial}`));
  server.offline = [{ name: 'msg_rate_notify', value: { ratelist: [USD_CNY] } }];
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

const rateEvents = () =>
  events.filter((e): e is Extract<HubEvent, { type: 'rates' }> => e.type === 'rates').map((e) => e.rates);

test("the exchange rates come with the login's offline data and each push replaces them, with an event", async () => {
  await expect(hub.calls.exchangeRates()).resolves.toEqual([USD_CNY_SEEN]);
  expect(rateEvents()).toEqual([[USD_CNY_SEEN]]);

  // Staff set another pair: the push is the whole list.
  const cnyUsd = { ...USD_CNY, cointype: 0, outcointype: 1, crate: 14, trate: 0, drate: 0 };
  network.current.send(0, 'msg_rate_notify', { ratelist: [cnyUsd, USD_CNY] });
  await hub.settled();
  const both: ExchangeRate[] = [
    { ...USD_CNY_SEEN, cointype: 0, outcointype: 1, buy: { reference: 14, high: 0, low: 0 } },
    USD_CNY_SEEN,
  ];
  await expect(hub.calls.exchangeRates()).resolves.toEqual(both);
  expect(rateEvents()).toEqual([[USD_CNY_SEEN], both]);

  // What a tab is given is a copy: changing it changes nothing in the hub.
  const copy = await hub.calls.exchangeRates();
  if (copy[0]) copy[0].buy.reference = 1;
  await expect(hub.calls.exchangeRates()).resolves.toEqual(both);

  // After a reconnect the offline data brings the list again.
  server.offline = [{ name: 'msg_rate_notify', value: { ratelist: [{ ...USD_CNY, crate: 725 }] } }];
  network.current.drop();
  await new Promise((r) => setTimeout(r, TIMING.RECONNECT_WAIT_MS + 100));
  network.current.open();
  await hub.whenOnline(1000);
  await hub.settled();
  const again = [{ ...USD_CNY_SEEN, buy: { ...USD_CNY_SEEN.buy, reference: 725 } }];
  await expect(hub.calls.exchangeRates()).resolves.toEqual(again);
  expect(rateEvents().at(-1)).toEqual(again);
}, 10_000);
