import type { Generated, Kysely } from 'kysely';
import type { RoomsDatabase, RoomsTables } from '../rooms/tables';
import type { Database } from '../store';

/** A host room's RTMP stream key: only its SHA-256 (hex) is kept, so a leaked database leaks no key. */
export interface LiveStreamKeysTable {
  room_id: number;
  key_hash: string;
  created_at: number;
  /** When the host last ended a broadcast from /golive (ms; 0: never): pushes wait out a hold. */
  ended_at: Generated<number>;
}

/** One recorded broadcast; `replay_room_id` is the movie-playback room (live_type 4) that shows it. */
export interface LiveRecordingsTable {
  id: Generated<number>;
  room_id: number;
  replay_room_id: number;
  /** File name under `${dataDir}/replays/`. */
  file: string;
  bytes: number;
  started_at: number;
  ended_at: number;
  /** 1 once the file was removed (to keep within the budget, or staff deleted it): no replay then. */
  pruned: Generated<number>;
  /** The host, and the room's title when it was broadcast (issue 45). */
  uid: Generated<number>;
  title: Generated<string>;
  /** File name of the cover frame under `${dataDir}/replays/` ('' when none could be grabbed). */
  cover: Generated<string>;
  duration_ms: Generated<number>;
  /** 1 while staff hide it: listed nowhere, its page and room gone until unhidden. */
  hidden: Generated<number>;
}

/** The node ingesting a live room now, and the HTTP address other nodes relay its stream from. */
export interface LiveIngestsTable {
  room_id: number;
  node_id: string;
  url: string;
  started_at: number;
  /** The broadcast's viewers now and at its peak, as its ingest node last wrote them (issue 45). */
  viewers: Generated<number>;
  peak_viewers: Generated<number>;
}

export type LiveTables = RoomsTables & {
  live_ingests: LiveIngestsTable;
  live_stream_keys: LiveStreamKeysTable;
  live_recordings: LiveRecordingsTable;
};

export type LiveDatabase = RoomsDatabase & LiveTables;

/** The store handle with the live and rooms tables typed (as roomsDb does). */
export function liveDb(db: Kysely<Database>): Kysely<LiveDatabase> {
  return db.withTables<LiveTables>();
}
