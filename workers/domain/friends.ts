/**
 * Friends, friend applications, aliases and the black list (docs/messaging.md "Friends"). The
 * friend list and the applications live in imfriend and imapply; the pushes of other devices and
 * of the other side keep them current (sync/pushes.ts), this device's own replies the same way.
 */
import { HANDLE_APPLY, OPER } from '../../protocol/messaging';
import { putUsers, setFriendAlias } from '../db';
import { HubError } from '../errors';
import { ask, checkId, defineCalls, profileOf } from './send';
import type { UserProfile } from './types';

/** Longest alias the server keeps, in characters. */
const ALIAS_MAX = 32;

/** Friends, friend applications, aliases and the black list. */
export const friendCalls = defineCalls({
  /**
   * Fetches the whole friend list with aliases and online states into imfriend (the hub also does
   * it at every login and when a friend is added); resolves with the number of friends.
   * Replaces msg_friend_list_req, msg_alias_list_req, msg_online_list_req.
   */
  async refreshFriends(hub): Promise<number> {
    await hub.syncFriends();
    return hub.ctx.db.imfriend.count();
  },

  /** Sends a friend application (msg_add_friend_req by phone, msg_add_friend_by_fid_req by fid). */
  async addFriend(hub, target: { phonenum: string } | { fid: number }, hellomsg: string = ''): Promise<void> {
    if ('phonenum' in target) {
      await ask(hub, 'msg_add_friend_req', { phonenum: target.phonenum, hellomsg });
    } else {
      checkId('fid', target.fid);
      await ask(hub, 'msg_add_friend_by_fid_req', { fid: target.fid, hellomsg });
    }
  },

  /** Fetches the received applications into imapply (msg_friend_apply_list_req). */
  refreshFriendApplies: (hub) => hub.refreshFriendApplies(),

  /**
   * Accepts or refuses an application (msg_handle_friend_apply_req): imapply shows the new state,
   * an accepted applicant joins imfriend.
   */
  async handleFriendApply(hub, uid: number, accept: boolean): Promise<void> {
    checkId('uid', uid);
    const handletype = accept ? HANDLE_APPLY.ACCEPT : HANDLE_APPLY.REFUSE;
    // NOTE: the own reply (sync/ownReplies.ts) fetches the applications into imapply again and, on
    // an accept, the friend list into imfriend, as a push from another device would.
    await ask(hub, 'msg_handle_friend_apply_req', { otheruid: uid, handletype });
  },

  /** Removes a friend (msg_del_friend_req); imfriend drops them. */
  async removeFriend(hub, uid: number): Promise<void> {
    checkId('uid', uid);
    await ask(hub, 'msg_del_friend_req', { frienduid: uid });
  },

  /** Sets the alias of a friend, '' to remove it (msg_set_alias_req); imfriend shows it. */
  async setFriendAlias(hub, uid: number, alias: string): Promise<void> {
    checkId('uid', uid);
    if (typeof alias !== 'string' || [...alias].length > ALIAS_MAX) {
      throw new HubError('invalid-argument', `an alias has at most ${ALIAS_MAX} characters`);
    }
    await ask(hub, 'msg_set_alias_req', { fuid: uid, alias });
    await setFriendAlias(hub.ctx.db, uid, alias);
  },

  /** The users this user blacklisted (msg_get_blacklist_req). */
  async blacklist(hub): Promise<UserProfile[]> {
    const reply = await ask(hub, 'msg_get_blacklist_req', {});
    await putUsers(hub.ctx.db, reply.blacklist, hub.ctx.timers.now());
    return reply.blacklist.map(profileOf);
  },

  /** Adds a user to the black list or removes them (msg_set_blacklist_req). */
  async setBlacklisted(hub, uid: number, on: boolean): Promise<void> {
    checkId('uid', uid);
    await ask(hub, 'msg_set_blacklist_req', { otheruid: uid, opertype: on ? OPER.ON : OPER.OFF });
  },
});
