import { useCallback, useEffect, useState } from 'react';

/** Loads with `load` whenever `key` changes; `reload` loads again. Errors are kept to show. */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | undefined>();
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` depends on.
  useEffect(() => {
    let live = true;
    setError('');
    load().then(
      (value) => live && setData(value),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, reload };
}
