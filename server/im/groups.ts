import { encodeMessage } from '../../protocol/codec';
import { encodeJoinRequest } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { messageId } from '../../protocol/ids';
import { RESULT } from '../../protocol/result';
import { toChatMsg } from '../chat/messages';
import type { MemberAccess } from '../groups/access';
import { groupsOf, memberUids } from '../groups/info';
import {
  type AddOutcome,
  addMembers,
  createGroup,
  dismissGroup,
  joinByInvite,
  removeMembers,
} from '../groups/members';
import { checkGroupQrCode } from '../groups/qrcode';
import { sendGroupMessage } from '../groups/send';
import { redPacketAttachment } from '../money/redPackets';
import { webPushOf } from '../push';
import { pushGroupMessage } from '../push/notify';
import { Refusal } from '../refusal';
import { refuseWhileChatOff } from '../rooms/limits';
import { GROUP_ADMIN_HANDLERS } from './groups-admin';
import {
  announce,
  announceAfterReply,
  groupInfo,
  memberAccess,
  memberProfiles,
  onlineCount,
  pages,
  replyInPages,
} from './groups-view';
import { pushWallets } from './money';
import type { Handler, HandlerTable, ImContext, OfflineDataHook, RequestName } from './types';

/**
 * Join requests wait for an approver (add_limits 2): the host and admins with bit 5 get, on every
 * device, msg_oper_result_notify {result 14, optype = the request's id, content = JSON
 * {groupkey, uids, inviter}}; they approve by adding those uids, or refuse by removing them.
 */
function afterAdd(ctx: ImContext, outcome: AddOutcome, request: RequestName): number {
  if (outcome.kind === 'added') {
    announceAfterReply(ctx, outcome.change);
    return RESULT.SUCCESS;
  }
  const { groupkey, uids, inviter, approvers } = outcome;
  const frame = encodeMessage(0, 'msg_oper_result_notify', {
    result: RESULT.GROUP_NEEDS_VERIFY,
    content: encodeJoinRequest({ groupkey, uids, inviter }),
    optype: messageId(request),
  });
  ctx.afterReply(() => ctx.registry.deliverToUsers(approvers, frame));
  return RESULT.GROUP_NEEDS_VERIFY;
}

const create: Handler<'msg_create_group_req'> = async (ctx, req) => {
  const change = await createGroup(ctx.db, {
    host: ctx.conn.uid,
    uids: req.uids,
    name: req.groupname,
    headurl: req.group_headurl,
    now: ctx.now(),
  });
  const access = await memberAccess(ctx, change.group.groupkey);
  const group_info = await groupInfo(ctx, change.group);
  const users = await memberProfiles(ctx, access, change.members);
  // NOTE: the reply holds the members that fit in one frame; msg_group_member_list_req gives them all.
  const [first = []] = pages('msg_create_group_rep', 'users', users, { result: RESULT.SUCCESS, group_info });
  ctx.afterReply(() => announce(ctx, change));
  return { result: RESULT.SUCCESS, group_info, users: first };
};

const addMember: Handler<'msg_add_group_member_req'> = async (ctx, req) => {
  const outcome = await addMembers(ctx.db, req.groupkey, ctx.conn.uid, req.uids, ctx.now());
  return { result: afterAdd(ctx, outcome, 'msg_add_group_member_req') };
};

const delMember: Handler<'msg_del_group_member_req'> = async (ctx, req) => {
  const { removed, change } = await removeMembers(ctx.db, req.groupkey, ctx.conn.uid, req.uids, ctx.now());
  announceAfterReply(ctx, change);
  return { result: RESULT.SUCCESS, groupkey: req.groupkey, uids: removed };
};

const dismiss: Handler<'msg_dismiss_group_req'> = async (ctx, req) => {
  announceAfterReply(ctx, await dismissGroup(ctx.db, req.groupkey, ctx.conn.uid, ctx.now()));
  return { result: RESULT.SUCCESS, groupkey: req.groupkey };
};

/** Members' devices get the message as msg_send_group_msg_rep (seq 0); the sending connection only its reply. */
const send: Handler<'msg_send_group_msg_req'> = async (ctx, req) => {
  await refuseWhileChatOff(ctx.db, ctx.now());
  const uid = ctx.conn.uid;
  const redPacket = req.msg_type === MSG_TYPE.RED_BAG;
  const attachment = redPacket
    ? redPacketAttachment<MemberAccess>({
        uid,
        content: req.content,
        place: { kind: 'group', chatkey: BigInt(req.groupkey) },
        authcode: req.authcode,
        now: ctx.now(),
      })
    : undefined;
  const { message, duplicate, members } = await sendGroupMessage(ctx.db, uid, req, ctx.now(), attachment);
  const msg_info = toChatMsg(message);
  // NOTE: a resend is pushed again: the node that stored the first send may have died before it
  // pushed, and the members' stores take a message they have once only (issue 23).
  const frame = encodeMessage(0, 'msg_send_group_msg_rep', { result: RESULT.SUCCESS, msg_info });
  ctx.afterReply(async () => {
    await ctx.registry.deliverToUsers(members, frame, { exceptConnection: ctx.conn });
    if (redPacket && !duplicate) await pushWallets(ctx, [uid]);
    const push = webPushOf(ctx.db);
    if (push && !duplicate) await pushGroupMessage(push, ctx.db, members, message, req.nopush);
  });
  return { result: RESULT.SUCCESS, msg_info };
};

