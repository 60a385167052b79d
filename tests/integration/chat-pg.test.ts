import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import { appendMessage, latestChatmsgno, listMessages, type NewMessage } from '../../server/chat/messages';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { befriend, bytes, Devices, keyOf, sendText, TestClock, text } from './chat-fixture';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('private chat with PostgreSQL as the store', () => {
  const schema = pgSchemaName('chat');
  const clock = new TestClock();
  let server: TestServer;
  const devices = new Devices(() => server);

  beforeAll(async () => {
    server = await startServer({ databaseUrl: pgUrl }, { pgSchema: schema, now: clock.now, snapSweepMs: 40 });
  });
  afterEach(() => devices.closeAll());
  afterAll(async () => {
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('concurrent appends on the connection pool get distinct consecutive numbers; a clientkey race stores one', async () => {
    expect(server.server.store.dialect).toBe('postgres');
    const key = chatKey(2_000_000_001, 2_000_000_002);
    const message = (i: number, clientkey = ''): NewMessage => ({
      chatkey: key,
      uid: 2_000_000_001,
      msgtype: MSG_TYPE.TEXT,
      content: bytes(`n${i}`),
      clientkey,
      snaptime: 0,
      nickname: 'a',
      headurl: '',
      viplevel: 0,
      isadmin: 0,
      firstname: '',
      lastname: '',
      channel: 0,
    });
    const stored = await Promise.all(
      Array.from({ length: 80 }, (_, i) => appendMessage(server.db, message(i))),
    );
    const numbers = stored.map((s) => s.message.chatmsgno).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));

    const race = await Promise.all(
      Array.from({ length: 12 }, () => appendMessage(server.db, message(999, 'same-key'))),
    );
    expect(race.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(race.map((r) => r.message.chatmsgno))).toEqual(new Set([81]));
    expect(await latestChatmsgno(server.db, key)).toBe(81);
    const next = await appendMessage(server.db, message(1000));
    expect(next.message.chatmsgno).toBe(82);
    // The 64-bit key and the bytes come back exactly.
    const page = await listMessages(server.db, key, 0, 3);
    expect(page.map((m) => [m.chatkey, m.chatmsgno, text(m.content)])).toEqual([
      [key, 80, expect.any(String)],
      [key, 81, 'n999'],
      [key, 82, 'n1000'],
    ]);
  });

  test('sends from several sockets at once, paging, reads, unread counts and offline data', async () => {
    const alice = await devices.newUser();
    const bob = await devices.newUser();
    await befriend(alice, bob);
    const senders = [
      alice,
      await devices.secondDevice(alice.uid),
      bob,
      await devices.secondDevice(bob.uid, 'pc'),
    ];
    const replies = await Promise.all(
      senders.flatMap((d, n) =>
        Array.from({ length: 10 }, (_, i) => sendText(d, d.uid === alice.uid ? bob : alice, `s${n}-${i}`)),
      ),
    );
    expect(replies.map((r) => r.msg_info.chatmsgno).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const chatkey = keyOf(alice, bob);
    const newest = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(newest.msg_list.map((m) => m.chatmsgno)).toEqual(Array.from({ length: 20 }, (_, i) => i + 21));
    const fromAlice = replies.filter((r) => r.msg_info.uid === alice.uid).length;
    expect(newest.hasred).toBe(fromAlice);
    await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: 40 });
    expect((await alice.client.nextPush('msg_confirm_has_read_rep')).chatmsgno_list).toEqual([40]);
    const aliceView = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 21 });
    expect(aliceView.msg_list.map((m) => m.chatmsgno)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(aliceView.readversion).toBe(40);

    await bob.client.request('msg_mute_chat_req', { chatkey, opertype: 1 });
    expect((await bob.client.request('msg_mute_list_req', {})).chatkeys.map((c) => c.chatkey)).toEqual([
      chatkey,
    ]);
    const from = bob.client.received.length;
    await bob.client.request('msg_offline_data_req', {});
    await bob.client.request('msg_heart_test', {});
    const pages = bob.client.received.slice(from).filter((f) => f.name === 'msg_get_msg_list_rep');
    expect(pages).toHaveLength(1);
  });

  test('a self-destructing message is erased after read + snaptime', async () => {
    const alice = await devices.newUser();
    const bob = await devices.newUser();
    await befriend(alice, bob);
    const chatkey = keyOf(alice, bob);
    await alice.client.request('msg_set_snapchat_req', { chatkey, snaptime: 5 });
    const secret = (await sendText(alice, bob, 'gone soon')).msg_info;
    expect(secret.snaptime).toBe(5);
    await bob.client.request('msg_confirm_read_req', { chatkey, chatmsgno: secret.chatmsgno });
    clock.advance(6000);
    expect(await bob.client.nextPush('msg_withdraw_msg_rep')).toEqual({
      chatkey,
      chatmsgno: secret.chatmsgno,
    });
    const list = await alice.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(list.msg_list.map((m) => [m.msgtype, m.content.length])).toEqual([[MSG_TYPE.WITHDRAW, 0]]);
  });
});
