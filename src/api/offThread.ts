import type { Exchange } from './exchange';
import type { SealReply, SealRequest } from './sealMessages';
import SealWorker from './sealWorker?worker&inline';

/** What the page needs of the seal worker (a test hands in its own). */
export interface SealWorkerLike {
  onmessage: ((event: MessageEvent<SealReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(message: SealRequest): void;
  terminate(): void;
}

interface Pending {
  args: Parameters<Exchange>;
  resolve: (result: Awaited<ReturnType<Exchange>>) => void;
  reject: (error: Error) => void;
}

/**
 * The main API's round trips in a worker of their own (issue 15). On a first load, sealing each
 * parameter (a Web Crypto call per value), the fetches, and opening and parsing the answers took
 * about a fifth of the page's script time; the page now posts each call and reads back the answer.
 * Where the worker cannot start or fails (no `Worker`, a policy refusing it), its calls and every
 * later one run on the page's thread (`local`): slower, never lost.
 */
export function offThreadExchange(
  local: Exchange,
  makeWorker: () => SealWorkerLike = () => new SealWorker() as unknown as SealWorkerLike,
): Exchange {
  let worker: SealWorkerLike | undefined;
  try {
    worker = makeWorker();
  } catch {
    return local;
  }
  const pending = new Map<number, Pending>();
  let next = 0;
  let keyGiven: CryptoKey | undefined;
  const runLocally = ({ args, resolve, reject }: Pending) => {
    local(...args).then(resolve, reject);
  };
  const giveUp = () => {
    worker?.terminate();
    worker = undefined;
    const waiting = [...pending.values()];
    pending.clear();
    for (const call of waiting) runLocally(call);
  };
  worker.onmessage = (event) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.type === 'exchanged') call.resolve(reply.result);
    else call.reject(new Error(reply.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveUp();
  };
  return (...args) =>
    new Promise((resolve, reject) => {
      const call = { args, resolve, reject };
      if (!worker) return runLocally(call);
      const id = ++next;
      pending.set(id, call);
      const [key, host, name, params] = args;
      try {
        if (key !== keyGiven) {
          worker.postMessage({ type: 'key', key });
          keyGiven = key;
        }
        worker.postMessage({ type: 'exchange', id, base: location.href, host, name, params });
      } catch {
        // NOTE: a browser that cannot hand a CryptoKey to a worker keeps its calls on the page.
        giveUp();
      }
    });
}
