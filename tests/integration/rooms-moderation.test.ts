import { afterAll, beforeAll, expect, test } from 'vitest';
import { MSG_TYPE, ROOM_MESSAGE_CHANNEL, ROOM_REJOIN_AFTER_KICK_MS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { addDeviceSession, type ImClient } from '../helpers/imClient';
import {
  type Clocked,
  connect,
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
let key: number;
let other: number;
const clients: ImClient[] = [];
let host: ImClient;
let hostUid: number;

beforeAll(async () => {
  env = await startClockedServer();
  const rooms = await demoRooms(env.server.db);
  const [first, second] = rooms;
  if (!first || !second) throw new Error('the demo content has too few rooms');
  key = first.roomId;
  other = second.roomId;
  hostUid = first.host;
  host = await connect(env.server.url, await addDeviceSession(env.server.db, hostUid));
  clients.push(host);
  await setSetting(env.server.db, 'chat_interval_time', 0);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.server.close();
});

async function member(join = true) {
  const made = await newClient(env.server);
  clients.push(made.client);
  if (join) await joinRoom(made.client, key);
  return made;
}

test('only the host sets admins (40); admins are listed; 37 for members who moderate', async () => {
  const admin = await member();
  const plain = await member();
  expect(
    (
      await plain.client.request('msg_chat_room_set_admin_req', {
        roomkey: key,
        uid: admin.user.uid,
        is_set: 1,
      })
    ).result,
  ).toBe(RESULT.NOT_ROOM_HOST);
  expect(
    (await host.request('msg_chat_room_set_admin_req', { roomkey: 31_337, uid: admin.user.uid, is_set: 1 }))
      .result,
  ).toBe(39);
  expect(
    (await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: hostUid, is_set: 1 })).result,
  ).toBe(RESULT.CANNOT_DEAL_WITH_SELF);
  expect(
    (await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: 987_654_321, is_set: 1 })).result,
  ).toBe(0);
  expect(
    (await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 1 }))
      .result,
  ).toBe(1);
  const list = await plain.client.request('msg_chat_room_admin_list_req', { roomkey: key });
  expect(list.users.map((u) => u.uid)).toEqual([admin.user.uid]);

  for (const request of [
    () => plain.client.request('msg_chat_room_kick_req', { roomkey: key, kickuid: admin.user.uid }),
    () => plain.client.request('msg_chat_room_forbid_req', { roomkey: key, uid: admin.user.uid, is_set: 1 }),
    () => plain.client.request('msg_chat_room_del_msg_req', { roomkey: key, msgno: 1 }),
  ]) {
    expect((await request()).result).toBe(RESULT.NOT_ADMIN);
  }
  // An admin cannot act on the host or another admin.
  const second = await member();
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: second.user.uid, is_set: 1 });
  expect(
    (await admin.client.request('msg_chat_room_kick_req', { roomkey: key, kickuid: hostUid })).result,
  ).toBe(37);
  expect(
    (await admin.client.request('msg_chat_room_kick_req', { roomkey: key, kickuid: second.user.uid })).result,
  ).toBe(37);
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: second.user.uid, is_set: 0 });
  const after = await plain.client.request('msg_chat_room_admin_list_req', { roomkey: key });
  expect(after.users.map((u) => u.uid)).toEqual([admin.user.uid]);
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 0 });
});

