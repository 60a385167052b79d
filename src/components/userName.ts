import { PLATFORM_UID } from '../../protocol/enums';
import { userNameTexts } from './texts';

/** The name the server gives a guest (server/accounts/profile.ts guestNickname): 游客 and its uid. */
const GUEST_DEFAULT = /^游客(\d+)$/;

/** Who is named: a user's uid and nickname, as every profile, chat row and message carries them. */
export interface Named {
  uid: number;
  nickname?: string | null;
}

/**
 * The one rule for naming a user on every screen (/me, /selfinfo, chats, room chat): the nickname
 * the user chose; a guest who chose none keeps the server's name, 游客 and its uid, shown in the
 * interface language (ผู้เยี่ยมชม100054, Tamu100054); the platform's account (PLATFORM_UID, who sends
 * the wallet notices and the rain) is the wallet assistant in the interface language; an unnamed
 * user (not loaded yet) is its uid.
 * A chosen nickname can never look like the guest's (at most 6 characters, Chinese only: spec 000 §5).
 */
export function userName(user: Named, t = userNameTexts.t): string {
  if (user.uid === PLATFORM_UID) return t('platform');
  const nickname = user.nickname?.trim() ?? '';
  const guest = GUEST_DEFAULT.exec(nickname);
  if (guest) return t('guest', { uid: guest[1] ?? user.uid });
  return nickname || String(user.uid);
}

/** {@link userName} for components: re-renders on a language change. */
export function useUserName(): (user: Named) => string {
  const t = userNameTexts.useT();
  return (user) => userName(user, t);
}
