// A group chat read on one device of a user is read on the user's other devices (issue 13, fault
// 7): live, through red dot 4, and for a device that was away when it happened (a closed browser,
// a dropped network), at its next login — the group list carries no read position, so the hub takes
// the server's unread count for every group it still counts unread. A private chat read elsewhere
// comes back in the offline data, with no new message to bring it.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol';
import { chatKey } from '../../protocol/chatkey';
import { Status } from '../../workers/api';
import { addDeviceSession, ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { type Guest, guest, loginOf, type NodeHub, nodeHub, via, waitFor } from './hub-fixture';
import { TcpProxy } from './hub-proxy';

let server: TestServer;
let proxy: TcpProxy;
/** Alice's browser: a hub whose network path the test can cut. */
let alice: NodeHub;
/** Alice's phone app: her other device, on a raw socket. */
let phone: ImClient;
let bob: NodeHub;
let a: Guest;
let b: Guest;
let groupkey: number;

beforeAll(async () => {
  server = await startServer();
  proxy = await TcpProxy.start(Number(new URL(server.url).port));
  a = await guest(server.url);
  b = await guest(server.url);
  alice = nodeHub();
  bob = nodeHub();
  await alice.core.login(via(loginOf(a), proxy.port));
  await bob.core.login(loginOf(b));
  await alice.core.whenOnline(5000);
  await bob.core.whenOnline(5000);
  phone = await ImClient.connect(server.url);
  await phone.login({ ...(await addDeviceSession(server.db, a.uid, `${a.deviceid}-app`)), kind: 'app' });
  groupkey = (await bob.core.calls.createGroup([a.uid], 'Read elsewhere')).groupkey;
  await waitFor(
    async () => ((await aliceDb().imgroup.get(groupkey))?.attrversion ?? -1) >= 0,
    5000,
    'the group at alice',
  );
}, 30_000);

afterAll(async () => {
  await phone?.close();
  await alice?.close();
  await bob?.close();
  await proxy?.close();
  await server?.close();
});

function aliceDb() {
  const db = alice.core.db;
  if (!db) throw new Error('no session');
  return db;
}

const unreadAtAlice = async () => (await aliceDb().imlist.get(String(groupkey)))?.red;

/** Bob writes in the group; resolves with the message's number once the server stored it. */
async function bobSends(text: string): Promise<number> {
  const { clientkey } = await bob.core.calls.sendGroup(groupkey, text);
  const db = bob.core.db;
  if (!db) throw new Error('no session');
  const row = await waitFor(
    async () => (await db.imchat.where('clientkey').equals(clientkey).first())?.chatmsgno,
    5000,
    `"${text}" stored`,
  );
  return row;
}

/** Bob writes in the group and Alice's browser counts it unread. */
async function bobWrites(text: string, unreadAfter: number): Promise<number> {
  const no = await bobSends(text);
  await waitFor(async () => (await unreadAtAlice()) === unreadAfter, 5000, `unread ${unreadAfter} at alice`);
  return no;
}

async function phoneReads(upto: number): Promise<void> {
  const reply = await phone.request('msg_confirm_read_req', { chatkey: BigInt(groupkey), chatmsgno: upto });
  expect(reply.result).toBe(RESULT.SUCCESS);
}

test('read on the phone while the browser is online: the browser drops its unread count', async () => {
  const no = await bobWrites('first', 1);
  await phoneReads(no);
  await waitFor(async () => (await unreadAtAlice()) === 0, 5000, 'unread 0 at alice');
});

/** Cuts Alice's browser off the server until {@link reconnect}. */
async function cut(): Promise<void> {
  proxy.mode = 'refuse';
  proxy.resetAll();
  await waitFor(() => alice.core.state().connection.status !== Status.Online, 5000, 'alice offline');
}

async function reconnect(): Promise<void> {
  proxy.mode = 'pass';
  await waitFor(() => alice.core.state().connection.status === Status.Online, 15_000, 'alice back online');
}

test('read on the phone while the browser is away: the browser drops its unread count when it is back', async () => {
  const no = await bobWrites('second', 1);
  await cut();
  await phoneReads(no);
  expect(await unreadAtAlice()).toBe(1);
  await reconnect();
  await waitFor(async () => (await unreadAtAlice()) === 0, 5000, 'unread 0 at alice after the reconnect');
  await waitFor(() => alice.core.state().unread.group === 0, 5000, 'the group unread total at 0');
}, 30_000);

test('a message and the read both missed while away: the browser gets the message, not counted unread', async () => {
  await bobWrites('third', 1);
  await cut();
  // A message she has not seen, and the phone reads everything.
  const last = await bobSends('fourth');
  await phoneReads(last);
  expect(await unreadAtAlice()).toBe(1);

  await reconnect();
  await waitFor(
    async () =>
      (await aliceDb()
        .imchat.where('[chatkey+chatmsgno]')
        .equals([String(groupkey), last])
        .count()) === 1,
    5000,
    'the fourth message at alice',
  );
  await waitFor(async () => (await unreadAtAlice()) === 0, 5000, 'unread 0 at alice after the reconnect');
  await waitFor(() => alice.core.state().unread.group === 0, 5000, 'the group unread total at 0');
}, 30_000);

test('a private chat read on the phone while the browser is away: no unread at the browser once back', async () => {
  const chatkey = chatKey(a.uid, b.uid);
  const unread = async () => (await aliceDb().imlist.get(chatkey.toString()))?.red;
  const { fid } = await bob.core.calls.findUser({ uid: a.uid });
  await bob.core.calls.addFriend({ fid }, 'hi');
  await alice.core.calls.handleFriendApply(b.uid, true);
  const { clientkey } = await bob.core.calls.sendPrivate(a.uid, 'private, to be read on the phone');
  const bobDb = bob.core.db;
  if (!bobDb) throw new Error('no session');
  const no = await waitFor(
    async () => (await bobDb.imchat.where('clientkey').equals(clientkey).first())?.chatmsgno,
    5000,
    'the private message stored',
  );
  await waitFor(async () => (await unread()) === 1, 5000, 'unread 1 at alice');
  // Away and back once: the browser's sync point is now past the message, so only the read can
  // bring this chat into the next offline data.
  await cut();
  await reconnect();
  expect(await unread()).toBe(1);
  await cut();
  const reply = await phone.request('msg_confirm_read_req', { chatkey, chatmsgno: no });
  expect(reply.result).toBe(RESULT.SUCCESS);
  expect(await unread()).toBe(1);
  await reconnect();
  await waitFor(async () => (await unread()) === 0, 5000, 'unread 0 at alice after the reconnect');
  await waitFor(() => alice.core.state().unread.private === 0, 5000, 'the private unread total at 0');
}, 30_000);
