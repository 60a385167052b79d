import type { Generated, Kysely, Transaction } from 'kysely';
import type { MoneyLogTable, WalletsTable } from '../money/tables';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** The `chat_rooms` row of a live room (roomkey = live_rooms.room_id), made on demand. */
export interface ChatRoomsTable {
  roomkey: number;
  /** The last `chatmsgno` handed out; the next message takes `last_msgno + 1` (guarded update). */
  last_msgno: Generated<number>;
  /** JSON array of the channels of the room's latest advertisement. */
  channels: Generated<string>;
  created_at: Millis;
}

/** A message of a room. A deleted message keeps its number with empty content. */
export interface ChatRoomMsgsTable {
  roomkey: number;
  chatmsgno: number;
  uid: number;
  msgtype: number;
  content: Uint8Array;
  channel: Generated<number>;
  sent_at: Millis;
  deleted: Generated<number>;
}

/** A connection joined to a room, on any node (the members list across nodes). */
export interface ChatRoomMembersTable {
  /** The connection id (`<nodeId>/<n>`): membership is per connection. */
  connection: string;
  roomkey: number;
  uid: number;
  node_id: string;
  joined_at: Millis;
}

/** A room admin, or a member muted in one room (same shape). */
export interface ChatRoomUserTable {
  roomkey: number;
  uid: number;
  created_at: Millis;
}

/** The last kick of a user from a room; a rejoin is refused for ROOM_REJOIN_AFTER_KICK_MS after it. */
export interface ChatRoomKicksTable {
  roomkey: number;
  uid: number;
  kicked_at: Millis;
}

/** A user muted in every room by staff. */
export interface ChatGlobalMutesTable {
  uid: number;
  by_uid: number;
  created_at: Millis;
}

/** Phrases refused for everyone, set by staff (created by migration 0010_friends; shared with private chat). */
export interface GlobalForbiddenPhrasesTable {
  phrase: string;
  created_at: Millis;
}

/** A gift a viewer may buy for a host. */
export interface GiftsTable {
  id: number;
  name: string;
  /** In cents of coin type 0 (CNY), like every wallet amount. */
  price: number;
  icon: string;
  sort: number;
}

/** One purchase of gifts for a host in a room. */
export interface GiftRecordsTable {
  id: Generated<number>;
  uid: number;
  room_id: number;
  host_uid: number;
  gift_id: number;
  num: number;
  /** price × num, in cents. */
  total: number;
  created_at: Millis;
}

/** `uid` follows the host `host_uid`. */
export interface HostFollowsTable {
  uid: number;
  host_uid: number;
  created_at: Millis;
}

/** Seconds a user watched streams on one day (China Standard Time). */
export interface WatchDaysTable {
  uid: number;
  /** `YYYY-MM-DD`, UTC+8. */
  day: string;
  seconds: number;
  last_report_at: Millis;
}

/** The rooms a user watched, newest first (encryptionGetHistory). */
export interface WatchHistoryTable {
  uid: number;
  room_id: number;
  watched_at: Millis;
  /** Seconds watched in that room in total. */
  seconds: number;
}

/** Points a user earned (DECISIONS "Points"); the points issue builds its ledger on this table. */
export interface PointsEventsTable {
  id: Generated<number>;
  uid: number;
  /** POINTS_KIND of server/rooms/watch.ts: 'watch', 'chat', … */
  kind: string;
  points: number;
  /** Makes a once-a-day event unique: `<kind>:<day>`. */
  dedupe: string;
  created_at: Millis;
}

/** The tables of migration 0040_rooms (and the live_url column it adds to live_rooms). */
export type RoomsTables = {
  chat_rooms: ChatRoomsTable;
  chat_room_msgs: ChatRoomMsgsTable;
  chat_room_members: ChatRoomMembersTable;
  chat_room_admins: ChatRoomUserTable;
  chat_room_forbids: ChatRoomUserTable;
  chat_room_kicks: ChatRoomKicksTable;
  chat_global_mutes: ChatGlobalMutesTable;
  global_forbidden_phrases: GlobalForbiddenPhrasesTable;
  gifts: GiftsTable;
  gift_records: GiftRecordsTable;
  wallets: WalletsTable;
  money_log: MoneyLogTable;
  host_follows: HostFollowsTable;
  watch_days: WatchDaysTable;
  watch_history: WatchHistoryTable;
  points_events: PointsEventsTable;
  /** The column this migration adds to H5a's live_rooms (merged with its other columns). */
  live_rooms: LiveRoomUrlColumn;
};

/** live_rooms.live_url: empty plays the built-in stream (/live/<room_id>/index.m3u8); else any HLS or FLV URL. */
export interface LiveRoomUrlColumn {
  live_url: Generated<string>;
}

/** The database seen with the rooms tables. */
export type RoomsDatabase = Database & RoomsTables;

/**
 * The store handle with the rooms tables typed.
 * NOTE: as the friends area does, the tables are added with Kysely's `withTables` so the shared
 * schema file needs no edit per area.
 */
export function roomsDb(db: Kysely<Database>): Kysely<RoomsDatabase> {
  return db.withTables<RoomsTables>();
}

/** {@link roomsDb} for a transaction. */
export function roomsTrx(trx: Transaction<Database>): Transaction<RoomsDatabase> {
  return trx.withTables<RoomsTables>();
}
