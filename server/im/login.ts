import { RESULT } from '../../protocol/result';
import { fastkeyHash, type UserProfile } from '../accounts';
import { customerList, findUid, toBaseInfo } from '../accounts/baseInfo';
import { type ClientKind, type Connection, SETTLED, sessionKeyOf } from '../delivery/connection';
import type { ImContext, ImServices } from './types';

/** Device ids as accounts accept them: 3 to 128 printable ASCII characters. */
const DEVICE_ID = /^[\x21-\x7e]{3,128}$/;

/** The fields every socket login carries (app, h5 and pc logins). */
export interface LoginFields {
  uid: number;
  fastkey: string;
  deviceid: string;
  /** App login only: log in by phone when uid is 0 (zone 86). */
  phonenum?: string;
}

/** A login reply's common part. */
export interface LoginOutcome {
  result: number;
  server_time: number;
  customer_list?: { uid: number; customer_type: number }[];
}

export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * Logs a socket in as `user` on `deviceid`: marks the connection, registers it for delivery
 * (subscribing this node to the user's topic) and tells every node, so older sessions of the
 * same kind close (other devices get msg_login_elsewhere_notify; the same device is replaced quietly).
 */
export async function completeLogin(
  services: ImServices,
  conn: Connection,
  user: UserProfile,
  deviceid: string,
  kind: ClientKind,
  sessionKey: string,
): Promise<void> {
  const fresh = !conn.authenticated;
  conn.authenticate(user.uid, deviceid, kind);
  conn.sessionKey = sessionKeyOf(sessionKey);
  services.metrics.logins += 1;
  await services.registry.attach(conn);
  try {
    await services.registry.announceLogin(conn);
  } catch (error) {
    // NOTE: the login stands; only the other-device notice is lost while the bus is down.
    services.log.error({ err: error, uid: user.uid }, 'could not announce a login on the bus');
  }
  // NOTE: a repeated login on the same socket (same user and device) is not a new session.
  if (!fresh) return;
  // NOTE: the session-closed hooks run from the socket's close (server/im/socket.ts), with the
  // node's services: a closure here would keep this request's context alive as long as the socket.
  const opening = runSessionHooks(services, conn, 'sessionOpened');
  conn.sessionOpened = opening;
  await opening;
  // NOTE: the hooks never reject; once they ran the socket keeps the shared settled promise.
  if (conn.sessionOpened === opening) conn.sessionOpened = SETTLED;
}

/** Runs the session hooks of one kind in order, logging failures; tracked so closing the layer can wait. */
export function runSessionHooks(
  services: ImServices,
  conn: Connection,
  which: 'sessionOpened' | 'sessionClosed',
): Promise<void> {
  const { hooks, log } = services;
  const run = (async () => {
    for (const hook of hooks[which]) {
      try {
        await hook(services, conn);
      } catch (error) {
        log.error({ err: error, uid: conn.uid, conn: conn.id }, `${which} hook failed`);
      }
    }
  })();
  hooks.running.add(run);
  void run.finally(() => hooks.running.delete(run));
  return run;
}

/** Pushes the user's own profile (msg_user_data_notify): the hub relies on it after every login. */
export async function pushUserData(services: ImServices, conn: Connection, user: UserProfile): Promise<void> {
  const fresh = (await services.accounts.getProfile(user.uid)) ?? user;
  services.registry.push(conn, 'msg_user_data_notify', {
    base_data: await toBaseInfo(services.db, fresh, { self: true }),
  });
}

/**
 * A socket login (msg_login_req, msg_h5_login_req, msg_pc_login_req): the uid's live session on
 * this device. Result 1 with the server time and the customer-service list, then (after the
 * reply) the user-data push; result 9 when the fastkey is not a live session of that uid and
 * device (the socket stays logged out); result 0 for a missing device id or a socket already
 * logged in as someone else.
 */
export async function socketLogin(
  ctx: ImContext,
  fields: LoginFields,
  kind: ClientKind,
): Promise<LoginOutcome> {
  const now = ctx.now();
  const { conn } = ctx;
  const failed = (result: number, why: string): LoginOutcome => {
    ctx.metrics.loginFailures += 1;
    ctx.log.info({ conn: conn.id, uid: fields.uid, kind }, `login refused: ${why}`);
    return { result, server_time: unixSeconds(now) };
  };
  if (!DEVICE_ID.test(fields.deviceid))
    return failed(RESULT.FAIL, 'deviceid must be 3 to 128 printable characters');
  let uid = fields.uid;
  if (uid === 0 && fields.phonenum)
    uid = (await findUid(ctx.db, { zone: '86', phone: fields.phonenum })) ?? 0;
  if (conn.authenticated && (conn.uid !== uid || conn.deviceid !== fields.deviceid || conn.kind !== kind)) {
    return failed(RESULT.FAIL, `the socket is already logged in as ${conn.uid}`);
  }
  const user = uid > 0 ? await ctx.accounts.verifySession(uid, fields.fastkey, fields.deviceid) : undefined;
  if (!user) return failed(RESULT.FAST_KEY_ERROR, 'fast key error');
  if (!conn.open) return failed(RESULT.FAIL, 'the socket closed during the login');
  await completeLogin(ctx, conn, user, fields.deviceid, kind, fastkeyHash(fields.fastkey));
  ctx.afterReply(() => pushUserData(ctx, conn, user));
  return { result: RESULT.SUCCESS, server_time: unixSeconds(now), customer_list: await customerList(ctx.db) };
}
