import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MSG_TYPE } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import type { ImClient } from '../helpers/imClient';
import {
  type Clocked,
  demoRooms,
  joinRoom,
  makeStaff,
  newClient,
  read,
  say,
  setSetting,
  startClockedServer,
  text,
} from './rooms.helpers';

let env: Clocked;
let rooms: { roomId: number; host: number }[];
const clients: ImClient[] = [];

beforeAll(async () => {
  env = await startClockedServer();
  rooms = await demoRooms(env.server.db);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.server.close();
});

async function member() {
  const made = await newClient(env.server);
  clients.push(made.client);
  return made;
}

function room(i: number): number {
  const r = rooms[i];
  if (!r) throw new Error('the demo content has too few rooms');
  return r.roomId;
}

describe('joining, listing and leaving', () => {
  test('the room list holds the live rooms with their hosts and member counts', async () => {
    const { client } = await member();
    await joinRoom(client, room(0));
    const { roomlist } = await client.request('msg_chat_room_list_req', {});
    expect(roomlist.length).toBeGreaterThanOrEqual(3);
    const first = roomlist.find((r) => r.roomkey === room(0));
    expect(first?.roomhost).toBe(rooms[0]?.host);
    expect(first?.roomname.length).toBeGreaterThan(0);
    expect(first?.usercnt).toBeGreaterThanOrEqual(1);
    await client.request('msg_quit_chat_room_req', { roomkey: room(0) });
  });

  test('join: 39 for an unknown room, 1 then 35 (with the room) when already in, a notify to the others', async () => {
    const a = await member();
    const b = await member();
    expect((await a.client.request('msg_join_chat_room_req', { roomkey: 999_999 })).result).toBe(39);
    expect((await a.client.request('msg_join_chat_room_req', { roomkey: 0 })).result).toBe(39);
    const first = await a.client.request('msg_join_chat_room_req', { roomkey: room(1) });
    expect(first.result).toBe(RESULT.SUCCESS);
    expect(first.room_info?.roomkey).toBe(room(1));
    expect(first.room_info?.roomhost).toBe(rooms[1]?.host);
    expect(first.room_info?.usercnt).toBe(1);
    const again = await a.client.request('msg_join_chat_room_req', { roomkey: room(1) });
    expect(again.result).toBe(RESULT.IN_CHAT_ROOM);
    expect(again.room_info?.roomkey).toBe(room(1));

    const joined = await b.client.request('msg_join_chat_room_req', { roomkey: room(1) });
    expect(joined.room_info?.usercnt).toBe(2);
    const notify = await a.client.nextPush('msg_join_chat_room_notify');
    expect(notify.roomkey).toBe(room(1));
    expect(notify.base_data?.uid).toBe(b.user.uid);
    expect(notify.base_data?.phonenum).toBe('');
    expect(b.client.pushes('msg_join_chat_room_notify')).toHaveLength(0);

    const page1 = await a.client.request('msg_chat_room_members_req', {
      roomkey: room(1),
      page: 1,
      limit: 1,
    });
    const page2 = await a.client.request('msg_chat_room_members_req', {
      roomkey: room(1),
      page: 2,
      limit: 1,
    });
    expect(page1.result).toBe(RESULT.SUCCESS);
    expect(page1.usercnt).toBe(2);
    expect([...page1.users, ...page2.users].map((u) => u.uid)).toEqual([a.user.uid, b.user.uid]);
    expect(
      (await a.client.request('msg_chat_room_members_req', { roomkey: 424_242, page: 1, limit: 10 })).result,
    ).toBe(39);
    expect(
      (await a.client.request('msg_chat_room_members_req', { roomkey: room(1), page: -1, limit: 10 })).result,
    ).toBe(0);

    expect((await a.client.request('msg_quit_chat_room_req', { roomkey: room(1) })).result).toBe(1);
    expect((await a.client.request('msg_quit_chat_room_req', { roomkey: room(1) })).result).toBe(36);
    expect((await a.client.request('msg_quit_chat_room_req', { roomkey: 777_777 })).result).toBe(39);
    const after = await b.client.request('msg_chat_room_members_req', {
      roomkey: room(1),
      page: 0,
      limit: 0,
    });
    expect(after.users.map((u) => u.uid)).toEqual([b.user.uid]);
    await b.client.request('msg_quit_chat_room_req', { roomkey: room(1) });
  });

  test('joining another room leaves the first one (membership is per connection)', async () => {
    const a = await member();
    await joinRoom(a.client, room(0));
    await joinRoom(a.client, room(2));
    expect((await say(a.client, room(0), 'still here?')).result).toBe(36);
    const members = await a.client.request('msg_chat_room_members_req', {
      roomkey: room(0),
      page: 1,
      limit: 100,
    });
    expect(members.users.map((u) => u.uid)).not.toContain(a.user.uid);
    await a.client.request('msg_quit_chat_room_req', { roomkey: room(2) });
  });

  test('a closed socket leaves its room', async () => {
    const a = await member();
    const b = await member();
    await joinRoom(a.client, room(2));
    await joinRoom(b.client, room(2));
    await b.client.close();
    let count = 2;
    for (let i = 0; i < 50 && count !== 1; i++) {
      await new Promise((r) => setTimeout(r, 20));
      count = (await a.client.request('msg_chat_room_members_req', { roomkey: room(2), page: 1, limit: 10 }))
        .usercnt;
    }
    expect(count).toBe(1);
    await a.client.request('msg_quit_chat_room_req', { roomkey: room(2) });
  });
});