/** The group and its members: the reply is the first page; further pages follow as pushes (is_end 1 on the last). */
const getInfo: Handler<'msg_get_group_info_req'> = async (ctx, req) => {
  const access = await memberAccess(ctx, req.groupkey);
  const group_info = await groupInfo(ctx, access.group);
  const users = await memberProfiles(ctx, access, await memberUids(ctx.db, req.groupkey));
  const split = pages('msg_get_group_info_rep', 'users', users, { group_info, is_end: 1 });
  return replyInPages(
    ctx,
    'msg_get_group_info_rep',
    split.map((page, i) => ({
      group_info,
      users: page,
      is_stranger: 0,
      is_end: i === split.length - 1 ? 1 : 0,
    })),
  );
};

/** 1 when the asker holds the current attrversion; otherwise 0 and the current group_base_info is pushed to it. */
const confirmInfo: Handler<'msg_confirm_group_info_req'> = async (ctx, req) => {
  const access = await memberAccess(ctx, req.groupkey);
  if (access.group.attrversion === req.attrversion) return { result: RESULT.SUCCESS };
  const info = await groupInfo(ctx, access.group);
  ctx.afterReply(() => {
    ctx.registry.push(ctx.conn, 'msg_group_list_notify', { grouplist: [info] });
  });
  return { result: RESULT.FAIL };
};

/** Every member, in pages (isfirst / isend) under the frame limit. */
const memberList: Handler<'msg_group_member_list_req'> = async (ctx, req) => {
  const access = await memberAccess(ctx, req.groupkey);
  const users = await memberProfiles(ctx, access, await memberUids(ctx.db, req.groupkey));
  const split = pages('msg_group_member_list_rep', 'users', users, {
    groupkey: req.groupkey,
    isfirst: 1,
    isend: 1,
  });
  return replyInPages(
    ctx,
    'msg_group_member_list_rep',
    split.map((page, i) => ({
      groupkey: req.groupkey,
      isfirst: i === 0 ? 1 : 0,
      users: page,
      isend: i === split.length - 1 ? 1 : 0,
    })),
  );
};

const online: Handler<'msg_group_online_cnt_req'> = async (ctx, req) => {
  await memberAccess(ctx, req.groupkey);
  return { group_online: await onlineCount(ctx, req.groupkey) };
};

/**
 * Joining from a QR code: `verify` must be a code issued for this group and `otheruid` (the
 * member who shared it) that has not expired, else 20; add_limits 2 makes it a join request (14).
 */
const joinByQrcode: Handler<'msg_join_group_by_qrcode_req'> = async (ctx, req) => {
  const now = ctx.now();
  if (!(await checkGroupQrCode(ctx.db, req.verify, req.groupkey, req.otheruid, now))) {
    throw new Refusal('result', RESULT.INVALID_GROUP_QRCODE, 'the group QR code is not valid');
  }
  const outcome = await joinByInvite(ctx.db, req.groupkey, ctx.conn.uid, req.otheruid, now);
  return { result: afterAdd(ctx, outcome, 'msg_join_group_by_qrcode_req') };
};

/** Offline data, groups part: msg_group_list_notify with every group of the user (paged if long). */
export const groupsOfflineData: OfflineDataHook = async (ctx) => {
  const groups = await groupsOf(ctx.db, ctx.conn.uid);
  const infos = await Promise.all(groups.map((group) => groupInfo(ctx, group)));
  for (const grouplist of pages('msg_group_list_notify', 'grouplist', infos)) {
    ctx.registry.push(ctx.conn, 'msg_group_list_notify', { grouplist });
  }
};

const CORE: HandlerTable = {
  msg_create_group_req: create,
  msg_add_group_member_req: addMember,
  msg_del_group_member_req: delMember,
  msg_dismiss_group_req: dismiss,
  msg_send_group_msg_req: send,
  msg_get_group_info_req: getInfo,
  msg_confirm_group_info_req: confirmInfo,
  msg_group_member_list_req: memberList,
  msg_group_online_cnt_req: online,
  msg_join_group_by_qrcode_req: joinByQrcode,
};

/** The Groups area of spec 001 (ids 1021-1052, 1133-1136, 1153-1154, 1173-1180, 1189-1190, 907-912, 919-920). */
export const GROUP_HANDLERS: HandlerTable = { ...CORE, ...GROUP_ADMIN_HANDLERS };
