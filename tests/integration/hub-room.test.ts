// Two hubs in Node in one live room: a message deleted by a room admin leaves both hubs' rooms (the
// server pushes the delete to the other connections; the deleter's hub drops it on the reply).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setRoomFlag } from '../../server/rooms/store';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, waitFor } from './hub-fixture';

let server: TestServer;
const hubs: NodeHub[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close().catch(() => {});
  await server?.close();
});

test('a message deleted by a room admin disappears from both hubs', async () => {
  const room = await server.db
    .selectFrom('live_rooms')
    .select('room_id')
    .orderBy('room_id')
    .executeTakeFirstOrThrow();
  const [adminGuest, viewerGuest] = [await guest(server.url), await guest(server.url)];
  const admin = nodeHub();
  const viewer = nodeHub();
  hubs.push(admin, viewer);
  await admin.core.login(loginOf(adminGuest));
  await viewer.core.login(loginOf(viewerGuest));
  await setRoomFlag(server.db, 'chat_room_admins', room.room_id, adminGuest.uid, true, Date.now());
  expect((await admin.core.calls.joinRoom(room.room_id)).joined).toBe(true);
  expect((await viewer.core.calls.joinRoom(room.room_id)).joined).toBe(true);
  const sent = await viewer.core.calls.sendRoom(room.room_id, 'please delete me', 1);
  expect(sent.result).toBe(1);
  const msgno = sent.message?.chatmsgno ?? 0;
  await waitFor(
    async () => (await admin.core.calls.roomMessages()).some((m) => m.chatmsgno === msgno),
    5000,
    'the message at the admin',
  );
  const done = await admin.core.request('msg_chat_room_del_msg_req', { roomkey: room.room_id, msgno });
  expect(done.result).toBe(1);
  await waitFor(
    () => viewer.events.some((e) => e.type === 'room-delete' && e.chatmsgno === msgno),
    5000,
    'the room-delete event at the viewer',
  );
  expect((await viewer.core.calls.roomMessages()).some((m) => m.chatmsgno === msgno)).toBe(false);
  expect(admin.events.some((e) => e.type === 'room-delete' && e.chatmsgno === msgno)).toBe(true);
  expect((await admin.core.calls.roomMessages()).some((m) => m.chatmsgno === msgno)).toBe(false);
});
