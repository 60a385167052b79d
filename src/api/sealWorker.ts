// The seal worker (issue 15): the main API's round trips, sealing each parameter value, the fetch,
// opening and parsing the answer, run here instead of on the page's thread (`offThread.ts`).
import { importParamKey, type ParamCryptoKey } from '../../protocol/cipher';
import { exchangeOnce } from './exchange';
import { browserFetch, type FetchFn } from './http';
import type { SealReply, SealRequest } from './sealMessages';

/** What this file uses of the worker's global scope (the app is typed with the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SealRequest>) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
  postMessage(reply: SealReply): void;
}

const scope = self as unknown as WorkerScope;

let key: Promise<ParamCryptoKey> | undefined;

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'key') {
    key = importParamKey(request.text);
    // NOTE: a key that does not import fails each call sealed with it (below), not the worker.
    key.catch(() => {});
    return;
  }
  const { id, base, host, name, params } = request;
  if (!key) {
    scope.postMessage({ type: 'refused', id });
    return;
  }
  // NOTE: a worker made from a blob has no address of its own: paths are read against the page's,
  // and the page's address is the referrer a fallback host is shown, as when the page fetched.
  const fetchFn: FetchFn = (input, init) =>
    browserFetch(new URL(input, base).href, { ...init, referrer: base });
  key
    .then((imported) => exchangeOnce(imported, fetchFn, host, name, params))
    .then(
      (result) => scope.postMessage({ type: 'exchanged', id, result }),
      (error: unknown) =>
        scope.postMessage({
          type: 'failed',
          id,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
};

// NOTE: a message that could not be read may have been the key: the one held may be stale.
scope.onmessageerror = () => {
  key = undefined;
  scope.postMessage({ type: 'broken' });
};

scope.postMessage({ type: 'ready' });
