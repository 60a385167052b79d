/**
 * Friends, friend applications, aliases and the black list (docs/messaging.md "Friends"). The
 * friend list and the applications live in imfriend and imapply; the pushes of other devices and
 * of the other side keep them current (sync/pushes.ts), this device's own replies the same way.
 */
import { HANDLE_APPLY, OPER } from '../../protocol/messaging';
import { putUsers, setFriendAlias } from '../db';
import { HubError } from '../errors';
import { ask, checkId, type Implementation, profileOf } from './send';
import type { FriendCalls } from './types';

/** Longest alias the server keeps, in characters. */
const ALIAS_MAX = 32;

export const friendCalls: Implementation<FriendCalls> = {
  async refreshFriends(hub) {
    await hub.syncFriends();
    return hub.ctx.db.imfriend.count();
  },

  async addFriend(hub, target, hellomsg = '') {
    if ('phonenum' in target) {
      await ask(hub, 'msg_add_friend_req', { phonenum: target.phonenum, hellomsg });
    } else {
      checkId('fid', target.fid);
      await ask(hub, 'msg_add_friend_by_fid_req', { fid: target.fid, hellomsg });
    }
  },

  refreshFriendApplies: (hub) => hub.refreshFriendApplies(),

  async handleFriendApply(hub, uid, accept) {
    checkId('uid', uid);
    const handletype = accept ? HANDLE_APPLY.ACCEPT : HANDLE_APPLY.REFUSE;
    // NOTE: the own reply (sync/ownReplies.ts) fetches the applications into imapply again and, on
    // an accept, the friend list into imfriend, as a push from another device would.
    await ask(hub, 'msg_handle_friend_apply_req', { otheruid: uid, handletype });
  },

  async removeFriend(hub, uid) {
    checkId('uid', uid);
    await ask(hub, 'msg_del_friend_req', { frienduid: uid });
  },

  async setFriendAlias(hub, uid, alias) {
    checkId('uid', uid);
    if (typeof alias !== 'string' || [...alias].length > ALIAS_MAX) {
      throw new HubError('invalid-argument', `an alias has at most ${ALIAS_MAX} characters`);
    }
    await ask(hub, 'msg_set_alias_req', { fuid: uid, alias });
    await setFriendAlias(hub.ctx.db, uid, alias);
  },

  async blacklist(hub) {
    const reply = await ask(hub, 'msg_get_blacklist_req', {});
    await putUsers(hub.ctx.db, reply.blacklist, hub.ctx.timers.now());
    return reply.blacklist.map(profileOf);
  },

  async setBlacklisted(hub, uid, on) {
    checkId('uid', uid);
    await ask(hub, 'msg_set_blacklist_req', { otheruid: uid, opertype: on ? OPER.ON : OPER.OFF });
  },
};
