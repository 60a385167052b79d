// The hub owns the messaging data (issue 16, DESIGN §5): three tabs of one user show a friend
// accepted in one of them without a request of their own (the frames the hub sends are counted as
// the server receives them), and a reload with the socket really cut shows the friend list and the
// conversations from the database.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Frame } from '../../protocol/frame';
import { messageName } from '../../protocol/ids';
import type { Connection } from '../../server/delivery/connection';
import { Dispatcher } from '../../server/im/dispatch';
import { startServer, type TestServer } from '../helpers/server';
import { TcpProxy } from '../integration/hub-proxy';
import { stored, toast } from './app-helpers';
import { openFriends, type User, userPool } from './users';

let server: TestServer;
let proxy: TcpProxy;
const direct = userPool(() => server.url);
const viaProxy = userPool(() => `http://127.0.0.1:${proxy.port}`);

/** Every request the server received, with the connection's user and device. */
const received: { uid: number; deviceid: string; name: string }[] = [];
const enqueue = Dispatcher.prototype.enqueue;

beforeAll(async () => {
  // NOTE: counted where the server takes a frame off the socket: exactly what the hub sent.
  Dispatcher.prototype.enqueue = function (this: Dispatcher, conn: Connection, frame: Frame) {
    received.push({
      uid: conn.uid,
      deviceid: conn.deviceid,
      name: messageName(frame.id) ?? String(frame.id),
    });
    enqueue.call(this, conn, frame);
  };
  server = await startServer({ distDir: inject('distDir') });
  proxy = await TcpProxy.start(Number(new URL(server.url).port));
});
afterAll(async () => {
  Dispatcher.prototype.enqueue = enqueue;
  await direct.closeAll();
  await viaProxy.closeAll();
  await proxy?.close();
  await server?.close();
});

/** How many `name` requests the user's devices sent from `since` (an index into `received`). */
const sentBy = (uid: number, name: string, since: number) =>
  received.slice(since).filter((r) => r.uid === uid && r.name === name).length;

const friendRow = (page: Page, uid: number) => page.locator(`[data-testid=friend-row][data-uid="${uid}"]`);

async function applyTo(from: User, to: User): Promise<void> {
  await from.page.evaluate((phonenum) => window.__hub?.addFriend({ phonenum }, 'hi'), to.phone);
}

test('a friend accepted in one of three tabs shows in the other two without a request of theirs', {
  timeout: 150_000,
}, async () => {
  const me = await direct.register('13800001601');
  const peer = await direct.register('13800001602');
  const tabs = [me.page];
  for (let i = 0; i < 2; i++) {
    const tab = await me.context.newPage();
    await tab.goto(`${server.url}/friend`);
    await tab.getByTestId('friend-page').waitFor();
    tabs.push(tab);
  }
  const [first, second, third] = tabs as [Page, Page, Page];
  await openFriends(me);
  // One socket for the three tabs.
  expect(server.server.im.registry.local(me.uid)).toHaveLength(1);

  await applyTo(peer, me);
  await first.getByTestId('newfriend-badge').waitFor({ timeout: 15_000 });
  await first.getByTestId('entry-newfriend').click();
  const row = first.locator(`[data-testid=apply-row][data-uid="${peer.uid}"]`);
  await row.waitFor({ timeout: 10_000 });
  // Settle what opening the page asked (the applications), then count from here.
  await first.waitForTimeout(1000);
  const since = received.length;

  await row.getByTestId('apply-accept').click();
  await toast(first, '已添加为好友');
  await friendRow(second, peer.uid).waitFor({ timeout: 10_000 });
  await friendRow(third, peer.uid).waitFor({ timeout: 10_000 });
  // Whatever a tab would have asked on seeing the new friend has had time to go out.
  await first.waitForTimeout(1500);

  expect(sentBy(me.uid, 'msg_handle_friend_apply_req', since)).toBe(1);
  // Every request about friends went out at most once: the hub's, never one per tab.
  const friendRequests = received
    .slice(since)
    .filter((r) => r.uid === me.uid && /friend|alias|online_list/.test(r.name))
    .map((r) => r.name);
  expect(friendRequests.length).toBe(new Set(friendRequests).size);
  // The hub fetched the list once for all three tabs (after the accept); no tab asked again.
  expect(sentBy(me.uid, 'msg_friend_list_req', since)).toBe(1);
  expect(sentBy(me.uid, 'msg_alias_list_req', since)).toBe(1);
  expect(
    new Set(
      received
        .slice(since)
        .filter((r) => r.uid === me.uid)
        .map((r) => r.deviceid),
    ).size,
  ).toBe(1);
});

test('a reload with the socket cut shows the friend list and the conversations from the database', {
  timeout: 150_000,
}, async () => {
  const me = await viaProxy.register('13800001603');
  const peer = await direct.register('13800001604');
  const via = `http://127.0.0.1:${proxy.port}`;
  // The app shell comes from the service worker once it controls the page.
  await me.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await me.page.reload();
  await me.page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await applyTo(peer, me);
  await expect.poll(() => me.page.evaluate(() => window.__hub?.getState().unread.friendApplies)).toBe(1);
  await me.page.evaluate((uid) => window.__hub?.handleFriendApply(uid, true), peer.uid);
  await peer.page.evaluate((uid) => window.__hub?.sendPrivate(uid, 'see you at the match'), me.uid);
  await me.page.goto(`${via}/message`);
  const conversation = me.page.getByTestId('conversation').filter({ hasText: 'see you at the match' });
  await conversation.waitFor({ timeout: 15_000 });
  await openFriends(me);
  await friendRow(me.page, peer.uid).waitFor({ timeout: 10_000 });
  const peerName = await friendRow(me.page, peer.uid).locator('strong').textContent();

  proxy.mode = 'refuse';
  proxy.resetAll();
  await me.page.waitForFunction(() => window.__hub?.getState().connection.status !== 'online', undefined, {
    timeout: 10_000,
  });
  try {
    await me.page.reload();
    await me.page.getByTestId('friend-page').waitFor({ timeout: 15_000 });
    await friendRow(me.page, peer.uid).waitFor({ timeout: 10_000 });
    expect(await friendRow(me.page, peer.uid).locator('strong').textContent()).toBe(peerName);
    await me.page.getByTestId('tab-bar').getByText('消息').click();
    await conversation.waitFor({ timeout: 10_000 });
    // Still cut: what shows came from the database, not from the server.
    expect(await me.page.evaluate(() => window.__hub?.getState().connection.status)).not.toBe('online');
    expect(Number(await stored(me.page, 'uid'))).toBe(me.uid);
  } finally {
    proxy.mode = 'pass';
  }
});
