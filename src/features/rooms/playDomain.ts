/**
 * The player domain (spec 000 §4 "Player domain", §5, §8): the cached domain is tried first with
 * a HEAD request that must answer within 5 s; when it fails, the other domains of
 * h5_play_url_list are probed in order and the first that answers is stored. A failure is
 * reported. An empty list is refused (the caller then plays from the page's own origin).
 */

/** How long a HEAD probe may take (spec 000 §8). */
export const PROBE_TIMEOUT_MS = 5000;

export type PlayDomainFailure = 'empty-list' | 'none-reachable';

export class PlayDomainError extends Error {
  override readonly name = 'PlayDomainError';
  constructor(readonly reason: PlayDomainFailure) {
    super(reason === 'empty-list' ? 'the player domain list is empty' : 'no player domain answered');
  }
}

export interface ProbeDeps {
  /** True when a HEAD of `url` answered (any HTTP status below 500) within `timeoutMs`. */
  head(url: string, timeoutMs: number): Promise<boolean>;
  load(): string | undefined;
  store(domain: string): void;
  /** Reports a domain that failed its check. */
  report(domain: string): void;
}

/** `https://a.example/` → `https://a.example`; blanks are dropped. */
export function normaliseDomain(domain: string): string {
  return domain.trim().replace(/\/+$/, '');
}

/**
 * The domain to play from. `path` is what the probe HEADs on each domain (a room's playlist).
 * @throws {PlayDomainError} 'empty-list' for an empty list, 'none-reachable' when every domain fails.
 */
export async function choosePlayDomain(
  list: readonly string[],
  path: string,
  deps: ProbeDeps,
): Promise<string> {
  const domains = [...new Set(list.map(normaliseDomain).filter((d) => d !== ''))];
  if (domains.length === 0) throw new PlayDomainError('empty-list');
  const cached = deps.load();
  const first = cached !== undefined && domains.includes(cached) ? cached : domains[0];
  if (first !== undefined) {
    if (await deps.head(first + path, PROBE_TIMEOUT_MS)) {
      deps.store(first);
      return first;
    }
    deps.report(first);
  }
  for (const domain of domains) {
    if (domain === first) continue;
    if (await deps.head(domain + path, PROBE_TIMEOUT_MS)) {
      deps.store(domain);
      return domain;
    }
    deps.report(domain);
  }
  throw new PlayDomainError('none-reachable');
}

/** True for `http://…`, `https://…` and `//…` URLs. */
export function isAbsoluteUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

/** The URL to play: absolute stream URLs as they are; a root-relative one on `domain` ('' = this origin). */
export function streamUrl(liveUrl: string, domain: string): string {
  if (isAbsoluteUrl(liveUrl)) return liveUrl;
  const path = liveUrl.startsWith('/') ? liveUrl : `/${liveUrl}`;
  return normaliseDomain(domain) + path;
}

/** Which engine plays a URL: FLV through mpegts.js, MP4 (a replay) natively, everything else as HLS. */
export function streamKind(url: string): 'flv' | 'hls' | 'mp4' {
  if (/\.flv(\?|#|$)/i.test(url)) return 'flv';
  return /\.mp4(\?|#|$)/i.test(url) ? 'mp4' : 'hls';
}

/**
 * The same live room's stream in the other format, for the fallback (issue 19): this server's
 * `/live/<room>.flv` ↔ `/live/<room>/index.m3u8` (on the same origin); undefined for other URLs.
 */
export function alternateStream(url: string): string | undefined {
  const flv = /^(.*\/live\/)(\d{1,10})\.flv$/.exec(url);
  if (flv) return `${flv[1]}${flv[2]}/index.m3u8`;
  const hls = /^(.*\/live\/)(\d{1,10})\/index\.m3u8$/.exec(url);
  return hls ? `${hls[1]}${hls[2]}.flv` : undefined;
}
