import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { STREAM_END_HOLD_S } from '../../protocol/mainApiLive';
import type { Bus, Topic } from '../bus';
import type { Database } from '../store';
import { liveDb } from './tables';

type Db = Kysely<Database>;

/** A stream key: 24 random bytes in base64url (only [A-Za-z0-9_-], what RTMP stream names allow). */
export function newStreamKey(): string {
  return randomBytes(24).toString('base64url');
}

export function streamKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The host's own live room (not one of its replay rooms), or undefined when `uid` hosts none. */
export async function hostRoomOf(db: Db, uid: number): Promise<number | undefined> {
  const ldb = liveDb(db);
  const row = await ldb
    .selectFrom('live_rooms')
    .select('room_id')
    .where('uid', '=', uid)
    .where('room_id', 'not in', ldb.selectFrom('live_recordings').select('replay_room_id'))
    .orderBy('room_id')
    .limit(1)
    .executeTakeFirst();
  return row?.room_id;
}

/** When the room's current key was made, or undefined when it has none yet. */
export async function streamKeyCreatedAt(db: Db, roomId: number): Promise<number | undefined> {
  const row = await liveDb(db)
    .selectFrom('live_stream_keys')
    .select('created_at')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * Makes a new key for the room, replacing the old one (which stops working at once), and returns
 * it: the only time the key is seen, since only its hash is stored.
 */
export async function rotateStreamKey(db: Db, roomId: number, now: number): Promise<string> {
  const key = newStreamKey();
  await liveDb(db)
    .insertInto('live_stream_keys')
    .values({ room_id: roomId, key_hash: streamKeyHash(key), created_at: now })
    // NOTE: a new key is a fresh start: the hold of an ended broadcast does not apply to it.
    .onConflict((oc) =>
      oc.column('room_id').doUpdateSet({ key_hash: streamKeyHash(key), created_at: now, ended_at: 0 }),
    )
    .execute();
  return key;
}

/**
 * The room a stream key publishes to, or undefined for a wrong key. With `now`, also undefined
 * while the host's "end the stream" holds the room shut ({@link STREAM_END_HOLD_MS}).
 */
export async function roomOfStreamKey(db: Db, key: string, now?: number): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return undefined;
  const row = await liveDb(db)
    .selectFrom('live_stream_keys')
    .select(['room_id', 'ended_at'])
    .where('key_hash', '=', streamKeyHash(key))
    .executeTakeFirst();
  if (now !== undefined && row && now - Number(row.ended_at) < STREAM_END_HOLD_MS) return undefined;
  return row?.room_id;
}

/**
 * How long a broadcast the host ended from /golive stays ended (ms): a push with the same key is
 * refused meanwhile. NOTE: OBS reconnects on its own after a dropped connection (by default within
 * seconds, again and again); without the hold the room would be live again at once.
 */
export const STREAM_END_HOLD_MS = STREAM_END_HOLD_S * 1000;

/** Marks the room's broadcast ended by its host at `now` (the hold starts); false without a key. */
export async function holdStreamKey(db: Db, roomId: number, now: number): Promise<boolean> {
  const done = await liveDb(db)
    .updateTable('live_stream_keys')
    .set({ ended_at: now })
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** The hash of the room's key now, or undefined when it has none (revoked, or never made). */
export async function streamKeyHashOf(db: Db, roomId: number): Promise<string | undefined> {
  const row = await liveDb(db)
    .selectFrom('live_stream_keys')
    .select('key_hash')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return row?.key_hash;
}

/** Takes the room's key away: no push is taken until a new one is made. */
export async function revokeStreamKey(db: Db, roomId: number): Promise<boolean> {
  const done = await liveDb(db)
    .deleteFrom('live_stream_keys')
    .where('room_id', '=', roomId)
    .executeTakeFirst();
  return done.numDeletedRows > 0n;
}

/**
 * Every node's ingest hears that a room's key changed (issue 43, item 9) and disconnects the
 * room's publisher if it pushed with the old key (server/live/service.ts).
 * NOTE: `live:key` is not in the bus's Topic union; the bus treats topics as opaque names.
 */
export const STREAM_KEY_TOPIC = 'live:key' as Topic;

/** Every node's ingest hears that a room's host ended its broadcast: its publisher is cut, any key. */
export const STREAM_END_TOPIC = 'live:end' as Topic;

/** Tells every node that room `roomId`'s key was rotated or revoked (once the change is committed). */
export async function announceStreamKeyChange(bus: Bus, roomId: number): Promise<void> {
  await bus.publish(STREAM_KEY_TOPIC, new TextEncoder().encode(String(roomId)));
}
