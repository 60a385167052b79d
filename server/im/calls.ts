import { isGroupKey } from '../../protocol/chatkey';
import { encodeMessage } from '../../protocol/codec';
import {
  CALL_OPER,
  CALL_STATE,
  CALL_TYPE,
  type CallSignal,
  RING_TIMEOUT_MS,
  VOICE_DATA_MAX_BYTES,
} from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import {
  type Call,
  callOf,
  liveCallOf,
  liveCallsOfConnection,
  liveCallsOfNode,
  moveCall,
  placeCall,
  ringingCallsTo,
  ringingSince,
} from '../calls/private';
import { storeCallRecord } from '../calls/record';
import { privateMessageFrame } from '../chat/private';
import type { Connection } from '../delivery/connection';
import { areFriends, isBlocked } from '../friends/relations';
import { webPushOf } from '../push';
import { pushIncomingCall } from '../push/notify';
import { Refusal } from '../refusal';
import { checkRange, partyOf, privateOnly } from './chatCommon';
import { relayGroupSignal } from './groupCalls';
import { startPeriodic } from './periodic';
import type { Handler, HandlerTable, ImContext, ImServices, OfflineDataHook } from './types';

/**
 * Private calls (docs/messaging.md "Calls"): the call request rings the callee's every device, the
 * operate request answers, declines or hangs up, and voice data carries the WebRTC signalling
 * between the two. Every change of state is pushed to both users' devices as
 * msg_voice_call_notify; an ended call leaves a record message (type 9) in the chat. A device back
 * after its connection was away asks where the calls it knew are now (the state request).
 */

const CALL_TYPES: readonly number[] = Object.values(CALL_TYPE);

/** The msg_voice_call_notify of a call in `state`. */
function notifyOf(call: Call, state: number) {
  return {
    srcuid: call.caller,
    destuid: call.callee,
    state,
    chatkey: call.chatkey,
    token: call.token,
    calltype: call.calltype,
  };
}

/** Pushes the call's state to every device of both parties. */
function announce(services: ImServices, call: Call, state: number = call.state): Promise<void> {
  const frame = encodeMessage(0, 'msg_voice_call_notify', notifyOf(call, state));
  return services.registry.deliverToUsers([call.caller, call.callee], frame);
}

/** Stores the call's record in the chat and pushes it to both users' devices. */
async function record(services: ImServices, call: Call, state: number, now: number): Promise<void> {
  const duration = call.acceptedAt === null ? 0 : Math.max(0, Math.round((now - call.acceptedAt) / 1000));
  const { message } = await storeCallRecord(
    services.db,
    call,
    { calltype: call.calltype, state, duration },
    now,
  );
  await services.registry.deliverToUsers([call.caller, call.callee], privateMessageFrame(message));
}

/** Moves a live call to `to`; when that ends it, announces it and leaves its record. False when another move won. */
async function move(services: ImServices, call: Call, to: number, conn?: Connection): Promise<boolean> {
  const now = services.now();
  const moved = await moveCall(services.db, call, call.state, to, now, conn?.id);
  if (!moved) return false;
  await announce(services, moved);
  if (to !== CALL_STATE.ACCEPTED) await record(services, { ...call, acceptedAt: moved.acceptedAt }, to, now);
  return true;
}

/**
 * msg_voice_call_req: calls the peer of a private chat (`calltype` voice or video). Refused with
 * 6 (not friends), 28 (blacklisted) or 32 (is calling: either side already holds a line, on any
 * node; a busy callee also gets a record of the call in the chat, as a missed one).
 */
