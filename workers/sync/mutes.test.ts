import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol';
import type { HubEvent, LoginParams, Unread } from '../api';
import type { HubCore } from '../core';
import type { FakeNetwork } from '../socket/testing';
import { dropHub, fakeHub } from './fakeHub';
import { type FakeImServer, message } from './fakeServer';

const ME = 1001;
const PEER = 2002;
const OTHER = 3003;
const MUTED = chatKey(ME, PEER);
const LOUD = chatKey(ME, OTHER);
const PARAMS: LoginParams = {
  uid: ME,
  fastkey: 'key',
  deviceid: 'device-1',
  servers: [{ svrip: '127.0.0.1', websvrport: 1 }],
};

describe('the unread figure the tabs show leaves out muted chats', () => {
  let network: FakeNetwork;
  let server: FakeImServer;
  let hub: HubCore;
  let events: HubEvent[];
  let serial = 0;
  let dbName: string;

  beforeEach(() => {
    dbName = `mutes-test-${++serial}`;
    ({ network, server, hub, events } = fakeHub(ME, dbName));
  });
  afterEach(() => dropHub(hub));

  async function login() {
    await hub.login(PARAMS);
    network.current.open();
    await hub.whenOnline(1000);
    await hub.settled();
  }

  /** `count` messages from `from` in `chatkey`, numbered from `first`, pushed live. */
  async function push(chatkey: bigint, from: number, first: number, count: number) {
    for (let n = first; n < first + count; n++) {
      network.current.send(0, 'msg_send_private_msg_rep', {
        result: 1,
        msg_info: message(chatkey, n, from, `m${n}`),
      });
    }
    await hub.settled();
  }

  const lastUnread = (): Unread | undefined =>
    events.findLast((e): e is Extract<HubEvent, { type: 'unread' }> => e.type === 'unread')?.unread;
  const muteListRequests = () => server.log.filter((r) => r.name === 'msg_mute_list_req').length;

  test('the mute list is fetched after login; a muted chat counts in `total` but not in `shown`', async () => {
    server.muted.set(MUTED, 1_700_000_000);
    await login();
    expect(muteListRequests()).toBe(1);
    await push(MUTED, PEER, 1, 2);
    await push(LOUD, OTHER, 1, 1);
    expect(lastUnread()).toMatchObject({ total: 3, private: 3, shown: 1 });
    expect(hub.state().unread).toMatchObject({ total: 3, shown: 1 });
  });

  test("another device's mute and this device's unmute change `shown` at once", async () => {
    await login();
    await push(MUTED, PEER, 1, 2);
    await push(LOUD, OTHER, 1, 1);
    expect(lastUnread()).toMatchObject({ total: 3, shown: 3 });

    // Muted on another device: the push alone changes the figure, and the tabs hear it with the mute.
    const before = events.length;
    network.current.send(0, 'msg_mute_chat_rep', { chatkey: MUTED, opertype: 1, result: 1 });
    await hub.settled();
    const after = events.slice(before);
    expect(after.map((e) => e.type)).toEqual(['chat-pref', 'unread']);
    expect(lastUnread()).toMatchObject({ total: 3, shown: 1 });

    // A refused one changes nothing.
    network.current.send(0, 'msg_mute_chat_rep', { chatkey: LOUD, opertype: 1, result: 0 });
    await hub.settled();
    expect(events).toHaveLength(before + 2);

    // Unmuted here: the figure is right once the call resolves.
    await hub.calls.muteChat(MUTED.toString(), false);
    expect(hub.state().unread).toMatchObject({ total: 3, shown: 3 });
    expect(lastUnread()).toMatchObject({ total: 3, shown: 3 });
  });

  test('a reload shows the stored figure before the network answers; the next login takes the new list', async () => {
    await login();
    await push(MUTED, PEER, 1, 2);
    await hub.calls.muteChat(MUTED.toString(), true);
    expect(hub.state().unread).toMatchObject({ total: 2, shown: 0 });
    await hub.logout();

    // The hub starts again with no connection answering: the stored mute list counts.
    const state = await hub.login(PARAMS);
    expect(state.unread).toMatchObject({ total: 2, shown: 0 });

    // Unmuted on another device while this one was away: the list fetched at the login says so.
    server.muted.clear();
    network.current.open();
    await hub.whenOnline(1000);
    await hub.settled();
    expect(muteListRequests()).toBe(2);
    expect(hub.state().unread).toMatchObject({ total: 2, shown: 2 });
  });
});
