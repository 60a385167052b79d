import type { Kysely } from 'kysely';
import type { LiveRoomCard } from '../../protocol/mainApi';
import type { FocusHost, HostProfile } from '../../protocol/mainApiRooms';
import { ROOM_CARD_COLUMNS, toCard } from '../content/rows';
import type { Database } from '../store';
import { roomsDb } from './tables';

type Db = Kysely<Database>;

/** The stream of a room: its own live_url when set, else the server's demo stream. */
export function liveUrlOf(roomId: number, liveUrl: string): string {
  return liveUrl.trim() === '' ? `/live/${roomId}/index.m3u8` : liveUrl;
}

/** A room card's columns with the stream's address and state (`live_url`, `is_live`). */
export const LIVE_CARD_COLUMNS = [...ROOM_CARD_COLUMNS, 'r.live_url', 'r.is_live'] as const;

/** The live rooms joined with their hosts: every column a card needs, plus live_url, is_live and started_at. */
export function selectRoomCards(db: Db) {
  return roomsDb(db)
    .selectFrom('live_rooms as r')
    .innerJoin('users as u', 'u.uid', 'r.uid')
    .select(LIVE_CARD_COLUMNS);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectRoomCards>['executeTakeFirstOrThrow']>>;

/** A row of {@link selectRoomCards} as a live room card (with the room's own stream URL). */
export function roomCard(row: CardRow): LiveRoomCard {
  return { ...toCard(row), live_url: liveUrlOf(row.room_id, row.live_url) };
}

/** One room as a card row, or undefined. */
export function findRoomCard(db: Db, roomId: number): Promise<CardRow | undefined> {
  return selectRoomCards(db).where('r.room_id', '=', roomId).executeTakeFirst();
}

/** How many users follow each host. */
export async function fansOf(db: Db, hostUids: number[]): Promise<Map<number, number>> {
  if (hostUids.length === 0) return new Map();
  const rows = await roomsDb(db)
    .selectFrom('host_follows')
    .select(['host_uid', (eb) => eb.fn.countAll<number>().as('n')])
    .where('host_uid', 'in', hostUids)
    .groupBy('host_uid')
    .execute();
  return new Map(rows.map((r) => [r.host_uid, Number(r.n)]));
}

/** Whether `uid` follows `hostUid` (false without a caller). */
export async function follows(db: Db, uid: number | undefined, hostUid: number): Promise<boolean> {
  if (uid === undefined) return false;
  const row = await roomsDb(db)
    .selectFrom('host_follows')
    .select('uid')
    .where('uid', '=', uid)
    .where('host_uid', '=', hostUid)
    .executeTakeFirst();
  return row !== undefined;
}

/** A host as the room pages show it, or undefined for an unknown uid. */
export async function hostProfile(
  db: Db,
  hostUid: number,
  viewer: number | undefined,
): Promise<HostProfile | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['uid', 'nickname', 'headurl', 'sign'])
    .where('uid', '=', hostUid)
    .executeTakeFirst();
  if (!user) return undefined;
  const [fans, focus] = await Promise.all([fansOf(db, [hostUid]), follows(db, viewer, hostUid)]);
  return {
    uid: user.uid,
    nickName: user.nickname,
    headurl: user.headurl,
    sign: user.sign,
    fans: fans.get(hostUid) ?? 0,
    is_focus: focus ? 1 : 0,
  };
}

/** The uid of a room's host, or undefined. */
export async function hostOfRoom(db: Db, roomId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('live_rooms')
    .select('uid')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row?.uid;
}

/** Whether the user hosts a live room (only hosts can be followed). */
export async function isHost(db: Db, uid: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_rooms')
    .select('uid')
    .where('uid', '=', uid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Follows (`on`) or unfollows a host; idempotent. Returns the host's followers after. */
export async function setFollow(
  db: Db,
  uid: number,
  hostUid: number,
  on: boolean,
  now: number,
): Promise<number> {
  const rdb = roomsDb(db);
  if (on) {
    await rdb
      .insertInto('host_follows')
      .values({ uid, host_uid: hostUid, created_at: now })
      .onConflict((oc) => oc.columns(['uid', 'host_uid']).doNothing())
      .execute();
  } else {
    await rdb.deleteFrom('host_follows').where('uid', '=', uid).where('host_uid', '=', hostUid).execute();
  }
  return (await fansOf(db, [hostUid])).get(hostUid) ?? 0;
}

/** The hosts `uid` follows, most recently followed first, with their (hottest) room. */
export async function followedHosts(db: Db, uid: number, limit: number): Promise<FocusHost[]> {
  const rows = await roomsDb(db)
    .selectFrom('host_follows as f')
    .innerJoin('users as u', 'u.uid', 'f.host_uid')
    .leftJoin('live_rooms as r', 'r.uid', 'f.host_uid')
    .select([
      'u.uid',
      'u.nickname',
      'u.headurl',
      'r.room_id',
      'r.room_title',
      'r.room_cover',
      'r.heat',
      'r.is_live',
      'r.live_url',
      'f.created_at',
    ])
    .where('f.uid', '=', uid)
    .orderBy('f.created_at', 'desc')
    .orderBy('u.uid')
    .orderBy('r.heat', 'desc')
    .limit(limit * 2)
    .execute();
  const fans = await fansOf(
    db,
    rows.map((r) => r.uid),
  );
  const seen = new Set<number>();
  const out: FocusHost[] = [];
  for (const r of rows) {
    if (seen.has(r.uid) || out.length >= limit) continue;
    seen.add(r.uid);
    const roomId = r.room_id ?? 0;
    out.push({
      uid: r.uid,
      nickName: r.nickname,
      headurl: r.headurl,
      fans: fans.get(r.uid) ?? 0,
      room_id: roomId,
      room_title: r.room_title ?? '',
      room_cover: r.room_cover ?? '',
      heat: r.heat ?? 0,
      is_live: r.is_live === 1 ? 1 : 0,
      live_url: roomId === 0 ? '' : liveUrlOf(roomId, r.live_url ?? ''),
    });
  }
  return out;
}
