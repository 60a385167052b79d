import { readFileSync } from 'node:fs';

/**
 * The demo live stream every room plays (DESIGN.md §7): a sliding HLS live playlist over a few
 * short bundled MPEG-TS segments (server/media/assets/README.md says how they were made).
 *
 * Segment numbers follow wall-clock time: segment `n` covers `[n, n + 1) × SEGMENT_SECONDS` of
 * the room's timeline, and its bytes are bundled segment `n mod K`. Each room's timeline is
 * shifted by its own offset, so two rooms never show the same segment numbers at once.
 */

/** Length of every bundled segment (seconds); they were encoded with a 2 s GOP and cut on it. */
export const SEGMENT_SECONDS = 2;
/** Segments listed in the live playlist (the window a player may start in). */
export const WINDOW_SEGMENTS = 4;

const ASSETS_DIR = new URL('./assets/', import.meta.url);
const BUNDLED_COUNT = 4;
/**
 * Sequence numbers wrap every 100,000 segments (~2.3 days). NOTE: numbers taken straight from the
 * epoch (~9e8) made hls.js stall the page on its first segment; small ones play smoothly, and a
 * clock-derived number keeps every node of a deployment on the same sequence.
 */
const SEQUENCE_WRAP = 100_000;

/** The bundled segments' bytes, read once. */
export function loadSegments(dir: URL = ASSETS_DIR): readonly Buffer[] {
  return Array.from({ length: BUNDLED_COUNT }, (_, i) => readFileSync(new URL(`seg-${i}.mp2t`, dir)));
}

/**
 * A room's shift of its segment numbers, so rooms do not play in lockstep.
 * NOTE: a multiplicative hash of the id keeps neighbouring rooms far apart.
 */
export function roomOffset(roomId: number): number {
  return (roomId * 7919) % 100_000;
}

/** The newest segment number of a room's stream at `nowMs`. */
export function headSegment(roomId: number, nowMs: number): number {
  return (Math.floor(nowMs / (SEGMENT_SECONDS * 1000)) % SEQUENCE_WRAP) + (roomOffset(roomId) % 1000);
}

/** Which bundled segment plays as segment `n`. */
export function bundledIndex(n: number, count: number): number {
  return n % count;
}

/**
 * The live playlist of a room at `nowMs`: the last {@link WINDOW_SEGMENTS} segments, no
 * `#EXT-X-ENDLIST`. Where the bundled loop starts over, the timestamps jump back, so that
 * segment is preceded by `#EXT-X-DISCONTINUITY`; `#EXT-X-DISCONTINUITY-SEQUENCE` counts the loops
 * before the first listed segment, as RFC 8216 §4.3.3.3 asks of a sliding window.
 */
export function livePlaylist(roomId: number, nowMs: number, count: number): string {
  const head = headSegment(roomId, nowMs);
  const first = Math.max(0, head - WINDOW_SEGMENTS + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let n = first; n <= head; n++) {
    if (n !== first && bundledIndex(n, count) === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, `seg-${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/** The segment number named by a file name `seg-<n>.ts`, or undefined when it names none. */
export function parseSegmentName(name: string): number | undefined {
  const match = /^seg-(\d{1,15})\.ts$/.exec(name);
  if (!match?.[1]) return undefined;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : undefined;
}
