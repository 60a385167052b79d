import hlsWorker from 'hls.js/dist/hls.worker.js?url';
import { failedUrl, logClientError } from '../../api';
import { storage } from '../../lib/storage';
import {
  alternateStream,
  choosePlayDomain,
  isAbsoluteUrl,
  PlayDomainError,
  streamKind,
  streamUrl,
} from './playDomain';

const DOMAIN_KEY = 'playDomain';

async function head(url: string, timeoutMs: number): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: abort.signal });
    return response.status < 500;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The URL a room's stream plays from: absolute stream URLs as given; relative ones on the player
 * domain (probed, spec 000 §4), or on this origin when the list is empty or nothing answers.
 */
export async function resolveStream(liveUrl: string, domains: readonly string[]): Promise<string> {
  if (isAbsoluteUrl(liveUrl)) return liveUrl;
  const path = liveUrl.startsWith('/') ? liveUrl : `/${liveUrl}`;
  try {
    const domain = await choosePlayDomain(domains, path, {
      head,
      load: () => storage.get<string>(DOMAIN_KEY),
      store: (d) => storage.set(DOMAIN_KEY, d),
      report: (d) =>
        logClientError('player/domain', failedUrl(d, path), new Error(`HEAD ${d}${path} failed`)),
    });
    return streamUrl(liveUrl, domain);
  } catch (error) {
    if (!(error instanceof PlayDomainError)) throw error;
    return streamUrl(liveUrl, '');
  }
}

/** A started playback; `stop` releases the engine. */
export interface Playback {
  engine: 'hls.js' | 'mpegts.js' | 'native';
  stop(): void;
}

/**
 * Plays `url` in `video`: FLV through mpegts.js; HLS through hls.js where Media Source Extensions
 * exist, natively otherwise (iPhone Safari). `onFatal` hears an unrecoverable error.
 * NOTE: hls.js goes first because desktop Chromium answers canPlayType('…mpegurl') with "maybe"
 * without being able to play it; native HLS is what browsers without MSE have.
 */
export async function startPlayback(
  video: HTMLVideoElement,
  url: string,
  onFatal: (why: string) => void,
): Promise<Playback> {
  const kind = streamKind(url);
  if (kind === 'mp4') return playNatively(video, url, onFatal);
  if (kind === 'flv') {
    const mpegts = (await import('mpegts.js')).default;
    if (!mpegts.isSupported()) throw new Error('FLV playback needs Media Source Extensions');
    const player = mpegts.createPlayer(
      { type: 'flv', isLive: true, url },
      { enableStashBuffer: false, liveBufferLatencyChasing: true },
    );
    player.attachMediaElement(video);
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatal(`${type}: ${detail}`));
    // NOTE: a live FLV response ends when the host stops; to the viewer that is a failure to recover from.
    video.addEventListener('ended', () => onFatal('the live stream ended'), { once: true });
    player.load();
    return {
      engine: 'mpegts.js',
      stop: () => {
        player.destroy();
      },
    };
  }
  // NOTE: the light build: live streams need no subtitles, alternate audio or DRM, and it is a third smaller to load and run.
  const Hls = (await import('hls.js/light')).default;
  if (Hls.isSupported()) {
    // NOTE: the worker takes demuxing and remuxing off the page's main thread; hls.js's module build
    // cannot make its own (it runs them on the main thread unless given its worker's script).
    const hls = new Hls({
      liveSyncDurationCount: 2,
      lowLatencyMode: false,
      backBufferLength: 30,
      workerPath: hlsWorker,
    });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else onFatal(`${data.type}: ${data.details}`);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return { engine: 'hls.js', stop: () => hls.destroy() };
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) return playNatively(video, url, onFatal);
  throw new Error('this browser cannot play HLS');
}

function playNatively(video: HTMLVideoElement, url: string, onFatal: (why: string) => void): Playback {
  video.src = url;
  const onError = () => onFatal(`native: ${video.error?.message ?? 'error'}`);
  video.addEventListener('error', onError);
  return {
    engine: 'native',
    stop: () => {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

/**
 * Plays `url`, and when its engine fails (or cannot start: FLV without Media Source Extensions on
 * iPhone Safari) the room's other format once, as the spec's domain probing falls back (issue 19).
 * `onEngine` hears each engine started; `onFatal` only when the fallback failed too.
 */
export async function startWithFallback(
  video: HTMLVideoElement,
  url: string,
  handlers: { onEngine(engine: Playback['engine'], url: string): void; onFatal(why: string): void },
): Promise<Playback> {
  const urls = [url, alternateStream(url)].filter((u): u is string => u !== undefined);
  let current: Playback | undefined;
  let stopped = false;
  const start = async (index: number): Promise<void> => {
    const next = urls[index];
    if (next === undefined || stopped) return;
    const fail = (why: string) => {
      if (stopped || current !== started) return;
      current?.stop();
      current = undefined;
      if (index + 1 < urls.length) {
        console.warn(`playback of ${next} failed (${why}); trying ${urls[index + 1]}`);
        void start(index + 1).catch((error: unknown) => handlers.onFatal(String(error)));
      } else handlers.onFatal(why);
    };
    let started: Playback | undefined;
    try {
      started = await startPlayback(video, next, fail);
    } catch (error) {
      if (index + 1 < urls.length) return start(index + 1);
      throw error;
    }
    if (stopped) {
      started.stop();
      return;
    }
    current = started;
    handlers.onEngine(started.engine, next);
  };
  await start(0);
  return {
    get engine() {
      return current?.engine ?? 'native';
    },
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}
