import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { NmsBroadcast, NmsSubscriber } from 'node-media-server/src/server/broadcast_server.js';

/**
 * HLS packaging and recording of one broadcast (issue 19): an internal FLV subscriber feeds the
 * stream to ffmpeg, which copies it (`-c copy`, no transcoding) into a sliding live HLS playlist
 * (`seg-<n>.ts`, the names server/media serves) and into one MP4 file, the replay.
 */

/** Whether `ffmpeg` runs here (the path or a name on PATH). */
export function ffmpegAvailable(ffmpeg: string): boolean {
  const result = spawnSync(ffmpeg, ['-version'], { stdio: 'ignore' });
  return result.status === 0;
}

/** Seconds of each live HLS segment (ffmpeg cuts on the next key frame after it). */
export const HLS_SEGMENT_SECONDS = 1;
/** Segments kept in the live playlist. */
const HLS_LIST_SIZE = 6;
/** A packager that falls this far behind (bytes queued) is stopped rather than grow without bound. */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

export interface Recording {
  file: string;
  bytes: number;
}

export class Packager {
  readonly #ffmpeg: ChildProcess;
  readonly #subscriber: NmsSubscriber;
  readonly #exited: Promise<void>;
  #stopped = false;

  /**
   * Starts packaging `broadcast`: the live HLS goes to `hlsDir` (emptied first), the recording to
   * `recordFile`.
   */
  constructor(
    ffmpeg: string,
    private readonly broadcast: NmsBroadcast,
    readonly hlsDir: string,
    private readonly recordFile: string,
    log: (message: string) => void,
  ) {
    rmSync(hlsDir, { recursive: true, force: true });
    mkdirSync(hlsDir, { recursive: true });
    // NOTE: two outputs of one ffmpeg, both stream copies: the stream is demuxed once. Only video
    // and audio are mapped: the FLV's data track (onMetaData) has no MP4 codec.
    this.#ffmpeg = spawn(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 'flv', '-i', 'pipe:0'],
        ...[
          '-map',
          '0:v?',
          '-map',
          '0:a?',
          '-c',
          'copy',
          '-f',
          'hls',
          '-hls_time',
          String(HLS_SEGMENT_SECONDS),
        ],
        ...[
          '-hls_list_size',
          String(HLS_LIST_SIZE),
          '-hls_flags',
          'delete_segments+temp_file+independent_segments',
        ],
        ...['-hls_segment_filename', join(hlsDir, 'seg-%d.ts'), join(hlsDir, 'index.m3u8')],
        ...['-map', '0:v?', '-map', '0:a?', '-c', 'copy', '-f', 'mp4', '-movflags', '+faststart', recordFile],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    this.#ffmpeg.stderr?.on('data', (chunk: Buffer) => log(`ffmpeg: ${chunk.toString().trim()}`));
    this.#ffmpeg.stdin?.on('error', () => {});
    this.#exited = new Promise((resolve) => {
      this.#ffmpeg.once('exit', () => resolve());
      this.#ffmpeg.once('error', (error) => {
        log(`ffmpeg did not start: ${error.message}`);
        resolve();
      });
    });
    const stdin = this.#ffmpeg.stdin;
    this.#subscriber = {
      id: `packager-${randomUUID()}`,
      ip: '',
      protocol: 'flv',
      streamPath: broadcast.streamPath,
      streamQuery: {},
      endTime: 0,
      sendBuffer: (buffer) => {
        if (!stdin || stdin.destroyed || this.#stopped) return;
        if (stdin.writableLength > MAX_QUEUED_BYTES) {
          log('ffmpeg fell behind; packaging stopped');
          this.#ffmpeg.kill('SIGKILL');
          return;
        }
        stdin.write(buffer);
      },
      close: () => {},
    };
    broadcast.postPlay(this.#subscriber);
  }

  /** Ends the input and waits for ffmpeg to finish the files; the recording, when one was written. */
  async stop(timeoutMs = 15_000): Promise<Recording | undefined> {
    if (!this.#stopped) {
      this.#stopped = true;
      this.broadcast.donePlay(this.#subscriber);
      this.#ffmpeg.stdin?.end();
      const timer = setTimeout(() => this.#ffmpeg.kill('SIGKILL'), timeoutMs);
      await this.#exited;
      clearTimeout(timer);
    }
    await this.#exited;
    try {
      const bytes = statSync(this.recordFile).size;
      if (this.#ffmpeg.exitCode === 0 && bytes > 0) return { file: this.recordFile, bytes };
    } catch {
      // no recording was written
    }
    rmSync(this.recordFile, { force: true });
    return undefined;
  }
}
