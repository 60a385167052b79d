// Live stream latency on this machine (issue 19), each figure beside its target:
//   FLV  arrival of each FLV tag at an HTTP-FLV viewer − its send time (≤ 2 s)
//   HLS  the moment each segment appears in the live playlist − the send time of its last frame
//        (≤ 6 s), and that plus hls.js's start offset (liveSyncDurationCount × segment length)
// Send time: `ffmpeg -re` sends frame t at publish start + t, so a tag's or segment's send time is
// the moment the room went live plus its own timestamp. Pushes a 320x180 10 fps test pattern.
import { loadConfig } from '../../server/config';
import { rotateStreamKey } from '../../server/live/keys';
import { liveDb } from '../../server/live/tables';
import { HAVE_FFMPEG, pushTestPattern } from '../helpers/ffmpeg';
import { startServer } from '../helpers/server';

const SECONDS = 20;
const WARMUP_MS = 3000;
/** hls.js in the player starts this many segments behind the live edge (streamEngine.ts). */
const HLS_SYNC_SEGMENTS = 2;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function line(name: string, values: number[], targetMs: number): void {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  const verdict = p95 <= targetMs ? 'meets' : 'MISSES';
  console.log(
    `  ${name.padEnd(28)} p50 ${(p50 / 1000).toFixed(2)} s  p95 ${(p95 / 1000).toFixed(2)} s  (${values.length} samples)  target ≤ ${targetMs / 1000} s: ${verdict}`,
  );
}

/** FLV tags: [timestamp ms, arrival ms] for each audio/video tag read from the response. */
async function readFlvTags(url: string, until: number, out: [number, number][]): Promise<void> {
  const response = await fetch(url);
  const reader = response.body?.getReader();
  if (!reader) return;
  let buffer = Buffer.alloc(0);
  let headerDone = false;
  while (Date.now() < until) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.timeOrigin + performance.now();
    buffer = Buffer.concat([buffer, Buffer.from(value)]);
    if (!headerDone) {
      if (buffer.length < 13) continue;
      buffer = buffer.subarray(13);
      headerDone = true;
    }
    while (buffer.length >= 11) {
      const size = buffer.readUIntBE(1, 3);
      if (buffer.length < 11 + size + 4) break;
      const ts = buffer.readUIntBE(4, 3) | ((buffer[7] ?? 0) << 24);
      const type = buffer[0];
      if (type === 8 || type === 9) out.push([ts, now]);
      buffer = buffer.subarray(11 + size + 4);
    }
  }
  await reader.cancel().catch(() => {});
}

/** HLS: [segment end in stream ms, first seen ms] for each new segment of the playlist. */
async function watchPlaylist(url: string, until: number, out: [number, number][]): Promise<void> {
  const seen = new Set<string>();
  const ends = new Map<number, number>();
  while (Date.now() < until) {
    const response = await fetch(url);
    const now = performance.timeOrigin + performance.now();
    if (response.status === 200) {
      const lines = (await response.text()).split('\n');
      let duration = 0;
      for (const l of lines) {
        if (l.startsWith('#EXTINF:')) duration = Number.parseFloat(l.slice(8)) * 1000;
        const n = /^seg-(\d+)\.ts$/.exec(l)?.[1];
        if (n === undefined || seen.has(l)) continue;
        seen.add(l);
        const index = Number(n);
        const end = (ends.get(index - 1) ?? (index === 0 ? 0 : Number.NaN)) + duration;
        ends.set(index, end);
        if (!Number.isNaN(end)) out.push([end, now]);
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function run(): Promise<void> {
  if (!HAVE_FFMPEG) {
    console.log('  skipped: no ffmpeg on PATH (apt-get install ffmpeg)');
    return;
  }
  const server = await startServer({ live: { ...loadConfig({}).live, rtmpPort: 0, graceMs: 0 } });
  try {
    const room = await liveDb(server.db)
      .selectFrom('live_rooms')
      .select('room_id')
      .orderBy('room_id')
      .executeTakeFirstOrThrow();
    const key = await rotateStreamKey(server.db, room.room_id, Date.now());
    const push = pushTestPattern(`rtmp://127.0.0.1:${server.server.live.rtmpPort}/live/${key}`, SECONDS);
    while (!server.server.live.broadcast(room.room_id)) await new Promise((r) => setTimeout(r, 2));
    const liveAt = performance.timeOrigin + performance.now();
    const until = Date.now() + (SECONDS - 1) * 1000;
    const tags: [number, number][] = [];
    const segments: [number, number][] = [];
    await Promise.all([
      readFlvTags(`${server.url}/live/${room.room_id}.flv`, until, tags),
      watchPlaylist(`${server.url}/live/${room.room_id}/index.m3u8`, until, segments),
    ]);
    await push.exited;
    const flv = tags.filter(([ts]) => ts >= WARMUP_MS).map(([ts, at]) => at - (liveAt + ts));
    const hls = segments.map(([end, at]) => at - (liveAt + end));
    const segmentMs =
      segments.length > 1
        ? ((segments.at(-1)?.[0] ?? 0) - (segments[0]?.[0] ?? 0)) / (segments.length - 1)
        : 1000;
    line('FLV tag arrival', flv, 2000);
    line('HLS segment listed', hls, 6000);
    line(
      `HLS + hls.js start offset`,
      hls.map((ms) => ms + HLS_SYNC_SEGMENTS * segmentMs),
      6000,
    );
  } finally {
    await server.close();
  }
}
