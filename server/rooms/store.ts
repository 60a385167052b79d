import { type Kysely, sql } from 'kysely';
import { ROOM_ROLE, type RoomRole } from '../../protocol/enums';
import type { Database } from '../store';
import { roomsDb } from './tables';

type Db = Kysely<Database>;

/** A room: its live room's host, title and cover, and the channels of its latest ad. */
export interface Room {
  roomId: number;
  host: number;
  name: string;
  pic: string;
  channels: number[];
  /** Unix ms the room's `chat_rooms` row was made. */
  createdAt: number;
}

/** Who the asker is in a room. `staff` is users.isadmin (platform staff), independent of the room. */
export interface RoomStanding {
  role: RoomRole;
  staff: boolean;
}

function channelsOf(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n >= 0) : [];
  } catch {
    return [];
  }
}

/**
 * Room `roomId`, its `chat_rooms` row made on first use (rooms created after the migration),
 * or undefined when no such live room exists.
 */
export async function findRoom(db: Db, roomId: number, now: number): Promise<Room | undefined> {
  if (!Number.isInteger(roomId) || roomId <= 0) return undefined;
  const rdb = roomsDb(db);
  const row = await rdb
    .selectFrom('live_rooms as l')
    .leftJoin('chat_rooms as c', 'c.roomkey', 'l.room_id')
    .select(['l.room_id', 'l.uid', 'l.room_title', 'l.room_cover', 'c.channels', 'c.created_at'])
    .where('l.room_id', '=', roomId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.created_at === null) {
    await rdb
      .insertInto('chat_rooms')
      .values({ roomkey: roomId, created_at: now })
      .onConflict((oc) => oc.column('roomkey').doNothing())
      .execute();
  }
  return {
    roomId,
    host: row.uid,
    name: row.room_title,
    pic: row.room_cover,
    channels: channelsOf(row.channels ?? '[]'),
    createdAt: row.created_at ?? now,
  };
}

/** The live rooms on air, hottest first, at most `limit`. */
export async function listRooms(db: Db, limit: number, now: number): Promise<Room[]> {
  const rows = await roomsDb(db)
    .selectFrom('live_rooms as l')
    .leftJoin('chat_rooms as c', 'c.roomkey', 'l.room_id')
    .select(['l.room_id', 'l.uid', 'l.room_title', 'l.room_cover', 'c.channels', 'c.created_at'])
    .where('l.is_live', '=', 1)
    .orderBy('l.heat', 'desc')
    .orderBy('l.room_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    roomId: r.room_id,
    host: r.uid,
    name: r.room_title,
    pic: r.room_cover,
    channels: channelsOf(r.channels ?? '[]'),
    createdAt: r.created_at ?? now,
  }));
}

/** The asker's role in `room` and whether it is staff. */
export async function standingOf(db: Db, room: Room, uid: number): Promise<RoomStanding> {
  const rdb = roomsDb(db);
  const [user, admin] = await Promise.all([
    rdb.selectFrom('users').select('isadmin').where('uid', '=', uid).executeTakeFirst(),
    rdb
      .selectFrom('chat_room_admins')
      .select('uid')
      .where('roomkey', '=', room.roomId)
      .where('uid', '=', uid)
      .executeTakeFirst(),
  ]);
  const role = room.host === uid ? ROOM_ROLE.HOST : admin ? ROOM_ROLE.ADMIN : ROOM_ROLE.MEMBER;
  return { role, staff: user?.isadmin === 1 };
}

/** Whether `uid` is staff (users.isadmin); false for an unknown user. */
export async function isStaff(db: Db, uid: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('isadmin').where('uid', '=', uid).executeTakeFirst();
  return row?.isadmin === 1;
}

/** Whether a user with this uid exists. */
export async function userExists(db: Db, uid: number): Promise<boolean> {
  if (!Number.isInteger(uid) || uid <= 0) return false;
  return (await db.selectFrom('users').select('uid').where('uid', '=', uid).executeTakeFirst()) !== undefined;
}

/** What decides whether a member may send now: muted here, muted everywhere, room admin. One query. */
export async function sendStanding(
  db: Db,
  roomId: number,
  uid: number,
): Promise<{ forbidden: boolean; mutedEverywhere: boolean; admin: boolean }> {
  const { rows } = await sql<{ forbidden: number | bigint; muted: number | bigint; admin: number | bigint }>`
    select
      (select count(*) from chat_room_forbids where roomkey = ${roomId} and uid = ${uid}) as forbidden,
      (select count(*) from chat_global_mutes where uid = ${uid}) as muted,
      (select count(*) from chat_room_admins where roomkey = ${roomId} and uid = ${uid}) as admin`.execute(
    db,
  );
  const row = rows[0];
  return {
    forbidden: Number(row?.forbidden ?? 0) > 0,
    mutedEverywhere: Number(row?.muted ?? 0) > 0,
    admin: Number(row?.admin ?? 0) > 0,
  };
}

