import { type ChildProcess, spawn, spawnSync } from 'node:child_process';

/** Whether Debian's ffmpeg (or one on PATH) runs here. */
export const HAVE_FFMPEG = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * Whether the live tests run: with ffmpeg, or always under CI=true (where a missing ffmpeg must
 * fail loudly, not skip). The one line printed says why they are skipped.
 */
export function liveTestsRun(): boolean {
  if (HAVE_FFMPEG || process.env.CI === 'true') return true;
  console.warn('live stream tests skipped: no ffmpeg on PATH (apt-get install ffmpeg)');
  return false;
}

/** A small test push: a 320x180 10 fps test pattern with a tone, a key frame every second. */
export function pushTestPattern(
  rtmpUrl: string,
  seconds: number,
): ChildProcess & { exited: Promise<number> } {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x180:rate=10:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '10',
      ],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', rtmpUrl],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  return Object.assign(child, { exited });
}
