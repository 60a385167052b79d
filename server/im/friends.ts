import { RESULT } from '../../protocol/result';
import { storedFid } from '../accounts/baseInfo';
import {
  applyForFriend,
  handleApply,
  needsVerification,
  receivedApplies,
  setNeedsVerification,
} from '../friends/applies';
import { changesSince, friendUids, listVersion, removeFriends } from '../friends/list';
import {
  friendsOfflineData,
  notifyAccepted,
  notifyApplied,
  presenceClosed,
  presenceOpened,
  pushToUser,
} from '../friends/notify';
import { pageBySize, pageFlags } from '../friends/paging';
import { modifyPhrase, phrasesOf, readPhrase } from '../friends/phrases';
import { onlineAmong } from '../friends/presence';
import { baseInfosFor } from '../friends/profiles';
import { areFriends, contactsAmong } from '../friends/relations';
import { aliasesOf, blacklistOf, setAlias, setBlacklisted } from '../friends/social';
import { webPushOf } from '../push';
import { pushFriendRequest } from '../push/notify';
import { Refusal } from '../refusal';
import type { Handler, HandlerTable, ImContext } from './types';

export { friendsOfflineData, presenceClosed, presenceOpened };

/** An online-list request names at most this many uids. */
export const MAX_ONLINE_QUERY = 2000;

const utf8 = new TextEncoder();

/** The common part of both adds: apply, then (after the reply) notify the target or both new friends. */
async function addTarget(ctx: ImContext, target: { uid: number; usertype: number }, hellomsg: string) {
  const me = ctx.conn.uid;
  const outcome = await applyForFriend(ctx.db, ctx.now(), me, target, hellomsg);
  ctx.afterReply(async () => {
    if (outcome.kind !== 'applied') return notifyAccepted(ctx, me, target.uid);
    await notifyApplied(ctx, me, target.uid);
    const push = webPushOf(ctx.db);
    if (!push) return;
    const from = await ctx.db.selectFrom('users').select('nickname').where('uid', '=', me).executeTakeFirst();
    await pushFriendRequest(push, target.uid, { uid: me, nickname: from?.nickname ?? '' }, hellomsg);
  });
  return { result: RESULT.SUCCESS };
}

/** Add by phone (zone 86, as the client sends it): 2 malformed phone, 3 unknown phone; then as {@link applyForFriend}. */
const addFriend: Handler<'msg_add_friend_req'> = async (ctx, req) => {
  const phone = req.phonenum.trim();
  if (!/^\d{5,15}$/.test(phone)) throw new Refusal('result', RESULT.INVALID_PHONE, 'invalid phone number');
  const target = await ctx.db
    .selectFrom('users')
    .select(['uid', 'usertype'])
    .where('zone', '=', '86')
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (!target) throw new Refusal('result', RESULT.PHONE_ERROR, 'no user with this phone number');
  return addTarget(ctx, target, req.hellomsg);
};

/** Add by fid: 41 when no user has it; then as {@link applyForFriend}. */
const addFriendByFid: Handler<'msg_add_friend_by_fid_req'> = async (ctx, req) => {
  const target =
    req.fid > 0
      ? await ctx.db
          .selectFrom('users')
          .select(['uid', 'usertype'])
          .where('fid', '=', storedFid(req.fid))
          .executeTakeFirst()
      : undefined;
  if (!target) throw new Refusal('result', RESULT.FID_NOT_EXIST, `no user with fid ${req.fid}`);
  return addTarget(ctx, target, req.hellomsg);
};

/** Only the receiver handles an application (see {@link handleApply}); accepting notifies the applicant. */
const handleFriendApply: Handler<'msg_handle_friend_apply_req'> = async (ctx, req) => {
  const { conn } = ctx;
  const reply = { result: RESULT.SUCCESS, otheruid: req.otheruid, handletype: req.handletype };
  await handleApply(ctx.db, ctx.now(), conn.uid, req.otheruid, req.handletype);
  ctx.afterReply(() =>
    req.handletype === 1
      ? notifyAccepted(ctx, req.otheruid, conn.uid, conn)
      : pushToUser(ctx, conn.uid, 'msg_handle_friend_apply_rep', reply, conn),
  );
  return reply;
};

