/**
 * Timers behind one module (STYLE: infrastructure behind one module each): the socket, the outbox
 * and the sync engine take a {@link Timers} so tests can drive time, and nothing else calls
 * setTimeout directly.
 */

/** Cancels a scheduled callback; calling it twice is harmless. */
export type Cancel = () => void;

/** The clock and one-shot timers the hub uses. */
export interface Timers {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds; returns its cancel function. */
  setTimeout(fn: () => void, ms: number): Cancel;
}

/**
 * The platform's timers, looked up at each call (so test runners that replace the globals, such
 * as Vitest's fake timers, are honoured).
 */
export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout(fn, ms) {
    const handle = globalThis.setTimeout(fn, ms);
    return () => globalThis.clearTimeout(handle);
  },
};
