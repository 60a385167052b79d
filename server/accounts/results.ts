import { JOIN_REQUEST_NOT_PENDING } from '../../protocol/groupJoin';
import { UPLOAD_RET } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { Refusal } from '../refusal';

/**
 * `ret` codes of the IM HTTP API (`/api/flashapi.php`, `/upload/upload.php`).
 * NOTE: 0 is success there, while the socket protocol's 0 is "fail"; so failures reuse the
 * messaging result codes (spec 001 §8) where one fits and otherwise take local codes from 100 up,
 * clear of the protocol's range. Never 0 or 1 for a failure.
 */
export const RET = {
  ok: 0,
  invalidPhone: RESULT.INVALID_PHONE,
  fastKeyError: RESULT.FAST_KEY_ERROR,
  passwordError: RESULT.PASSWORD_ERROR,
  passwordNotSet: RESULT.PASSWORD_NOT_SET,
  alreadyBound: RESULT.ALREADY_BOUND,
  verifyCodeError: RESULT.VERIFY_CODE_ERROR,
  /** Local: a missing or malformed parameter, or a malformed request. */
  badRequest: 100,
  /** Local: the method is not one this server knows. */
  unknownMethod: 101,
  /** Local: too many requests (SMS resend within 30 s, password logins locked for an hour). */
  tooFrequent: 102,
  /** Local: the method exists but its feature is not served yet. */
  notAvailable: 103,
  /** Local: the upload is refused (size or type). */
  uploadRefused: 104,
  /** Local: an unexpected server fault; details are in the server log. */
  serverError: 105,
  /** Local: the account is banned by staff (issue 22). */
  banned: 106,
  /** Local: what was acted on is no longer pending (a join request another approver settled). */
  notPending: JOIN_REQUEST_NOT_PENDING,
  /** Local: a guest sent a file (guests send pictures only, within a small allowance). */
  guestNoFiles: UPLOAD_RET.guestNoFiles,
  /** Local: the account's uploads of today are used up (issue 43). */
  uploadAllowance: UPLOAD_RET.allowance,
  /** Local: the whole site's uploads of today are used up (issue 43). */
  uploadBudget: UPLOAD_RET.siteBudget,
} as const;
export type Ret = (typeof RET)[keyof typeof RET];

/**
 * Password logins of a phone are locked (too many failures): `minutes` (a field) until they open
 * again. Refusals of the account area are of the `ret` family (server/refusal.ts).
 */
export function loginLocked(minutes: number): Refusal<'ret'> {
  return new Refusal('ret', RET.tooFrequent, `too many failed logins: try again in ${minutes} min`, {
    minutes,
  });
}
