/** Login input checks of spec 000 §5, in the order the spec gives them. */
import { PROFILE_LIMITS } from '../../../protocol/accountRules';

export type LoginMode = 'sms' | 'password';

export interface LoginInput {
  mode: LoginMode;
  agreed: boolean;
  zone: string;
  phone: string;
  code: string;
  password: string;
}

/** Each problem is also the key of its message in the login texts. */
export type LoginProblem = 'agreeRequired' | 'phoneFormat' | 'codeEmpty' | 'zoneEmpty' | 'passwordEmpty';

const DIGITS = /^\d+$/;

export function validateLogin(input: LoginInput): LoginProblem | null {
  if (!input.agreed) return 'agreeRequired';
  if (!DIGITS.test(input.phone.trim())) return 'phoneFormat';
  if (input.mode === 'sms') {
    if (input.code.trim() === '') return 'codeEmpty';
    if (input.zone.trim() === '') return 'zoneEmpty';
  } else if (input.password === '') {
    return 'passwordEmpty';
  }
  return null;
}

/** Sending a code needs a zone and a digit-only phone. */
export function validateSendCode(zone: string, phone: string): LoginProblem | null {
  if (zone.trim() === '') return 'zoneEmpty';
  if (!DIGITS.test(phone.trim())) return 'phoneFormat';
  return null;
}

/** The login button takes its active colour once the fields of the mode are filled. */
export function isFilled(input: LoginInput): boolean {
  if (input.phone.trim() === '') return false;
  return input.mode === 'sms' ? input.code.trim() !== '' && input.zone.trim() !== '' : input.password !== '';
}

/** Each problem is also the key of its message in the login texts. */
export type ResetProblem = LoginProblem | 'passwordTooShort' | 'passwordMismatch';

/** The forgotten-password form: a phone, a code, and the new password twice (at least 6 characters). */
export function validateReset(input: {
  zone: string;
  phone: string;
  code: string;
  password: string;
  again: string;
}): ResetProblem | null {
  const problem = validateSendCode(input.zone, input.phone);
  if (problem) return problem;
  if (input.code.trim() === '') return 'codeEmpty';
  if ([...input.password].length < PROFILE_LIMITS.PASSWORD_MIN) return 'passwordTooShort';
  return input.password === input.again ? null : 'passwordMismatch';
}