/** When `uid` was last kicked from the room, or undefined. */
export async function lastKick(db: Db, roomId: number, uid: number): Promise<number | undefined> {
  const row = await roomsDb(db)
    .selectFrom('chat_room_kicks')
    .select('kicked_at')
    .where('roomkey', '=', roomId)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.kicked_at;
}

/** Records a kick (the rejoin wait starts now) and drops the user's memberships of the room. */
export async function recordKick(db: Db, roomId: number, uid: number, now: number): Promise<void> {
  await roomsDb(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('chat_room_kicks')
        .values({ roomkey: roomId, uid, kicked_at: now })
        .onConflict((oc) => oc.columns(['roomkey', 'uid']).doUpdateSet({ kicked_at: now }))
        .execute();
      await trx
        .deleteFrom('chat_room_members')
        .where('roomkey', '=', roomId)
        .where('uid', '=', uid)
        .execute();
    });
}

type UserListTable = 'chat_room_admins' | 'chat_room_forbids';

/** Adds (`on`) or removes `uid` from a room's admins or muted members; idempotent. */
export async function setRoomFlag(
  db: Db,
  table: UserListTable,
  roomId: number,
  uid: number,
  on: boolean,
  now: number,
): Promise<void> {
  const rdb = roomsDb(db);
  if (on) {
    await rdb
      .insertInto(table)
      .values({ roomkey: roomId, uid, created_at: now })
      .onConflict((oc) => oc.columns(['roomkey', 'uid']).doNothing())
      .execute();
  } else {
    await rdb.deleteFrom(table).where('roomkey', '=', roomId).where('uid', '=', uid).execute();
  }
}

/** The uids on a room's admin or muted list, oldest first. */
export async function roomFlagUids(db: Db, table: UserListTable, roomId: number): Promise<number[]> {
  const rows = await roomsDb(db)
    .selectFrom(table)
    .select('uid')
    .where('roomkey', '=', roomId)
    .orderBy('created_at')
    .orderBy('uid')
    .execute();
  return rows.map((r) => r.uid);
}

/** Mutes (`on`) or unmutes `uid` in every room; idempotent. */
export async function setGlobalMute(
  db: Db,
  uid: number,
  on: boolean,
  by: number,
  now: number,
): Promise<void> {
  const rdb = roomsDb(db);
  if (on) {
    await rdb
      .insertInto('chat_global_mutes')
      .values({ uid, by_uid: by, created_at: now })
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  } else {
    await rdb.deleteFrom('chat_global_mutes').where('uid', '=', uid).execute();
  }
}

/** Whether `uid` is muted in every room. */
export async function isGloballyMuted(db: Db, uid: number): Promise<boolean> {
  const row = await roomsDb(db)
    .selectFrom('chat_global_mutes')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a connection's membership of a room (a connection is in one room at most). */
export async function putMember(
  db: Db,
  member: { connection: string; roomkey: number; uid: number; node_id: string; joined_at: number },
): Promise<void> {
  const { connection: _, ...update } = member;
  await roomsDb(db)
    .insertInto('chat_room_members')
    .values(member)
    .onConflict((oc) => oc.column('connection').doUpdateSet(update))
    .execute();
}

/** Forgets a connection's membership. */
export async function dropMember(db: Db, connection: string): Promise<void> {
  await roomsDb(db).deleteFrom('chat_room_members').where('connection', '=', connection).execute();
}

/** Forgets every membership held by a node that died; returns the rooms it had members in. */
export async function dropNodeMembers(db: Db, nodeId: string): Promise<number[]> {
  const rooms = await roomsDb(db)
    .selectFrom('chat_room_members')
    .select('roomkey')
    .distinct()
    .where('node_id', '=', nodeId)
    .execute();
  await roomsDb(db).deleteFrom('chat_room_members').where('node_id', '=', nodeId).execute();
  return rooms.map((r) => r.roomkey);
}

/** Distinct users in a room (a user with two connections counts once). */
export async function memberCount(db: Db, roomId: number): Promise<number> {
  const row = await roomsDb(db)
    .selectFrom('chat_room_members')
    .select((eb) => eb.fn.count<number>('uid').distinct().as('n'))
    .where('roomkey', '=', roomId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Distinct users per room, for the rooms listed. */
export async function memberCounts(db: Db, roomIds: number[]): Promise<Map<number, number>> {
  if (roomIds.length === 0) return new Map();
  const rows = await roomsDb(db)
    .selectFrom('chat_room_members')
    .select(['roomkey', (eb) => eb.fn.count<number>('uid').distinct().as('n')])
    .where('roomkey', 'in', roomIds)
    .groupBy('roomkey')
    .execute();
  return new Map(rows.map((r) => [r.roomkey, Number(r.n)]));
}

/** One page of a room's users, in the order they (first) joined. */
export async function memberPage(db: Db, roomId: number, offset: number, limit: number): Promise<number[]> {
  const rows = await roomsDb(db)
    .selectFrom('chat_room_members')
    .select(['uid', (eb) => eb.fn.min('joined_at').as('first')])
    .where('roomkey', '=', roomId)
    .groupBy('uid')
    .orderBy('first')
    .orderBy('uid')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.uid);
}
