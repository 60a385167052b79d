/** The app's one door to `fetch`: every HTTP call goes through a {@link FetchFn} handed in here. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Requests give up after this long and count as a network failure. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The browser's fetch with the app's timeout. */
export const browserFetch: FetchFn = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** The host could not be reached (DNS, refused, offline, timeout, or a gateway answering 502-504). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly host: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What an attempt at one host gave (`HostList.run`): the host answered, with the attempt's value, or
 * it was not reached.
 */
export type HostOutcome<T> = { reached: true; value: T } | { reached: false; error: NetworkError };

/** The host answered, with `value`. */
export function answered<T>(value: T): HostOutcome<T> {
  return { reached: true, value };
}

/** The host could not be reached: the next one is tried. */
export function unreached(host: string, message: string): HostOutcome<never> {
  return { reached: false, error: new NetworkError(host, message) };
}

const GATEWAY_DOWN = new Set([502, 503, 504]);

/** What a host answered: its status and its whole body. */
export interface HostAnswer {
  status: number;
  text: string;
}

/**
 * Fetches and reads the whole answer, giving a failure to reach the host as an outcome, never
 * thrown. NOTE: a connection that breaks off (or times out) while the body comes is a host not
 * reached too: the next one is tried.
 */
export async function tryReach(
  fetchFn: FetchFn,
  host: string,
  path: string,
  init?: RequestInit,
): Promise<HostOutcome<HostAnswer>> {
  try {
    const response = await fetchFn(host + path, init);
    if (GATEWAY_DOWN.has(response.status)) return unreached(host, `HTTP ${response.status}`);
    return answered({ status: response.status, text: await response.text() });
  } catch (error) {
    return unreached(host, error instanceof Error ? error.message : String(error));
  }
}
