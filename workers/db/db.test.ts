import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CACHE_LIMITS, chatKey, MSG_TYPE, type net } from '../../protocol';
import {
  applyRepeat,
  applyWithdraw,
  ChatDb,
  type ChatRecord,
  chatMessages,
  chatRow,
  DB_VERSION,
  ingestMessages,
  markReadByMe,
  markReadByPeer,
  putFriends,
  putMuted,
  putUsers,
  replaceMuted,
  unreadTotals,
} from './index';

const ME = 1001;
const PEER = 2002;
const CHAT = chatKey(ME, PEER);
const CHAT_S = CHAT.toString();
const utf8 = new TextEncoder();

let db: ChatDb;
let dbSerial = 0;

beforeEach(async () => {
  // A fresh database per test: the uid names it.
  db = new ChatDb(ME, `db-test-${++dbSerial}`);
  await db.open();
});
afterEach(() => db.delete());

function msg(chatmsgno: number, text: string, over: Partial<net.chat_msg> = {}): ChatRecord {
  return chatRow({
    chatkey: CHAT,
    chatmsgno,
    uid: PEER,
    msgtype: MSG_TYPE.TEXT,
    msgtime: 1_700_000_000 + chatmsgno,
    content: utf8.encode(text),
    nickname: 'peer',
    headurl: '',
    clientkey: '',
    snaptime: 0,
    viplevel: 0,
    isadmin: 0,
    firstname: '',
    lastname: '',
    channel: 0,
    ...over,
  });
}

const ingest = (rows: ChatRecord[], unread?: Map<string, number>) =>
  ingestMessages(db, rows, { me: ME, ...(unread ? { unread } : {}) });

describe('the repeat rule', () => {
  test('a repeat with content updates the content', () => {
    const stored = { ...msg(1, 'old'), id: 7 };
    expect(applyRepeat(stored, msg(1, 'new'))).toMatchObject({ id: 7, content: 'new', read: 0 });
  });

  test('a repeat without content marks the message read', () => {
    const stored = { ...msg(1, 'hello'), id: 7 };
    expect(applyRepeat(stored, msg(1, ''))).toMatchObject({ id: 7, content: 'hello', read: 1 });
    expect(applyRepeat({ ...stored, read: 1 }, msg(1, ''))).toBeNull();
  });

  test('an identical repeat changes nothing', () => {
    expect(applyRepeat({ ...msg(1, 'same'), id: 1 }, msg(1, 'same'))).toBeNull();
  });

  test('a withdrawn repeat clears the content and keeps the number', () => {
    const out = applyRepeat({ ...msg(4, 'oops'), id: 3 }, msg(4, '', { msgtype: MSG_TYPE.WITHDRAW }));
    expect(out).toMatchObject({ id: 3, chatmsgno: 4, msgtype: MSG_TYPE.WITHDRAW, content: '' });
  });

  test('stored messages are never stored twice; repeats update them', async () => {
    await ingest([msg(1, 'a'), msg(2, 'b')]);
    const second = await ingest([msg(2, 'b edited'), msg(1, ''), msg(3, 'c')]);
    expect(second.added.map((r) => r.chatmsgno)).toEqual([3]);
    expect(second.updated.map((r) => r.chatmsgno).sort()).toEqual([1, 2]);
    const rows = await chatMessages(db, CHAT_S);
    expect(rows.map((r) => [r.chatmsgno, r.content, r.read])).toEqual([
      [1, 'a', 1],
      [2, 'b edited', 0],
      [3, 'c', 0],
    ]);
    expect(await db.imchat.count()).toBe(3);
  });

  test('a repeat inside one batch is merged, not stored twice', async () => {
    const result = await ingest([msg(5, 'x'), msg(5, 'y')]);
    expect(result.added).toHaveLength(1);
    expect((await chatMessages(db, CHAT_S)).map((r) => r.content)).toEqual(['y']);
  });
});

