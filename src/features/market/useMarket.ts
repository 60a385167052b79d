import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../api';
import { useHubState } from '../../hub';
import { marketTexts } from './texts';

/**
 * Loads something from the hub once signed in, with a reload; `null` while loading. A failure is a
 * toast with the result's text (spec 001 §8, codes 15–30 for the market).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
): { data: T | null; reload(): void } {
  const { uid } = useHubState();
  const [data, setData] = useState<T | null>(null);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` reads.
  useEffect(() => {
    if (uid === null) return;
    let live = true;
    load()
      .then((d) => {
        if (live) setData(d);
      })
      .catch((e: unknown) => Toast.show({ content: errorText(e) }));
    return () => {
      live = false;
    };
  }, [uid, tick, ...deps]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, reload };
}

/** Runs an action, toasting "done" or the refusal's text; resolves true when it went through. */
export async function act(
  run: () => Promise<unknown>,
  /** Shows a refusal its own way (true) instead of the toast (false). */
  refused?: (e: unknown) => Promise<boolean>,
): Promise<boolean> {
  try {
    await run();
    Toast.show({ content: marketTexts.t('done') });
    return true;
  } catch (e) {
    if (!(await refused?.(e))) Toast.show({ content: errorText(e) });
    return false;
  }
}
