// A node that dies without closing its sockets: the others clear its presence and live-room rows,
// so its users' friends see them go offline (once), and a clean stop forgets the node itself.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makeFriendsIn } from '../../server/friends/list';
import { isOnline, nodeAlive, socketOpened } from '../../server/friends/presence';
import { friendsDb } from '../../server/friends/tables';
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
