import { type MouseEvent, useCallback, useRef } from 'react';

/** A pointer that moved farther than this (px) from where it went down drags; less is a tap. */
export const TAP_SLOP = 6;

/** A click this soon after a drag ended belongs to the drag (mobile browsers send it late). */
const CLICK_AFTER_DRAG_MS = 600;

/**
 * Keeps the click that follows a drag from activating what was dragged: call `pressed()` when a
 * pointer goes down, `dragged()` when a drag ends, and put `onClickCapture` on the dragged element.
 */
// NOTE: the click comes in a task after pointerup, on some phones hundreds of milliseconds later, so
// a listener removed on the next tick missed it; a time window on the element itself does not.
export function useDragClickGuard(): {
  pressed: () => void;
  dragged: () => void;
  onClickCapture: (event: MouseEvent) => void;
} {
  const endedAt = useRef(Number.NEGATIVE_INFINITY);
  // A new press starts anew: its own click is a tap, however soon after the last drag.
  const pressed = useCallback(() => {
    endedAt.current = Number.NEGATIVE_INFINITY;
  }, []);
  const dragged = useCallback(() => {
    endedAt.current = performance.now();
  }, []);
  const onClickCapture = useCallback((event: MouseEvent) => {
    // NOTE: every click in the window, not only the first: a desktop browser sends one to the
    // element that took the pointer, a phone one late to the button under the finger.
    if (performance.now() - endedAt.current > CLICK_AFTER_DRAG_MS) return;
    event.stopPropagation();
    event.preventDefault();
  }, []);
  return { pressed, dragged, onClickCapture };
}
