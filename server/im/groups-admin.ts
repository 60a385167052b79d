import { encodeMessage } from '../../protocol/codec';
import { GROUP_NICKNAME_MAX } from '../../protocol/enums';
import { RED_TYPE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { memberRows } from '../groups/info';
import {
  readGroupNotice,
  removeAdmins,
  renameGroup,
  setAdmins,
  setForbidWindow,
  setGroupHeadurl,
  setGroupHost,
  setGroupLimit,
  setGroupNickname,
  setGroupNotice,
  setMemberList,
} from '../groups/settings';
import {
  announceAfterReply,
  cutUtf8,
  fitsOneFrame,
  memberAccess,
  memberProfiles,
  oneFrame,
} from './groups-view';
import type { Handler, HandlerTable, ImContext } from './types';

const utf8 = new TextEncoder();

const rename: Handler<'msg_modify_group_name_req'> = async (ctx, req) => {
  const change = await renameGroup(ctx.db, req.groupkey, ctx.conn.uid, req.new_name, ctx.now());
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS, groupkey: req.groupkey, new_name: change.group.name };
};

/** A new notice: the usual pushes, plus a red dot 5 (content = the new notifyversion) to every other member. */
const notice: Handler<'msg_modify_group_notice_req'> = async (ctx, req) => {
  const change = await setGroupNotice(ctx.db, req.groupkey, ctx.conn.uid, req.new_notify, ctx.now());
  announceAfterReply(ctx, change);
  const others = change.members.filter((uid) => uid !== ctx.conn.uid);
  const dot = encodeMessage(0, 'msg_red_dot_notify', {
    red: {
      redtype: RED_TYPE.GROUP_NOTICE,
      chatkey: BigInt(req.groupkey),
      uid: ctx.conn.uid,
      content: utf8.encode(String(change.group.notifyversion)),
    },
  });
  ctx.afterReply(() => ctx.registry.deliverToUsers(others, dot));
  return { result: RESULT.SUCCESS, groupkey: req.groupkey, new_notify: change.group.notice };
};

const headurl: Handler<'msg_set_group_headurl_req'> = async (ctx, req) => {
  const change = await setGroupHeadurl(ctx.db, req.groupkey, ctx.conn.uid, req.group_headurl, ctx.now());
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS, groupkey: req.groupkey, group_headurl: change.group.headurl };
};

const setAdminSimple: Handler<'msg_set_group_admin_req'> = async (ctx, req) => {
  announceAfterReply(
    ctx,
    await setAdmins(ctx.db, req.groupkey, ctx.conn.uid, req.uids, 'default', ctx.now()),
  );
  return { result: RESULT.SUCCESS };
};

const setAdminNew: Handler<'msg_set_group_admin_new_req'> = async (ctx, req) => {
  const change = await setAdmins(
    ctx.db,
    req.groupkey,
    ctx.conn.uid,
    [req.adminuid],
    req.permission,
    ctx.now(),
  );
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS };
};

const delAdmin: Handler<'msg_del_group_admin_req'> = async (ctx, req) => {
  announceAfterReply(ctx, await removeAdmins(ctx.db, req.groupkey, ctx.conn.uid, req.uids, ctx.now()));
  return { result: RESULT.SUCCESS };
};

const limits: Handler<'msg_set_group_limits_req'> = async (ctx, req) => {
  const change = await setGroupLimit(
    ctx.db,
    req.groupkey,
    ctx.conn.uid,
    req.limittype,
    req.limits,
    ctx.now(),
  );
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS };
};

const host: Handler<'msg_set_group_host_req'> = async (ctx, req) => {
  announceAfterReply(ctx, await setGroupHost(ctx.db, req.groupkey, ctx.conn.uid, req.uid, ctx.now()));
  return { result: RESULT.SUCCESS, groupkey: req.groupkey, uid: req.uid };
};

const forbidTime: Handler<'msg_set_group_forbid_time_req'> = async (ctx, req) => {
  announceAfterReply(ctx, await setForbidWindow(ctx.db, req.groupkey, ctx.conn.uid, req, ctx.now()));
  return { result: RESULT.SUCCESS };
};

const setForbid: Handler<'msg_set_group_forbid_req'> = async (ctx, req) => {
  const change = await setMemberList(
    ctx.db,
    req.groupkey,
    ctx.conn.uid,
    'forbidden',
    req.is_set,
    req.forbiduids,
    ctx.now(),
  );
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS };
};

const setWhite: Handler<'msg_set_group_white_req'> = async (ctx, req) => {
  const change = await setMemberList(
    ctx.db,
    req.groupkey,
    ctx.conn.uid,
    'white',
    req.is_set,
    req.whiteuids,
    ctx.now(),
  );
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS };
};

/**
 * The forbid or white list as profiles, in one frame (the reply has no end flag): full profiles
 * while they fit, else uid, nickname and avatar, else uids alone (2,000 of them take 16 KB).
 */
