import type { ResultCode } from '../protocol/result';

/**
 * The code families a refusal is answered in, one per edge (issue 44): each edge maps a refusal to
 * its answer once.
 */
export interface RefusalCodes {
  /**
   * Spec 001 §8 result: the socket dispatcher (`im/dispatch.ts`) answers the request with it, the IM
   * HTTP API (`http/flashapi.ts`) returns it as `ret`.
   */
  result: ResultCode;
  /** The main API's `{code, msg}` (MAIN_CODE, ACCOUNT_CODE, LIVE_API_CODE): `http/mainParams.ts`. */
  main: number;
  /** The IM tools' account `ret` (`accounts/results.ts` RET): `http/flashapi.ts`. */
  ret: number;
  /** The staff console's HTTP status: `admin/http.ts`. */
  console: 400 | 401 | 403 | 404 | 409 | 423 | 429;
}

export type RefusalFamily = keyof RefusalCodes;

/**
 * A refused operation: the code of its family the asker gets and why. Rules throw it inside the
 * operation's transaction where there is one, so nothing the operation did is kept.
 */
export class Refusal<F extends RefusalFamily = RefusalFamily> extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly family: F,
    readonly code: RefusalCodes[F],
    message: string,
    /**
     * Fields of the answer besides the code that say more about the refusal (issue 47: the pay
     * password's tries left and lock, the seconds before a code may be sent again).
     */
    readonly fields: Readonly<Record<string, number>> = {},
  ) {
    super(message);
  }
}

/** Whether `error` is a refusal, of `family` when given. */
export function isRefusal<F extends RefusalFamily>(error: unknown, family: F): error is Refusal<F>;
export function isRefusal(error: unknown): error is Refusal;
export function isRefusal(error: unknown, family?: RefusalFamily): error is Refusal {
  return error instanceof Refusal && (family === undefined || error.family === family);
}
