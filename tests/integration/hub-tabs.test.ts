// Three tabs of one hub (the tab clients of src/hub/client.ts over MessageChannels, the hub's
// per-tab API of workers/tabs.ts, the hub core in Node against the real server): a friend
// application accepted in one tab shows in the database every tab reads, with one request on the
// wire and none of the other tabs' own.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createClient, type HubClient } from '../../src/hub/client';
import { readOnlyChatDb } from '../../src/hub/db';
import { friendApplies, friendList, type PortLike } from '../../workers';
import { HubCore } from '../../workers/core';
import { ChatDb } from '../../workers/db/schema';
import { silentLogger } from '../../workers/log';
import { wsTransport } from '../../workers/socket/wsTransport';
import { TabRegistry } from '../../workers/tabs';
import { startServer, type TestServer } from '../helpers/server';
import {
  type Guest,
  guest,
  loginOf,
  type NodeHub,
  nodeHub,
  recording,
  type WireRecord,
  waitFor,
} from './hub-fixture';

let server: TestServer;
let alice: NodeHub;
let b: Guest;
let core: HubCore;
const wire: WireRecord[] = [];
const tabs: HubClient[] = [];
const ports: MessagePort[] = [];
const DB_NAME = `hub-tabs-it-${process.pid}`;

beforeAll(async () => {
  server = await startServer();
  const a = await guest(server.url);
  b = await guest(server.url);
  alice = nodeHub();
  await alice.core.login(loginOf(a));
  await alice.core.whenOnline(5000);
  core = new HubCore({
    version: 'it',
    transport: recording(wsTransport, wire),
    logger: silentLogger,
    openDb: (uid) => new ChatDb(uid, DB_NAME),
    requestTimeoutMs: 5000,
  });
  const registry = new TabRegistry(core, { locks: null, logger: silentLogger });
  for (let i = 0; i < 3; i++) {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    registry.attach(port2 as unknown as PortLike);
    tabs.push(
      createClient({
        tabId: `tab-${i}`,
        version: 'it',
        reload: () => {},
        link: { mode: 'shared', isLeader: false, start: (onPort) => onPort(port1 as unknown as PortLike) },
      }),
    );
  }
}, 30_000);

afterAll(async () => {
  const db = core?.db;
  await core?.logout();
  await db?.delete();
  for (const port of ports) port.close();
  await alice?.close();
  await server?.close();
});

/** The database as tab `i` reads it (read-only, opened from the hub's state). */
function tabDb(i: number) {
  const { uid, dbName } = tabs[i]?.getState() ?? {};
  if (!uid || !dbName) throw new Error(`tab ${i} has no session`);
  return readOnlyChatDb(uid, dbName);
}

const out = (name: string) => wire.filter((w) => w.dir === 'out' && w.name === name);

test('an application accepted in one tab shows in every tab, with one request on the wire', async () => {
  // A call made before the hub welcomed the tab waits for it; the login reaches every tab.
  const [first, second, third] = tabs as [HubClient, HubClient, HubClient];
  await first.login(loginOf(b));
  await waitFor(() => tabs.every((t) => t.getState().uid === b.uid), 5000, 'the session in every tab');
  await core.whenOnline(5000);

  const { uid: aliceUid } = alice.core.state();
  await alice.core.calls.addFriend({ fid: b.fid }, 'from alice');
  await waitFor(
    async () => (await friendApplies(tabDb(2))).some((x) => x.uid === aliceUid),
    5000,
    'the application in the third tab',
  );
  await core.settled();
  const listsBefore = out('msg_friend_list_req').length;

  await second.handleFriendApply(aliceUid as number, true);
  for (const i of [0, 1, 2]) {
    await waitFor(
      async () => (await friendList(tabDb(i))).some((f) => f.uid === aliceUid),
      5000,
      `alice in tab ${i}'s friend list`,
    );
  }
  await core.settled();
  expect(out('msg_handle_friend_apply_req')).toHaveLength(1);
  // The hub fetched the list once for all three tabs.
  expect(out('msg_friend_list_req').length - listsBefore).toBe(1);

  // A refusal reaches the tab typed, with its code.
  const error = await third.setFriendAlias(999_999, 'nobody').catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'HubError', code: 'refused', result: 6 });
});
