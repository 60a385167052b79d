// Hub calls as the protocol's result codes, for screens that branch on the code (a live room's
// moderation, a private chat's settings).
import { RESULT } from '../../protocol/result';
import { isRefusal } from '../../workers';

/**
 * Runs a hub call and resolves with its result code: 1 when it succeeded, the server's code when it
 * was refused. A failure to reach the server still rejects.
 */
export async function resultOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return RESULT.SUCCESS;
  } catch (error) {
    if (isRefusal(error)) return error.result;
    throw error;
  }
}