test('a kick removes every connection of the user, pushes the kick to the room, bars a rejoin for 10 minutes', async () => {
  const admin = await member();
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 1 });
  const victim = await member();
  const victimTab = await connect(
    env.server.url,
    await addDeviceSession(env.server.db, victim.user.uid),
    'app',
  );
  clients.push(victimTab);
  await joinRoom(victimTab, key);
  const witness = await member();

  const reply = await admin.client.request('msg_chat_room_kick_req', {
    roomkey: key,
    kickuid: victim.user.uid,
  });
  expect(reply).toEqual({ result: 1, kickuid: victim.user.uid });
  for (const c of [victim.client, victimTab, witness.client]) {
    expect((await c.nextPush('msg_chat_room_kick_rep')).kickuid).toBe(victim.user.uid);
  }
  expect(admin.client.pushes('msg_chat_room_kick_rep')).toHaveLength(0);
  expect((await say(victim.client, key, 'let me back')).result).toBe(RESULT.NOT_IN_CHAT_ROOM);
  expect((await say(victimTab, key, 'me too')).result).toBe(RESULT.NOT_IN_CHAT_ROOM);
  expect((await victim.client.request('msg_join_chat_room_req', { roomkey: key })).result).toBe(36);
  // Kicked users still join other rooms.
  expect((await victim.client.request('msg_join_chat_room_req', { roomkey: other })).result).toBe(1);
  const members = await witness.client.request('msg_chat_room_members_req', {
    roomkey: key,
    page: 1,
    limit: 100,
  });
  expect(members.users.map((u) => u.uid)).not.toContain(victim.user.uid);

  const before = witness.client.pushes('msg_chat_room_msg_notify').length;
  expect((await say(witness.client, key, 'bye')).result).toBe(1);
  expect(victim.client.pushes('msg_chat_room_msg_notify').length).toBe(0);
  expect(witness.client.pushes('msg_chat_room_msg_notify').length).toBe(before);

  env.advance(ROOM_REJOIN_AFTER_KICK_MS - 1000);
  expect((await victim.client.request('msg_join_chat_room_req', { roomkey: key })).result).toBe(36);
  env.advance(1000);
  expect((await victim.client.request('msg_join_chat_room_req', { roomkey: key })).result).toBe(1);
  expect((await say(victim.client, key, 'back again')).result).toBe(1);
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 0 });
});

test('forbid mutes a member in one room (38) and shows in forbid_uids; unforbid lifts it', async () => {
  const admin = await member();
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 1 });
  const loud = await member();
  expect(
    (await admin.client.request('msg_chat_room_forbid_req', { roomkey: key, uid: loud.user.uid, is_set: 1 }))
      .result,
  ).toBe(1);
  expect((await say(loud.client, key, 'muted?')).result).toBe(RESULT.IS_FORBIDDEN);
  const info = await loud.client.request('msg_join_chat_room_req', { roomkey: key });
  expect(info.result).toBe(35);
  expect(info.room_info?.forbid_uids).toContain(loud.user.uid);
  // Muted in this room only.
  await joinRoom(loud.client, other);
  expect((await say(loud.client, other, 'elsewhere')).result).toBe(1);
  await joinRoom(loud.client, key);
  expect(
    (await admin.client.request('msg_chat_room_forbid_req', { roomkey: key, uid: loud.user.uid, is_set: 0 }))
      .result,
  ).toBe(1);
  expect((await say(loud.client, key, 'free')).result).toBe(1);
  await host.request('msg_chat_room_set_admin_req', { roomkey: key, uid: admin.user.uid, is_set: 0 });
});

test('delete: host removes a message, the room gets msg_chat_room_del_msg_rep (seq 0), history drops it', async () => {
  const a = await member();
  const sent = await say(a.client, key, 'delete me');
  const msgno = sent.msg_info?.chatmsgno ?? 0;
  const done = await host.request('msg_chat_room_del_msg_req', { roomkey: key, msgno });
  expect(done).toEqual({ result: 1, roomkey: key, msgno });
  const push = await a.client.nextPush('msg_chat_room_del_msg_rep');
  expect(push).toEqual({ result: 1, roomkey: key, msgno });
  expect(a.client.received.find((r) => r.name === 'msg_chat_room_del_msg_rep')?.seq).toBe(0);
  const { msg_list } = await a.client.request('msg_chat_room_history_req', { roomkey: key });
  expect(msg_list.map((m) => m.chatmsgno)).not.toContain(msgno);
  expect((await host.request('msg_chat_room_del_msg_req', { roomkey: key, msgno })).result).toBe(0);
  expect((await host.request('msg_chat_room_del_msg_req', { roomkey: key, msgno: 999_999 })).result).toBe(0);
});

