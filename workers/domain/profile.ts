/**
 * Profiles: looking users up (cached in imuser) and this user's own setters, which answer with the
 * stored value and reach the user's other devices as the same reply (docs/messaging.md "Friends");
 * the hub applies both alike (sync/pushes.ts `ownProfileChanged`).
 */
import { putUsers } from '../db';
import { ask, checkId, type Implementation, profileOf, refusalOf } from './send';
import type { ProfileCalls } from './types';

export const profileCalls: Implementation<ProfileCalls> = {
  async findUser(hub, query) {
    if ('uid' in query) checkId('uid', query.uid);
    if ('fid' in query) checkId('fid', query.fid);
    const reply = await ask(hub, 'msg_get_user_info_req', query);
    // A miss is an empty reply followed by its result code (41 fid, 3 phone, 0 otherwise).
    if (reply.user_info.uid === 0) throw await refusalOf(hub, 'msg_get_user_info_req');
    await putUsers(hub.ctx.db, [reply.user_info], hub.ctx.timers.now());
    return profileOf(reply.user_info);
  },

  async setNickname(hub, name) {
    const reply = await ask(hub, 'msg_set_name_req', { name });
    return reply.name;
  },

  async setAvatar(hub, headurl) {
    const reply = await ask(hub, 'msg_set_headurl_req', { headurl });
    return reply.headurl;
  },

  async setSignature(hub, sign) {
    const reply = await ask(hub, 'msg_set_sign_req', { sign });
    return reply.sign;
  },
};
