import 'fake-indexeddb/auto';
import { afterAll, expect, test } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import type { net } from '../../protocol/net';
import { ChatDb, chatMessages, chatRow, ingestMessages } from '../../workers/db';
import { readOnlyChatDb } from './db';

const NAME = 'hub-readonly-test';
const writer = new ChatDb(1001, NAME);
afterAll(() => writer.delete());

test("a tab reads the hub's writes and cannot write itself", async () => {
  const key = chatKey(1001, 2002);
  const msg = {
    chatkey: key,
    chatmsgno: 1,
    uid: 2002,
    msgtype: MSG_TYPE.TEXT,
    msgtime: 1_700_000_000,
    content: new TextEncoder().encode('from the hub'),
  } as net.chat_msg;
  await ingestMessages(writer, [chatRow(msg)], { me: 1001 });
  const reader = readOnlyChatDb(1001, NAME);
  expect(readOnlyChatDb(1001, NAME)).toBe(reader);
  expect((await chatMessages(reader, key.toString())).map((r) => r.content)).toEqual(['from the hub']);
  await expect(reader.imchat.put({ ...chatRow(msg), chatmsgno: 2 })).rejects.toThrow(/read-only/);
  await expect(reader.imlist.clear()).rejects.toThrow(/read-only/);
  expect(await writer.imchat.count()).toBe(1);
  reader.close();
});
