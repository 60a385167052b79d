import { PUSH_CHANNEL } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { isGuest } from '../accounts';
import { findUid, toBaseInfo } from '../accounts/baseInfo';
import { checkPhone, checkZone } from '../accounts/validate';
import { hasPrivacyBit, PRIVACY_BIT } from '../friends/profileRules';
import { areFriends } from '../friends/relations';
import type { DEFAULT_LIMITS } from '../limits';
import { Refusal } from '../refusal';
import { socketLogin, unixSeconds } from './login';
import { approvePcFlow, startPcFlow } from './pcLogin';
import type { Handler, HandlerTable, ImContext } from './types';

const PUSH_CHANNELS: ReadonlySet<number> = new Set(Object.values(PUSH_CHANNEL));
const MAX_PUSH_ID = 512;

/** msg_heart_test: the server's clock, in seconds and in milliseconds. */
const heartbeat: Handler<'msg_heart_test'> = (ctx) => {
  const now = ctx.now();
  ctx.conn.lastHeartbeatAt = now;
  return { svr_time: unixSeconds(now), ms_time: BigInt(now) };
};

const appLogin: Handler<'msg_login_req'> = async (ctx, req) => {
  const outcome = await socketLogin(ctx, req, 'app');
  return { ...outcome, ms_time: BigInt(ctx.now()) };
};

const h5Login: Handler<'msg_h5_login_req'> = (ctx, req) => socketLogin(ctx, req, 'h5');

/** PC login with a session's fastkey, or (uid 0) the start of a QR login (see pcLogin.ts). */
const pcLogin: Handler<'msg_pc_login_req'> = (ctx, req) =>
  req.uid === 0 ? startPcFlow(ctx, req) : socketLogin(ctx, req, 'pc');

const pcAuth: Handler<'msg_pc_auth_req'> = (ctx, req) => approvePcFlow(ctx, req);

/** Empty reply; then each area's offline-data hook pushes what the user missed, in registration order. */
const offlineData: Handler<'msg_offline_data_req'> = (ctx) => {
  ctx.afterReply(async () => {
    for (const hook of ctx.hooks.offlineData) await hook(ctx);
  });
  return {};
};

const setBackground: Handler<'msg_set_background_req'> = (ctx, req) => {
  ctx.conn.background = req.is_back !== 0;
  return {};
};

/** Stores the device's push id (one per device; it follows the user logged in there). */
const uploadPushId: Handler<'msg_upload_pushid_req'> = async (ctx, req) => {
  if (!PUSH_CHANNELS.has(req.pushchannel)) {
    throw new Refusal('result', RESULT.FAIL, `pushchannel must be 1..6, got ${req.pushchannel}`);
  }
  if (req.pushid === '' || req.pushid.length > MAX_PUSH_ID) {
    throw new Refusal('result', RESULT.FAIL, `pushid must be 1..${MAX_PUSH_ID} characters`);
  }
  const row = { uid: ctx.conn.uid, pushid: req.pushid, pushchannel: req.pushchannel, updated_at: ctx.now() };
  await ctx.db
    .insertInto('push_ids')
    .values({ deviceid: ctx.conn.deviceid, ...row })
    .onConflict((oc) => oc.column('deviceid').doUpdateSet(row))
    .execute();
  return {};
};

/** Binds a third-party account: 34 when that account, or this user on that channel, is already bound. */
const bindOpenid: Handler<'msg_bind_openid_req'> = async (ctx, req) => {
  if (req.channel === 0 || req.thirduid === 0) return { result: RESULT.FAIL };
  const { db, conn } = ctx;
  const taken = async () =>
    (await db
      .selectFrom('openid_bindings')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('channel', '=', req.channel), eb('thirduid', '=', req.thirduid)]),
          eb.and([eb('uid', '=', conn.uid), eb('channel', '=', req.channel)]),
        ]),
      )
      .executeTakeFirst()) !== undefined;
  if (await taken()) return { result: RESULT.ALREADY_BOUND };
  try {
    await db
      .insertInto('openid_bindings')
      .values({ uid: conn.uid, channel: req.channel, thirduid: req.thirduid, created_at: ctx.now() })
      .execute();
  } catch (error) {
    // NOTE: two binds at once: the unique constraints let one in; the other is "already bound".
    if (await taken()) return { result: RESULT.ALREADY_BOUND };
    throw error;
  }
  return { result: RESULT.SUCCESS };
};

