// Two hubs in Node against the real server (issue 4 handlers: friends and private chat, as
// docs/messaging.md describes them): they exchange messages; the server is closed and restarted
// on the same data mid-conversation; a reply is lost on the way. Nothing typed is lost or stored
// twice.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chatKey, RESULT } from '../../protocol';
import { Status } from '../../workers/api';
import { chatMessages } from '../../workers/db/queries';
import type { ChatRow } from '../../workers/db/schema';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, via, waitFor } from './hub-fixture';
import { TcpProxy } from './hub-proxy';

let server: TestServer;
let proxy: TcpProxy;
let dataDir: string;
let alice: NodeHub;
let bob: NodeHub;
let aliceUid: number;
let bobUid: number;
let chat: string;

const portOf = (s: TestServer) => Number(new URL(s.url).port);

beforeAll(async () => {
  server = await startServer({}, { keepData: true });
  dataDir = server.config.dataDir;
  proxy = await TcpProxy.start(portOf(server));
  const a = await guest(server.url);
  const b = await guest(server.url);
  aliceUid = a.uid;
  bobUid = b.uid;
  chat = chatKey(a.uid, b.uid).toString();
  alice = nodeHub();
  bob = nodeHub();
  await alice.core.login(via(loginOf(a), proxy.port));
  await bob.core.login(via(loginOf(b), proxy.port));
  await alice.core.whenOnline(5000);
  await bob.core.whenOnline(5000);
  // Become friends: alice applies by bob's fid, bob accepts.
  const applied = await alice.core.request('msg_add_friend_by_fid_req', { fid: b.fid, hellomsg: 'hi' });
  expect([RESULT.SUCCESS, RESULT.ALREADY_FRIEND]).toContain(applied.result);
  const handled = await bob.core.request('msg_handle_friend_apply_req', {
    otheruid: aliceUid,
    handletype: 1,
  });
  expect(handled.result).toBe(RESULT.SUCCESS);
}, 30_000);

afterAll(async () => {
  await alice?.close();
  await bob?.close();
  await proxy?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function rows(hub: NodeHub): Promise<ChatRow[]> {
  const db = hub.core.db;
  if (!db) throw new Error('no session');
  return chatMessages(db, chat, 1000);
}

/** Waits until `hub` holds every text in `texts`, confirmed. */
async function holds(hub: NodeHub, texts: string[], timeoutMs = 15_000): Promise<ChatRow[]> {
  return waitFor(
    async () => {
      const all = await rows(hub);
      const sent = all.filter((r) => r.state === 'sent');
      return texts.every((t) => sent.some((r) => r.content === t)) ? all : null;
    },
    timeoutMs,
    `${texts.join(', ')} in ${hub === alice ? 'alice' : 'bob'}'s database`,
  );
}

/** Every message once, numbered 1..n without a gap, nothing pending. */
function expectClean(all: ChatRow[]) {
  expect(all.filter((r) => r.state !== 'sent')).toEqual([]);
  const numbers = all.map((r) => r.chatmsgno);
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  const contents = all.map((r) => r.content);
  expect(new Set(contents).size).toBe(contents.length);
}

test('two users exchange messages; each sees both sides, pending first, then sent', async () => {
  const pending = await alice.core.calls.sendPrivate(bobUid, 'hello bob');
  expect(pending).toMatchObject({ state: 'pending', chatmsgno: 0, content: 'hello bob' });
  await holds(bob, ['hello bob']);
  await bob.core.calls.sendPrivate(aliceUid, 'hi alice');
  const aliceRows = await holds(alice, ['hello bob', 'hi alice']);
  const bobRows = await holds(bob, ['hello bob', 'hi alice']);
  expect(aliceRows.map((r) => [r.chatmsgno, r.content])).toEqual(
    bobRows.map((r) => [r.chatmsgno, r.content]),
  );
  expectClean(aliceRows);
  const stateChanges = alice.events.filter((e) => e.type === 'message-state');
  expect(stateChanges.at(-1)).toMatchObject({ change: { state: 'sent', chatmsgno: 1 } });
  // Bob's unread count went up with alice's message.
  expect(bob.events.some((e) => e.type === 'message' && e.notify && e.message.content === 'hello bob')).toBe(
    true,
  );
}, 30_000);

test('the server restarts mid-conversation: what was typed meanwhile arrives once, in order', async () => {
  await server.close();
  await waitFor(() => alice.core.state().connection.status === Status.Waiting, 10_000, 'alice to notice');
  const typed = ['while down 1', 'while down 2', 'while down 3'];
  for (const text of typed) {
    const row = await alice.core.calls.sendPrivate(bobUid, text);
    expect(row.state).toBe('pending');
  }
  server = await startServer({ dataDir }, { keepData: true });
  proxy.target = portOf(server);
  const aliceRows = await holds(alice, typed, 30_000);
  const bobRows = await holds(bob, typed, 30_000);
  expectClean(aliceRows);
  expectClean(bobRows);
  expect(aliceRows.map((r) => r.content)).toEqual(bobRows.map((r) => r.content));
  expect(aliceRows.map((r) => r.content).slice(-3)).toEqual(typed);
  expect(await alice.core.db?.outbox.count()).toBe(0);
}, 60_000);

test('a send whose reply is lost is replayed and stored once', async () => {
  await alice.core.whenOnline(10_000);
  proxy.mode = 'drop-replies';
  const sentBefore = alice.wire.filter(
    (r) => r.dir === 'out' && r.name === 'msg_send_private_msg_req',
  ).length;
  await alice.core.calls.sendPrivate(bobUid, 'reply lost');
  await waitFor(
    () =>
      alice.wire.filter((r) => r.dir === 'out' && r.name === 'msg_send_private_msg_req').length > sentBefore,
    5000,
    'the send on the wire',
  );
  await new Promise((r) => setTimeout(r, 500));
  proxy.resetAll();
  proxy.mode = 'pass';
  const aliceRows = await holds(alice, ['reply lost'], 20_000);
  const bobRows = await holds(bob, ['reply lost'], 20_000);
  expectClean(aliceRows);
  expectClean(bobRows);
  const sends = alice.wire.filter((r) => r.dir === 'out' && r.name === 'msg_send_private_msg_req').length;
  expect(sends - sentBefore).toBeGreaterThanOrEqual(2);
}, 40_000);
