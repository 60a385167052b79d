// The seal worker (issue 15): the main API's round trips, sealing each parameter value, the fetch,
// opening and parsing the answer, run here instead of on the page's thread (`offThread.ts`).
import type { ParamCryptoKey } from '../../protocol/cipher';
import { exchangeOnce } from './exchange';
import { browserFetch, type FetchFn } from './http';
import type { SealReply, SealRequest } from './sealMessages';

/** What this file uses of the worker's global scope (the app is typed with the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SealRequest>) => void) | null;
  postMessage(reply: SealReply): void;
}

const scope = self as unknown as WorkerScope;

let key: ParamCryptoKey | undefined;

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'key') {
    key = request.key;
    return;
  }
  const { id, base, host, name, params } = request;
  // NOTE: a worker made from a blob has no address of its own: paths are read against the page's.
  const fetchFn: FetchFn = (input, init) => browserFetch(new URL(input, base).href, init);
  const sealed = key
    ? exchangeOnce(key, fetchFn, host, name, params)
    : Promise.reject(new Error('the seal worker was given no key'));
  sealed.then(
    (result) => scope.postMessage({ type: 'exchanged', id, result }),
    (error: unknown) =>
      scope.postMessage({
        type: 'failed',
        id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
