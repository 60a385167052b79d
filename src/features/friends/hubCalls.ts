// Requests to the messaging server through the hub, with the server's refusals as typed errors.
import { Toast } from 'antd-mobile';
import { resultText } from '../../../protocol/result';
import type { ReplyValue, RequestInit, TabRequestName } from '../../../workers/api';
import { connectHub, isHubError } from '../../hub';
import { currentLang } from '../../i18n';

/** The server answered a request with a result code other than 1. */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(
    readonly request: string,
    readonly result: number,
  ) {
    super(`${request} refused with result ${result}`);
  }
}

/**
 * Sends a request through the hub and resolves with its reply; a reply whose `result` is not 1
 * rejects with {@link RefusedError}. Replies without a `result` field resolve as they are.
 */
export async function ask<N extends TabRequestName>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>> {
  const reply = await connectHub().request(name, value);
  const result = (reply as { result?: unknown }).result;
  if (typeof result === 'number' && result !== 1) throw new RefusedError(name, result);
  return reply;
}

/** The server's result code carried by an error, if any. */
export function refusalCode(error: unknown): number | undefined {
  if (error instanceof RefusedError) return error.result;
  if (isHubError(error, 'refused')) return error.result;
  return undefined;
}

/** What the user reads for a failed request: the result code's text, else the generic failure. */
export function refusalText(error: unknown): string {
  return resultText(refusalCode(error) ?? 0, currentLang());
}

/** Shows a failed request as a toast. */
export function toastRefusal(error: unknown): void {
  if (!(error instanceof RefusedError) && !isHubError(error)) console.warn(error);
  Toast.show({ content: refusalText(error) });
}
