import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { MSG_TYPE } from '../../protocol/enums';
import { RED_TYPE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { befriend, type Device, Devices, keyOf, redDots, sendText, text } from './chat-fixture';

let server: TestServer;
const devices = new Devices(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterEach(() => devices.closeAll());
afterAll(async () => server?.close());

/** Runs offline data on a device and returns the private pages it pushed (after the reply). */
async function offlineData(device: Device) {
  const from = device.client.received.length;
  await device.client.request('msg_offline_data_req', {});
  // NOTE: a request's after-reply work ends before the socket's next request is served, so the
  // heartbeat's reply marks the end of the offline pushes.
  await device.client.request('msg_heart_test', {});
  const frames = device.client.received.slice(from);
  const reply = frames.findIndex((f) => f.name === 'msg_offline_data_rep');
  const pages = frames.filter((f) => f.name === 'msg_get_msg_list_rep');
  expect(pages.every((p) => frames.indexOf(p) > reply && p.seq === 0)).toBe(true);
  return pages.map(
    (p) =>
      p.value as {
        msg_list: { chatkey: bigint; chatmsgno: number; content: Uint8Array }[];
        hasred: number;
        readversion: number;
      },
  );
}

/** Resolves once the clock has moved past the millisecond it was called in. */
async function laterMillisecond(): Promise<void> {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((resolve) => setImmediate(resolve));
}

describe('offline data, private part', () => {
  test('a device gets the chats that changed while it was away, with unread counts and red dot 1', async () => {
    const bob = await devices.newUser();
    const [alice, carol, dave] = [await devices.newUser(), await devices.newUser(), await devices.newUser()];
    for (const friend of [alice, carol, dave]) await befriend(friend, bob);
    await sendText(dave, bob, 'old chat');
    await sendText(alice, bob, 'before');
    await bob.client.request('msg_confirm_read_req', { chatkey: keyOf(alice, bob), chatmsgno: 1 });
    // The first offline data of a device: its recent chats.
    const first = await offlineData(bob);
    expect(first.map((p) => p.msg_list[0]?.chatkey).sort()).toEqual(
      [keyOf(alice, bob), keyOf(dave, bob)].sort(),
    );
    await bob.client.close();

    for (const body of ['while', 'you', 'were away']) await sendText(alice, bob, body);
    // NOTE: chats changed in the same millisecond have no order of their own (the chat key decides):
    // carol's ping comes in a later one, as the newest-first order below says.
    await laterMillisecond();
    await sendText(carol, bob, 'ping');
    await alice.client.request('msg_confirm_read_req', { chatkey: keyOf(alice, bob), chatmsgno: 4 });

    const back = await devices.login(bob.user);
    const pages = await offlineData(back);
    expect(pages.map((p) => p.msg_list[0]?.chatkey)).toEqual([keyOf(carol, bob), keyOf(alice, bob)]);
    const [fromCarol, fromAlice] = pages;
    expect(fromCarol?.msg_list.map((m) => text(m.content))).toEqual(['ping']);
    expect(fromCarol?.hasred).toBe(1);
    expect(fromAlice?.msg_list.map((m) => [m.chatmsgno, text(m.content)])).toEqual([
      [1, 'before'],
      [2, 'while'],
      [3, 'you'],
      [4, 'were away'],
    ]);
    expect(fromAlice?.hasred).toBe(3);
    expect(fromAlice?.readversion).toBe(4);
    const dots = redDots(back, RED_TYPE.PRIVATE_MESSAGE);
    expect(dots.map((d) => [d.chatkey, d.uid, text(d.content)])).toEqual([
      [keyOf(carol, bob), carol.uid, '1'],
      [keyOf(alice, bob), alice.uid, '3'],
    ]);

    // Synced: nothing new, nothing pushed.
    expect(await offlineData(back)).toEqual([]);
    // Another device of bob's that never synced gets every recent chat.
    const tablet = await devices.secondDevice(bob.uid, 'app');
    expect((await offlineData(tablet)).length).toBe(3);
  });

  test('a chat cleared by its reader is not pushed while nothing new arrived', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    await sendText(alice, bob, 'x');
    await bob.client.request('msg_del_chat_msg_req', { chatkey: keyOf(alice, bob) });
    expect(await offlineData(bob)).toEqual([]);
  });
});

describe('IMTools.sendChatMsg', () => {
  test('sends over HTTP under the chat rules; both users’ sockets get the push; a resend is deduped', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    const call = (param: Record<string, unknown>) =>
      imCall(server.url, 'IMTools.sendChatMsg', {
        uid: alice.uid,
        fastkey: alice.user.fastkey,
        recvuid: bob.uid,
        msg_type: MSG_TYPE.TEXT,
        content: 'from the web',
        clientkey: 'http-1',
        ...param,
      });
    expect((await call({})).ret).toBe(RESULT.NOT_FRIEND);
    await befriend(alice, bob);
    expect((await call({ fastkey: 'f'.repeat(32) })).ret).toBe(RESULT.FAST_KEY_ERROR);
    expect((await call({ recvuid: '' })).ret).toBe(100);
    expect((await call({ msg_type: 999 })).ret).toBe(100);

    const sent = await call({});
    expect(sent).toMatchObject({ ret: 0, chatkey: keyOf(alice, bob).toString(), chatmsgno: 1 });
    for (const device of [bob, alice]) {
      const push = await device.client.nextPush('msg_send_private_msg_rep');
      expect(push.msg_info).toMatchObject({ chatmsgno: 1, uid: alice.uid, clientkey: 'http-1' });
      expect(text(push.msg_info.content)).toBe('from the web');
    }
    const again = await call({});
    expect(again).toMatchObject({ ret: 0, chatmsgno: 1, msg: 'already sent' });
    const list = await bob.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: 0,
    });
    expect(list.msg_list).toHaveLength(1);
    expect(bob.client.pushes('msg_send_private_msg_rep')).toHaveLength(1);
  });
});
