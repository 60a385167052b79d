/**
 * The result codes of refusals whose reply has no `result` field: the server answers those with
 * the reply's defaults and then pushes `msg_oper_result_notify {result, optype}`, `optype` being
 * the refused request's message id (docs/messaging.md "Conventions"). A call that got such a reply
 * asks here for the code.
 */
import type { Timers } from '../timers';

/** How long a pushed result waits to be claimed, and a call waits for its result, ms. */
export const OPER_RESULT_WAIT_MS = 2000;

interface Recent {
  result: number;
  at: number;
}

/** Pushed operation results, matched to the calls that wait for them by request id. */
export class OperResults {
  private readonly recent = new Map<number, Recent[]>();
  private readonly waiting = new Map<number, ((result: number) => void)[]>();

  constructor(private readonly timers: Timers) {}

  /** A `msg_oper_result_notify` came. */
  record(optype: number, result: number): void {
    const waiter = this.waiting.get(optype)?.shift();
    if (waiter) {
      waiter(result);
      return;
    }
    const now = this.timers.now();
    const kept = (this.recent.get(optype) ?? []).filter((r) => now - r.at < OPER_RESULT_WAIT_MS);
    kept.push({ result, at: now });
    this.recent.set(optype, kept);
  }

  /**
   * The result pushed for request id `optype` (already pushed, or within the wait); `fallback`
   * when none comes.
   */
  next(optype: number, fallback: number): Promise<number> {
    const now = this.timers.now();
    const recent = (this.recent.get(optype) ?? []).filter((r) => now - r.at < OPER_RESULT_WAIT_MS);
    const first = recent.shift();
    this.recent.set(optype, recent);
    if (first) return Promise.resolve(first.result);
    return new Promise<number>((resolve) => {
      const queue = this.waiting.get(optype) ?? [];
      const settle = (result: number) => {
        cancel();
        resolve(result);
      };
      const cancel = this.timers.setTimeout(() => {
        const list = this.waiting.get(optype) ?? [];
        const at = list.indexOf(settle);
        if (at >= 0) list.splice(at, 1);
        resolve(fallback);
      }, OPER_RESULT_WAIT_MS);
      queue.push(settle);
      this.waiting.set(optype, queue);
    });
  }
}
