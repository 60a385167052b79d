/**
 * Resolves once the page has painted and the browser has a quiet moment (at most `maxWaitMs`
 * later). For work the first screen does not show: large scripts fetched and compiled before the
 * first paint hold that screen back (issue 15).
 */
export function afterFirstPaint(maxWaitMs = 1500): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      // NOTE: a task queued from a frame callback runs after that frame is painted.
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          requestIdleCallback(() => resolve(), { timeout: maxWaitMs });
        else resolve();
      }, 0);
    });
  });
}
