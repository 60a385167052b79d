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
