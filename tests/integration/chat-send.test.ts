import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { encodeMessage } from '../../protocol/codec';
import { LIMITS } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { MAX_BODY } from '../../protocol/frame';
import { OPER } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { sendPrivateMessage } from '../../server/chat/private';
import { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { befriend, bytes, Devices, eventually, keyOf, sendText, text } from './chat-fixture';

let server: TestServer;
const devices = new Devices(() => server);

beforeAll(async () => {
  server = await startServer();
});
afterEach(() => devices.closeAll());
afterAll(async () => server?.close());

describe('sending a private message', () => {
  test('the reply carries the stored message; the receiver and the sender’s other devices get the push', async () => {
    const alice = await devices.newUser();
    const aliceApp = await devices.secondDevice(alice.uid, 'app');
    const bob = await devices.newUser();
    const bobApp = await devices.secondDevice(bob.uid, 'app');
    await befriend(alice, bob);

    const reply = await sendText(alice, bob, 'hello bob', 'ck-1');
    expect(reply.result).toBe(RESULT.SUCCESS);
    const sent = reply.msg_info;
    expect(sent).toMatchObject({
      chatkey: keyOf(alice, bob),
      chatmsgno: 1,
      uid: alice.uid,
      msgtype: MSG_TYPE.TEXT,
    });
    expect(text(sent.content)).toBe('hello bob');
    expect(sent.clientkey).toBe('ck-1');
    expect(Math.abs(sent.msgtime - Date.now() / 1000)).toBeLessThan(5);

    for (const device of [bob, bobApp, aliceApp]) {
      const push = await device.client.nextPush('msg_send_private_msg_rep');
      expect(push.result).toBe(RESULT.SUCCESS);
      expect(push.msg_info).toEqual(sent);
    }
    // The sending connection gets its reply only.
    expect(alice.client.pushes('msg_send_private_msg_rep')).toEqual([]);

    const answer = await sendText(bob, alice, 'hi alice');
    expect(answer.msg_info.chatmsgno).toBe(2);
    expect(answer.msg_info.chatkey).toBe(sent.chatkey);
  });

  test('a chat of 200 messages reads back in pages of 20 with no gap and no repeat', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    for (let i = 1; i <= 200; i++) {
      const from = i % 3 === 0 ? bob : alice;
      const reply = await sendText(from, from === alice ? bob : alice, `message ${i}`);
      expect(reply.msg_info.chatmsgno).toBe(i);
    }
    const seen: number[] = [];
    let below = 0;
    for (let page = 0; page < 11; page++) {
      const list = await bob.client.request('msg_get_msg_list_req', {
        chatkey: keyOf(alice, bob),
        chatmsgno: below,
      });
      if (list.msg_list.length === 0) break;
      expect(list.msg_list.length).toBe(20);
      const numbers = list.msg_list.map((m) => m.chatmsgno);
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
      for (const m of list.msg_list) expect(text(m.content)).toBe(`message ${m.chatmsgno}`);
      seen.unshift(...numbers);
      below = numbers[0] ?? 0;
    }
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  test('concurrent sends to one chat from several devices get distinct consecutive numbers', async () => {
    const alice = await devices.newUser();
    const bob = await devices.newUser();
    await befriend(alice, bob);
    const senders = [
      alice,
      await devices.secondDevice(alice.uid, 'app'),
      bob,
      await devices.secondDevice(bob.uid, 'pc'),
    ];
    const replies = await Promise.all(
      senders.flatMap((device, d) =>
        Array.from({ length: 15 }, (_, i) =>
          sendText(device, device.uid === alice.uid ? bob : alice, `d${d} m${i}`),
        ),
      ),
    );
    const numbers = replies.map((r) => r.msg_info.chatmsgno).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  test('a resend after a forced reconnect returns the stored message and stores nothing new', async () => {
    const alice = await devices.newUser();
    const bob = await devices.newUser();
    await befriend(alice, bob);
    // Send and close the socket before the reply can be read.
    alice.client.socket.send(
      encodeMessage(77, 'msg_send_private_msg_req', {
        recvuid: bob.uid,
        msg_type: MSG_TYPE.TEXT,
        content: bytes('are you there?'),
        clientkey: 'outbox-42',
      }),
    );
    alice.client.socket.terminate();
    const delivered = await bob.client.nextPush('msg_send_private_msg_rep');
    expect(delivered.msg_info.clientkey).toBe('outbox-42');

    const again = await devices.login(alice.user);
    const resent = await sendText(again, bob, 'are you there?', 'outbox-42');
    expect(resent.result).toBe(RESULT.SUCCESS);
    expect(resent.msg_info).toEqual(delivered.msg_info);
    const next = await sendText(again, bob, 'next one', 'outbox-43');
    expect(next.msg_info.chatmsgno).toBe(delivered.msg_info.chatmsgno + 1);
    const list = await bob.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: 0,
    });
    expect(list.msg_list.map((m) => text(m.content))).toEqual(['are you there?', 'next one']);
    // The resend is pushed again (its first push may have died with a node), then the next one.
    await eventually(() => bob.client.pushes('msg_send_private_msg_rep').length === 3);
    const pushed = bob.client.pushes('msg_send_private_msg_rep').map((p) => p.msg_info.chatmsgno);
    expect(pushed).toEqual([
      delivered.msg_info.chatmsgno,
      delivered.msg_info.chatmsgno,
      next.msg_info.chatmsgno,
    ]);
  });

  test('a message stored by a node that died before pushing it reaches the receiver on the resend', async () => {
    const alice = await devices.newUser();
    const bob = await devices.newUser();
    await befriend(alice, bob);
    // Stored as a dying node would have: in the database, pushed to no one.
    const stored = await sendPrivateMessage(
      server.db,
      alice.uid,
      { recvuid: bob.uid, msg_type: MSG_TYPE.TEXT, content: bytes('lost push'), clientkey: 'dying-1' },
      Date.now(),
    );
    expect(stored.duplicate).toBe(false);
    expect(bob.client.pushes('msg_send_private_msg_rep')).toHaveLength(0);
    // The sender's outbox resends on another node: answered with the stored message, and bob gets it.
    const resent = await sendText(alice, bob, 'lost push', 'dying-1');
    expect(resent.msg_info.chatmsgno).toBe(stored.message.chatmsgno);
    const push = await bob.client.nextPush('msg_send_private_msg_rep');
    expect(push.msg_info.chatmsgno).toBe(stored.message.chatmsgno);
    expect(text(push.msg_info.content)).toBe('lost push');
  });

  test('a page of large messages is cut to fit one frame; the rest comes on the next page', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    for (let i = 0; i < 20; i++) {
      const content = bytes(`${i}`.padEnd(LIMITS.CONTENT_MAX_BYTES, 'x'));
      const reply = await alice.client.request('msg_send_private_msg_req', {
        recvuid: bob.uid,
        msg_type: MSG_TYPE.TEXT,
        content,
      });
      expect(reply.result).toBe(RESULT.SUCCESS);
    }
    const first = await bob.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: 0,
    });
    expect(first.msg_list.length).toBeGreaterThan(10);
    expect(first.msg_list.length).toBeLessThan(20);
    expect(first.msg_list.at(-1)?.chatmsgno).toBe(20);
    expect(encodeMessage(1, 'msg_get_msg_list_rep', first).length - 8).toBeLessThanOrEqual(MAX_BODY);
    const oldest = first.msg_list[0]?.chatmsgno ?? 0;
    const second = await bob.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: oldest,
    });
    expect(second.msg_list.map((m) => m.chatmsgno)).toEqual(
      Array.from({ length: oldest - 1 }, (_, i) => i + 1),
    );
  });
});

