/**
 * Profiles: looking users up (cached in imuser) and this user's own setters, which answer with the
 * stored value and reach the user's other devices as the same reply (docs/messaging.md "Friends");
 * the hub applies both alike (sync/pushes.ts `ownProfileChanged`).
 */
import { putUsers } from '../db';
import { ask, checkId, defineCalls, profileOf, refusalOf } from './send';
import type { UserProfile, UserQuery } from './types';

/** Profiles: looking users up and setting one's own. */
export const profileCalls = defineCalls({
  /** Looks a user up and caches the profile in imuser (msg_get_user_info_req). */
  async findUser(hub, query: UserQuery): Promise<UserProfile> {
    if ('uid' in query) checkId('uid', query.uid);
    if ('fid' in query) checkId('fid', query.fid);
    const reply = await ask(hub, 'msg_get_user_info_req', query);
    // A miss is an empty reply followed by its result code (41 fid, 3 phone, 0 otherwise).
    if (reply.user_info.uid === 0) throw await refusalOf(hub, 'msg_get_user_info_req');
    await putUsers(hub.ctx.db, [reply.user_info], hub.ctx.timers.now());
    return profileOf(reply.user_info);
  },

  /** Sets this user's nickname; resolves with the stored one (msg_set_name_req). */
  async setNickname(hub, name: string): Promise<string> {
    const reply = await ask(hub, 'msg_set_name_req', { name });
    return reply.name;
  },

  /** Sets this user's avatar URL; resolves with the stored one (msg_set_headurl_req). */
  async setAvatar(hub, headurl: string): Promise<string> {
    const reply = await ask(hub, 'msg_set_headurl_req', { headurl });
    return reply.headurl;
  },

  /** Sets this user's signature; resolves with the stored one (msg_set_sign_req). */
  async setSignature(hub, sign: string): Promise<string> {
    const reply = await ask(hub, 'msg_set_sign_req', { sign });
    return reply.sign;
  },
});
