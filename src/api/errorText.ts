import { imRetText, mainCodeText } from '../../protocol/apiCodes';
import { resultText } from '../../protocol/result';
import { isHubError } from '../../workers/errors';
import { currentLang } from '../i18n';
import { commonTexts } from '../i18n/common';
import { NetworkError } from './http';
import { ImApiError } from './imApi';
import { MainApiError } from './mainApi';
import { UploadError } from './upload';

/** True when a call failed without reaching the server (no answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof MainApiError) return error.kind === 'network';
  return error instanceof ImApiError && error.ret === undefined;
}

/**
 * What the user reads for a failed call, in the interface language: a refusal by the server gets
 * the text of its code (main-API `code`, IM API `ret`, socket result), never the server's own
 * English `msg`; a call that did not reach the server gets the network text; anything else the
 * generic error text.
 */
export function errorText(error: unknown): string {
  const lang = currentLang();
  if (error instanceof MainApiError) {
    if ((error.kind === 'code' || error.kind === 'http') && error.code !== undefined)
      return mainCodeText(error.code, lang);
    return error.kind === 'network' ? commonTexts.t('networkError') : commonTexts.t('err');
  }
  if (error instanceof ImApiError || error instanceof UploadError)
    return error.ret === undefined ? commonTexts.t('networkError') : imRetText(error.ret, lang);
  if (isHubError(error, 'refused') && error.result !== undefined) return resultText(error.result, lang);
  if (isHubError(error)) return commonTexts.t('networkError');
  return commonTexts.t('err');
}
