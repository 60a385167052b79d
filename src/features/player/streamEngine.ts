import { logClientError } from '../../api';
import { storage } from '../../lib/storage';
import { choosePlayDomain, isAbsoluteUrl, PlayDomainError, streamKind, streamUrl } from './playDomain';

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
      report: (d) => logClientError('player/domain', d, new Error(`HEAD ${d}${path} failed`)),
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
  if (streamKind(url) === 'flv') {
    const mpegts = (await import('mpegts.js')).default;
    if (!mpegts.isSupported()) throw new Error('FLV playback needs Media Source Extensions');
    const player = mpegts.createPlayer({ type: 'flv', isLive: true, url });
    player.attachMediaElement(video);
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => onFatal(`${type}: ${detail}`));
    player.load();
    return {
      engine: 'mpegts.js',
      stop: () => {
        player.destroy();
      },
    };
  }
  const Hls = (await import('hls.js')).default;
  if (Hls.isSupported()) {
    const hls = new Hls({ liveSyncDurationCount: 2, lowLatencyMode: false, backBufferLength: 30 });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else onFatal(`${data.type}: ${data.details}`);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return { engine: 'hls.js', stop: () => hls.destroy() };
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
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
  throw new Error('this browser cannot play HLS');
}
