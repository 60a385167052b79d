import { describe, expect, test } from 'vitest';
import {
  alternateStream,
  choosePlayDomain,
  PlayDomainError,
  type ProbeDeps,
  streamKind,
  streamUrl,
} from './playDomain';

function deps(up: readonly string[], cached?: string) {
  const calls: string[] = [];
  const reported: string[] = [];
  let stored: string | undefined;
  const d: ProbeDeps = {
    head: async (url) => {
      calls.push(url);
      return up.some((u) => url.startsWith(u));
    },
    load: () => cached,
    store: (x) => {
      stored = x;
    },
    report: (x) => reported.push(x),
  };
  return { d, calls, reported, stored: () => stored };
}

describe('choosePlayDomain', () => {
  test('refuses an empty list', async () => {
    const { d } = deps([]);
    await expect(choosePlayDomain([' ', ''], '/x', d)).rejects.toEqual(new PlayDomainError('empty-list'));
  });

  test('uses the cached domain when it answers, without probing others', async () => {
    const t = deps(['https://b.tv'], 'https://b.tv');
    expect(await choosePlayDomain(['https://a.tv', 'https://b.tv/'], '/live/1/index.m3u8', t.d)).toBe(
      'https://b.tv',
    );
    expect(t.calls).toEqual(['https://b.tv/live/1/index.m3u8']);
    expect(t.stored()).toBe('https://b.tv');
  });

  test('a failed cached domain is reported and the others are probed in order', async () => {
    const t = deps(['https://c.tv', 'https://d.tv'], 'https://b.tv');
    const list = ['https://a.tv', 'https://b.tv', 'https://c.tv', 'https://d.tv'];
    expect(await choosePlayDomain(list, '/p', t.d)).toBe('https://c.tv');
    expect(t.calls).toEqual(['https://b.tv/p', 'https://a.tv/p', 'https://c.tv/p']);
    expect(t.reported).toEqual(['https://b.tv', 'https://a.tv']);
    expect(t.stored()).toBe('https://c.tv');
  });

  test('a cached domain no longer listed is ignored', async () => {
    const t = deps(['https://a.tv'], 'https://gone.tv');
    expect(await choosePlayDomain(['https://a.tv'], '/p', t.d)).toBe('https://a.tv');
    expect(t.calls).toEqual(['https://a.tv/p']);
  });

  test('every domain failing is an error', async () => {
    const t = deps([]);
    await expect(choosePlayDomain(['https://a.tv', 'https://b.tv'], '/p', t.d)).rejects.toMatchObject({
      reason: 'none-reachable',
    });
    expect(t.reported).toEqual(['https://a.tv', 'https://b.tv']);
    expect(t.stored()).toBeUndefined();
  });
});

describe('streamUrl and streamKind', () => {
  test('absolute URLs stay, relative ones go on the domain', () => {
    expect(streamUrl('https://cdn.tv/a.m3u8', 'https://x.tv')).toBe('https://cdn.tv/a.m3u8');
    expect(streamUrl('/live/3/index.m3u8', 'https://x.tv/')).toBe('https://x.tv/live/3/index.m3u8');
    expect(streamUrl('/live/3/index.m3u8', '')).toBe('/live/3/index.m3u8');
  });
  test('FLV goes to mpegts.js', () => {
    expect(streamKind('https://cdn.tv/live/a.flv?token=1')).toBe('flv');
    expect(streamKind('/live/3/index.m3u8')).toBe('hls');
  });
});

describe('stream kinds and the FLV/HLS fallback', () => {
  test('kinds by path', () => {
    expect(streamKind('/live/7.flv')).toBe('flv');
    expect(streamKind('https://cdn.example/a/b.flv?t=1')).toBe('flv');
    expect(streamKind('/replays/7-1700000000000.mp4')).toBe('mp4');
    expect(streamKind('/live/7/index.m3u8')).toBe('hls');
  });
  test("a room's FLV and HLS are each other's fallback, on the same origin; other URLs have none", () => {
    expect(alternateStream('/live/7.flv')).toBe('/live/7/index.m3u8');
    expect(alternateStream('https://p.example/live/7/index.m3u8')).toBe('https://p.example/live/7.flv');
    expect(alternateStream('https://cdn.example/x.flv')).toBeUndefined();
    expect(alternateStream('/replays/7-1.mp4')).toBeUndefined();
  });
});
