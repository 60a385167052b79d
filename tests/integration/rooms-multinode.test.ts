import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { ImClient } from '../helpers/imClient';
import { addDeviceSession } from '../helpers/imClient';
import { dropPgSchema } from '../helpers/pgSchema';
import { startServer, type TestServer } from '../helpers/server';
import { connect, demoRooms, joinRoom, newUser, read, say, setSetting, until } from './rooms.helpers';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

describe.skipIf(!pgUrl || !redisUrl)('rooms across two nodes (PostgreSQL + Redis bus)', () => {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const schema = `t_rooms_nodes_${tag}`;
  const overrides = { databaseUrl: pgUrl, redisUrl, busPrefix: `test-rooms-${tag}` };
  let a: TestServer;
  let b: TestServer;
  const clients: ImClient[] = [];

  beforeAll(async () => {
    // NOTE: one after the other, so the second node finds the schema migrated.
    a = await startServer(overrides, { pgSchema: schema });
    b = await startServer(overrides, { pgSchema: schema });
    await setSetting(a.db, 'chat_interval_time', 0);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await a?.close();
    await b?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('messages, joins and kicks reach members on the other node; members are counted across nodes', async () => {
    const [room] = await demoRooms(a.db);
    if (!room) throw new Error('no demo room');
    const onA = await connect(a.url, await newUser(a.db));
    const userB = await newUser(b.db);
    const onB = await connect(b.url, userB);
    const host = await connect(a.url, await addDeviceSession(a.db, room.host));
    clients.push(onA, onB, host);
    await joinRoom(onA, room.roomId);
    const joined = await joinRoom(onB, room.roomId);
    expect(joined.room_info?.usercnt).toBe(2);
    expect((await onA.nextPush('msg_join_chat_room_notify', { timeout: 5000 })).roomkey).toBe(room.roomId);

    const sent = await say(onB, room.roomId, 'from node B');
    expect(sent.result).toBe(1);
    const got = await onA.nextPush('msg_chat_room_msg_notify', { timeout: 5000 });
    expect(read(got.msg_info?.content ?? new Uint8Array())).toBe('from node B');
    expect(got.msg_info?.chatmsgno).toBe(sent.msg_info?.chatmsgno);

    const kicked = await host.request('msg_chat_room_kick_req', {
      roomkey: room.roomId,
      kickuid: userB.uid,
    });
    expect(kicked.result).toBe(1);
    await onB.nextPush('msg_chat_room_kick_rep', { timeout: 5000 });
    expect((await say(onB, room.roomId, 'still here?')).result).toBe(36);
    const members = await onA.request('msg_chat_room_members_req', {
      roomkey: room.roomId,
      page: 1,
      limit: 10,
    });
    expect(members.usercnt).toBe(1);
  });

  test('the member count is pushed to every member on both nodes, batched, as users join and leave', async () => {
    const [, room] = await demoRooms(a.db);
    if (!room) throw new Error('no second demo room');
    const first = await connect(a.url, await newUser(a.db));
    const second = await connect(b.url, await newUser(b.db));
    const third = await connect(a.url, await newUser(a.db));
    clients.push(first, second, third);
    await joinRoom(first, room.roomId);
    await joinRoom(second, room.roomId);
    await joinRoom(third, room.roomId);
    // Each reads the real count once the joins settle: 3 on both nodes, whoever joined first.
    const pushes = (client: ImClient) =>
      client.received
        .filter((f) => f.name === 'msg_chat_room_usercnt_notify')
        .map((f) => f.value as { roomkey: number; usercnt: number });
    const latest = (client: ImClient) => pushes(client).at(-1)?.usercnt;
    const all = [first, second, third];
    await until(() => all.every((c) => latest(c) === 3), 6000, 'every member to read 3');
    expect(pushes(first).every((p) => p.roomkey === room.roomId)).toBe(true);
    // Three joins within one period made at most one push per node (two nodes), not one per join.
    await new Promise((r) => setTimeout(r, 2000));
    expect(pushes(third).length).toBeLessThanOrEqual(2);

    const before = Date.now();
    await second.request('msg_quit_chat_room_req', { roomkey: room.roomId });
    await until(() => latest(first) === 2 && latest(third) === 2, 5000, 'the count after a leave');
    expect(Date.now() - before).toBeLessThan(4000);
    await third.close();
    await until(() => latest(first) === 1, 5000, 'the count after a socket closed');
  });
});
