import { RESULT } from '../../protocol/result';
import { RET } from '../accounts';
import { groupAccess } from '../groups/access';
import { groupInvite, joinRequests, refuseJoinRequest } from '../groups/invites';
import { checkGroupQrCode, GROUP_QR_TTL_MS, issueGroupQrCode } from '../groups/qrcode';
import type { ImContext, ImMethodTable, ImReply } from './imContext';
import { callerUid } from './imTools';
import { integer, text } from './winParam';

/** The caller after its fast key is checked (9 otherwise). */
async function sessionUid(ctx: ImContext): Promise<number> {
  const uid = callerUid(ctx);
  await ctx.accounts.requireSession(uid, text(ctx.param, 'fastkey'));
  return uid;
}

/** The app link a group QR code holds: the app's /group page with the code (the client adds its origin). */
export function groupJoinLink(groupkey: number, otheruid: number, verify: string): string {
  return `/group?${new URLSearchParams({ id: String(groupkey), otheruid: String(otheruid), verify })}`;
}

/**
 * IMTools.getGroupQrCode: the `verify` code a member shares (as a QR code) so others can join the
 * group with msg_join_group_by_qrcode_req {groupkey, otheruid: the member, verify}. The protocol
 * has no message that hands a code out, so the IM API does, by uid + fastkey. Strangers get 43;
 * whether the member may invite is checked when the code is used.
 */
async function getGroupQrCode(ctx: ImContext): Promise<ImReply> {
  const uid = await sessionUid(ctx);
  const groupkey = integer(ctx.param, 'groupkey');
  const now = Date.now();
  if (!(await groupAccess(ctx.db, groupkey, uid, now)).member) {
    return { ret: RESULT.NOT_GROUP_MEMBER, msg: 'not a member of this group' };
  }
  const verify = await issueGroupQrCode(ctx.db, groupkey, uid, now);
  return {
    msg: 'ok',
    groupkey,
    otheruid: uid,
    verify,
    expires: Math.floor((now + GROUP_QR_TTL_MS) / 1000),
    qrcode: groupJoinLink(groupkey, uid, verify),
  };
}

/**
 * IMTools.getGroupInvite {groupkey, otheruid, verify}: what a QR code's holder sees before joining
 * (name, avatar, member count, who shared it, whether an admin must approve). The code itself is
 * the right to look: anything but a valid code of that group and member gets 20, as the join would.
 */
async function getGroupInvite(ctx: ImContext): Promise<ImReply> {
  const uid = await sessionUid(ctx);
  const groupkey = integer(ctx.param, 'groupkey');
  const otheruid = integer(ctx.param, 'otheruid');
  const now = Date.now();
  const valid = await checkGroupQrCode(ctx.db, text(ctx.param, 'verify'), groupkey, otheruid, now);
  const invite = valid ? await groupInvite(ctx.db, groupkey, otheruid, uid, now) : undefined;
  if (!invite) return { ret: RESULT.INVALID_GROUP_QRCODE, msg: 'the group QR code is not valid' };
  return { msg: 'ok', invite };
}

/**
 * IMTools.getGroupJoinRequests {groupkey}: the requests waiting for approval (add_limits 2), newest
 * first, for the host and admins with the approve-joins bit (37 otherwise; 43 for non-members).
 * They approve with msg_add_group_member_req and refuse with IMTools.refuseGroupJoin.
 */
async function getGroupJoinRequests(ctx: ImContext): Promise<ImReply> {
  const uid = await sessionUid(ctx);
  const list = await joinRequests(ctx.db, integer(ctx.param, 'groupkey'), uid, Date.now());
  if (list === 'not-member') return { ret: RESULT.NOT_GROUP_MEMBER, msg: 'not a member of this group' };
  if (list === 'no-right') return { ret: RESULT.NOT_ADMIN, msg: 'only approvers see join requests' };
  return { msg: 'ok', requests: list };
}

/**
 * IMTools.refuseGroupJoin {groupkey, uid}: drops one pending join request (the host and admins
 * with the approve-joins bit; 43 / 37 otherwise). A request that is no longer pending (approved or
 * refused by another approver) gets 106 and changes nothing: a member is never removed this way.
 */
async function refuseGroupJoin(ctx: ImContext): Promise<ImReply> {
  const asker = await sessionUid(ctx);
  const groupkey = integer(ctx.param, 'groupkey');
  const outcome = await refuseJoinRequest(ctx.db, groupkey, asker, integer(ctx.param, 'uid'), Date.now());
  if (outcome === 'not-member') return { ret: RESULT.NOT_GROUP_MEMBER, msg: 'not a member of this group' };
  if (outcome === 'no-right') return { ret: RESULT.NOT_ADMIN, msg: 'only approvers refuse join requests' };
  if (outcome === 'none') return { ret: RET.notPending, msg: 'no such join request is pending' };
  return { msg: 'ok' };
}

/** IMTools.* of groups: what the protocol has no message for (QR codes, invitations, join requests). */
export const IM_GROUP_METHODS: ImMethodTable = {
  'IMTools.getGroupQrCode': getGroupQrCode,
  'IMTools.getGroupInvite': getGroupInvite,
  'IMTools.getGroupJoinRequests': getGroupJoinRequests,
  'IMTools.refuseGroupJoin': refuseGroupJoin,
};
