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

const GATEWAY_DOWN = new Set([502, 503, 504]);

/** Fetches, turning a failure to reach the host into a {@link NetworkError}. */
export async function reach(
  fetchFn: FetchFn,
  host: string,
  path: string,
  init?: RequestInit,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetchFn(host + path, init);
  } catch (error) {
    throw new NetworkError(host, error instanceof Error ? error.message : String(error));
  }
  if (GATEWAY_DOWN.has(response.status)) throw new NetworkError(host, `HTTP ${response.status}`);
  return response;
}
