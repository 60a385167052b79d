import { CODE_PURPOSE } from '../../../protocol/accountRules';
import { imApi } from '../../api';
import { session } from '../../state/session';
import { encodePassword, refusal } from '../session';

async function ok(method: string, param: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await imApi.call(method, { uid: session.uid, fastkey: session.fastkey, ...param });
  if (answer.ret !== 0) throw refusal(answer);
  return answer;
}

/** True when the user already has a login password. */
export async function hasLoginPassword(): Promise<boolean> {
  return (await ok('IMTools.getLoginPasswdState', {})).state === 1;
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await ok('IMTools.modifyLoginPassWD', {
    oldpasswd: encodePassword(oldPassword),
    loginpasswd: encodePassword(newPassword),
  });
}

/** A first password, confirmed by an SMS code (mtype 2). */
export async function setFirstPassword(code: string, newPassword: string): Promise<void> {
  await ok('IMTools.setLoginPassWD', { verifycode: code, loginpasswd: encodePassword(newPassword) });
}

export async function sendSetPasswordCode(): Promise<void> {
  const answer = await imApi.call('IMTools.getValid', {
    zone: session.zone,
    uno: session.phone,
    mtype: CODE_PURPOSE.setPassword,
  });
  if (answer.ret !== 0) throw refusal(answer);
}
