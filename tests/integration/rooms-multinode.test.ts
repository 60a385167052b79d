import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { ImClient } from '../helpers/imClient';
import { addDeviceSession } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import { connect, demoRooms, joinRoom, newUser, read, say, setSetting } from './rooms.helpers';

const pgUrl = inject('pgUrl');
const redisUrl = inject('redisUrl');

describe.skipIf(!pgUrl || !redisUrl)('chat rooms across two nodes (PostgreSQL + Redis bus)', () => {
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
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  test('messages, joins and kicks reach members on the other node; members are counted across nodes', async () => {
    const [room] = await demoRooms(a.db);
    if (!room) throw new Error('no demo room');
    const onA = await connect(a.url, await newUser(a.db));
    const userB = await newUser(b.db);
    const onB = await connect(b.url, userB);
    const host = await connect(a.url, await addDeviceSession(a.db, room.host));
    clients.push(onA, onB, host);
    await joinRoom(onA, room.roomkey);
    const joined = await joinRoom(onB, room.roomkey);
    expect(joined.room_info?.usercnt).toBe(2);
    expect((await onA.nextPush('msg_join_chat_room_notify', { timeout: 5000 })).roomkey).toBe(room.roomkey);

    const sent = await say(onB, room.roomkey, 'from node B');
    expect(sent.result).toBe(1);
    const got = await onA.nextPush('msg_chat_room_msg_notify', { timeout: 5000 });
    expect(read(got.msg_info?.content ?? new Uint8Array())).toBe('from node B');
    expect(got.msg_info?.chatmsgno).toBe(sent.msg_info?.chatmsgno);

    const kicked = await host.request('msg_chat_room_kick_req', {
      roomkey: room.roomkey,
      kickuid: userB.uid,
    });
    expect(kicked.result).toBe(1);
    await onB.nextPush('msg_chat_room_kick_rep', { timeout: 5000 });
    expect((await say(onB, room.roomkey, 'still here?')).result).toBe(36);
    const members = await onA.request('msg_chat_room_members_req', {
      roomkey: room.roomkey,
      page: 1,
      limit: 10,
    });
    expect(members.usercnt).toBe(1);
  });
});