async function listOf(
  ctx: ImContext,
  groupkey: number,
  flag: 'forbidden' | 'white',
  name: 'msg_get_group_forbid_rep' | 'msg_get_group_white_rep',
) {
  const access = await memberAccess(ctx, groupkey);
  const uids = (await memberRows(ctx.db, groupkey)).filter((m) => m[flag] === 1).map((m) => m.uid);
  const users = await memberProfiles(ctx, access, uids);
  return oneFrame(name, [
    () => ({ groupkey, users }),
    () => ({ groupkey, users: users.map(({ uid, nickname, headurl }) => ({ uid, nickname, headurl })) }),
    () => ({ groupkey, users: users.map(({ uid }) => ({ uid })) }),
  ]);
}

const getForbid: Handler<'msg_get_group_forbid_req'> = (ctx, req) =>
  listOf(ctx, req.groupkey, 'forbidden', 'msg_get_group_forbid_rep');

const getWhite: Handler<'msg_get_group_white_req'> = (ctx, req) =>
  listOf(ctx, req.groupkey, 'white', 'msg_get_group_white_rep');

/** Longest group nickname in UTF-8 bytes: GROUP_NICKNAME_MAX characters of up to 4 bytes. */
const NICKNAME_MAX_BYTES = GROUP_NICKNAME_MAX * 4;

/**
 * Members' group nicknames (those set), in one frame (the reply has no end flag). 2,000 members
 * with 16-character Chinese nicknames would take about 116 KB: a list that does not fit has its
 * longest nicknames cut to the longest length, in bytes, that does (0 bytes always fits).
 */
const nicknameList: Handler<'msg_group_nickname_list_req'> = async (ctx, req) => {
  await memberAccess(ctx, req.groupkey);
  const groupkey = req.groupkey;
  const names = (await memberRows(ctx.db, groupkey))
    .filter((m) => m.nickname !== '')
    .map((m) => ({ uid: m.uid, nickname: m.nickname }));
  const whole = { groupkey, name_list: names };
  if (fitsOneFrame('msg_group_nickname_list_rep', whole)) return whole;
  const cutTo = (bytes: number) => ({
    groupkey,
    name_list: names.map((n) => ({ uid: n.uid, nickname: cutUtf8(n.nickname, bytes) })),
  });
  let fits = 0;
  let fails = NICKNAME_MAX_BYTES;
  while (fails - fits > 1) {
    const mid = Math.floor((fits + fails) / 2);
    if (fitsOneFrame('msg_group_nickname_list_rep', cutTo(mid))) fits = mid;
    else fails = mid;
  }
  return cutTo(fits);
};

/** The asker's group nickname; every member's devices but the asking connection get the reply (seq 0). */
const setNickname: Handler<'msg_set_group_nickname_req'> = async (ctx, req) => {
  const { nickname, members } = await setGroupNickname(
    ctx.db,
    req.groupkey,
    ctx.conn.uid,
    req.nickname,
    ctx.now(),
  );
  const reply = { groupkey: req.groupkey, nickname, uid: ctx.conn.uid };
  const frame = encodeMessage(0, 'msg_set_group_nickname_rep', reply);
  ctx.afterReply(() => ctx.registry.deliverToUsers(members, frame, { exceptConnection: ctx.conn }));
  return reply;
};

/** is_need 1 while the group has a notice the asker has not read at its current notifyversion. */
const needReadNotice: Handler<'msg_need_read_group_notice_req'> = async (ctx, req) => {
  const { group, member } = await memberAccess(ctx, req.groupkey);
  return { is_need: group.notice !== '' && member.notice_read < group.notifyversion ? 1 : 0 };
};

const readNotice: Handler<'msg_read_group_notice_req'> = async (ctx, req) => {
  await readGroupNotice(ctx.db, req.groupkey, ctx.conn.uid, req.notifyversion, ctx.now());
  return { result: RESULT.SUCCESS };
};

/** The settings part of the Groups area: attributes, admins, limits, host, forbid window and lists, nicknames, notice. */
export const GROUP_ADMIN_HANDLERS: HandlerTable = {
  msg_modify_group_name_req: rename,
  msg_modify_group_notice_req: notice,
  msg_set_group_headurl_req: headurl,
  msg_set_group_admin_req: setAdminSimple,
  msg_set_group_admin_new_req: setAdminNew,
  msg_del_group_admin_req: delAdmin,
  msg_set_group_limits_req: limits,
  msg_set_group_host_req: host,
  msg_set_group_forbid_time_req: forbidTime,
  msg_set_group_forbid_req: setForbid,
  msg_set_group_white_req: setWhite,
  msg_get_group_forbid_req: getForbid,
  msg_get_group_white_req: getWhite,
  msg_group_nickname_list_req: nicknameList,
  msg_set_group_nickname_req: setNickname,
  msg_need_read_group_notice_req: needReadNotice,
  msg_read_group_notice_req: readNotice,
};
