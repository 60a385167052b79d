// Resetting a forgotten login password with an SMS code (IMTools.getValid mtype 3, then
// IMTools.forgetLoginPassWD): no session needed; the server ends every session of the account.
import { CODE_PURPOSE } from '../../../protocol/accountRules';
import { imApi } from '../../api';
import { encodePassword, refusal } from '../session';

/** Sends the reset code to the phone. @throws {SessionError} with the refusal's text. */
export async function sendResetCode(zone: string, phone: string): Promise<void> {
  const answer = await imApi.call('IMTools.getValid', {
    zone,
    uno: phone,
    mtype: CODE_PURPOSE.forgetPassword,
  });
  if (answer.ret !== 0) throw refusal(answer);
}

/** Sets the new password with the code. @throws {SessionError} with the refusal's text. */
export async function resetPassword(
  zone: string,
  phone: string,
  code: string,
  password: string,
): Promise<void> {
  const answer = await imApi.call('IMTools.forgetLoginPassWD', {
    zone,
    uno: phone,
    verifycode: code,
    loginpasswd: encodePassword(password),
  });
  if (answer.ret !== 0) throw refusal(answer);
}
