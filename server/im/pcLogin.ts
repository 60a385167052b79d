import { randomBytes } from 'node:crypto';
import { RESULT } from '../../protocol/result';
import { sha256Hex } from '../accounts/secrets';
import type { Connection } from '../delivery/connection';
import { completeLogin, type LoginOutcome, pushUserData, unixSeconds } from './login';
import type { ImContext, ImServices } from './types';

/** How long a QR code stays valid. */
export const PC_FLOW_TTL_MS = 2 * 60_000;

/** The PC's secret must be at least this long: it becomes the fastkey of its session. */
const MIN_PC_SECRET = 16;
const DEVICE_ID = /^[\x21-\x7e]{3,128}$/;

const utf8 = new TextDecoder();

/**
 * PC QR login, step 1 (a PC socket, logged out, sends msg_pc_login_req with uid 0):
 * - the PC sends a secret of its own making in `fastkey` (kept private, never in the QR code) and its `deviceid`;
 * - the reply is result 31 ("log in by QR code"), then a msg_pc_flow_notify push brings `pcflow`,
 *   16 random bytes valid for 2 minutes;
 * - the PC shows a QR code holding `pcflow` and its device id.
 *
 * Step 2 is {@link approvePcFlow}: the phone scans the code and approves. The PC socket is then
 * logged in where it waits (msg_pc_data_notify with the uid, then msg_user_data_notify) and its
 * secret is from now on the fastkey of the user's session on that PC, for msg_pc_login_req next time.
 */
export async function startPcFlow(
  ctx: ImContext,
  request: { fastkey: string; deviceid: string },
): Promise<LoginOutcome> {
  const now = ctx.now();
  const { conn, db } = ctx;
  if (conn.authenticated || request.fastkey.length < MIN_PC_SECRET || !DEVICE_ID.test(request.deviceid)) {
    ctx.metrics.loginFailures += 1;
    return { result: RESULT.FAIL, server_time: unixSeconds(now) };
  }
  const flow = new Uint8Array(randomBytes(16));
  const hash = sha256Hex(Buffer.from(flow).toString('hex'));
  await db.deleteFrom('pc_login_flows').where('expires_at', '<', now).execute();
  if (conn.pcFlow) await db.deleteFrom('pc_login_flows').where('flow_hash', '=', conn.pcFlow.hash).execute();
  await db
    .insertInto('pc_login_flows')
    .values({
      flow_hash: hash,
      key_hash: sha256Hex(request.fastkey),
      deviceid: request.deviceid,
      node_id: ctx.bus.nodeId,
      connection: conn.id,
      created_at: now,
      expires_at: now + PC_FLOW_TTL_MS,
      approved_uid: null,
    })
    .execute();
  conn.pcFlow = { hash, deviceid: request.deviceid };
  ctx.afterReply(() => {
    ctx.registry.push(conn, 'msg_pc_flow_notify', { pcflow: flow });
  });
  return { result: RESULT.PC_QRCODE_ERROR, server_time: unixSeconds(now) };
}

/**
 * PC QR login, step 2 (msg_pc_auth_req from the user's logged-in app): `pcflow` from the QR code
 * and `pckey`, the PC's device id shown beside it. Result 1 when the flow is live and the device
 * matches: a session of the user on that PC is made with the PC's secret as fastkey and the PC's
 * node is told to log its socket in. Result 31 for an unknown, expired or used flow, or another device.
 */
export async function approvePcFlow(ctx: ImContext, request: { pcflow: Uint8Array; pckey: Uint8Array }) {
  const now = ctx.now();
  const { conn, db } = ctx;
  // NOTE: only the phone app approves a PC; a PC or browser session cannot vouch for another PC.
  if (conn.kind !== 'app') return { result: RESULT.FAIL };
  const refused = { result: RESULT.PC_QRCODE_ERROR };
  if (request.pcflow.length !== 16) return refused;
  const hash = sha256Hex(Buffer.from(request.pcflow).toString('hex'));
  const flow = await db
    .selectFrom('pc_login_flows')
    .selectAll()
    .where('flow_hash', '=', hash)
    .where('approved_uid', 'is', null)
    .where('expires_at', '>=', now)
    .executeTakeFirst();
  if (!flow || utf8.decode(request.pckey) !== flow.deviceid) return refused;
  const claimed = await db
    .updateTable('pc_login_flows')
    .set({ approved_uid: conn.uid })
    .where('flow_hash', '=', hash)
    .where('approved_uid', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) return refused;
  await ctx.accounts.startPcSession(conn.uid, flow.deviceid, flow.key_hash);
  await ctx.registry.approvePc(flow.node_id, flow.connection, conn.uid);
  return { result: RESULT.SUCCESS };
}

/** On the PC's node: logs the waiting PC socket in once its flow is approved. */
export async function finishPcFlow(services: ImServices, conn: Connection, uid: number): Promise<void> {
  const flow = conn.pcFlow;
  const user = await services.accounts.getProfile(uid);
  if (!flow || !user || !conn.open || conn.authenticated) return;
  conn.pcFlow = undefined;
  const session = await services.db
    .selectFrom('sessions')
    .select('fastkey_hash')
    .where('uid', '=', uid)
    .where('deviceid', '=', flow.deviceid)
    .executeTakeFirst();
  if (!session) return;
  await completeLogin(services, conn, user, flow.deviceid, 'pc', session.fastkey_hash);
  services.registry.push(conn, 'msg_pc_data_notify', { uid });
  await pushUserData(services, conn, user);
}
