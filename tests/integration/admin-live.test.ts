// Issue 22: moderators manage live rooms and their stream keys, mute a user in every room, keep the
// forbidden phrases and delete room messages from the console; each change has its audit row and
// takes effect for users at once.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { staffDb } from '../../server/admin/tables';
import { roomOfStreamKey } from '../../server/live/keys';
import type { ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';
import { demoRooms, joinRoom, newClient, say, setSetting } from './rooms.helpers';

let server: TestServer;
let moderator: StaffClient;
let roomId: number;
const clients: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
  moderator = await staffLogin(server.url, 'moderator');
  const [first] = await demoRooms(server.db);
  if (!first) throw new Error('no demo rooms');
  roomId = first.roomId;
  await setSetting(server.db, 'chat_interval_time', 0);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
});

async function member() {
  const made = await newClient(server);
  clients.push(made.client);
  await joinRoom(made.client, roomId);
  return made;
}

const audit = (action: string) =>
  staffDb(server.db)
    .selectFrom('staff_audit')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();

test('a room edit changes what the room shows; bad input is refused', async () => {
  const rooms = await moderator.call('GET', '/live/rooms');
  const room = (rooms.body.rooms as { room_id: number; room_title: string }[]).find(
    (r) => r.room_id === roomId,
  );
  expect(room).toBeDefined();
  const edit = { room_title: '周末英超直播', room_cover: '/demo-img/cover/1.svg', live_type: 1, type_id: 1 };
  expect((await moderator.call('PUT', `/live/rooms/${roomId}`, edit)).status).toBe(200);
  const row = await server.db
    .selectFrom('live_rooms')
    .select(['room_title', 'room_cover'])
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  expect(row).toEqual({ room_title: '周末英超直播', room_cover: '/demo-img/cover/1.svg' });
  const logged = await audit('room.edit');
  expect(JSON.parse(logged?.before ?? '')).toMatchObject({ room_title: room?.room_title });
  expect(JSON.parse(logged?.after ?? '')).toMatchObject({ room_title: '周末英超直播' });

  const bad = await moderator.call('PUT', `/live/rooms/${roomId}`, {
    ...edit,
    room_cover: 'javascript:alert(1)',
  });
  expect(bad.status).toBe(400);
  expect(bad.body.error).toMatch(/room_cover/);
});

test('a new stream key works at once and the old one stops; the key is not in the audit log', async () => {
  const first = await moderator.call('POST', `/live/rooms/${roomId}/stream-key`);
  const second = await moderator.call('POST', `/live/rooms/${roomId}/stream-key`);
  const [a, b] = [String(first.body.streamKey), String(second.body.streamKey)];
  expect(await roomOfStreamKey(server.db, b)).toBe(roomId);
  expect(await roomOfStreamKey(server.db, a)).toBeUndefined();
  const logged = await audit('room.stream_key');
  expect(JSON.stringify(logged)).not.toContain(b);
});

test('a user muted in every room is refused (38) until unmuted', async () => {
  const { user, client } = await member();
  expect((await say(client, roomId, 'hello')).result).toBe(RESULT.SUCCESS);
  expect((await moderator.call('POST', '/live/mutes', { uid: user.uid, muted: true })).status).toBe(200);
  expect((await say(client, roomId, 'still here')).result).toBe(RESULT.IS_FORBIDDEN);
  expect((await moderator.call('GET', '/live/mutes')).body.mutes).toEqual([
    expect.objectContaining({ uid: user.uid }),
  ]);
  expect((await moderator.call('POST', '/live/mutes', { uid: user.uid, muted: false })).status).toBe(200);
  expect((await say(client, roomId, 'back')).result).toBe(RESULT.SUCCESS);
  expect((await audit('user.mute_all'))?.target).toBe(`user:${user.uid}`);
});

test('a forbidden phrase is refused in rooms at once, and allowed again once removed', async () => {
  const { client } = await member();
  expect((await moderator.call('POST', '/live/phrases', { phrase: '加微信领彩金' })).status).toBe(200);
  expect((await say(client, roomId, '快来加微信领彩金')).result).toBe(RESULT.CHAT_FORBIDDEN);
  expect(
    (await moderator.call('POST', '/live/phrases', { phrase: '加微信领彩金', forbidden: false })).status,
  ).toBe(200);
  expect((await say(client, roomId, '快来加微信领彩金')).result).toBe(RESULT.SUCCESS);
  expect((await moderator.call('POST', '/live/phrases', { phrase: '' })).status).toBe(400);
  expect((await audit('phrase.remove'))?.target).toBe('phrase:加微信领彩金');
});

test("a deleted room message leaves every member's list", async () => {
  const speaker = await member();
  const witness = await member();
  const sent = await say(speaker.client, roomId, '广告：低价代充');
  expect(sent.result).toBe(RESULT.SUCCESS);
  const listed = await moderator.call('GET', `/live/rooms/${roomId}/messages`);
  const message = (listed.body.messages as { chatmsgno: number; text: string }[]).find(
    (m) => m.text === '广告：低价代充',
  );
  expect(message).toBeDefined();
  const deleted = await moderator.call('POST', `/live/rooms/${roomId}/messages/${message?.chatmsgno}/delete`);
  expect(deleted.status).toBe(200);
  const push = await witness.client.nextPush('msg_chat_room_del_msg_rep');
  expect(push).toMatchObject({ roomkey: roomId, msgno: message?.chatmsgno });
  expect(JSON.parse((await audit('room.delete_message'))?.before ?? '')).toMatchObject({
    text: '广告：低价代充',
  });
  expect(
    (await moderator.call('POST', `/live/rooms/${roomId}/messages/${message?.chatmsgno}/delete`)).status,
  ).toBe(404);
});