describe('chat keys and the chat list', () => {
  test('a 64-bit chat key is stored exactly as its decimal string', async () => {
    const big = chatKey(2_147_483_000, 2_147_483_646);
    expect(big > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const own = new ChatDb(2_147_483_000, `db-test-big-${dbSerial}`);
    await ingestMessages(own, [msg(1, 'hi', { chatkey: big, uid: 2_147_483_646 })], { me: 2_147_483_000 });
    const [row] = await own.imchat.toArray();
    expect(await own.imlist.get(big.toString())).toMatchObject({ uid: 2_147_483_646, isGroup: 0 });
    await own.delete();
    expect(row?.chatkey).toBe(big.toString());
    expect(BigInt(row?.chatkey ?? '0')).toBe(big);
  });

  test('new messages from the peer count as unread; own and silent ones do not', async () => {
    await ingest([
      msg(1, 'from peer'),
      msg(2, 'mine', { uid: ME }),
      msg(3, 'server text', { msgtype: MSG_TYPE.SERVER_TEXT }),
      msg(4, 'money log', { msgtype: MSG_TYPE.MONEY_LOG }),
      msg(5, 'again'),
    ]);
    expect(await db.imlist.get(CHAT_S)).toMatchObject({
      red: 2,
      chatmsgno: 5,
      content: 'again',
      nickname: 'peer',
    });
    await ingest([msg(5, 'again edited')]);
    expect((await db.imlist.get(CHAT_S))?.red).toBe(2);
    expect(await unreadTotals(db)).toEqual({ total: 2, private: 2, group: 0, shown: 2 });
  });

  test("an offline page's hasred replaces the count", async () => {
    await ingest([msg(1, 'a'), msg(2, 'b')]);
    await ingest([msg(3, 'c')], new Map([[CHAT_S, 1]]));
    expect((await db.imlist.get(CHAT_S))?.red).toBe(1);
  });

  test('group messages land in a group row of the list', async () => {
    const group = msg(1, 'hello group', { chatkey: 5001n, uid: 3003 });
    await ingest([group]);
    expect(await db.imlist.get('5001')).toMatchObject({ isGroup: 1, uid: 3003, red: 1 });
    expect(await unreadTotals(db)).toEqual({ total: 1, private: 0, group: 1, shown: 1 });
  });

  test('a muted chat counts in every total but the shown one, until unmuted', async () => {
    await ingest([msg(1, 'a'), msg(2, 'b'), msg(1, 'hello group', { chatkey: 5001n, uid: 3003 })]);
    await putMuted(db, CHAT_S, true, 1_700_000_000);
    expect(await unreadTotals(db)).toEqual({ total: 3, private: 2, group: 1, shown: 1 });
    await replaceMuted(db, [{ chatkey: '5001', time: 0 }]);
    expect(await unreadTotals(db)).toEqual({ total: 3, private: 2, group: 1, shown: 2 });
    await putMuted(db, '5001', false);
    expect(await unreadTotals(db)).toEqual({ total: 3, private: 2, group: 1, shown: 3 });
  });
});

describe('read marks and withdrawals', () => {
  test('reading up to a number clears what is below it and keeps what is above', async () => {
    await ingest([msg(1, 'a'), msg(2, 'b'), msg(3, 'c')]);
    expect(await markReadByMe(db, CHAT_S, 2)).toBe(true);
    expect(await db.imlist.get(CHAT_S)).toMatchObject({ readno: 2, red: 1 });
    expect((await chatMessages(db, CHAT_S)).map((r) => r.read)).toEqual([1, 1, 0]);
    expect(await markReadByMe(db, CHAT_S, 1)).toBe(false);
    await ingest([msg(2, 'b again')]);
    expect((await db.imlist.get(CHAT_S))?.red).toBe(1);
  });

  test("the peer's read receipt marks only one's own messages", async () => {
    await ingest([msg(1, 'theirs'), msg(2, 'mine', { uid: ME }), msg(3, 'mine too', { uid: ME })]);
    expect(await markReadByPeer(db, CHAT_S, 2)).toBe(1);
    expect((await chatMessages(db, CHAT_S)).map((r) => r.read)).toEqual([0, 1, 0]);
  });

  test('a withdrawal empties the message and the preview', async () => {
    await ingest([msg(1, 'a'), msg(2, 'regret')]);
    expect(await applyWithdraw(db, CHAT_S, 2)).toBe(true);
    expect((await chatMessages(db, CHAT_S))[1]).toMatchObject({ msgtype: MSG_TYPE.WITHDRAW, content: '' });
    expect(await db.imlist.get(CHAT_S)).toMatchObject({ msgtype: MSG_TYPE.WITHDRAW, content: '' });
    expect(await applyWithdraw(db, CHAT_S, 99)).toBe(false);
  });
});

describe('caches', () => {
  const profile = (uid: number): net.base_info =>
    ({
      uid,
      nickname: `u${uid}`,
      fid: uid,
      headurl: '',
      phonenum: '',
      lastlogouttime: 0,
      usertype: 0,
    }) as net.base_info;

  test('imfriend keeps the whole friend list with aliases and online states', async () => {
    const friends = Array.from({ length: CACHE_LIMITS.FRIENDS + 20 }, (_, i) => ({
      ...profile(10_000 + i),
      lastlogouttime: 1_700_000_000,
    }));
    await putFriends(db, [profile(42)], 1_000_000);
    await putFriends(db, friends, 1_000_000, {
      aliases: new Map([[10_001, 'Bob']]),
      online: new Set([10_002]),
    });
    expect(await db.imfriend.count()).toBe(CACHE_LIMITS.FRIENDS + 20);
    expect(await db.imfriend.get(42)).toBeUndefined();
    expect(await db.imfriend.get(10_001)).toMatchObject({ alias: 'Bob', online: 0 });
    expect(await db.imfriend.get(10_002)).toMatchObject({ alias: '', online: 1 });
    // One friend added later keeps the others' aliases.
    await putFriends(db, [profile(10_001)], 2_000_000);
    expect(await db.imfriend.get(10_001)).toMatchObject({ alias: 'Bob', online: 1 });
  });

  test(`imuser keeps ${CACHE_LIMITS.USERS} users, evicting the oldest written`, async () => {
    await putUsers(
      db,
      Array.from({ length: CACHE_LIMITS.USERS }, (_, i) => profile(1 + i)),
      1000,
    );
    await putUsers(db, [profile(50_000), profile(50_001)], 2000);
    expect(await db.imuser.count()).toBe(CACHE_LIMITS.USERS);
    expect(await db.imuser.get(50_001)).toBeDefined();
  });
});

test('versions 7 and 8 keep a version 6 database, fill the new friend fields and add the muted chats', async () => {
  const name = `db-test-upgrade-${++dbSerial}`;
  const old = new Dexie(name);
  old.version(6).stores({
    imlist: 'chatkey, time',
    imchat: '++id, [chatkey+chatmsgno], clientkey, [chatkey+time]',
    imuser: 'uid, touched, fid',
    imfriend: 'uid, touched',
    imgroup: 'groupkey, chatkey',
    outbox: '++seq, &clientkey',
  });
  await old.open();
  await old.table('imfriend').put({ uid: 7, nickname: 'seven', lastlogouttime: 0, touched: 1 });
  await old.table('imchat').put(msg(1, 'kept'));
  await old.table('imgroup').put({ groupkey: 1000001, chatkey: '1000001', attrversion: 5 });
  old.close();
  const upgraded = new ChatDb(ME, name);
  await upgraded.open();
  expect(upgraded.verno).toBe(DB_VERSION);
  expect(await upgraded.imfriend.get(7)).toMatchObject({ nickname: 'seven', alias: '', online: 1, sign: '' });
  expect((await upgraded.imchat.toArray()).map((r) => r.content)).toEqual(['kept']);
  // Groups are fetched again once, so their members reach immember.
  expect(await upgraded.imgroup.get(1000001)).toMatchObject({ attrversion: -1 });
  expect(await upgraded.immember.count()).toBe(0);
  // The muted chats start empty: the next login's mute list fills them.
  expect(await upgraded.immute.count()).toBe(0);
  await upgraded.delete();
});
