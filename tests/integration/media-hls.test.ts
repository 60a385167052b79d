import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headSegment, livePlaylist, SEGMENT_SECONDS, WINDOW_SEGMENTS } from '../../server/media/hls';
import { startServer, type TestServer } from '../helpers/server';

const bundled = [0, 1, 2, 3].map((i) =>
  readFileSync(new URL(`../../server/media/assets/seg-${i}.mp2t`, import.meta.url)),
);

interface Playlist {
  sequence: number;
  discontinuitySequence: number;
  target: number;
  segments: { uri: string; duration: number; discontinuity: boolean }[];
  ended: boolean;
}

function parse(text: string): Playlist {
  const lines = text.trim().split('\n');
  expect(lines[0]).toBe('#EXTM3U');
  const tag = (name: string) => Number(lines.find((l) => l.startsWith(`${name}:`))?.split(':')[1]);
  const segments: Playlist['segments'] = [];
  let duration = 0;
  let discontinuity = false;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (!line.startsWith('#')) {
      segments.push({ uri: line, duration, discontinuity });
      discontinuity = false;
    }
  }
  return {
    sequence: tag('#EXT-X-MEDIA-SEQUENCE'),
    discontinuitySequence: tag('#EXT-X-DISCONTINUITY-SEQUENCE'),
    target: tag('#EXT-X-TARGETDURATION'),
    segments,
    ended: lines.includes('#EXT-X-ENDLIST'),
  };
}

let server: TestServer;
// The server's clock, moved by the tests (starts on a segment boundary).
let clock = Math.floor(Date.now() / 8000) * 8000;
let roomId: number;

beforeAll(async () => {
  server = await startServer({}, { now: () => clock });
  const room = await server.db
    .selectFrom('live_rooms')
    .select('room_id')
    .orderBy('room_id')
    .executeTakeFirstOrThrow();
  roomId = room.room_id;
});
afterAll(async () => server?.close());

async function playlist(id = roomId) {
  const response = await fetch(`${server.url}/live/${id}/index.m3u8`);
  return { response, text: await response.text() };
}

describe('the live playlist', () => {
  test('is a sliding live window with the right headers', async () => {
    const { response, text } = await playlist();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const list = parse(text);
    expect(list.ended).toBe(false);
    expect(list.target).toBe(SEGMENT_SECONDS);
    expect(list.segments).toHaveLength(WINDOW_SEGMENTS);
    expect(list.segments.every((s) => s.duration <= list.target)).toBe(true);
    expect(list.segments.map((s) => s.uri)).toEqual(
      Array.from({ length: WINDOW_SEGMENTS }, (_, i) => `seg-${list.sequence + i}.ts`),
    );
    expect(list.sequence + WINDOW_SEGMENTS - 1).toBe(headSegment(roomId, clock));
  });

  test('advances with the clock, one segment per 2 s, with a discontinuity where the loop wraps', async () => {
    const before = parse((await playlist()).text);
    clock += SEGMENT_SECONDS * 1000;
    const next = parse((await playlist()).text);
    expect(next.sequence).toBe(before.sequence + 1);
    clock += 3 * SEGMENT_SECONDS * 1000 + 500;
    const later = parse((await playlist()).text);
    expect(later.sequence).toBe(before.sequence + 4);
    // Within a window of 4 over a loop of 4, exactly one segment starts a loop again (unless it is the first).
    const wraps = later.segments.filter((s) => Number(/seg-(\d+)/.exec(s.uri)?.[1]) % 4 === 0);
    expect(wraps).toHaveLength(1);
    expect(wraps[0]?.discontinuity).toBe(later.segments[0] !== wraps[0]);
    expect(later.discontinuitySequence).toBe(Math.floor(later.sequence / 4));
  });

  test('rooms are offset from each other', async () => {
    const others = await server.db
      .selectFrom('live_rooms')
      .select('room_id')
      .orderBy('room_id')
      .limit(2)
      .execute();
    const [a, b] = await Promise.all(others.map((r) => playlist(r.room_id)));
    expect(parse(a?.text ?? '').sequence).not.toBe(parse(b?.text ?? '').sequence);
  });

  test('an unknown room or a malformed id is a 404', async () => {
    expect((await playlist(987_654)).response.status).toBe(404);
    expect((await fetch(`${server.url}/live/abc/index.m3u8`)).status).toBe(404);
    expect((await fetch(`${server.url}/live/0/index.m3u8`)).status).toBe(404);
  });
});

describe('segments', () => {
  test('serve the bundled bytes of n mod 4 as video/mp2t', async () => {
    const list = parse((await playlist()).text);
    for (const segment of list.segments) {
      const n = Number(/seg-(\d+)/.exec(segment.uri)?.[1]);
      const response = await fetch(`${server.url}/live/${roomId}/${segment.uri}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp2t');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(bundled[n % 4] ?? Buffer.alloc(0))).toBe(true);
      // MPEG-TS: 188-byte packets starting with the sync byte.
      expect(bytes.length % 188).toBe(0);
      expect(bytes[0]).toBe(0x47);
    }
  });

  test('a future segment, a bad name or an unknown room is a 404', async () => {
    const head = headSegment(roomId, clock);
    expect((await fetch(`${server.url}/live/${roomId}/seg-${head + 1}.ts`)).status).toBe(404);
    expect((await fetch(`${server.url}/live/${roomId}/seg-x.ts`)).status).toBe(404);
    expect((await fetch(`${server.url}/live/${roomId}/seg-1.ts.bak`)).status).toBe(404);
    expect((await fetch(`${server.url}/live/987654/seg-1.ts`)).status).toBe(404);
  });

  test('the bundled segments are small and the playlist text is stable for one instant', () => {
    expect(bundled.reduce((n, b) => n + b.length, 0)).toBeLessThan(2 * 1024 * 1024);
    expect(livePlaylist(5, 1_000_000, 4)).toBe(livePlaylist(5, 1_000_999, 4));
    expect(livePlaylist(5, 1_000_000, 4)).not.toBe(livePlaylist(5, 1_002_000, 4));
  });
});
