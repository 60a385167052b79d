/**
 * A module loaded once: the first call starts the `import()`, later calls share its promise. A
 * failed load is forgotten, so the next call tries again (a chunk that could not arrive offline
 * arrives once the network is back).
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
