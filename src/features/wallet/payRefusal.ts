import { RESULT } from '../../../protocol/result';
import { errorText } from '../../api';
import { isRefusal } from '../../hub';
import { clockText } from '../../lib/dateFormat';
import type { walletTexts } from './texts';

type T = ReturnType<typeof walletTexts.useT>;

/**
 * What a user reads when the pay password is refused (issue 47): a wrong one with the tries left
 * before the lock, a locked one with the time it unlocks; anything else the result's own text.
 */
export function payRefusalText(error: unknown, t: T): string {
  if (isRefusal(error, RESULT.PAY_PASSWORD_LOCKED) && error.detail?.unlockAt)
    return t('payLocked', { time: clockText(error.detail.unlockAt) });
  if (isRefusal(error, RESULT.PASSWORD_ERROR) && error.detail?.triesLeft)
    return t('payWrongLeft', { n: error.detail.triesLeft });
  if (isRefusal(error, RESULT.VERIFY_CODE_ERROR)) return t('codeWrong');
  return errorText(error);
}
