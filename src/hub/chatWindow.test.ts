import 'fake-indexeddb/auto';
import { afterAll, afterEach, expect, test, vi } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import { MSG_TYPE } from '../../protocol/enums';
import type { net } from '../../protocol/net';
import { ChatDb, chatMessages, chatRow, ingestMessages } from '../../workers/db';
import { BLOCK, ChatWindow } from './chatWindow';

const ME = 1001;
const db = new ChatDb(ME, 'chat-window-test');
afterAll(() => db.delete());
afterEach(() => db.imchat.clear());

const KEY = chatKey(ME, 2002);
const CHAT = KEY.toString();

function message(chatmsgno: number, text = `m${chatmsgno}`): net.chat_msg {
  return {
    chatkey: KEY,
    chatmsgno,
    uid: 2002,
    msgtype: MSG_TYPE.TEXT,
    msgtime: 1_700_000_000 + chatmsgno,
    content: new TextEncoder().encode(text),
  } as net.chat_msg;
}

const store = (numbers: number[]) =>
  ingestMessages(
    db,
    numbers.map((n) => chatRow(message(n))),
    { me: ME },
  );
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A subscribed window and its latest rows' numbers. */
function open(limit: number) {
  const view = new ChatWindow(db, CHAT, limit);
  const numbers = () => view.snapshot()?.map((r) => r.chatmsgno);
  const stop = view.subscribe(() => {});
  return { view, numbers, stop };
}

test('the newest `limit` rows, read across blocks, as the one live query over all of them gave', async () => {
  await store(range(1, 3 * BLOCK + 50));
  const { view, numbers, stop } = open(40);
  await vi.waitFor(() => expect(numbers()).toEqual(range(3 * BLOCK + 11, 3 * BLOCK + 50)));
  view.setLimit(300);
  await vi.waitFor(() => expect(numbers()).toEqual(range(3 * BLOCK + 50 - 299, 3 * BLOCK + 50)));
  expect(view.snapshot()).toEqual(await chatMessages(db, CHAT, 300));
  stop();
});

test('an older page stored later, a new message and a change to an old row all show', async () => {
  const { view, numbers, stop } = open(40);
  await vi.waitFor(() => expect(numbers()).toEqual([]));
  // The newest page first (an empty device), then older pages below it, as scrolling back does.
  await store(range(981, 1000));
  await vi.waitFor(() => expect(numbers()).toEqual(range(981, 1000)));
  for (let top = 980; top > 700; top -= 20) {
    await store(range(top - 19, top));
    view.setLimit(1000 - top + 20);
    await vi.waitFor(() => expect(numbers()?.[0]).toBe(top - 19));
  }
  expect(numbers()).toEqual(range(701, 1000));
  await store([1001]);
  await vi.waitFor(() => expect(numbers()?.at(-1)).toBe(1001));
  // A row far down changes (a withdrawn message): the block it is in is read again.
  await db.imchat.where('[chatkey+chatmsgno]').equals([CHAT, 705]).modify({ msgtype: MSG_TYPE.WITHDRAW });
  await vi.waitFor(() =>
    expect(view.snapshot()?.find((r) => r.chatmsgno === 705)?.msgtype).toBe(MSG_TYPE.WITHDRAW),
  );
  stop();
});

test('a hole of empty blocks is read as one block, so a gap filled later shows', async () => {
  await store([...range(1, 10), ...range(5 * BLOCK + 1, 5 * BLOCK + 10)]);
  const { numbers, stop } = open(100);
  await vi.waitFor(() =>
    expect(numbers()).toEqual([...range(1, 10), ...range(5 * BLOCK + 1, 5 * BLOCK + 10)]),
  );
  await store([2 * BLOCK + 7]);
  await vi.waitFor(() => expect(numbers()).toContain(2 * BLOCK + 7));
  expect(numbers()).toHaveLength(21);
  stop();
});

test("one's own unnumbered messages come last, as typed", async () => {
  await store(range(1, 5));
  const pending = { ...chatRow(message(0, 'typed')), uid: ME, clientkey: 'c1' };
  await db.imchat.add(pending);
  const { view, numbers, stop } = open(3);
  await vi.waitFor(() => expect(numbers()).toEqual([3, 4, 5, 0]));
  expect(view.snapshot()?.at(-1)?.body).toMatchObject({ text: 'typed' });
  stop();
});
