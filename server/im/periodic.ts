import type { ImServices } from './types';

/**
 * Runs `work` every `everyMs` on this node, never two at once (a run still going skips the tick),
 * logging a failure as `what failed`. The timer does not keep the process alive. Returns the stop
 * function, which waits for a run in progress. The sweeps of several areas (missed calls, order
 * timeouts, red-packet refunds and rain, self-destructing messages) are made safe on several nodes
 * by their own guarded updates, not by this.
 */
export function startPeriodic(
  services: Pick<ImServices, 'log'>,
  everyMs: number,
  what: string,
  work: () => Promise<void>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = work()
      .catch((error: unknown) => services.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
