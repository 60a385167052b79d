/**
 * The one error type the hub rejects with. It crosses the Comlink boundary intact (see rpc.ts), so a
 * tab can switch on `code` and, for a refusal by the server, on `result` (spec 001 §8).
 */

/** Why a hub call failed. */
export type HubErrorCode =
  /** The socket was not online within the delayed-send window (4 s). */
  | 'offline'
  /** No reply came within the request's timeout. */
  | 'timeout'
  /** The connection closed while the request was in flight. */
  | 'disconnected'
  /** The call needs a logged-in session and there is none. */
  | 'not-logged-in'
  /** The server answered with a message the request does not expect. */
  | 'bad-reply'
  /**
   * The server refused: `result` holds its result code (spec 001 §8) and `call` the hub call or
   * request refused. Never used for a connection failure: those are `offline`, `timeout`,
   * `disconnected` and `stopped`.
   */
  | 'refused'
  /** The socket was stopped (logout, login elsewhere, bad fast key) and will not reconnect by itself. */
  | 'stopped'
  /** The tab that made the call is gone (its liveness lock was released). */
  | 'tab-gone'
  /** The hub went away (the leader tab closed) before answering; the call may be retried. */
  | 'hub-gone'
  /** An argument was out of range or malformed; nothing was sent or stored. */
  | 'invalid-argument'
  /** The hub runs another build version; this tab must reload. */
  | 'version-mismatch';

/**
 * What a refusal says besides its code (issue 47): the pay password's wrong tries left (result 11)
 * and when its lock lifts, in ms (result 50).
 */
export interface RefusalDetail {
  triesLeft?: number;
  unlockAt?: number;
}

/** A typed failure of a hub call. */
export class HubError extends Error {
  override readonly name = 'HubError';
  constructor(
    readonly code: HubErrorCode,
    message: string,
    /** The server's result code, for `refused`. */
    readonly result?: number,
    /** More about a refusal, when its reply carried it. */
    readonly detail?: RefusalDetail,
  ) {
    super(message);
  }

  /** The server refused `call` with result code `result`. */
  static refused(
    call: string,
    result: number,
    reason = '',
    detail?: RefusalDetail,
  ): HubError & { result: number } {
    const why = reason ? `: ${reason}` : '';
    return new HubError(
      'refused',
      `${call} refused with result ${result}${why}`,
      result,
      detail,
    ) as HubError & {
      result: number;
    };
  }
}

/** True when `e` is a {@link HubError}, optionally of the given code. */
export function isHubError(e: unknown, code?: HubErrorCode): e is HubError {
  return e instanceof HubError && (code === undefined || e.code === code);
}

/**
 * True when `e` is the server's refusal (optionally with result code `result`), as opposed to a
 * failure to reach the server.
 */
export function isRefusal(e: unknown, result?: number): e is HubError & { result: number } {
  return (
    isHubError(e, 'refused') && typeof e.result === 'number' && (result === undefined || e.result === result)
  );
}
