// A hub core over the fake network and IM server, as the hub's tests start one (test support).
import type { HubEvent } from '../api';
import { HubCore, type HubCoreOptions } from '../core';
import { ChatDb } from '../db';
import { silentLogger } from '../log';
import { FakeNetwork } from '../socket/testing';
import { FakeImServer } from './fakeServer';

export interface FakeHub {
  network: FakeNetwork;
  server: FakeImServer;
  hub: HubCore;
  /** Every event the hub emitted, in order. */
  events: HubEvent[];
}

/** A new hub for user `me`, its chat database named `dbName` (one name a test: it is deleted after). */
export function fakeHub(me: number, dbName: string, options: Partial<HubCoreOptions> = {}): FakeHub {
  const network = new FakeNetwork();
  const server = new FakeImServer(network, me);
  const hub = new HubCore({
    version: 'test',
    transport: network.transport,
    logger: silentLogger,
    openDb: (uid) => new ChatDb(uid, dbName),
    ...options,
  });
  const events: HubEvent[] = [];
  hub.on((e) => events.push(e));
  return { network, server, hub, events };
}

/** Logs the hub out and deletes its chat database. */
export async function dropHub(hub: HubCore): Promise<void> {
  const db = hub.db;
  await hub.logout();
  await db?.delete();
}
