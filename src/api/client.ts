import { CLIENT, siteIdOf } from '../../protocol/enums';
import { encodeErrorReport } from '../../protocol/errorReport';
import { FOR_ANY_CALLER, type MainCommonParams } from '../../protocol/mainApi';
import { currentLang } from '../i18n';
import { storage } from '../lib/storage';
import { entry } from '../state/entry';
import { session } from '../state/session';
import { sealedExchange } from './exchange';
import { fallbackStore, hostOf } from './fallbackStore';
import { HostList } from './hosts';
import { browserFetch } from './http';
import { createImApi, type ImApiError } from './imApi';
import { createMainApi, type MainApiError } from './mainApi';
import { offThreadExchange } from './offThread';
import { paramKeySource } from './paramKey';

/**
 * The hosts shared by the main API and the IM API (spec 000 §7-§8): this origin first, then the
 * hosts encryptionConfig named on an earlier visit, then, when all of them are down, those the
 * cloud configuration files name.
 */
export const apiHosts = new HostList({
  hosts: [''],
  memory: {
    get: () => storage.get<string>('apiHost'),
    set: (host) => storage.set('apiHost', host),
    getLearnt: fallbackStore.learntHosts,
    setLearnt: fallbackStore.setLearntHosts,
  },
  cloudUrls: fallbackStore.cloudUrls,
  appId: CLIENT.APP_ID,
  hostOf,
  onCloudConfig: (cloud) => {
    if (cloud.maintain_urls.length > 0) fallbackStore.setMaintainUrls(cloud.maintain_urls);
  },
  fetch: browserFetch,
  onRecovered: () => {
    setTimeout(() => location.reload(), 800);
  },
});

/** `client` of the common parameters: h5 in a browser, the shell's os otherwise. */
export function clientKind(): string {
  return entry.os || 'h5';
}

/** check_id / check_type say who calls: a registered user's customer id, or a guest's identifier. */
export function commonParams(): MainCommonParams {
  const registered = !session.isYk && session.customerId !== '';
  return {
    lang: currentLang(),
    client_channel: entry.channel,
    api_version: CLIENT.VERSION,
    client: clientKind(),
    timeNowClient: Date.now(),
    customer_id: session.customerId || undefined,
    uid: session.uid || undefined,
    token: session.token || undefined,
    check_id: registered ? session.customerId : session.identifier || undefined,
    check_type: registered ? 'customer' : session.identifier ? 'tourist' : undefined,
  };
}

export const imApi = createImApi({
  hosts: apiHosts,
  fetch: browserFetch,
  envelope: (method) => ({
    siteid: siteIdOf(method),
    channel: Number(entry.channel) || CLIENT.CHANNEL,
    version: CLIENT.VERSION,
    deviceid: session.deviceId,
    ...(session.uid ? { uid: session.uid } : {}),
    lang: currentLang(),
  }),
  onFailure: ({ method, domain, error }) => {
    if (method !== 'IMTools.saveClienterrorlog') {
      logClientError(
        method,
        failedUrl(domain, `/api/flashapi.php?method=${encodeURIComponent(method)}`),
        error,
      );
    }
  },
});

/**
 * Who a main-API answer is for: the caller the common parameters name, with the token it shows
 * (an answer to a stale token is nobody's).
 */
function callerOf(params: MainCommonParams): string {
  return `${params.check_type ?? ''}:${params.check_id ?? ''}:${params.token ?? ''}`;
}

const AS_ANYONE: ReadonlySet<string> = new Set(FOR_ANY_CALLER);

/** The callers main-API answers were asked for since the cached answers were last dropped. */
const askedAs = new Set<string>();

/** The caller of an answer asked for before anyone logged in. */
const NOBODY = '::';

/**
 * Whether cached answers may be for another caller than the one now (a login changed who asks):
 * then they must be asked for again. A guest this login made (`newGuest`, a first visit) has nothing
 * of its own yet, so the answers asked for nobody before its login are its answers too: the first
 * screen's calls go out at once and are not asked again. Forgets the callers seen when it says so.
 */
export function answersOfOtherCallers(newGuest: boolean): boolean {
  const now = callerOf(commonParams());
  const other = [...askedAs].some((caller) => caller !== now && !(newGuest && caller === NOBODY));
  if (other) askedAs.clear();
  return other;
}

/** The cached answers were dropped: no caller's answers are kept. */
export function forgetCallers(): void {
  askedAs.clear();
}

export const mainApi = createMainApi({
  key: paramKeySource(browserFetch, apiHosts),
  hosts: apiHosts,
  exchange: offThreadExchange(sealedExchange(browserFetch)),
  common: (endpoint) => {
    const params = commonParams();
    if (!AS_ANYONE.has(endpoint)) askedAs.add(callerOf(params));
    return params;
  },
  onFailure: ({ method, domain, error }) =>
    logClientError(`app/${method}`, failedUrl(domain, `/app/${method}`), error),
});

const lastLogged = new Map<string, number>();
/** One report per method per this long, so a dead host does not flood the log. */
const LOG_EVERY_MS = 60_000;

/** The URL that failed: `path` on `domain` (this origin when empty; https when it names no scheme). */
export function failedUrl(domain: string, path: string): string {
  const base = !domain ? location.origin : /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  try {
    return new URL(path, base).href;
  } catch {
    return new URL(path, location.origin).href;
  }
}

/**
 * Sends a client error report (spec 000 §7, §8: user agent, page URL and the failed URL, which names
 * the method and the domain), at most once a minute per `what` (the method that failed).
 */
export function logClientError(what: string, url: string, error: MainApiError | ImApiError | Error): void {
  const now = Date.now();
  if (now - (lastLogged.get(what) ?? 0) < LOG_EVERY_MS) return;
  lastLogged.set(what, now);
  const content = encodeErrorReport({
    userAgent: navigator.userAgent,
    pageUrl: location.href,
    failedUrl: url,
    error: `${error.name}: ${error.message}`,
  });
  imApi.call('IMTools.saveClienterrorlog', { content }).catch(() => undefined);
}