/**
 * Finding a user by phone number (issue 14, against enumeration): registered users only, at most
 * {@link DEFAULT_LIMITS}.phoneLookups a minute each, and a user who hid from phone search (privacy
 * bit {@link PRIVACY_BIT.hideFromPhoneSearch}) is found only by friends; a hidden user and no user
 * answer alike (result 3).
 */
async function lookUpPhone(ctx: ImContext, zone: string, phone: string): Promise<number> {
  const me = await ctx.accounts.getProfile(ctx.conn.uid);
  if (!me || isGuest(me))
    throw new Refusal('result', RESULT.FAIL, 'log in with a phone number to find users by phone');
  const wait = await ctx.limits.get('phoneLookups').take(String(ctx.conn.uid));
  if (wait > 0) throw new Refusal('result', RESULT.FAIL, `too many phone look-ups: try again in ${wait} s`);
  let z: string;
  let p: string;
  try {
    z = checkZone(zone);
    p = checkPhone(phone, z);
  } catch {
    throw new Refusal('result', RESULT.PHONE_ERROR, 'no user with this phone number');
  }
  const uid = await findUid(ctx.db, { zone: z, phone: p });
  const found = uid === undefined ? undefined : await ctx.accounts.getProfile(uid);
  if (
    uid === undefined ||
    !found ||
    (hasPrivacyBit(found.privacy, PRIVACY_BIT.hideFromPhoneSearch) &&
      uid !== ctx.conn.uid &&
      !(await areFriends(ctx.db, ctx.conn.uid, uid)))
  ) {
    throw new Refusal('result', RESULT.PHONE_ERROR, 'no user with this phone number');
  }
  return uid;
}

/**
 * A user's profile by uid, fid, phone (zone defaults to 86) or third-party account, tried in that
 * order. The reply has no result field: a miss is refused with 41 (fid), 3 (phone) or 0, carried by
 * msg_oper_result_notify after an empty reply.
 */
const getUserInfo: Handler<'msg_get_user_info_req'> = async (ctx, req) => {
  const { db, accounts, conn } = ctx;
  let uid: number | undefined;
  if (req.uid !== 0) {
    uid = req.uid;
  } else if (req.fid !== 0) {
    uid = await findUid(db, { fid: req.fid });
    if (uid === undefined) throw new Refusal('result', RESULT.FID_NOT_EXIST, `no user with fid ${req.fid}`);
  } else if (req.phonenum !== '') {
    uid = await lookUpPhone(ctx, req.zone, req.phonenum);
  } else if (req.channel !== 0 && req.thirduid !== 0) {
    uid = await findUid(db, { channel: req.channel, thirduid: req.thirduid });
  } else {
    throw new Refusal('result', RESULT.FAIL, 'name a uid, fid, phone number or third-party account');
  }
  const user = uid === undefined ? undefined : await accounts.getProfile(uid);
  if (!user) throw new Refusal('result', RESULT.FAIL, 'no such user');
  const showPhone = req.uid === 0 && req.fid === 0 && req.phonenum !== '';
  return { user_info: await toBaseInfo(db, user, { self: user.uid === conn.uid, showPhone }) };
};

/** Session and basic messages (spec 001 §3): logins, heartbeat, offline data, device settings, user lookup. */
export const SESSION_HANDLERS: HandlerTable = {
  msg_heart_test: heartbeat,
  msg_login_req: appLogin,
  msg_h5_login_req: h5Login,
  msg_pc_login_req: pcLogin,
  msg_pc_auth_req: pcAuth,
  msg_offline_data_req: offlineData,
  msg_set_background_req: setBackground,
  msg_upload_pushid_req: uploadPushId,
  msg_bind_openid_req: bindOpenid,
  msg_get_user_info_req: getUserInfo,
};
