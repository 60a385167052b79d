import { useRef } from 'react';

/** A long press is 1 s (spec 000 §8). */
export const LONG_PRESS_MS = 1000;

/** Pointer handlers that call `fn` after the pointer stays down {@link LONG_PRESS_MS}. */
export function useLongPress(fn: () => void, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  if (!enabled) return {};
  return {
    onPointerDown: () => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = null;
        fn();
      }, LONG_PRESS_MS);
    },
    onPointerUp: clear,
    onPointerLeave: clear,
    onPointerCancel: clear,
    onContextMenu: (e: { preventDefault(): void }) => e.preventDefault(),
  };
}
