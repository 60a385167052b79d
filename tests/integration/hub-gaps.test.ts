// A push lost on its way (issue 23, found by `npm run soak`: a socket replaced while a message
// was fanned out, or the nodes' Redis down for a moment): the next message of that chat skips a
// number, and the hub fetches the one it missed rather than keep a hole below newer messages.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chatKey, decodeFrame, decodeMessage, RESULT } from '../../protocol';
import { chatMessages } from '../../workers/db/queries';
import type { TransportFactory } from '../../workers/socket/transport';
import { startServer, type TestServer } from '../helpers/server';
import { type Guest, guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';

let server: TestServer;
let a: Guest;
let b: Guest;
let alice: NodeHub;
let bob: NodeHub;
/** Bob's transport drops this many incoming chat message pushes. */
let dropPushes = 0;

/** Drops incoming private and group message pushes while `dropPushes` is above 0. */
const dropping =
  (inner: TransportFactory): TransportFactory =>
  (url, handlers) =>
    inner(url, {
      ...handlers,
      message: (bytes) => {
        const frame = decodeFrame(bytes);
        const message = frame.ok ? decodeMessage(frame.value) : undefined;
        const name = message?.ok ? message.value.name : '';
        if (dropPushes > 0 && (name === 'msg_send_private_msg_rep' || name === 'msg_send_group_msg_rep')) {
          dropPushes--;
          return;
        }
        handlers.message(bytes);
      },
    });

beforeAll(async () => {
  server = await startServer();
  a = await guest(server.url);
  b = await guest(server.url);
  alice = nodeHub();
  bob = nodeHub(dropping);
  await alice.core.login(loginOf(a));
  await bob.core.login(loginOf(b));
  await alice.core.whenOnline(5000);
  await bob.core.whenOnline(5000);
  await alice.core.request('msg_add_friend_by_fid_req', { fid: b.fid, hellomsg: 'hi' });
  const handled = await bob.core.request('msg_handle_friend_apply_req', { otheruid: a.uid, handletype: 1 });
  expect(handled.result).toBe(RESULT.SUCCESS);
}, 30_000);

afterAll(async () => {
  await alice?.close();
  await bob?.close();
  await server?.close();
});

/** Bob's confirmed messages of `chatkey`, as [chatmsgno, content]. */
async function bobHolds(chatkey: string): Promise<[number, string][]> {
  const db = bob.core.db;
  if (!db) throw new Error('no session');
  return (await chatMessages(db, chatkey, 100))
    .filter((r) => r.state === 'sent')
    .map((r) => [r.chatmsgno, r.content]);
}

async function exchange(send: (text: string) => Promise<unknown>, chatkey: string): Promise<void> {
  await send('one');
  await waitFor(async () => (await bobHolds(chatkey)).length === 1, 5000, 'the first message at bob');
  dropPushes = 2;
  await send('two');
  await send('three');
  await waitFor(() => dropPushes === 0, 5000, 'two pushes dropped');
  await send('four');
  const expected: [number, string][] = [
    [1, 'one'],
    [2, 'two'],
    [3, 'three'],
    [4, 'four'],
  ];
  await waitFor(
    async () => JSON.stringify(await bobHolds(chatkey)) === JSON.stringify(expected),
    5000,
    'bob to hold every message',
  ).catch(() => undefined);
  expect(await bobHolds(chatkey)).toEqual(expected);
}

test('private chat: the message after two lost pushes brings them in, each once, in order', async () => {
  await exchange((text) => alice.core.calls.sendPrivate(b.uid, text), chatKey(a.uid, b.uid).toString());
}, 30_000);

test('group: the message after two lost pushes brings them in, each once, in order', async () => {
  const group = await alice.core.calls.createGroup([b.uid], 'gaps');
  await waitFor(
    async () => (await bob.core.db?.imgroup.get(group.groupkey)) !== undefined,
    5000,
    'the group at bob',
  );
  await exchange((text) => alice.core.calls.sendGroup(group.groupkey, text), String(group.groupkey));
}, 30_000);

test("one's own message sent right after a lost push brings the lost one in", async () => {
  const chatkey = chatKey(a.uid, b.uid).toString();
  const before = (await bobHolds(chatkey)).length;
  dropPushes = 1;
  await alice.core.calls.sendPrivate(b.uid, 'lost on its way');
  await waitFor(() => dropPushes === 0, 5000, 'the push dropped');
  await bob.core.calls.sendPrivate(a.uid, 'my own reply');
  await waitFor(async () => (await bobHolds(chatkey)).length === before + 2, 5000, 'bob to hold both').catch(
    () => undefined,
  );
  expect((await bobHolds(chatkey)).slice(before)).toEqual([
    [before + 1, 'lost on its way'],
    [before + 2, 'my own reply'],
  ]);
}, 30_000);