describe('refusals change nothing', () => {
  test('not friends: 6; friends again after accepting', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    expect((await sendText(alice, bob, 'hi')).result).toBe(RESULT.NOT_FRIEND);
    await befriend(alice, bob);
    expect((await sendText(alice, bob, 'hi')).msg_info.chatmsgno).toBe(1);
  });

  test('a service account is reachable without friendship', async () => {
    const alice = await devices.newUser();
    const reply = await sendText(alice, 10000, 'help please');
    expect(reply.result).toBe(RESULT.SUCCESS);
    expect(reply.msg_info.chatkey).toBe(chatKey(alice.uid, 10000));
  });

  test('blacklist either way: 28', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    const black = await bob.client.request('msg_set_blacklist_req', {
      otheruid: alice.uid,
      opertype: OPER.ON,
    });
    expect(black.result).toBe(RESULT.SUCCESS);
    expect((await sendText(alice, bob, 'hi')).result).toBe(RESULT.IN_BLACKLIST);
    expect((await sendText(bob, alice, 'hi')).result).toBe(RESULT.IN_BLACKLIST);
    const list = await alice.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: 0,
    });
    expect(list.msg_list).toEqual([]);
  });

  test('a forbidden phrase of the receiver: 46, other text passes', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    const added = await bob.client.request('msg_modify_forbid_words_req', {
      content: bytes('spam'),
      optype: 1,
    });
    expect(added.result).toBe(RESULT.SUCCESS);
    expect((await sendText(alice, bob, 'buy SPAM now')).result).toBe(RESULT.CHAT_FORBIDDEN);
    const ok = await sendText(alice, bob, 'lunch?');
    expect(ok.msg_info.chatmsgno).toBe(1);
  });

  test('bad input: empty or oversized content, unknown type, withdraw type, self, unknown user', async () => {
    const [alice, bob] = [await devices.newUser(), await devices.newUser()];
    await befriend(alice, bob);
    const send = (value: { recvuid?: number; msg_type?: number; content?: Uint8Array; clientkey?: string }) =>
      alice.client.request('msg_send_private_msg_req', {
        recvuid: bob.uid,
        msg_type: MSG_TYPE.TEXT,
        content: bytes('x'),
        ...value,
      });
    expect((await send({ content: new Uint8Array() })).result).toBe(RESULT.FAIL);
    expect((await send({ content: new Uint8Array(LIMITS.CONTENT_MAX_BYTES + 1) })).result).toBe(RESULT.FAIL);
    expect((await send({ msg_type: 999 })).result).toBe(RESULT.FAIL);
    expect((await send({ msg_type: MSG_TYPE.WITHDRAW })).result).toBe(RESULT.FAIL);
    expect((await send({ recvuid: alice.uid })).result).toBe(RESULT.FAIL);
    expect((await send({ recvuid: 2_000_000_000 })).result).toBe(RESULT.FAIL);
    expect((await send({ clientkey: 'k'.repeat(200) })).result).toBe(RESULT.FAIL);
    expect((await send({ content: new Uint8Array(LIMITS.CONTENT_MAX_BYTES) })).result).toBe(RESULT.SUCCESS);
    const list = await alice.client.request('msg_get_msg_list_req', {
      chatkey: keyOf(alice, bob),
      chatmsgno: 0,
    });
    expect(list.msg_list.map((m) => m.chatmsgno)).toEqual([1]);
  });

  test('a socket not logged in cannot send', async () => {
    const client = await ImClient.connect(server.url);
    const reply = await client.request('msg_send_private_msg_req', {
      recvuid: 10000,
      msg_type: 1,
      content: bytes('x'),
    });
    expect(reply.result).toBe(RESULT.FAIL);
    await client.close();
  });
});