describe('sending', () => {
  test('a message reaches the other members (not the sender) with increasing numbers; history keeps them', async () => {
    const a = await member();
    const b = await member();
    const key = room(0);
    await joinRoom(a.client, key);
    await joinRoom(b.client, key);
    const sent = await say(a.client, key, '大家好 👋');
    expect(sent.result).toBe(RESULT.SUCCESS);
    expect(sent.msg_info?.chatkey).toBe(BigInt(key));
    expect(sent.msg_info?.uid).toBe(a.user.uid);
    const pushed = await b.client.nextPush('msg_chat_room_msg_notify');
    expect(pushed.roomkey).toBe(key);
    expect(pushed.msg_info?.chatmsgno).toBe(sent.msg_info?.chatmsgno);
    expect(read(pushed.msg_info?.content ?? new Uint8Array())).toBe('大家好 👋');
    expect(pushed.msg_info?.nickname.length).toBeGreaterThan(0);

    env.advance(3000);
    const second = await say(b.client, key, 'hi');
    expect(second.msg_info?.chatmsgno).toBe((sent.msg_info?.chatmsgno ?? 0) + 1);
    await a.client.nextPush('msg_chat_room_msg_notify');
    expect(a.client.pushes('msg_chat_room_msg_notify').map((m) => m.msg_info?.chatmsgno)).toEqual([
      second.msg_info?.chatmsgno,
    ]);

    const { msg_list } = await a.client.request('msg_chat_room_history_req', { roomkey: key });
    expect(msg_list.slice(-2).map((m) => read(m.content))).toEqual(['大家好 👋', 'hi']);
    await a.client.request('msg_quit_chat_room_req', { roomkey: key });
    await b.client.request('msg_quit_chat_room_req', { roomkey: key });
  });

  test('36 when not in the room, 39 for an unknown room; history needs the room too', async () => {
    const a = await member();
    expect((await say(a.client, room(1), 'hello')).result).toBe(36);
    expect((await say(a.client, 123_456_789, 'hello')).result).toBe(39);
    await a.client.request('msg_chat_room_history_req', { roomkey: room(1) });
    const refused = await a.client.nextPush('msg_oper_result_notify');
    expect(refused.result).toBe(36);
  });

  test('45 too soon and too long, 0 for a bad type or broken text, 46 for a forbidden phrase', async () => {
    const a = await member();
    const staff = await member();
    await makeStaff(env.server.db, staff.user.uid);
    const key = room(1);
    await joinRoom(a.client, key);
    env.advance(10_000);
    expect((await say(a.client, key, 'one')).result).toBe(1);
    expect((await say(a.client, key, 'two')).result).toBe(RESULT.CHAT_LIMIT);
    env.advance(3000);
    expect((await say(a.client, key, 'two')).result).toBe(1);

    await setSetting(env.server.db, 'chat_characters_num', 5);
    env.advance(3000);
    expect((await say(a.client, key, '123456')).result).toBe(RESULT.CHAT_LIMIT);
    expect((await say(a.client, key, '12345')).result).toBe(1);
    await setSetting(env.server.db, 'chat_characters_num', 100);
    await setSetting(env.server.db, 'chat_interval_time', 0);

    const bad = [
      { roomkey: key, msg_type: MSG_TYPE.SYSTEM, content: text('fake system') },
      { roomkey: key, msg_type: MSG_TYPE.TEXT, content: new Uint8Array([0xff, 0xfe]) },
      { roomkey: key, msg_type: MSG_TYPE.TEXT, content: text('   ') },
    ];
    for (const request of bad) {
      expect((await a.client.request('msg_send_chat_room_msg_req', request)).result).toBe(RESULT.FAIL);
    }
    const huge = new Uint8Array(5000).fill(0x61);
    expect(
      (
        await a.client.request('msg_send_chat_room_msg_req', {
          roomkey: key,
          msg_type: MSG_TYPE.IMAGE,
          content: huge,
        })
      ).result,
    ).toBe(RESULT.CHAT_LIMIT);

    expect(
      (await a.client.request('msg_forbidden_content_req', { content: text('坏词'), uid: 0 })).result,
    ).toBe(37);
    expect(
      (await staff.client.request('msg_forbidden_content_req', { content: text(''), uid: 0 })).result,
    ).toBe(0);
    expect(
      (await staff.client.request('msg_forbidden_content_req', { content: text('坏词'), uid: 0 })).result,
    ).toBe(1);
    expect((await say(a.client, key, '这是坏词吗')).result).toBe(RESULT.CHAT_FORBIDDEN);
    expect((await say(a.client, key, '这是好词')).result).toBe(1);
    await setSetting(env.server.db, 'chat_interval_time', 3);
    await a.client.request('msg_quit_chat_room_req', { roomkey: key });
  });

  test('history returns at most 50, oldest first, and fits one frame', async () => {
    const host = rooms[2];
    if (!host) throw new Error('no room');
    const a = await member();
    await joinRoom(a.client, host.roomId);
    await setSetting(env.server.db, 'chat_interval_time', 0);
    await setSetting(env.server.db, 'chat_characters_num', 2000);
    const long = '长'.repeat(1300);
    for (let i = 0; i < 60; i++) {
      const reply = await say(a.client, host.roomId, `${i} ${long}`);
      expect(reply.result).toBe(1);
    }
    const { msg_list } = await a.client.request('msg_chat_room_history_req', { roomkey: host.roomId });
    expect(msg_list.length).toBeGreaterThan(10);
    expect(msg_list.length).toBeLessThanOrEqual(50);
    const numbers = msg_list.map((m) => m.chatmsgno);
    expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
    expect(read(msg_list.at(-1)?.content ?? new Uint8Array()).startsWith('59 ')).toBe(true);
    await setSetting(env.server.db, 'chat_interval_time', 3);
    await setSetting(env.server.db, 'chat_characters_num', 100);
    await a.client.request('msg_quit_chat_room_req', { roomkey: host.roomId });
  });
});