const voiceCall: Handler<'msg_voice_call_req'> = async (ctx, req) => {
  if (!CALL_TYPES.includes(req.calltype))
    throw new Refusal('result', RESULT.FAIL, `calltype ${req.calltype}`);
  const { peer } = privateOnly(await partyOf(ctx, req.chatkey), 'a call');
  const uid = ctx.conn.uid;
  if (await isBlocked(ctx.db, uid, peer)) throw new Refusal('result', RESULT.IN_BLACKLIST, 'blacklisted');
  if (!(await areFriends(ctx.db, uid, peer))) throw new Refusal('result', RESULT.NOT_FRIEND, 'not friends');
  const now = ctx.now();
  const placed = await placeCall(ctx.db, {
    chatkey: req.chatkey,
    caller: uid,
    callee: peer,
    calltype: req.calltype,
    conn: ctx.conn.id,
    now,
  });
  if (placed === 'caller') throw new Refusal('result', RESULT.IS_CALLING, 'you are in a call');
  if (placed === 'callee') {
    const busy: Call = {
      token: `busy-${ctx.conn.id}-${now}`,
      chatkey: req.chatkey,
      caller: uid,
      callee: peer,
      calltype: req.calltype,
      state: CALL_STATE.BUSY,
      callerConn: ctx.conn.id,
      calleeConn: '',
      createdAt: now,
      acceptedAt: null,
    };
    // NOTE: before the refusal, since a refused request runs no after-reply work.
    await record(ctx, busy, CALL_STATE.BUSY, now);
    throw new Refusal('result', RESULT.IS_CALLING, 'the callee is in a call');
  }
  ctx.afterReply(async () => {
    await announce(ctx, placed);
    const push = webPushOf(ctx.db);
    if (!push) return;
    const caller = await ctx.db
      .selectFrom('users')
      .select(['nickname', 'headurl'])
      .where('uid', '=', uid)
      .executeTakeFirst();
    await pushIncomingCall(
      push,
      peer,
      { uid, nickname: caller?.nickname ?? '', headurl: caller?.headurl ?? '' },
      req.calltype === CALL_TYPE.VIDEO,
    );
  });
  return { result: RESULT.SUCCESS, token: placed.token };
};

/** Longest call token the state request reads (the server makes UUIDs, 36 characters). */
const TOKEN_MAX_LENGTH = 64;

/**
 * msg_voice_call_state_req: the private call `token` as it is now, for a party of it (a device
 * back after its connection was away asks about the calls it knew, whose pushes it may have
 * missed). A token that is empty or too long is refused with 0; a call the user is not a party of
 * is refused with 33, as one that does not exist, so the answer reveals nothing about it.
 */
const voiceCallState: Handler<'msg_voice_call_state_req'> = async (ctx, req) => {
  if (req.token.length === 0 || req.token.length > TOKEN_MAX_LENGTH) {
    throw new Refusal('result', RESULT.FAIL, `token of ${req.token.length} characters`);
  }
  const uid = ctx.conn.uid;
  const call = await callOf(ctx.db, req.token);
  if (!call || (call.caller !== uid && call.callee !== uid)) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'no such call');
  }
  return { result: RESULT.SUCCESS, ...notifyOf(call, call.state) };
};

/**
 * msg_voice_oper_req on the chat's live call: accept or decline (the callee, while it rings), hang
 * up (either side: cancels a ringing call for the caller, declines it for the callee, ends an
 * accepted one). Refused with 33 when there is no such call or the move does not apply.
 */
const voiceOper: Handler<'msg_voice_oper_req'> = async (ctx, req) => {
  checkRange(req.opertype, CALL_OPER.ACCEPT, CALL_OPER.HANG_UP, 'opertype');
  privateOnly(await partyOf(ctx, req.chatkey), 'a call');
  const uid = ctx.conn.uid;
  const call = await liveCallOf(ctx.db, req.chatkey);
  if (!call) throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'no call in this chat');
  const ringing = call.state === CALL_STATE.RINGING;
  const isCallee = call.callee === uid;
  let to: number | undefined;
  if (req.opertype === CALL_OPER.ACCEPT && ringing && isCallee) to = CALL_STATE.ACCEPTED;
  else if (req.opertype === CALL_OPER.DECLINE && ringing && isCallee) to = CALL_STATE.DECLINED;
  else if (req.opertype === CALL_OPER.HANG_UP) {
    to = !ringing ? CALL_STATE.ENDED : isCallee ? CALL_STATE.DECLINED : CALL_STATE.CANCELLED;
  }
  if (to === undefined || !(await move(ctx, call, to, ctx.conn))) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, `opertype ${req.opertype} does not apply now`);
  }
  return { result: RESULT.SUCCESS, chatkey: req.chatkey, opertype: req.opertype };
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a signalling message (docs/messaging.md "Calls"), refusing (33) what is not one. */
export function readSignal(data: Uint8Array): CallSignal {
  if (data.length === 0 || data.length > VOICE_DATA_MAX_BYTES) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, `voice_data of ${data.length} bytes`);
  }
  try {
    const signal = JSON.parse(utf8.decode(data)) as CallSignal;
    if (signal.kind === 'offer' || signal.kind === 'answer' || signal.kind === 'ice') return signal;
  } catch {
    // answered below
  }
  throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'voice_data is no call signal');
}

/**
 * msg_voice_data_req: relays one signalling message to the other side of the sender's call as
 * msg_voice_data_notify: the peer of the chat's live private call, or in a group call the member
 * named by `to`. Refused with 33 when there is no such call.
 */