/** The applications received, newest first, as many as fit one frame. */
const friendApplyList: Handler<'msg_friend_apply_list_req'> = async (ctx) => {
  const applies = await receivedApplies(ctx.db, ctx.now(), ctx.conn.uid);
  const infos = new Map(
    (
      await baseInfosFor(
        ctx.db,
        applies.map((a) => a.applicant),
      )
    ).map((i) => [i.uid, i]),
  );
  const list = applies.flatMap((a) => {
    const info = infos.get(a.applicant);
    return info
      ? [{ info, applytime: Math.floor(a.appliedAt / 1000), applyState: a.state, hellomsg: a.hellomsg }]
      : [];
  });
  return { apply_list: pageBySize('msg_friend_apply_list_rep', 'apply_list', list)[0] ?? [] };
};

/**
 * The whole friend list with its version: the reply is the first page; further pages follow
 * as msg_friend_list_rep pushes (seq 0) until isend 1. The version is read before the list, so
 * a change racing the read shows up again in the next incremental list (harmless).
 */
const friendList: Handler<'msg_friend_list_req'> = async (ctx) => {
  const version = await listVersion(ctx.db, ctx.conn.uid);
  const infos = await baseInfosFor(ctx.db, await friendUids(ctx.db, ctx.conn.uid));
  const pages = pageBySize('msg_friend_list_rep', 'flist', infos);
  const page = (i: number) => ({ flist: pages[i] ?? [], version, ...pageFlags(i, pages.length) });
  ctx.afterReply(() => {
    for (let i = 1; i < pages.length; i++) ctx.registry.push(ctx.conn, 'msg_friend_list_rep', page(i));
  });
  return page(0);
};

/** Changes since a version, paged as the friend list (addlist and dellist each within half a frame). */
const friendIncList: Handler<'msg_friend_inc_list_req'> = async (ctx, req) => {
  if (req.version < 0) throw new Refusal('result', RESULT.FAIL, 'version must be 0 or more');
  const delta = await changesSince(ctx.db, ctx.conn.uid, req.version);
  const half = Math.floor(65_000 / 2);
  const adds = pageBySize(
    'msg_friend_inc_list_rep',
    'addlist',
    await baseInfosFor(ctx.db, delta.added),
    half,
  );
  const dels = pageBySize('msg_friend_inc_list_rep', 'dellist', delta.removed, half);
  const count = Math.max(adds.length, dels.length);
  const page = (i: number) => ({
    addlist: adds[i] ?? [],
    dellist: dels[i] ?? [],
    version: delta.version,
    ...pageFlags(i, count),
  });
  ctx.afterReply(() => {
    for (let i = 1; i < count; i++) ctx.registry.push(ctx.conn, 'msg_friend_inc_list_rep', page(i));
  });
  return page(0);
};

/** Both sides lose each other (6 when not friends); the other side's devices get the reply with the remover's uid. */
const delFriend: Handler<'msg_del_friend_req'> = async (ctx, req) => {
  const me = ctx.conn.uid;
  if (!(await areFriends(ctx.db, me, req.frienduid)))
    throw new Refusal('result', RESULT.NOT_FRIEND, 'not your friend');
  const changes = await removeFriends(ctx.db, me, req.frienduid);
  if (changes.length === 0) throw new Refusal('result', RESULT.NOT_FRIEND, 'not your friend');
  ctx.afterReply(async () => {
    await pushToUser(
      ctx,
      me,
      'msg_del_friend_rep',
      { result: RESULT.SUCCESS, frienduid: req.frienduid },
      ctx.conn,
    );
    await pushToUser(ctx, req.frienduid, 'msg_del_friend_rep', { result: RESULT.SUCCESS, frienduid: me });
  });
  return { result: RESULT.SUCCESS, frienduid: req.frienduid };
};

const setAliasHandler: Handler<'msg_set_alias_req'> = async (ctx, req) => {
  await setAlias(ctx.db, ctx.conn.uid, req.fuid, req.alias);
  return { result: RESULT.SUCCESS };
};

/** The asker's own aliases, as many as fit one frame. */
const aliasList: Handler<'msg_alias_list_req'> = async (ctx) => {
  const list = await aliasesOf(ctx.db, ctx.conn.uid);
  return { alias_list: pageBySize('msg_alias_list_rep', 'alias_list', list)[0] ?? [] };
};

