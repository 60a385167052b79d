/**
 * Runs `task` at the browser's first idle moment, or after `maxWaitMs` at most; returns a cancel.
 * Where there is no idle callback (Safari), it runs after a third of `maxWaitMs`.
 */
export function onIdle(task: () => void, maxWaitMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, maxWaitMs / 3);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(() => task(), { timeout: maxWaitMs });
  return () => cancelIdleCallback(handle);
}

/**
 * Resolves once the page has painted and the browser has a quiet moment (at most `maxWaitMs`
 * later). Large scripts fetched and compiled before the first paint would hold it back.
 */
export function afterFirstPaint(maxWaitMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    afterNextFrame(() => onIdle(resolve, maxWaitMs));
  });
}

/**
 * Resolves in a task of its own: work before and after an `await nextTask()` runs as two tasks, and
 * the browser may paint and answer a tap between them (`scheduler.yield` where there is one, whose
 * continuation goes ahead of other waiting tasks; a zero timeout elsewhere).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` in a task of its own after the next frame is painted; returns a cancel. For work that
 * needs the page laid out (focus, measuring), so it does not force that layout inside a render.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // NOTE: a task queued from a frame callback runs after that frame is painted.
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