const voiceData: Handler<'msg_voice_data_req'> = async (ctx, req) => {
  const signal = readSignal(req.voice_data);
  const uid = ctx.conn.uid;
  const frame = encodeMessage(0, 'msg_voice_data_notify', {
    srcuid: uid,
    chatkey: req.chatkey,
    voice_data: req.voice_data,
    ptime: req.ptime,
  });
  if (isGroupKey(req.chatkey)) {
    await relayGroupSignal(ctx, Number(req.chatkey), signal, frame);
    return { result: RESULT.SUCCESS };
  }
  const call = await liveCallOf(ctx.db, req.chatkey);
  if (!call || (call.caller !== uid && call.callee !== uid)) {
    throw new Refusal('result', RESULT.VOICE_CALL_ERROR, 'no call in this chat');
  }
  await ctx.registry.deliverToUser(call.caller === uid ? call.callee : call.caller, frame);
  return { result: RESULT.SUCCESS };
};

export const CALL_HANDLERS: HandlerTable = {
  msg_voice_call_req: voiceCall,
  msg_voice_oper_req: voiceOper,
  msg_voice_data_req: voiceData,
  msg_voice_call_state_req: voiceCallState,
};

/** How a call ends when one of its connections goes away: a ringing call is cancelled (or declined), a live one ended. */
async function dropCall(services: ImServices, call: Call, conn: string): Promise<void> {
  const to =
    call.state === CALL_STATE.ACCEPTED
      ? CALL_STATE.ENDED
      : call.callerConn === conn
        ? CALL_STATE.CANCELLED
        : CALL_STATE.DECLINED;
  await move(services, call, to);
}

/** Session hook: a socket that placed or accepted a call closed, so the call ends. */
export async function callsClosed(services: ImServices, conn: Connection): Promise<void> {
  for (const call of await liveCallsOfConnection(services.db, conn.id))
    await dropCall(services, call, conn.id);
}

/** Ends the calls held by connections of a node that died (server/im/nodes.ts). */
export async function callsOfDeadNode(services: ImServices, node: string): Promise<void> {
  for (const call of await liveCallsOfNode(services.db, node)) {
    const conn = call.callerConn.startsWith(`${node}/`) ? call.callerConn : call.calleeConn;
    await dropCall(services, call, conn);
  }
}

/** How often each node looks for calls that rang out (ms). */
export const CALL_SWEEP_MS = 5000;

/**
 * Every `everyMs`, calls still ringing after `ringTimeoutMs` (default {@link RING_TIMEOUT_MS}) become missed (the guarded
 * move lets one node win). Returns the stop function.
 */
export function startCallSweep(
  services: ImServices,
  everyMs: number = CALL_SWEEP_MS,
  ringTimeoutMs: number = RING_TIMEOUT_MS,
): () => Promise<void> {
  const sweep = async () => {
    for (const call of await ringingSince(services.db, services.now() - ringTimeoutMs)) {
      await move(services, call, CALL_STATE.MISSED);
    }
  };
  return startPeriodic(services, everyMs, 'missed-call sweep', sweep);
}

/**
 * Offline data: a device that comes online while a private call to its user still rings (one
 * opened from the call's Web Push, say) is rung again, on that connection only and once per
 * connection, so it can answer or decline. Calls past `ringTimeoutMs` (default
 * {@link RING_TIMEOUT_MS}) are not rung, even before the sweep has marked them missed. Each call
 * makes the hook of one IM layer (attachIm), which keeps the connections it rang.
 */
export function ringingCallsOfflineData(ringTimeoutMs: number = RING_TIMEOUT_MS): OfflineDataHook {
  /** This layer's connections that were already rung again with their offline data. */
  const rungAgain = new WeakSet<Connection>();
  return async (ctx: ImContext) => {
    const { conn } = ctx;
    if (rungAgain.has(conn)) return;
    rungAgain.add(conn);
    for (const call of await ringingCallsTo(ctx.db, conn.uid, ctx.now() - ringTimeoutMs)) {
      ctx.registry.push(conn, 'msg_voice_call_notify', notifyOf(call, CALL_STATE.RINGING));
      // NOTE: a call that ended between the read and the push was announced to this connection
      // before its ring: the end state follows, so the device never rings for a call that is over.
      const current = await callOf(ctx.db, call.token);
      if (current && current.state !== CALL_STATE.RINGING) {
        ctx.registry.push(conn, 'msg_voice_call_notify', notifyOf(current, current.state));
      }
    }
  };
}
