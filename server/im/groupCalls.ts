import { randomUUID } from 'node:crypto';
import { encodeMessage } from '../../protocol/codec';
import { ADMIN_PERM } from '../../protocol/enums';
import {
  CALL_STATE,
  CALL_TYPE,
  type CallSignal,
  GROUP_CALL_JOIN,
  GROUP_CALL_MAX,
  MEDIA_STATE,
} from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import {
  groupCallMembers,
  groupCallOf,
  groupCallsOfConnection,
  groupsWithCalls,
  joinGroupCall,
  leaveGroupCall,
  setGroupCallMedia,
  startGroupCall,
} from '../calls/group';
import { storeCallRecord } from '../calls/record';
import { toChatMsg } from '../chat/messages';
import type { Connection } from '../delivery/connection';
import { can, groupAccess, isMember } from '../groups/access';
import { groupsOf, memberUids } from '../groups/info';
import { Refusal } from '../refusal';
import { checkRange } from './chatCommon';
import { unixSeconds } from './login';
import type { Handler, HandlerTable, ImContext, ImServices } from './types';

/**
 * Group calls (docs/messaging.md "Calls"): a mesh of up to {@link GROUP_CALL_MAX} people. The host
 * or an admin holding the manage-calls bit (8) starts one, which rings the members named (or all);
 * members join and leave, and set their microphone and camera state; every change is pushed to
 * the group's members as msg_group_voice_state_notify with everyone in the call.
 */

/** The group's access for the asker, refused with 43 for a non-member. */
async function memberAccess(ctx: ImContext, groupkey: number) {
  const access = await groupAccess(ctx.db, groupkey, ctx.conn.uid, ctx.now());
  if (!isMember(access))
    throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, `not a member of group ${groupkey}`);
  return access;
}

/** Pushes who is in the group's call, with their states, to every member of the group (empty: the call ended). */
async function announceState(services: ImServices, groupkey: number): Promise<void> {
  const users = (await groupCallMembers(services.db, groupkey)).map(({ uid, voicestate, videostate }) => ({
    uid,
    voicestate,
    videostate,
  }));
  const frame = encodeMessage(0, 'msg_group_voice_state_notify', { groupkey, users });
  await services.registry.deliverToUsers(await memberUids(services.db, groupkey), frame);
}

/**
 * Takes `uid` out of the group's call; when that ends the call, its record (type 9, the duration
 * from its start) goes into the group chat as the starter's. False when `uid` was not in it.
 */
async function leave(services: ImServices, groupkey: number, uid: number): Promise<boolean> {
  const { left, ended } = await leaveGroupCall(services.db, groupkey, uid);
  if (ended) {
    const now = services.now();
    const { message } = await storeCallRecord(
      services.db,
      { token: ended.token, chatkey: BigInt(groupkey), caller: ended.starter, callee: 0 },
      {
        calltype: CALL_TYPE.VIDEO,
        state: CALL_STATE.ENDED,
        duration: Math.max(0, Math.round((now - ended.startedAt) / 1000)),
      },
      now,
    );
    const frame = encodeMessage(0, 'msg_send_group_msg_rep', {
      result: RESULT.SUCCESS,
      msg_info: toChatMsg(message),
    });
    await services.registry.deliverToUsers(await memberUids(services.db, groupkey), frame);
  }
  return left;
}

/** Refuses a join the store turned down: 24 full, 32 in another call, 33 no call. */
function checkJoin(refused: 'full' | 'busy' | 'no-call' | undefined): void {
  if (refused === 'full')
    throw new Refusal('result', RESULT.GROUP_FULL, `a group call holds ${GROUP_CALL_MAX}`);
  if (refused === 'busy') throw new Refusal('result', RESULT.IS_CALLING, 'you are in another call');
  if (refused === 'no-call') throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'no call in this group');
}

/**
 * msg_group_voice_call_req: starts the group's call (or joins the one going on) and rings `uids`
 * (the members among them; none named: every member) with msg_group_voice_call_notify. Refused
 * with 43 (not a member), 37 (neither host nor an admin with the manage-calls bit, DECISIONS), 32.
 */