test('broadcast (host or staff) and ads with channels (type 22, channel 8 kept)', async () => {
  const a = await member();
  const staff = await member(false);
  await makeStaff(env.server.db, staff.user.uid);
  expect(
    (await a.client.request('msg_chat_room_broadcast_req', { roomkey: key, content: text('hi') })).result,
  ).toBe(37);
  expect(
    (await host.request('msg_chat_room_broadcast_req', { roomkey: key, content: text('') })).result,
  ).toBe(0);
  expect(
    (await host.request('msg_chat_room_broadcast_req', { roomkey: key, content: text('开播啦') })).result,
  ).toBe(1);
  const cast = await a.client.nextPush('msg_chat_room_msg_notify');
  expect(cast.msg_info?.msgtype).toBe(MSG_TYPE.SERVER_TEXT);
  expect(read(cast.msg_info?.content ?? new Uint8Array())).toBe('开播啦');

  await a.client.request('msg_chat_room_ad_req', { roomkey: key, content: text('ad'), channels: [8] });
  expect((await a.client.nextPush('msg_oper_result_notify')).result).toBe(37);
  await staff.client.request('msg_chat_room_ad_req', { roomkey: key, content: text('ad'), channels: [] });
  expect((await staff.client.nextPush('msg_oper_result_notify')).result).toBe(0);
  const ad = await staff.client.request('msg_chat_room_ad_req', {
    roomkey: key,
    content: text('限时福利'),
    channels: [3, ROOM_MESSAGE_CHANNEL],
  });
  expect(ad.roomkey).toBe(key);
  expect(read(ad.content)).toBe('限时福利');
  const pushed = await a.client.nextPush('msg_chat_room_msg_notify');
  expect(pushed.msg_info?.msgtype).toBe(MSG_TYPE.CHANNEL);
  expect(pushed.msg_info?.channel).toBe(ROOM_MESSAGE_CHANNEL);
  expect(JSON.parse(read(pushed.msg_info?.content ?? new Uint8Array()))).toEqual({
    channels: [3, 8],
    content: '限时福利',
  });
  const info = await a.client.request('msg_join_chat_room_req', { roomkey: key });
  expect(info.room_info?.channels).toEqual([3, 8]);
});

test('mute in all rooms is staff-only; the muted get 38 everywhere; forbid state reads it', async () => {
  const staff = await member(false);
  await makeStaff(env.server.db, staff.user.uid);
  const a = await member();
  const b = await member();
  expect((await b.client.request('msg_forbid_all_rooms_req', { uid: a.user.uid, is_set: 1 })).result).toBe(
    37,
  );
  expect(
    (await staff.client.request('msg_forbid_all_rooms_req', { uid: staff.user.uid, is_set: 1 })).result,
  ).toBe(15);
  expect(
    (await staff.client.request('msg_forbid_all_rooms_req', { uid: a.user.uid, is_set: 1 })).result,
  ).toBe(1);
  expect((await say(a.client, key, 'x')).result).toBe(38);
  await joinRoom(a.client, other);
  expect((await say(a.client, other, 'x')).result).toBe(38);
  expect(await a.client.request('msg_forbid_state_req', { uid: a.user.uid })).toEqual({
    uid: a.user.uid,
    is_forbid: 1,
  });
  expect(await staff.client.request('msg_forbid_state_req', { uid: a.user.uid })).toEqual({
    uid: a.user.uid,
    is_forbid: 1,
  });
  await b.client.request('msg_forbid_state_req', { uid: a.user.uid });
  expect((await b.client.nextPush('msg_oper_result_notify')).result).toBe(37);
  expect(
    (await staff.client.request('msg_forbid_all_rooms_req', { uid: a.user.uid, is_set: 0 })).result,
  ).toBe(1);
  expect((await say(a.client, other, 'x')).result).toBe(1);
  expect((await a.client.request('msg_forbid_state_req', { uid: a.user.uid })).is_forbid).toBe(0);
});
