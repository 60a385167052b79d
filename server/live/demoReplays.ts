import { execFile } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { LIVE_TYPE } from '../../protocol/enums';
import { SPORT_TYPE } from '../../protocol/mainApi';
import { hashPassword } from '../accounts/secrets';
import { createUser } from '../accounts/users';
import { USER_TYPE } from '../accounts/userType';
import type { Database } from '../store';
import { ffmpegAvailable } from './packager';
import { addReplay, probeRecording } from './replays';
import { liveDb } from './tables';

const run = promisify(execFile);

/** The settings row marking the demo replays as made. */
const REPLAYS_DEMO_MARK = 'demo:replays';

/** The demo host (README "Demo content"): logs in with this phone (zone 86) and password. */
export const DEMO_HOST = {
  phone: '13800000045',
  password: 'demo-host-45',
  nickname: '回放主播小杨',
} as const;

const HOUR = 3_600_000;
/** The demo host's room title between broadcasts. */
const DEMO_ROOM_TITLE = '小杨聊球 赛后复盘';

/** The demo replays: an ffmpeg test source each, a few seconds long, broadcast some hours ago. */
const CLIPS = [
  { title: '英超焦点战 赛后复盘', source: 'testsrc2=size=640x360:rate=25', seconds: 8, hoursAgo: 3 },
  { title: '篮球之夜 精彩集锦', source: 'smptehdbars=size=640x360:rate=25', seconds: 6, hoursAgo: 27 },
  { title: '电竞频道 决赛回顾', source: 'testsrc=size=640x360:rate=25', seconds: 10, hoursAgo: 50 },
] as const;

/** Makes the demo host, with a room of its own (offline: its replays are what a visitor finds). */
async function demoHostRoom(db: Kysely<Database>, now: number): Promise<number> {
  const user = await createUser(db, now, { phone: DEMO_HOST.phone, zone: '86', channel: 8, siteid: 3 });
  await db
    .updateTable('users')
    .set({
      nickname: DEMO_HOST.nickname,
      usertype: USER_TYPE.anchor,
      password_hash: await hashPassword(DEMO_HOST.password),
      sign: '比赛结束也不怕错过：看看我的回放',
    })
    .where('uid', '=', user.uid)
    .execute();
  const ldb = liveDb(db);
  const top = await ldb
    .selectFrom('live_rooms')
    .select((eb) => eb.fn.max('room_id').as('n'))
    .executeTakeFirstOrThrow();
  const roomId = Number(top.n ?? 0) + 1;
  await ldb
    .insertInto('live_rooms')
    .values({
      room_id: roomId,
      uid: user.uid,
      room_title: DEMO_ROOM_TITLE,
      room_cover: '',
      type_id: SPORT_TYPE.FOOTBALL,
      live_type: LIVE_TYPE.ANCHOR_TALK,
      heat: 0,
      short_name_zh: '回放',
      live_id: roomId * 100 + 1,
      is_live: 0,
      started_at: now,
    })
    .execute();
  return roomId;
}

/** Encodes one test-pattern clip with a tone, as a broadcast's recording would be (H.264, AAC, faststart). */
async function encodeClip(ffmpeg: string, source: string, seconds: number, path: string): Promise<void> {
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', source],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '25', '-b:v', '400k'],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-movflags', '+faststart', path],
  ]);
}

/**
 * On the first start of a server not under test (server/main.ts): the demo host and three short
 * replays made with ffmpeg, so a visitor sees replays without pushing a stream. Without ffmpeg it
 * logs one line and makes nothing (a later start with ffmpeg makes them).
 */
export async function ensureDemoReplays(
  db: Kysely<Database>,
  deps: { ffmpeg: string; replayDir: string; now: number; log: (line: string) => void },
): Promise<{ created: boolean }> {
  const done = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', REPLAYS_DEMO_MARK)
    .executeTakeFirst();
  if (done) return { created: false };
  if (!ffmpegAvailable(deps.ffmpeg)) {
    deps.log(`no ffmpeg (${deps.ffmpeg}): the demo replays are not made`);
    return { created: false };
  }
  const marked = await db
    .insertInto('settings')
    .values({ key: REPLAYS_DEMO_MARK, value: JSON.stringify({ at: deps.now }), updated_at: deps.now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!marked) return { created: false };
  mkdirSync(deps.replayDir, { recursive: true });
  const roomId = await demoHostRoom(db, deps.now);
  for (const clip of CLIPS) {
    const startedAt = deps.now - clip.hoursAgo * HOUR;
    const file = `${roomId}-${startedAt}.mp4`;
    await encodeClip(deps.ffmpeg, clip.source, clip.seconds, join(deps.replayDir, file));
    const { durationMs, cover } = await probeRecording(deps.ffmpeg, deps.replayDir, file);
    const size = (name: string) => (name ? statSync(join(deps.replayDir, name)).size : 0);
    // NOTE: the replay takes the room's title of its broadcast, as a real one does.
    await liveDb(db)
      .updateTable('live_rooms')
      .set({ room_title: clip.title })
      .where('room_id', '=', roomId)
      .execute();
    await addReplay(db, {
      roomId,
      file,
      bytes: size(file) + size(cover),
      cover,
      durationMs,
      startedAt,
      endedAt: startedAt + durationMs,
    });
  }
  await liveDb(db)
    .updateTable('live_rooms')
    .set({ room_title: DEMO_ROOM_TITLE })
    .where('room_id', '=', roomId)
    .execute();
  return { created: true };
}
