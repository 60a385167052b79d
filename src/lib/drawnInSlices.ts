import { useDeferredValue } from 'react';

/**
 * `value` for drawing a large part of a page (a room, a list, a detail) in slices. A query's answer
 * arrives through its store (TanStack Query and valtio use `useSyncExternalStore`), and React must
 * finish that render at once, in one task however large; what is drawn from the value returned here
 * renders in a deferred render instead, in slices the browser can paint and answer input between,
 * with its effects in a task of their own. Until then it returns the value drawn before (at first,
 * the first value: pass `undefined` or an empty list while nothing has arrived).
 */
export function useDrawnInSlices<T>(value: T): T {
  return useDeferredValue(value);
}
