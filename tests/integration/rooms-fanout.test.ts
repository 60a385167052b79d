import { afterAll, beforeAll, expect, test } from 'vitest';
import { JOIN_NOTIFIES_PER_SECOND } from '../../server/rooms/limits';
import { addDeviceSession, type ImClient } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { bulkUsers, connect, demoRooms, joinRoom, read, say, until } from './rooms.helpers';

const SOCKETS = 500;
const MESSAGES = 30;

let server: TestServer;
const clients: ImClient[] = [];

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  // NOTE: in batches, so 500 closes do not all wait on one event-loop turn.
  for (let i = 0; i < clients.length; i += 100)
    await Promise.all(clients.slice(i, i + 100).map((c) => c.close()));
  await server?.close();
});

test(`a room of ${SOCKETS} sockets gets every message exactly once, in order`, {
  timeout: 60_000,
}, async () => {
  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  const host = await connect(server.url, await addDeviceSession(server.db, room.host));
  clients.push(host);
  await joinRoom(host, room.roomId);
  const users = await bulkUsers(server.db, SOCKETS - 1);
  const joinStart = Date.now();
  const members: ImClient[] = [];
  for (let i = 0; i < users.length; i += 50) {
    const batch = await Promise.all(
      users.slice(i, i + 50).map(async (user) => {
        const client = await connect(server.url, user);
        await joinRoom(client, room.roomId);
        return client;
      }),
    );
    members.push(...batch);
    clients.push(...batch);
  }
  const joinSeconds = (Date.now() - joinStart) / 1000;
  expect(members).toHaveLength(SOCKETS - 1);
  const count = await host.request('msg_chat_room_members_req', { roomkey: room.roomId, page: 1, limit: 1 });
  expect(count.usercnt).toBe(SOCKETS);

  // The host is not slowed by chat_interval_time; its sends are pipelined on one socket.
  const replies = await Promise.all(
    Array.from({ length: MESSAGES }, (_, i) => say(host, room.roomId, `message ${i}`)),
  );
  expect(replies.every((r) => r.result === 1)).toBe(true);
  const numbers = replies.map((r) => r.msg_info?.chatmsgno ?? 0);
  expect(numbers).toEqual(Array.from({ length: MESSAGES }, (_, i) => (numbers[0] ?? 0) + i));

  await until(
    () => members.every((m) => m.pushes('msg_chat_room_msg_notify').length >= MESSAGES),
    30_000,
    'every member has every message',
  );
  // A moment more, so a duplicate would have time to show up.
  await new Promise((r) => setTimeout(r, 200));
  for (const m of members) {
    const got = m.pushes('msg_chat_room_msg_notify');
    expect(got.map((p) => p.msg_info?.chatmsgno)).toEqual(numbers);
    expect(read(got[MESSAGES - 1]?.msg_info?.content ?? new Uint8Array())).toBe(`message ${MESSAGES - 1}`);
  }
  expect(host.pushes('msg_chat_room_msg_notify')).toHaveLength(0);
  // Join notifications are capped per room and second, so 500 joins did not cost 125,000 frames:
  // the host, in the room from the start, saw every announced join.
  const announced = host.pushes('msg_join_chat_room_notify').length;
  expect(announced).toBeGreaterThan(0);
  expect(announced).toBeLessThanOrEqual(JOIN_NOTIFIES_PER_SECOND * (Math.ceil(joinSeconds) + 1));
});
