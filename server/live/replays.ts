import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { LIVE_TYPE } from '../../protocol/enums';
import type { LiveRecordCard, Paged } from '../../protocol/mainApi';
import { LIVE_CARD_COLUMNS, roomCard } from '../rooms/hosts';
import type { Database } from '../store';
import { liveDb } from './tables';

/**
 * Replays (issue 45, README "Going live"): every finished recording is one, with the host, the
 * room's title when it was broadcast, a cover frame grabbed from the file, its duration and date.
 * It is shown by a movie-playback room of its own (live_type 4) and listed newest first; staff
 * hide one (listed nowhere, its room offline) or delete it (files removed, as the budget does).
 */

const run = promisify(execFile);
type Db = Kysely<Database>;

/** Width of a replay's cover frame (px; the height keeps the video's aspect). */
const COVER_WIDTH = 480;

/** The URL path of a file under the replay folder (served with ranges by server/http/live.ts). */
export function replayUrl(file: string): string {
  return file === '' ? '' : `/replays/${file}`;
}

/** The cover file of a recording: the MP4's name with `.jpg`. */
export function coverFileOf(file: string): string {
  return file.replace(/\.mp4$/, '.jpg');
}

/**
 * What ffmpeg reads of a finished recording in `dir`: its duration (ms, 0 when unknown) and its
 * cover frame, written beside it (the cover's file name, '' when none could be grabbed).
 */
