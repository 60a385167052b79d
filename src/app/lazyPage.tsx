import { type ComponentType, lazy } from 'react';
import { onceImport, withTimeout } from '../lib/onceImport';

/** A page loaded when first shown; `preload` starts loading it before that. */
export type LazyPage = ComponentType & { preload?: () => void };

/** Pages whose chunk failed to arrive (or timed out), each with the function that arms it again. */
const failed = new Set<() => void>();

/**
 * A route's page from its chunk: fetched at its first render (or `preload`), failing after the chunk
 * timeout (spec 000 §9) so the route's boundary offers a retry instead of a spinner for ever.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  const start = onceImport(withTimeout(() => load().then((m) => ({ default: m[name] as ComponentType }))));
  // NOTE: React keeps a lazy component's rejection for good, so a failed page gets a fresh one
  // when the user retries (retryFailedPages); a loaded one is never replaced (no second suspend).
  const arm = () => {
    Current = lazy(() =>
      start().catch((error: unknown) => {
        failed.add(arm);
        throw error;
      }),
    );
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, at module load (as lazy() is)
  let Current: ComponentType = () => null;
  arm();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, at module load (as lazy() is)
  const Page = () => <Current />;
  return Object.assign(Page, { preload: () => void start().catch(() => undefined) });
}

/** Arms every page whose chunk failed again: their next render fetches the chunk anew. */
export function retryFailedPages(): void {
  const again = [...failed];
  failed.clear();
  for (const arm of again) arm();
}
