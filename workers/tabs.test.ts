import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import type { HubEvent } from './api';
import { HubCore } from './core';
import { ChatDb } from './db/schema';
import { HubError, isRefusal } from './errors';
import type { HubApi } from './hubApi';
import { silentLogger } from './log';
import { onEvents, type PortLike, wrapApi } from './rpc';
import { FakeNetwork } from './socket/testing';
import { type LockWatcher, TabRegistry } from './tabs';

/** Web Locks stand-in: the test says when a tab is gone. */
class FakeLocks implements LockWatcher {
  readonly watched = new Map<string, () => void>();
  watch(tabId: string, onGone: () => void): void {
    this.watched.set(tabId, onGone);
  }
  kill(tabId: string): void {
    this.watched.get(tabId)?.();
  }
}

let network: FakeNetwork;
let core: HubCore;
let locks: FakeLocks;
let registry: TabRegistry;
let foreign: string[];
const ports: MessagePort[] = [];
let serial = 0;

beforeEach(() => {
  network = new FakeNetwork();
  const name = `tabs-test-${++serial}`;
  core = new HubCore({
    version: 'v1',
    transport: network.transport,
    logger: silentLogger,
    openDb: (uid) => new ChatDb(uid, name),
  });
  locks = new FakeLocks();
  foreign = [];
  registry = new TabRegistry(core, { locks, logger: silentLogger, onForeignVersion: (v) => foreign.push(v) });
});
afterEach(async () => {
  const db = core.db;
  await core.logout();
  await db?.delete();
  for (const port of ports.splice(0)) port.close();
});

/** A tab: its end of a MessageChannel, the wrapped API and the events it received. */
function tab() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  registry.attach(port2 as unknown as PortLike);
  const api = wrapApi<HubApi>(port1 as unknown as PortLike);
  const events: HubEvent[] = [];
  onEvents(port1 as unknown as PortLike, (e) => events.push(e));
  return { api, events };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

test('a tab must say hello first; a tab of another build is refused and reported', async () => {
  const a = tab();
  await expect(a.api.state()).rejects.toMatchObject({ code: 'invalid-argument' });
  const welcome = await a.api.hello({ tabId: 'a', version: 'v2' });
  expect(welcome.accepted).toBe(false);
  expect(foreign).toEqual(['v2']);
  expect(registry.size).toBe(0);
  expect((await a.api.hello({ tabId: 'a', version: 'v1' })).accepted).toBe(true);
  expect(registry.size).toBe(1);
  expect(await a.api.state()).toMatchObject({ version: 'v1', uid: null, tabs: 1 });
});

test('a HubError keeps its code and result across the port', async () => {
  const a = tab();
  await a.api.hello({ tabId: 'a', version: 'v1' });
  const error = await a.api.sendPrivate(2, 'hi').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HubError);
  expect(error).toMatchObject({ code: 'not-logged-in' });
  const login = await a.api
    .login({ uid: 0, fastkey: 'k', deviceid: 'dev', servers: [] })
    .catch((e: unknown) => e);
  expect(login).toMatchObject({ name: 'HubError', code: 'invalid-argument' });
});

test('events reach every tab; a dead tab loses its pending calls and its events', async () => {
  const a = tab();
  const b = tab();
  await a.api.hello({ tabId: 'a', version: 'v1' });
  await b.api.hello({ tabId: 'b', version: 'v1' });
  await a.api.login({ uid: 1001, fastkey: 'k', deviceid: 'dev-1', servers: [{ svrip: 'h', websvrport: 1 }] });
  await until(() => a.events.some((e) => e.type === 'session') && b.events.some((e) => e.type === 'session'));
  // Tab a asks for history; the server never answers (the connection never opens).
  const pending = a.api.history('4299262265298').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 20));
  locks.kill('a');
  expect(await pending).toMatchObject({ code: 'tab-gone' });
  expect(registry.size).toBe(1);
  const before = a.events.length;
  core.emit({ type: 'server-notice', content: 'after a died' });
  await until(() => b.events.some((e) => e.type === 'server-notice'));
  expect(a.events.length).toBe(before);
});

test('a domain call is served to a tab and keeps its typed error across the port', async () => {
  const a = tab();
  await a.api.hello({ tabId: 'a', version: 'v1' });
  const error = await a.api.setFriendAlias(5001, 'Bob').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HubError);
  expect(error).toMatchObject({ code: 'not-logged-in' });
  const refused = HubError.refused('setFriendAlias', 6);
  expect(isRefusal(refused, 6)).toBe(true);
  expect(isRefusal(new HubError('timeout', 'no reply'))).toBe(false);
});