export async function probeRecording(
  ffmpeg: string,
  dir: string,
  file: string,
): Promise<{ durationMs: number; cover: string }> {
  const path = join(dir, file);
  let durationMs = 0;
  try {
    // NOTE: `-t 0 -f null` reads the header only; ffmpeg prints "Duration: HH:MM:SS.cc" at info level.
    const { stderr } = await run(ffmpeg, ['-hide_banner', '-i', path, '-t', '0', '-f', 'null', '-']);
    const m = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
    if (m) durationMs = Math.round(((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000);
  } catch {
    // an unreadable file has no duration; the cover below fails the same way
  }
  const cover = coverFileOf(file);
  // NOTE: a third of the way in (at most 5 s), past a black first frame an encoder often starts with.
  const at = Math.min(durationMs / 3, 5000) / 1000;
  try {
    await run(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-ss', at.toFixed(2), '-i', path],
      ...['-frames:v', '1', '-vf', `scale=${COVER_WIDTH}:-2`, '-q:v', '5', join(dir, cover)],
    ]);
    return { durationMs, cover };
  } catch {
    rmSync(join(dir, cover), { force: true });
    return { durationMs, cover: '' };
  }
}

export interface NewReplay {
  /** The host's room that broadcast it. */
  roomId: number;
  file: string;
  bytes: number;
  cover: string;
  durationMs: number;
  startedAt: number;
  endedAt: number;
}

/**
 * Makes the replay of a finished recording: its movie-playback room (the host's, with the room's
 * title now and the grabbed cover) and its row. Undefined when the host's room is gone.
 */
export async function addReplay(db: Db, replay: NewReplay): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const ldb = liveDb(trx);
    const room = await ldb
      .selectFrom('live_rooms')
      .selectAll()
      .where('room_id', '=', replay.roomId)
      .executeTakeFirst();
    if (!room) return undefined;
    const top = await ldb
      .selectFrom('live_rooms')
      .select((eb) => eb.fn.max('room_id').as('n'))
      .executeTakeFirstOrThrow();
    const replayRoomId = Number(top.n ?? 0) + 1;
    await ldb
      .insertInto('live_rooms')
      .values({
        room_id: replayRoomId,
        uid: room.uid,
        room_title: room.room_title,
        room_cover: replay.cover ? replayUrl(replay.cover) : room.room_cover,
        type_id: room.type_id,
        live_type: LIVE_TYPE.MOVIE_PLAYBACK,
        heat: 0,
        short_name_zh: room.short_name_zh,
        match_id: room.match_id,
        match_type: room.match_type,
        live_id: room.live_id,
        is_live: 1,
        started_at: replay.startedAt,
        live_url: replayUrl(replay.file),
      })
      .execute();
    const { id } = await ldb
      .insertInto('live_recordings')
      .values({
        room_id: replay.roomId,
        replay_room_id: replayRoomId,
        file: replay.file,
        bytes: replay.bytes,
        started_at: replay.startedAt,
        ended_at: replay.endedAt,
        uid: room.uid,
        title: room.room_title,
        cover: replay.cover,
        duration_ms: replay.durationMs,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The replays listed (not hidden, file kept), their rooms and hosts. */
function listed(db: Db) {
  return liveDb(db)
    .selectFrom('live_recordings as rec')
    .innerJoin('live_rooms as r', 'r.room_id', 'rec.replay_room_id')
    .innerJoin('users as u', 'u.uid', 'r.uid')
    .where('rec.pruned', '=', 0)
    .where('rec.hidden', '=', 0);
}

const CARD_COLUMNS = [
  ...LIVE_CARD_COLUMNS,
  'rec.id as record_id',
  'rec.room_id as host_room_id',
  'rec.title',
  'rec.cover',
  'rec.file',
  'rec.duration_ms',
] as const;

function selectReplays(db: Db) {
  return listed(db).select(CARD_COLUMNS);
}

type ReplayRow = Awaited<ReturnType<ReturnType<typeof selectReplays>['executeTakeFirstOrThrow']>>;

function card(row: ReplayRow): LiveRecordCard {
  const base = roomCard(row);
  return {
    ...base,
    room_title: row.title || base.room_title,
    room_cover: row.cover ? replayUrl(row.cover) : base.room_cover,
    record_id: Number(row.record_id),
    host_room_id: Number(row.host_room_id),
    duration: Math.round(Number(row.duration_ms) / 1000),
    record_time: Math.floor(Number(row.started_at) / 1000),
    video_url: replayUrl(row.file),
  };
}

/** One page of replays, newest first (one host's when `uid` is given). */
export async function replayPage(
  db: Db,
  page: { limit: number; offset: number; uid?: number },
): Promise<Paged<LiveRecordCard>> {
  let rowsQuery = selectReplays(db);
  let countQuery = listed(db);
  if (page.uid !== undefined) {
    rowsQuery = rowsQuery.where('rec.uid', '=', page.uid);
    countQuery = countQuery.where('rec.uid', '=', page.uid);
  }
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('rec.started_at', 'desc')
      .orderBy('rec.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(card), total: Number(count.n) };
}

/** One listed replay, or undefined (hidden, deleted or never made). */
export async function findReplay(db: Db, id: number): Promise<LiveRecordCard | undefined> {
  const row = await selectReplays(db).where('rec.id', '=', id).executeTakeFirst();
  return row ? card(row) : undefined;
}

/** Every replay for staff (hidden ones too), newest first. */
export function replaysForStaff(db: Db, limit: number) {
  return liveDb(db)
    .selectFrom('live_recordings as rec')
    .leftJoin('users as u', 'u.uid', 'rec.uid')
    .select([
      'rec.id',
      'rec.uid',
      'u.nickname',
      'rec.room_id',
      'rec.replay_room_id',
      'rec.title',
      'rec.cover',
      'rec.file',
      'rec.bytes',
      'rec.duration_ms',
      'rec.started_at',
      'rec.hidden',
    ])
    .where('rec.pruned', '=', 0)
    .orderBy('rec.started_at', 'desc')
    .orderBy('rec.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Hides or shows replay `id` (not deleted) inside `trx`: a hidden one's room goes offline, so no
 * list and no room page shows it. The row before, or undefined when there is no such replay.
 */
export async function setReplayHidden(trx: Db, id: number, hidden: boolean) {
  const ldb = liveDb(trx);
  const before = await ldb
    .selectFrom('live_recordings')
    .select(['id', 'hidden', 'replay_room_id', 'title'])
    .where('id', '=', id)
    .where('pruned', '=', 0)
    .executeTakeFirst();
  if (!before) return undefined;
  await ldb
    .updateTable('live_recordings')
    .set({ hidden: hidden ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  await ldb
    .updateTable('live_rooms')
    .set({ is_live: hidden ? 0 : 1 })
    .where('room_id', '=', before.replay_room_id)
    .execute();
  return before;
}

/**
 * Marks recording `id` removed inside `trx` (staff delete, or the budget): its room goes offline
 * with no stream. The caller removes the files (`files`) once this is committed.
 */
export async function removeReplay(trx: Db, id: number) {
  const ldb = liveDb(trx);
  const before = await ldb
    .selectFrom('live_recordings')
    .select(['id', 'replay_room_id', 'title', 'file', 'cover', 'bytes', 'hidden'])
    .where('id', '=', id)
    .where('pruned', '=', 0)
    .executeTakeFirst();
  if (!before) return undefined;
  await ldb.updateTable('live_recordings').set({ pruned: 1 }).where('id', '=', id).execute();
  await ldb
    .updateTable('live_rooms')
    .set({ is_live: 0, live_url: '' })
    .where('room_id', '=', before.replay_room_id)
    .execute();
  return { ...before, files: [before.file, before.cover].filter((f) => f !== '') };
}

/** Removes a removed replay's files from the replay folder `dir`. */
export function removeReplayFiles(dir: string, files: readonly string[]): void {
  for (const file of files) rmSync(join(dir, file), { force: true });
}
