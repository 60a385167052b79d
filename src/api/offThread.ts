import type { Exchange } from './exchange';
import { REQUEST_TIMEOUT_MS } from './http';
import type { ParamKey } from './paramKey';
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
  /** When it was handed to the worker (`performance.now()`). */
  at: number;
}

/**
 * How long a call handed to the worker may wait for its reply: past the fetch's own limit, it is
 * taken as a host that did not answer (the next host is tried).
 */
const LOST_AFTER_MS = REQUEST_TIMEOUT_MS + 5000;

/**
 * The main API's round trips in a worker of their own (issue 15). On a first load, sealing each
 * parameter (a Web Crypto call per value), the fetches, and opening and parsing the answers took
 * about a fifth of the page's script time; the page now posts each call and reads back the answer.
 * NOTE: inline (a blob), so no request of its own delays the first calls; 1.3 kB gzip of the
 * first load. Where the worker cannot start or stops working (no `Worker`, a policy refusing it,
 * a message it cannot read), later calls run on the page's thread (`local`): slower, never lost. A
 * call the worker never started runs on the page; one it may have sent and that gets no answer
 * counts as a host that did not answer, as a call timed out on the page does.
 */
export function offThreadExchange(
  local: Exchange,
  makeWorker: () => SealWorkerLike = () => new SealWorker() as unknown as SealWorkerLike,
): Exchange {
  let worker: SealWorkerLike;
  try {
    worker = makeWorker();
  } catch {
    return local;
  }
  const pending = new Map<number, Pending>();
  let next = 0;
  let keyGiven: ParamKey | undefined;
  /** The worker's script ran: a failure after this may follow calls it sent. */
  let ready = false;
  /** New calls go to the worker. */
  let usable = true;
  /** A check for calls that got no reply is due. */
  let watching = false;

  const runLocally = ({ args, resolve, reject }: Pending) => {
    local(...args).then(resolve, reject);
  };
  const settle = (id: number): Pending | undefined => {
    const call = pending.get(id);
    pending.delete(id);
    return call;
  };
  const unanswered = (call: Pending, message: string) => call.resolve({ type: 'network', message });
  const stopUsing = () => {
    usable = false;
  };
  const watch = () => {
    if (watching) return;
    watching = true;
    setTimeout(() => {
      watching = false;
      const now = performance.now();
      for (const [id, call] of pending)
        if (now - call.at >= LOST_AFTER_MS) unanswered(settle(id) ?? call, 'the seal worker did not answer');
      if (pending.size > 0) watch();
    }, LOST_AFTER_MS);
  };

  worker.onmessage = (event) => {
    const reply = event.data;
    if (reply.type === 'ready') {
      ready = true;
    } else if (reply.type === 'broken') {
      stopUsing();
    } else if (reply.type === 'refused') {
      stopUsing();
      const call = settle(reply.id);
      if (call) runLocally(call);
    } else {
      const call = settle(reply.id);
      if (!call) return;
      if (reply.type === 'exchanged') call.resolve(reply.result);
      else call.reject(Object.assign(new Error(reply.message), { name: reply.name }));
    }
  };
  worker.onerror = (event) => {
    event.preventDefault();
    stopUsing();
    worker.terminate();
    const waiting = [...pending.values()];
    pending.clear();
    for (const call of waiting) {
      if (ready) unanswered(call, 'the seal worker stopped');
      else runLocally(call);
    }
  };

  return (...args) =>
    new Promise((resolve, reject) => {
      const call: Pending = { args, resolve, reject, at: performance.now() };
      if (!usable) return runLocally(call);
      const id = ++next;
      const [key, host, name, params] = args;
      try {
        if (key !== keyGiven) {
          worker.postMessage({ type: 'key', text: key.text });
          keyGiven = key;
        }
        worker.postMessage({ type: 'exchange', id, base: location.href, host, name, params });
      } catch {
        // NOTE: a call that cannot be handed over (a value that does not clone) and every later
        // one run on the page; calls handed over before finish in the worker.
        stopUsing();
        return runLocally(call);
      }
      pending.set(id, call);
      watch();
    });
}
