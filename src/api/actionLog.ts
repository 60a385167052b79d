// Statistics (spec 000 §7): what users do, sent to the log host's api/logAction in batches. The
// staff console counts them by day and action (server/admin/statsRoutes.ts).
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { LOG_ACTION, type LogActionParams, type LogActionValue } from '../../protocol/mainApi';
import { config } from '../state/config';
import { entry } from '../state/entry';
import { commonParams } from './client';

/** One event: the action and what it concerns; who and from where are added when it is logged. */
export interface ActionEvent {
  action_id: LogActionValue;
  anchor_id?: number;
  room_key?: string;
  type_id?: number;
  match_id?: number;
  free_id?: string;
  url?: string;
}

/** Events sent in one request at most (the server takes up to LOG_ACTION_BATCH_MAX). */
const BATCH = 20;
/** A logged event waits this long for others to go with it. */
export const FLUSH_MS = 5000;
/** Events kept while the log host cannot be reached; the oldest go first past this. */
const KEEP = 200;

export interface ActionLogDeps {
  /** The api/logAction address: on the configured log host, else this origin. */
  endpoint(): string;
  /** POSTs a batch; false when it did not get through (kept for the next try). */
  post(url: string, body: string): Promise<boolean>;
  /** Hands a batch to the browser to send after the page is gone; false when it refused. */
  beacon(url: string, body: string): boolean;
  /** The caller's fields (check_id, check_type, client, channel) at the time of the event. */
  caller(): Pick<LogActionParams, 'check_id' | 'check_type' | 'client' | 'channel'>;
  /** The page the event happened on. */
  page(): string;
}

/**
 * A queue of events sent together: {@link BATCH} at a time, {@link FLUSH_MS} after the first one,
 * and at once by beacon when the page is hidden (a tab closed, the app sent to the background),
 * so a session's last events are not lost.
 */
export class ActionLog {
  #queue: LogActionParams[] = [];
  #timer: ReturnType<typeof setTimeout> | undefined;
  #sending = false;

  constructor(private readonly deps: ActionLogDeps) {}

  log(event: ActionEvent): void {
    this.#queue.push({ ...this.deps.caller(), url: this.deps.page(), ...event });
    if (this.#queue.length > KEEP) this.#queue.splice(0, this.#queue.length - KEEP);
    if (this.#queue.length >= BATCH) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Sends what is queued, a batch at a time; a batch that fails stays queued for the next event. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#sending) return;
    this.#sending = true;
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.slice(0, BATCH);
        if (!(await this.deps.post(this.deps.endpoint(), JSON.stringify(batch)))) return;
        this.#queue.splice(0, batch.length);
      }
    } finally {
      this.#sending = false;
    }
  }

  /** The page is going away: everything queued goes by beacon. */
  flushByBeacon(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#queue.length > 0) {
      const batch = this.#queue.slice(0, BATCH);
      if (!this.deps.beacon(this.deps.endpoint(), JSON.stringify(batch))) return;
      this.#queue.splice(0, batch.length);
    }
  }

  /** What is waiting to be sent (tests). */
  get pending(): number {
    return this.#queue.length;
  }
}

/** `log_api_url` is the log host (an origin, or a base URL); empty means this origin. */
export function logActionUrl(logHost: string): string {
  const base = logHost.trim().replace(/\/+$/, '');
  return `${base}/api/logAction`;
}

// NOTE: text/plain keeps the request a simple one: no preflight when the log host is another
// origin, and sendBeacon sends it there at all. The server reads the body as JSON either way.
const TEXT = 'text/plain;charset=UTF-8';

export const actionLog = new ActionLog({
  endpoint: () => logActionUrl(config.server?.log_api_url ?? ''),
  post: async (url, body) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': TEXT },
        keepalive: true,
      });
      // NOTE: a batch the server refused (400) would be refused again: it is dropped, not retried.
      return response.ok || response.status === 400;
    } catch {
      return false;
    }
  },
  beacon: (url, body) => navigator.sendBeacon(url, new Blob([body], { type: TEXT })),
  caller: () => {
    const { check_id, check_type, client } = commonParams();
    return { check_id, check_type, client, channel: entry.channel };
  },
  page: () => location.href,
});

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') actionLog.flushByBeacon();
  });
  addEventListener('pagehide', () => actionLog.flushByBeacon());
}

/** Logs one statistics event (see {@link ActionLog}). */
export function logAction(event: ActionEvent): void {
  actionLog.log(event);
}

/** The visits (history entry and key) whose event was logged: a page that mounts again is one visit. */
const loggedVisits = new Set<string>();

/**
 * Logs `event` once per visit of a page showing `key` (a room, an article, a match): coming back
 * to it later is a new visit (a new history entry), a page drawn again is not. Nothing while
 * `event` is undefined (its data not in yet).
 */
export function useLogActionOnce(key: string, event: ActionEvent | undefined): void {
  const visit = `${useLocation().key}:${key}`;
  const ready = event !== undefined;
  // NOTE: a layout effect: the event is queued as the page shows its data, before the browser paints
  // it, so a page left at once (a tap on back as it appears) still sends it by beacon.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, with the event as it was then
  useLayoutEffect(() => {
    if (!event || loggedVisits.has(visit)) return;
    loggedVisits.add(visit);
    logAction(event);
  }, [visit, ready]);
}

export { LOG_ACTION };
