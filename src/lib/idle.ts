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
    requestAnimationFrame(() => {
      // NOTE: a task queued from a frame callback runs after that frame is painted.
      setTimeout(() => onIdle(resolve, maxWaitMs), 0);
    });
  });
}
