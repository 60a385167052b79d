/**
 * Something loaded once (a module's `import()`, the main API's key): the first call starts the load,
 * later calls share its promise. A failed load is forgotten, so the next call tries again (a chunk
 * that could not arrive offline arrives once the network is back).
 */
export function onceImport<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** How long a failed background load waits before trying again when no `online` event comes. */
const RETRY_MS = 5000;

/**
 * A module for a part that can wait (an overlay): a failed load (the network down for a moment) is
 * tried again when the browser is back online, or after a few seconds, instead of failing: a
 * rejected `lazy` import with no error boundary would take the whole app off the screen.
 */
export function loadWhenOnline<M>(load: () => Promise<M>): Promise<M> {
  return load().catch(
    () =>
      new Promise<M>((resolve) => {
        const again = () => {
          window.removeEventListener('online', again);
          clearTimeout(timer);
          resolve(loadWhenOnline(load));
        };
        window.addEventListener('online', again);
        const timer = setTimeout(again, RETRY_MS);
      }),
  );
}

/** Spec 000 §9: a chunk that has not arrived in 120 s counts as failed (its page offers a retry). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk that did not arrive within the chunk timeout. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/**
 * The chunk timeout in force: {@link CHUNK_TIMEOUT_MS}, or a positive `__chunkTimeoutMs` on the
 * global object. NOTE: that global is the browser tests' hook (set by an init script before the app
 * starts), so a test sees the timeout without waiting two minutes; nothing in the app sets it.
 */
export function chunkTimeoutMs(): number {
  const set = (globalThis as { __chunkTimeoutMs?: unknown }).__chunkTimeoutMs;
  return typeof set === 'number' && set > 0 ? set : CHUNK_TIMEOUT_MS;
}

/** `load`, failing with {@link ChunkTimeoutError} when it has not settled within `timeoutMs()`. */
export function withTimeout<M>(
  load: () => Promise<M>,
  timeoutMs: () => number = chunkTimeoutMs,
): () => Promise<M> {
  return () =>
    new Promise<M>((resolve, reject) => {
      const ms = timeoutMs();
      const timer = setTimeout(() => reject(new ChunkTimeoutError(`not loaded within ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
