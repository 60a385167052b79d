import type { ResultCode } from '../protocol/result';

/**
 * A refused operation: the result code the asker gets (spec 001 §8) and why. The domain folders
 * (`chat/`, `groups/`, `friends/`, `rooms/`) and the socket handlers throw it, inside the
 * operation's transaction where there is one, so nothing the operation did is kept. It is turned
 * into an answer once at each edge: the socket dispatcher (`im/dispatch.ts`) answers the request
 * with it, and the IM HTTP API (`http/flashapi.ts`) returns it as `ret`.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly result: ResultCode,
    message: string,
    /**
     * Fields of the reply besides `result` that say more about the refusal (issue 47: the pay
     * password's tries left and lock); the socket dispatcher sends them with it.
     */
    readonly fields: Readonly<Record<string, number>> = {},
  ) {
    super(message);
  }
}
