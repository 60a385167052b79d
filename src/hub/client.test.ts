import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import type { PortLike } from '../../workers';
import { HubCore } from '../../workers/core';
import { ChatDb } from '../../workers/db/schema';
import { silentLogger } from '../../workers/log';
import { FakeNetwork } from '../../workers/socket/testing';
import { TabRegistry } from '../../workers/tabs';
import { createClient } from './client';
import type { HubLink } from './link';

const cores: HubCore[] = [];
const ports: MessagePort[] = [];
let serial = 0;

afterEach(async () => {
  for (const core of cores.splice(0)) {
    const db = core.db;
    await core.logout();
    await db?.delete();
  }
  for (const port of ports.splice(0)) port.close();
});

/** A hub (core and tab registry, as the SharedWorker runs them) and a port to it. */
function hub(): PortLike {
  const name = `client-test-${++serial}`;
  const core = new HubCore({
    version: 'v1',
    transport: new FakeNetwork().transport,
    logger: silentLogger,
    openDb: (uid) => new ChatDb(uid, name),
  });
  cores.push(core);
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  new TabRegistry(core, { locks: null, logger: silentLogger }).attach(port2 as unknown as PortLike);
  return port1 as unknown as PortLike;
}

/** A link the test moves from hub to hub, as a dedicated-mode tab's link does when the leader changes. */
function movableLink(first: PortLike) {
  let onPort: (port: PortLike) => void = () => {};
  const link: HubLink = {
    mode: 'dedicated',
    isLeader: false,
    start(callback) {
      onPort = callback;
      callback(first);
    },
  };
  return { link, moveTo: (port: PortLike) => onPort(port) };
}

const LOGIN = { uid: 1001, fastkey: 'k', deviceid: 'dev-1', servers: [{ svrip: 'h', websvrport: 1 }] };

test('a call made before the welcome is answered once the hub has welcomed the tab', async () => {
  const { link } = movableLink(hub());
  const client = createClient({ tabId: 'a', version: 'v1', link, reload: () => {} });
  const early = client.refresh();
  const refused = client.sendPrivate(2, 'hi').catch((e: unknown) => e);
  expect(await early).toMatchObject({ version: 'v1', uid: null, tabs: 1 });
  expect(await refused).toMatchObject({ name: 'HubError', code: 'not-logged-in' });
  expect(client.getState().tabs).toBe(1);
});

test('a call in flight when the hub is replaced fails with hub-gone; the next reaches the new hub', async () => {
  const { link, moveTo } = movableLink(hub());
  const client = createClient({ tabId: 'a', version: 'v1', link, reload: () => {} });
  expect(await client.login(LOGIN)).toMatchObject({ uid: 1001 });
  // The server never answers (the connection never opens), so the history request stays pending.
  const pending = client.history('4299262265298').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 20));
  moveTo(hub());
  expect(await pending).toMatchObject({ name: 'HubError', code: 'hub-gone' });
  expect(await client.refresh()).toMatchObject({ uid: null, tabs: 1 });
});
