import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { chatKey, MSG_TYPE, type net } from '../../protocol';
import {
  ChatDb,
  type ChatRecord,
  chatMessages,
  chatRow,
  contentText,
  ingestMessages,
  type OutboxRow,
} from '../db';
import { HubError } from '../errors';
import { silentLogger } from '../log';
import { Outbox, type OutboxChange, type SendReply } from './outbox';

const ME = 1001;
const PEER = 2002;
const CHAT = chatKey(ME, PEER).toString();

/**
 * A stand-in for the server behind the socket: numbers messages per chat and, like the real
 * server, returns the stored message for a repeated clientkey instead of storing it again.
 */
class FakeServer {
  online = true;
  /** When set, the next send is stored but its reply is lost (the connection drops). */
  loseNextReply = false;
  refuseWith: number | null = null;
  readonly stored: net.chat_msg[] = [];
  readonly seen: string[] = [];

  send = async (entry: OutboxRow): Promise<SendReply> => {
    if (!this.online) throw new HubError('offline', 'not connected');
    this.seen.push(entry.clientkey);
    if (this.refuseWith !== null) return { result: this.refuseWith, msg_info: {} as net.chat_msg };
    let message = this.stored.find((m) => m.clientkey === entry.clientkey);
    if (!message) {
      message = {
        chatkey: BigInt(entry.chatkey),
        chatmsgno: this.stored.length + 1,
        uid: ME,
        msgtype: entry.msgtype,
        msgtime: 1_700_000_000 + this.stored.length,
        content: new TextEncoder().encode(entry.content),
        clientkey: entry.clientkey,
      } as net.chat_msg;
      this.stored.push(message);
    }
    if (this.loseNextReply) {
      this.loseNextReply = false;
      this.online = false;
      throw new HubError('disconnected', 'connection lost');
    }
    return { result: 1, msg_info: message };
  };
}

let db: ChatDb;
let server: FakeServer;
let outbox: Outbox;
let changes: OutboxChange[];
let serial = 0;

beforeEach(async () => {
  db = new ChatDb(ME, `outbox-test-${++serial}`);
  await db.open();
  server = new FakeServer();
  changes = [];
  outbox = new Outbox(db, {
    send: server.send,
    canSend: () => server.online,
    me: () => ({ uid: ME, nickname: 'me', headurl: '' }),
    onChange: (c) => changes.push(c),
    logger: silentLogger,
  });
});
afterEach(() => db.delete());

const text = (content: string) => ({
  kind: 'private' as const,
  target: PEER,
  msgtype: MSG_TYPE.TEXT,
  content,
});
const rows = () => chatMessages(db, CHAT);

