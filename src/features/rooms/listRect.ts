import type { Rect } from '@tanstack/react-virtual';

/**
 * A virtual list's size, from a ResizeObserver only (the `observeElementRect` of TanStack Virtual).
 * NOTE: the library's own reads the list's size as soon as it mounts, which made the player page's
 * whole first layout inside React's commit (80 ms on a fast machine); the observer's first call
 * comes after the browser's own layout instead.
 */
export function observeListRect(
  instance: { scrollElement: Element | null },
  cb: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}