/** need 1: applications wait for approval; 0: an add makes friends at once. Other values 0. */
const setFriendVerify: Handler<'msg_set_friend_verify_req'> = async (ctx, req) => {
  if (req.need !== 0 && req.need !== 1) {
    return { result: RESULT.FAIL, need: (await needsVerification(ctx.db, ctx.conn.uid)) ? 1 : 0 };
  }
  await setNeedsVerification(ctx.db, ctx.conn.uid, req.need === 1);
  const reply = { result: RESULT.SUCCESS, need: req.need };
  ctx.afterReply(() => pushToUser(ctx, ctx.conn.uid, 'msg_set_friend_verify_rep', reply, ctx.conn));
  return reply;
};

/**
 * A contact's last logout time in seconds, 0 while online on any node; unknown users and users who
 * are not the asker's friends or group mates are refused alike (0).
 */
const onlineState: Handler<'msg_online_state_req'> = async (ctx, req) => {
  if (!(await contactsAmong(ctx.db, ctx.conn.uid, [req.uid])).has(req.uid))
    throw new Refusal('result', RESULT.FAIL, `no user ${req.uid} among your friends and groups`);
  const row = await ctx.db
    .selectFrom('users')
    .select('lastlogout_at')
    .where('uid', '=', req.uid)
    .executeTakeFirst();
  if (!row) throw new Refusal('result', RESULT.FAIL, `no user ${req.uid}`);
  const online = (await onlineAmong(ctx.db, [req.uid])).has(req.uid);
  return { uid: req.uid, lastlogouttime: online ? 0 : Math.floor(row.lastlogout_at / 1000) };
};

/**
 * The uids among those asked that are online on any node (at most {@link MAX_ONLINE_QUERY} asked);
 * only the asker itself, its friends and group mates are ever answered.
 */
const onlineList: Handler<'msg_online_list_req'> = async (ctx, req) => {
  if (req.uidlist.length > MAX_ONLINE_QUERY) {
    throw new Refusal('result', RESULT.FAIL, `ask for at most ${MAX_ONLINE_QUERY} uids`);
  }
  const uids = [...(await contactsAmong(ctx.db, ctx.conn.uid, [...new Set(req.uidlist)]))];
  const online = await onlineAmong(ctx.db, uids);
  return { onlinelist: uids.filter((uid) => online.has(uid)) };
};

const getBlacklist: Handler<'msg_get_blacklist_req'> = async (ctx) => {
  const infos = await baseInfosFor(ctx.db, await blacklistOf(ctx.db, ctx.conn.uid));
  return { blacklist: pageBySize('msg_get_blacklist_rep', 'blacklist', infos)[0] ?? [] };
};

const setBlacklist: Handler<'msg_set_blacklist_req'> = async (ctx, req) => {
  await setBlacklisted(ctx.db, ctx.now(), ctx.conn.uid, req.otheruid, req.opertype);
  return { result: RESULT.SUCCESS };
};

const getForbidWords: Handler<'msg_get_forbid_words_req'> = async (ctx) => ({
  forbidlist: (await phrasesOf(ctx.db, ctx.conn.uid)).map((p) => utf8.encode(p)),
});

/** Adds (1) or removes (0) a phrase the user refuses to receive; the reply echoes the stored phrase. */
const modifyForbidWords: Handler<'msg_modify_forbid_words_req'> = async (ctx, req) => {
  const phrase = readPhrase(req.content);
  await modifyPhrase(ctx.db, ctx.now(), ctx.conn.uid, phrase, req.optype);
  return { result: RESULT.SUCCESS, content: utf8.encode(phrase), optype: req.optype };
};

/**
 * Friends (spec 001 §3 "Friends and profile"): applications, the friend list and its increments,
 * aliases, the verification setting, online state, the black list and forbidden phrases.
 */
export const FRIEND_HANDLERS: HandlerTable = {
  msg_add_friend_req: addFriend,
  msg_add_friend_by_fid_req: addFriendByFid,
  msg_handle_friend_apply_req: handleFriendApply,
  msg_friend_apply_list_req: friendApplyList,
  msg_friend_list_req: friendList,
  msg_friend_inc_list_req: friendIncList,
  msg_del_friend_req: delFriend,
  msg_set_alias_req: setAliasHandler,
  msg_alias_list_req: aliasList,
  msg_set_friend_verify_req: setFriendVerify,
  msg_online_state_req: onlineState,
  msg_online_list_req: onlineList,
  msg_get_blacklist_req: getBlacklist,
  msg_set_blacklist_req: setBlacklist,
  msg_get_forbid_words_req: getForbidWords,
  msg_modify_forbid_words_req: modifyForbidWords,
};
