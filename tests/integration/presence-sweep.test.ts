// A node that dies without closing its sockets: the others clear its presence and live-room rows,
// so its users' friends see them go offline (once), and a clean stop forgets the node itself.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeFriendsIn } from '../../server/friends/list';
import { isOnline, nodeAlive, socketOpened } from '../../server/friends/presence';
import { friendsDb } from '../../server/friends/tables';
import { liveDb } from '../../server/live/tables';
import { putMember } from '../../server/rooms/store';
import { roomsDb } from '../../server/rooms/tables';
import { startServer, type TestServer } from '../helpers/server';
import { connectAs, makeUsers, settle } from './groups-fixture';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { nodeWatch: { heartbeatMs: 100, deadAfterMs: 1000 } });
});
afterAll(async () => server?.close());

test("a dead node's sockets are closed for it: friends hear the user go offline, rooms drop it", async () => {
  const [gone, watcher, elsewhere] = await makeUsers(server.db, 3);
  if (!gone || !watcher || !elsewhere) throw new Error('no users');
  const now = Date.now();
  // Last seen long ago: only the sweep can make it now.
  await server.db.updateTable('users').set({ lastlogout_at: 1000 }).where('uid', '=', gone).execute();
  await server.db.transaction().execute(async (trx) => {
    await makeFriendsIn(trx, gone, watcher, now);
    await makeFriendsIn(trx, elsewhere, watcher, now);
  });
  // NOTE: logged in first, so the sweep cannot come before the watcher is there to hear it.
  const client = await connectAs(server.url, server.db, watcher);
  // Another node held `gone`'s socket and then stopped answering; a third node is alive and holds
  // `elsewhere`'s socket, which stays.
  await nodeAlive(server.db, 'node-dead', now - 60_000);
  await socketOpened(server.db, { connection: 'node-dead/1', uid: gone, nodeId: 'node-dead' }, now - 60_000);
  await putMember(server.db, {
    connection: 'node-dead/1',
    roomkey: 1,
    uid: gone,
    node_id: 'node-dead',
    joined_at: now,
  });
  const keepAlive = setInterval(() => void nodeAlive(server.db, 'node-alive', Date.now()), 100);
  await nodeAlive(server.db, 'node-alive', now);
  await socketOpened(
    server.db,
    { connection: 'node-alive/1', uid: elsewhere, nodeId: 'node-alive' },
    now - 60_000,
  );
  // A node that died before it ever said it was alive.
  await socketOpened(
    server.db,
    { connection: 'node-never/1', uid: watcher, nodeId: 'node-never' },
    now - 60_000,
  );

  try {
    const offline = await client.nextPush('msg_friend_state_notify', { timeout: 5000 });
    expect(offline.flist).toEqual([{ fuid: gone, lastlogouttime: expect.any(Number) }]);
    expect(offline.flist[0]?.lastlogouttime).toBeGreaterThanOrEqual(Math.floor(now / 1000));
    expect(await isOnline(server.db, gone)).toBe(false);
    // Asked later, the online state says the same time, not 0 (online): the sweep wrote it.
    const state = await client.request('msg_online_state_req', { uid: gone });
    expect(state.lastlogouttime).toBe(offline.flist[0]?.lastlogouttime);
    expect(await isOnline(server.db, elsewhere)).toBe(true);
    // The watcher's own socket on this node keeps it online; the dead node's row of it is gone.
    expect(await isOnline(server.db, watcher)).toBe(true);
    const rows = await friendsDb(server.db).selectFrom('presence').select('connection').execute();
    expect(rows.map((r) => r.connection).filter((c) => c.startsWith('node-'))).toEqual(['node-alive/1']);
    const nodes = await friendsDb(server.db).selectFrom('im_nodes').select('node_id').execute();
    expect(nodes.map((n) => n.node_id)).not.toContain('node-dead');
    const members = await roomsDb(server.db).selectFrom('chat_room_members').selectAll().execute();
    expect(members).toEqual([]);
    // Told once, however many sweeps ran.
    await settle(500);
    expect(client.pushes('msg_friend_state_notify').filter((p) => p.flist[0]?.fuid === gone)).toHaveLength(1);
    await client.close();
  } finally {
    clearInterval(keepAlive);
  }
});

test('a user who never had a socket is not reported online: last seen when the account was made', async () => {
  const [never, asker] = await makeUsers(server.db, 2);
  if (!never || !asker) throw new Error('no users');
  await server.db.transaction().execute((trx) => makeFriendsIn(trx, never, asker, Date.now()));
  const client = await connectAs(server.url, server.db, asker);
  try {
    const state = await client.request('msg_online_state_req', { uid: never });
    expect(state.lastlogouttime).toBeGreaterThan(0);
    const { created_at } = await server.db
      .selectFrom('users')
      .select('created_at')
      .where('uid', '=', never)
      .executeTakeFirstOrThrow();
    expect(state.lastlogouttime).toBe(Math.floor(Number(created_at) / 1000));
  } finally {
    await client.close();
  }
});

test('the rooms a dead node ingested go offline and no node relays to it any more', async () => {
  const ldb = liveDb(server.db);
  const rooms = await ldb.selectFrom('live_rooms').select('room_id').orderBy('room_id').limit(2).execute();
  const [dead, alive] = rooms.map((r) => r.room_id);
  if (dead === undefined || alive === undefined) throw new Error('no rooms');
  const now = Date.now();
  const keepAlive = setInterval(() => void nodeAlive(server.db, 'node-ingest-alive', Date.now()), 100);
  try {
    await nodeAlive(server.db, 'node-ingest-alive', now);
    await nodeAlive(server.db, 'node-ingest-dead', now - 60_000);
    for (const [roomId, node] of [
      [dead, 'node-ingest-dead'],
      [alive, 'node-ingest-alive'],
    ] as const) {
      await ldb
        .updateTable('live_rooms')
        .set({ is_live: 1, live_url: `/live/${roomId}.flv` })
        .where('room_id', '=', roomId)
        .execute();
      await ldb
        .insertInto('live_ingests')
        .values({ room_id: roomId, node_id: node, url: 'http://127.0.0.1:9', started_at: now })
        .execute();
    }
    const isLive = async (roomId: number) =>
      (await ldb.selectFrom('live_rooms').select('is_live').where('room_id', '=', roomId).executeTakeFirst())
        ?.is_live;
    await expect.poll(() => isLive(dead), { timeout: 5000 }).toBe(0);
    expect(await isLive(alive)).toBe(1);
    const ingests = await ldb.selectFrom('live_ingests').select('node_id').execute();
    expect(ingests.map((r) => r.node_id)).toEqual(['node-ingest-alive']);
  } finally {
    clearInterval(keepAlive);
  }
});
