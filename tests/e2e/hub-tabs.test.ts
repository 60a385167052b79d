// The hub in Chromium: three tabs of one user share ONE WebSocket (counted on the server), a
// message sent in one tab appears in the others from the database, and closing the tab that
// started the hub keeps the others working. Once with the SharedWorker, once with the forced
// dedicated-worker mode (leader election with Web Locks, BroadcastChannel bridge).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { HubState } from '../../src/hub';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { type Guest, guest, loginOf, type NodeHub, nodeHub, waitFor } from '../integration/hub-fixture';
import { hubOnline } from './app-helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await server?.close();
});

/** Live sockets of a user on the server, by device. */
function socketsOf(uid: number): string[] {
  return server.server.im.registry.local(uid).map((c) => c.deviceid);
}

async function openTab(browser: Awaited<ReturnType<typeof launchBrowser>>, query: string): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('pageerror', (e) => console.warn('[page error]', String(e)));
  await page.goto(`${server.url}/${query}`);
  await page.waitForFunction(() => window.__hub !== undefined);
  return page;
}

const hubState = (page: Page) => page.evaluate(() => window.__hub?.getState() as HubState);

/** The contents of `uid`'s imchat as this tab reads them straight from IndexedDB, with their states. */
function readChat(
  page: Page,
  dbName: string,
): Promise<{ content: string; state: string; chatmsgno: number }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const all = db.transaction('imchat').objectStore('imchat').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              (all.result as { content: string; state: string; chatmsgno: number }[]).map(
                ({ content, state, chatmsgno }) => ({ content, state, chatmsgno }),
              ),
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
    dbName,
  );
}

async function sentIn(page: Page, dbName: string, text: string): Promise<void> {
  await waitFor(
    async () => (await readChat(page, dbName)).some((r) => r.content === text && r.state === 'sent'),
    15_000,
    `"${text}" as sent in ${page.url()}`,
  );
}

describe.each([
  { mode: 'shared', query: '' },
  { mode: 'dedicated', query: '?hub=dedicated' },
])('$mode hub', ({ mode, query }) => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let peer: NodeHub;
  let me: Guest;
  let peerUid: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    me = await guest(server.url, `e2e-${mode}-${Date.now()}`);
    const peerParams = await guest(server.url);
    peerUid = peerParams.uid;
    peer = nodeHub();
    await peer.core.login(loginOf(peerParams));
    await peer.core.whenOnline(5000);
  });
  afterAll(async () => {
    await peer?.close();
    await browser?.close();
  });

  test('three tabs share one socket; a message from one shows in the others; the hub outlives its first tab', async () => {
    const tabs = [
      await openTab(browser, query),
      await openTab(browser, query),
      await openTab(browser, query),
    ];
    const [first, second, third] = tabs as [Page, Page, Page];
    for (const tab of tabs) expect(await tab.evaluate(() => window.__hub?.mode)).toBe(mode);

    await first.evaluate((params) => window.__hub?.login(params), loginOf(me));
    for (const tab of tabs) await hubOnline(tab);
    const dbName = (await hubState(second)).dbName ?? '';
    expect(dbName).not.toBe('');
    expect(socketsOf(me.uid)).toEqual([me.deviceid]);

    // Friends first (the server refuses private messages between strangers).
    const applied = await peer.core.request('msg_add_friend_by_fid_req', { fid: me.fid, hellomsg: 'hi' });
    expect([1, 25]).toContain(applied.result);
    if (applied.result === 1) {
      const handled = await second.evaluate(
        (other) => window.__hub?.handleFriendApply(other, true).then(() => ({ result: 1 })),
        peerUid,
      );
      expect(handled?.result).toBe(1);
    }

    const pending = await first.evaluate((to) => window.__hub?.sendPrivate(to, 'sent from tab 1'), peerUid);
    expect(pending).toMatchObject({ state: 'pending', chatmsgno: 0 });
    await sentIn(second, dbName, 'sent from tab 1');
    await sentIn(third, dbName, 'sent from tab 1');
    expect(socketsOf(me.uid)).toEqual([me.deviceid]);

    expect((await second.evaluate(() => window.__hub?.refresh()))?.tabs).toBe(3);
    // The tab that started the hub goes away.
    const opened = server.server.im.metrics.connectionsOpened;
    await first.close();
    // Its lock is released: the hub (the same one, or the new leader's) counts two tabs.
    await waitFor(
      // A call in flight while the leader changes rejects with 'hub-gone'; ask again.
      async () => (await second.evaluate(() => window.__hub?.refresh().catch(() => null)))?.tabs === 2,
      15_000,
      'the hub to drop the closed tab',
    );
    await hubOnline(second);
    await hubOnline(third);
    await second.evaluate((to) => window.__hub?.sendPrivate(to, 'sent from tab 2'), peerUid);
    await sentIn(third, dbName, 'sent from tab 2');
    await waitFor(() => socketsOf(me.uid).length === 1, 10_000, 'one socket for the user');
    expect(socketsOf(me.uid)).toEqual([me.deviceid]);
    const reopened = server.server.im.metrics.connectionsOpened - opened;
    // SharedWorker: the worker outlived the tab and kept its socket. Dedicated: the next tab was
    // elected, started a hub, resumed the session and opened one new socket.
    expect(reopened).toBe(mode === 'shared' ? 0 : 1);
    // The peer got both.
    const peerDb = peer.core.db;
    await waitFor(
      async () => {
        const rows = peerDb ? await peerDb.imchat.toArray() : [];
        return ['sent from tab 1', 'sent from tab 2'].every((t) => rows.some((r) => r.content === t));
      },
      10_000,
      'both messages at the peer',
    );
    await second.close();
    await third.close();
  }, 90_000);
});
