import type { Kysely } from 'kysely';
import type { MainApiAnswer } from '../../protocol/mainApi';
import type { MainRoomEndpointName, MainRoomEndpoints } from '../../protocol/mainApiRooms';
import { RESULT } from '../../protocol/result';
import { newSecret, sha256Hex } from '../../server/accounts/secrets';
import { createUser } from '../../server/accounts/users';
import { writeSetting } from '../../server/content/settings';
import { forgetLimits } from '../../server/rooms/limits';
import type { Database } from '../../server/store';
import { addDeviceSession, ImClient, type TestUser } from '../helpers/imClient';
import { callMain } from '../helpers/mainApi';
import { startServer, type TestServer } from '../helpers/server';

/** Shared by the room integration tests: a server with a movable clock, users, rooms. */

export const utf8 = new TextEncoder();
export const text = (s: string) => utf8.encode(s);
export const read = (b: Uint8Array) => new TextDecoder().decode(b);

export interface Clocked {
  server: TestServer;
  /** Moves the server's clock (sockets, accounts, rooms) forward. */
  advance(ms: number): void;
  now(): number;
}

/** A server whose clock starts at the wall clock and moves only when told. */
export async function startClockedServer(
  overrides: Parameters<typeof startServer>[0] = {},
): Promise<Clocked> {
  let clock = Date.now();
  const server = await startServer(overrides, { now: () => clock });
  return {
    server,
    advance: (ms) => {
      clock += ms;
    },
    now: () => clock,
  };
}

/** A new user with a session (no SMS, no HTTP): `createUser` then a device session. */
export async function newUser(
  db: Kysely<Database>,
  now = Date.now(),
  phone: string | null = null,
): Promise<TestUser> {
  const user = await createUser(db, now, { phone, zone: '86', channel: 8, siteid: 3 });
  return addDeviceSession(db, user.uid);
}

/** Connects and logs `user` in (h5 unless told: one live session per user and kind). */
export async function connect(url: string, user: TestUser, kind: 'h5' | 'app' = 'h5'): Promise<ImClient> {
  const client = await ImClient.connect(url);
  const reply = await client.login({ ...user, kind });
  if (reply.result !== RESULT.SUCCESS) throw new Error(`login of ${user.uid} failed: ${reply.result}`);
  return client;
}

/** A logged-in client for a new user. */
export async function newClient(server: TestServer): Promise<{ user: TestUser; client: ImClient }> {
  const user = await newUser(server.db);
  return { user, client: await connect(server.url, user) };
}

/** Two demo live rooms and their hosts. */
export async function demoRooms(db: Kysely<Database>): Promise<{ roomId: number; host: number }[]> {
  const rows = await db
    .selectFrom('live_rooms')
    .select(['room_id', 'uid'])
    .orderBy('room_id')
    .limit(3)
    .execute();
  return rows.map((r) => ({ roomId: r.room_id, host: r.uid }));
}

/** Makes a user staff (users.isadmin). */
export async function makeStaff(db: Kysely<Database>, uid: number): Promise<void> {
  await db.updateTable('users').set({ isadmin: 1 }).where('uid', '=', uid).execute();
}

/** Sets a server setting and drops the rooms' cached copy so it applies at once. */
export async function setSetting(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  await writeSetting(db, key, value, Date.now());
  forgetLimits(db);
}

/** Joins `client` to a room and checks the join succeeded. */
export async function joinRoom(client: ImClient, roomId: number) {
  const reply = await client.request('msg_join_chat_room_req', { roomkey: roomId });
  if (reply.result !== RESULT.SUCCESS) throw new Error(`join ${roomId} failed: ${reply.result}`);
  return reply;
}

/** Sends a text message to a room. */
export function say(client: ImClient, roomId: number, words: string) {
  return client.request('msg_send_chat_room_msg_req', { roomkey: roomId, msg_type: 1, content: text(words) });
}

/** Waits until `check` holds (polling), or throws after `timeout` ms. */
export async function until(check: () => boolean, timeout = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} not reached within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Makes `n` users with one session each in a few multi-row inserts (for rooms of hundreds or
 * thousands of sockets), as `createUser` + `startSession` would leave them.
 */
export async function bulkUsers(db: Kysely<Database>, n: number): Promise<TestUser[]> {
  const now = Date.now();
  const out: TestUser[] = [];
  const tag = `${process.pid}-${now.toString(36)}`;
  for (let start = 0; start < n; start += 200) {
    const size = Math.min(200, n - start);
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: size }, (_, i) => ({
          phone: null,
          zone: '86',
          channel: 8,
          siteid: 3,
          fid: String(900_000_000 + ((now + start + i) % 99_999_999)),
          created_at: now,
          privacy: 0n,
          nickname: `bulk${start + i}`,
        })),
      )
      .returning('uid')
      .execute();
    const users = rows.map((r, i) => ({
      uid: r.uid,
      fastkey: newSecret(),
      deviceid: `bulk-${tag}-${start + i}`,
    }));
    await db
      .insertInto('devices')
      .values(
        users.map((u) => ({ deviceid: u.deviceid, created_at: now, last_seen_at: now, last_uid: u.uid })),
      )
      .execute();
    await db
      .insertInto('sessions')
      .values(
        users.map((u) => ({
          uid: u.uid,
          deviceid: u.deviceid,
          fastkey_hash: sha256Hex(u.fastkey),
          created_at: now,
          last_used_at: now,
        })),
      )
      .execute();
    out.push(...users);
  }
  return out;
}

/** A main-API login (uid + token) for an existing user, through a fresh device session. */
export async function apiUser(server: TestServer, uid: number): Promise<{ uid: number; token: string }> {
  const session = await addDeviceSession(server.db, uid);
  const { token } = await server.accounts.identifierLogin(session.deviceid, uid, session.fastkey);
  return { uid, token };
}

/** callMain typed with the room endpoints of protocol/mainApiRooms.ts. */
export async function callRoom<N extends MainRoomEndpointName>(
  server: { url: string },
  name: N,
  params: Readonly<Record<string, string | number>> = {},
): Promise<MainApiAnswer<MainRoomEndpoints[N]['data']> & { httpStatus: number }> {
  return (await callMain(server, name, params)) as MainApiAnswer<MainRoomEndpoints[N]['data']> & {
    httpStatus: number;
  };
}
