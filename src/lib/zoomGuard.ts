/**
 * Blocks double-tap zoom (a second touchend within 300 ms) and multi-touch zoom (spec 000 §5).
 * Returns a function that removes the listeners.
 */
export function installZoomGuard(target: Document = document, windowMs = 300): () => void {
  let lastTouchEnd = 0;
  const onTouchStart = (e: TouchEvent) => {
    if (e.touches.length > 1) e.preventDefault();
  };
  const onTouchEnd = (e: TouchEvent) => {
    const now = Date.now();
    if (now - lastTouchEnd <= windowMs) e.preventDefault();
    lastTouchEnd = now;
  };
  const onGesture = (e: Event) => e.preventDefault();
  const opts: AddEventListenerOptions = { passive: false };
  target.addEventListener('touchstart', onTouchStart, opts);
  target.addEventListener('touchend', onTouchEnd, opts);
  target.addEventListener('gesturestart', onGesture, opts);
  return () => {
    target.removeEventListener('touchstart', onTouchStart);
    target.removeEventListener('touchend', onTouchEnd);
    target.removeEventListener('gesturestart', onGesture);
  };
}
