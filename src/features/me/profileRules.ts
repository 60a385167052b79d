/** Profile and password rules of spec 000 §5. */

import { PROFILE_LIMITS } from '../../../protocol/accountRules';

const { NICKNAME_MAX, PASSWORD_MIN, AVATAR_MAX_BYTES } = PROFILE_LIMITS;

export type NicknameProblem = 'nickEmpty' | 'nickSame' | 'nickTooLong' | 'nickChinese' | 'nickOncePerDay';
export type SignProblem = 'signEmpty' | 'signSame';
export type AvatarProblem = 'avatarType' | 'avatarSize';

const CHINESE = /^[\u3400-\u4dbf\u4e00-\u9fff]+$/u;

/** The nickname: changeable once a day, not empty, different, at most 6 characters, Chinese only. */
export function nicknameProblem(
  value: string,
  current: string,
  lastChangedDay: string | undefined,
  today: string,
): NicknameProblem | null {
  const v = value.trim();
  if (v === '') return 'nickEmpty';
  if (v === current) return 'nickSame';
  if ([...v].length > NICKNAME_MAX) return 'nickTooLong';
  if (!CHINESE.test(v)) return 'nickChinese';
  if (lastChangedDay === today) return 'nickOncePerDay';
  return null;
}

export function signProblem(value: string, current: string): SignProblem | null {
  const v = value.trim();
  if (v === '') return 'signEmpty';
  return v === current ? 'signSame' : null;
}

/** Avatars: jpg or png, at most 1 MB. */
export function avatarProblem(file: { type: string; name: string; size: number }): AvatarProblem | null {
  const typeOk = /^image\/(jpe?g|png)$/i.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'avatarType';
  return file.size > AVATAR_MAX_BYTES ? 'avatarSize' : null;
}

export function passwordTooShort(password: string): boolean {
  return password.length < PASSWORD_MIN;
}

/** The local day as text, for once-a-day rules. */
export function dayKey(date = new Date()): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