describe('persist', () => {
  test('a message is stored as pending, with its outbox entry, before anything is sent', async () => {
    server.online = false;
    const row = await outbox.enqueue(text('hello'));
    expect(row).toMatchObject({ state: 'pending', chatmsgno: 0, chatkey: CHAT, uid: ME, content: 'hello' });
    expect(row.clientkey).toMatch(/^[0-9a-f]{32}$/);
    expect(await db.outbox.count()).toBe(1);
    expect(await rows()).toHaveLength(1);
    expect(server.seen).toEqual([]);
    expect((await db.imlist.get(CHAT))?.content).toBe('hello');
  });

  test('bad input is refused with a typed error and stores nothing', async () => {
    await expect(outbox.enqueue(text(''))).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(outbox.enqueue(text('x'.repeat(4097)))).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(outbox.enqueue({ ...text('x'), target: 0 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(
      outbox.enqueue({ kind: 'group', target: 2 ** 31, msgtype: 1, content: 'x' }),
    ).rejects.toBeInstanceOf(HubError);
    expect(await db.imchat.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  test('a confirmed send becomes sent with its number and leaves the outbox', async () => {
    await outbox.enqueue(text('one'));
    await outbox.flush();
    expect((await rows()).map((r) => [r.chatmsgno, r.state, r.content])).toEqual([[1, 'sent', 'one']]);
    expect(await db.outbox.count()).toBe(0);
    expect(changes.map((c) => c.state)).toEqual(['sent']);
  });
});

describe('replay', () => {
  test('sends stored while offline go out in the order typed once back online', async () => {
    server.online = false;
    for (const t of ['first', 'second', 'third']) await outbox.enqueue(text(t));
    await outbox.flush();
    expect(server.seen).toEqual([]);
    server.online = true;
    await outbox.flush();
    expect(server.stored.map((m) => contentText(m.content))).toEqual(['first', 'second', 'third']);
    expect((await rows()).map((r) => [r.chatmsgno, r.content, r.state])).toEqual([
      [1, 'first', 'sent'],
      [2, 'second', 'sent'],
      [3, 'third', 'sent'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  test('the outbox survives a restart of the hub (a new Outbox on the same database)', async () => {
    server.online = false;
    await outbox.enqueue(text('kept'));
    const again = new Outbox(db, {
      send: server.send,
      canSend: () => true,
      me: () => ({ uid: ME, nickname: 'me', headurl: '' }),
      onChange: () => {},
      logger: silentLogger,
    });
    server.online = true;
    await again.flush();
    expect((await rows()).map((r) => r.state)).toEqual(['sent']);
  });
});

describe('dedupe', () => {
  test('a send whose reply was lost is replayed with its clientkey and stored once', async () => {
    server.loseNextReply = true;
    const row = await outbox.enqueue(text('maybe sent'));
    await outbox.flush();
    expect(server.stored).toHaveLength(1);
    expect((await rows())[0]?.state).toBe('pending');
    server.online = true;
    await outbox.flush();
    expect(server.seen).toEqual([row.clientkey, row.clientkey]);
    expect(server.stored).toHaveLength(1);
    expect((await rows()).map((r) => [r.chatmsgno, r.state])).toEqual([[1, 'sent']]);
  });

  test('a push of the own message that arrives before the reply confirms the pending copy', async () => {
    server.online = false;
    const row: ChatRecord = await outbox.enqueue(text('echoed'));
    const echo = chatRow({
      chatkey: BigInt(CHAT),
      chatmsgno: 7,
      uid: ME,
      msgtype: MSG_TYPE.TEXT,
      msgtime: 1_700_000_100,
      content: new TextEncoder().encode('echoed'),
      clientkey: row.clientkey,
    } as net.chat_msg);
    const result = await ingestMessages(db, [echo], { me: ME });
    expect(result.confirmed).toEqual([row.clientkey]);
    expect((await rows()).map((r) => [r.chatmsgno, r.state])).toEqual([[7, 'sent']]);
    expect(await db.outbox.count()).toBe(0);
    server.online = true;
    await outbox.flush();
    expect(server.seen).toEqual([]);
  });

  test('a reply for a number already stored drops the pending copy instead of duplicating', async () => {
    server.online = false;
    const row = await outbox.enqueue(text('twice'));
    const stored = {
      chatkey: BigInt(CHAT),
      chatmsgno: 1,
      uid: ME,
      msgtype: MSG_TYPE.TEXT,
      msgtime: 1,
      content: new TextEncoder().encode('twice'),
      clientkey: '',
    } as net.chat_msg;
    await ingestMessages(db, [chatRow(stored)], { me: ME });
    server.stored.push({ ...stored, clientkey: row.clientkey });
    server.online = true;
    await outbox.flush();
    expect((await rows()).map((r) => [r.chatmsgno, r.state])).toEqual([[1, 'sent']]);
  });
});

describe('failure and retry', () => {
  test('a refusal marks the message failed with its result code; a retry sends it again', async () => {
    server.refuseWith = 6;
    const row = await outbox.enqueue(text('not friends'));
    await outbox.flush();
    expect((await rows())[0]).toMatchObject({ state: 'failed', result: 6 });
    expect(changes.at(-1)).toMatchObject({ clientkey: row.clientkey, state: 'failed', result: 6 });
    await outbox.flush();
    expect(server.seen).toHaveLength(1);
    server.refuseWith = null;
    const retried = await outbox.retry(row.clientkey);
    expect(retried.state).toBe('pending');
    await outbox.flush();
    expect((await rows())[0]).toMatchObject({ state: 'sent', chatmsgno: 1 });
    expect((await rows())[0]?.result).toBeUndefined();
  });

  test('retrying a message that has not failed is refused', async () => {
    server.online = false;
    const row = await outbox.enqueue(text('queued'));
    await expect(outbox.retry(row.clientkey)).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(outbox.retry('nope')).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});