const groupCall: Handler<'msg_group_voice_call_req'> = async (ctx, req) => {
  const access = await memberAccess(ctx, req.groupkey);
  const going = await groupCallOf(ctx.db, req.groupkey);
  if (!going && !can(access, ADMIN_PERM.MANAGE_CALLS)) {
    throw new Refusal('result', RESULT.NOT_ADMIN, 'starting a group call needs the manage-calls permission');
  }
  const now = ctx.now();
  const { token, started } = await startGroupCall(ctx.db, req.groupkey, ctx.conn.uid, randomUUID(), now);
  const refused = await joinGroupCall(ctx.db, req.groupkey, ctx.conn.uid, ctx.conn.id, GROUP_CALL_MAX, now);
  if (refused && started) await leave(ctx, req.groupkey, ctx.conn.uid);
  checkJoin(refused);
  ctx.afterReply(async () => {
    const members = await memberUids(ctx.db, req.groupkey);
    const named = req.uids.filter((uid) => members.includes(uid));
    const ring = named.length > 0 ? [...named, ctx.conn.uid] : members;
    const frame = encodeMessage(0, 'msg_group_voice_call_notify', {
      uid: ctx.conn.uid,
      ptime: unixSeconds(now),
      groupkey: req.groupkey,
      token,
    });
    await ctx.registry.deliverToUsers(ring, frame);
    await announceState(ctx, req.groupkey);
  });
  return { result: RESULT.SUCCESS };
};

/** msg_group_voice_join_req: `jointype` 1 joins the group's call, 0 leaves it. Refused with 43, 24, 32, 33. */
const groupJoin: Handler<'msg_group_voice_join_req'> = async (ctx, req) => {
  checkRange(req.jointype, GROUP_CALL_JOIN.LEAVE, GROUP_CALL_JOIN.JOIN, 'jointype');
  await memberAccess(ctx, req.groupkey);
  if (req.jointype === GROUP_CALL_JOIN.JOIN) {
    checkJoin(
      await joinGroupCall(ctx.db, req.groupkey, ctx.conn.uid, ctx.conn.id, GROUP_CALL_MAX, ctx.now()),
    );
  } else if (!(await leave(ctx, req.groupkey, ctx.conn.uid))) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'not in this group call');
  }
  ctx.afterReply(() => announceState(ctx, req.groupkey));
  return { result: RESULT.SUCCESS, groupkey: req.groupkey };
};

/** msg_group_voice_oper_req: sets the asker's microphone and camera state in the call; the reply echoes them. */
const groupOper: Handler<'msg_group_voice_oper_req'> = async (ctx, req) => {
  checkRange(req.voicestate, MEDIA_STATE.OFF, MEDIA_STATE.ON, 'voicestate');
  checkRange(req.videostate, MEDIA_STATE.OFF, MEDIA_STATE.ON, 'videostate');
  await memberAccess(ctx, req.groupkey);
  if (!(await setGroupCallMedia(ctx.db, req.groupkey, ctx.conn.uid, req.voicestate, req.videostate))) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'not in this group call');
  }
  ctx.afterReply(() => announceState(ctx, req.groupkey));
  return { groupkey: req.groupkey, voicestate: req.voicestate, videostate: req.videostate };
};

export const GROUP_CALL_HANDLERS: HandlerTable = {
  msg_group_voice_call_req: groupCall,
  msg_group_voice_join_req: groupJoin,
  msg_group_voice_oper_req: groupOper,
};

/** Relays a group call's signalling message to the member it names; both must be in the call (33 otherwise). */
export async function relayGroupSignal(
  ctx: ImContext,
  groupkey: number,
  signal: CallSignal,
  frame: Uint8Array,
): Promise<void> {
  const members = (await groupCallMembers(ctx.db, groupkey)).map((m) => m.uid);
  if (!members.includes(ctx.conn.uid) || signal.to === undefined || !members.includes(signal.to)) {
    throw new Refusal(
      'result',
      RESULT.VOICE_CALL_ERROR,
      'sender and receiver must both be in the group call',
    );
  }
  await ctx.registry.deliverToUser(signal.to, frame);
}

/** Takes people out of the group calls they were in through `conn` (a node id with `prefix`). */
export async function leaveGroupCallsOf(services: ImServices, conn: string, prefix = false): Promise<void> {
  for (const { groupkey, uid } of await groupCallsOfConnection(services.db, conn, prefix)) {
    if (await leave(services, groupkey, uid)) await announceState(services, groupkey);
  }
}

/**
 * Offline data: the calls going on in the user's groups, so a device that connects during one can
 * join it (one msg_group_voice_state_notify per such group, to the asking connection).
 */
export async function groupCallsOfflineData(ctx: ImContext): Promise<void> {
  const groupkeys = (await groupsOf(ctx.db, ctx.conn.uid)).map((g) => g.groupkey);
  for (const groupkey of await groupsWithCalls(ctx.db, groupkeys)) {
    const users = (await groupCallMembers(ctx.db, groupkey)).map(({ uid, voicestate, videostate }) => ({
      uid,
      voicestate,
      videostate,
    }));
    ctx.registry.push(ctx.conn, 'msg_group_voice_state_notify', { groupkey, users });
  }
}

/** Session hook: a socket in a group call closed, so its person leaves the call. */
export function groupCallsClosed(services: ImServices, conn: Connection): Promise<void> {
  return leaveGroupCallsOf(services, conn.id);
}
