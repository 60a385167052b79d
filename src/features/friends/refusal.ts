// The server's refusals as the user reads them: a hub call's typed refusal (`HubError` code
// `refused`) or an IM API answer with a `ret` other than 0 (the group API of groups/groupApi.ts).
import { Toast } from 'antd-mobile';
import { resultText } from '../../../protocol/result';
import { isHubError, isRefusal } from '../../hub';
import { currentLang } from '../../i18n';

/** The IM API answered a call with a `ret` other than 0. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(
    readonly request: string,
    readonly result: number,
  ) {
    super(`${request} refused with result ${result}`);
  }
}

/** The server's result code carried by an error, if any. */
export function refusalCode(error: unknown): number | undefined {
  if (error instanceof RefusedError) return error.result;
  if (isRefusal(error)) return error.result;
  return undefined;
}

/** What the user reads for a failed call: the result code's text, else the generic failure. */
export function refusalText(error: unknown): string {
  return resultText(refusalCode(error) ?? 0, currentLang());
}

/** Shows a failed call as a toast. */
export function toastRefusal(error: unknown): void {
  if (!(error instanceof RefusedError) && !isHubError(error)) console.warn(error);
  Toast.show({ content: refusalText(error) });
}
