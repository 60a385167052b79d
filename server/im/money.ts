import { isGroupKey } from '../../protocol/chatkey';
import { encodeMessage } from '../../protocol/codec';
import { TOP_UP_STATUS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { toBaseInfo } from '../accounts/baseInfo';
import { PLATFORM_ACCOUNT } from '../accounts/userType';
import { toChatMsg } from '../chat/messages';
import { privateMessageFrame } from '../chat/private';
import { groupsDb } from '../groups/tables';
import { type Claim, claimKey, claimRedPacket, findRedPacket, type RedPacketRow } from '../money/claim';
import { refundExpiredRedPackets } from '../money/expiry';
import { bills, moneyChanges } from '../money/moneyLog';
import { noticesSince } from '../money/notices';
import { once, sweepOnceKeys } from '../money/once';
import { topUpsOf } from '../money/payments/orders';
import { issueAuthCode, setPayPassword } from '../money/payPassword';
import { dropRain } from '../money/rain';
import { rateList } from '../money/rates';
import { redPacketHistory, redPacketInfo } from '../money/redInfo';
import { announceRoomClaim } from '../money/roomRedPackets';
import { shopCoinOperation } from '../money/shopCoin';
import { transfer, transferKey } from '../money/transfer';
import { checkAmount, walletsOf } from '../money/wallet';
import { DEFAULT_TIME_ZONE } from '../points/day';
import { Refusal } from '../refusal';
import { askerProfile, requireMember } from '../rooms/context';
import { startPeriodic } from './periodic';
import type { Handler, HandlerTable, ImContext, ImServices, OfflineDataHook } from './types';

/**
 * The money area (docs/messaging.md "Money"): pay password and auth codes, transfers, the money
 * log, shop coins, third-party pay and red packets. Sending a red packet is a chat message of type
 * 5 (server/im/chat.ts, groups.ts); claiming, reading and the history are here.
 */

/**
 * The user's own profile with its wallets as msg_user_data_notify: `coin_list` (every coin type)
 * and, for coin type 0, `coin`, `freezecoin`, `shopcoin`. Only this push carries a wallet.
 */
async function userDataWithWallets(services: ImServices, uid: number): Promise<Uint8Array | undefined> {
  const profile = await services.accounts.getProfile(uid);
  if (!profile) return undefined;
  const coin_list = await walletsOf(services.db, uid, services.now());
  const { coin = 0, freezecoin = 0, shopcoin = 0 } = coin_list[0] ?? {};
  const base_data = await toBaseInfo(services.db, profile, { self: true });
  return encodeMessage(0, 'msg_user_data_notify', {
    base_data: { ...base_data, coin, freezecoin, shopcoin, coin_list },
  });
}

/** Pushes each user's profile with its wallets (msg_user_data_notify) to every device of the user. */
export async function pushWallets(services: ImServices, uids: Iterable<number>): Promise<void> {
  for (const uid of new Set(uids)) {
    const frame = await userDataWithWallets(services, uid);
    if (frame) await services.registry.deliverToUser(uid, frame);
  }
}

/**
 * The packet `redbag_id` if the asker may see it (`claim`: take it): in a private chat the two
 * users (only the receiver claims; 0 otherwise), in a group its members (43), in a live room the
 * connections in the room (36). An unknown packet is 0.
 */
async function packetFor(
  ctx: ImContext,
  packetId: number,
  claim: boolean,
): Promise<RedPacketRow & { mine: boolean }> {
  const packet = await findRedPacket(ctx.db, packetId, ctx.conn.uid);
  if (!packet) throw new Refusal('result', RESULT.FAIL, `no red packet ${packetId}`);
  const uid = ctx.conn.uid;
  if (packet.roomkey !== 0) {
    await requireMember(ctx, packet.roomkey);
  } else if (isGroupKey(packet.chatkey)) {
    const member = await groupsDb(ctx.db)
      .selectFrom('group_members')
      .select('uid')
      .where('groupkey', '=', Number(packet.chatkey))
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!member)
      throw new Refusal('result', RESULT.NOT_GROUP_MEMBER, 'not a member of the red packet’s group');
  } else if (uid !== packet.recvuid && (claim || uid !== packet.uid)) {
    throw new Refusal('result', RESULT.FAIL, 'this red packet is for someone else');
  }
  return packet;
}

/** Delivers each user's money notices (type 17) written at or after `since` to the user's devices. */
export async function pushMoneyNotices(
  services: Pick<ImServices, 'db' | 'registry'>,
  uids: Iterable<number>,
  since: number,
): Promise<void> {
  for (const uid of new Set(uids)) {
    for (const notice of await noticesSince(services.db, uid, since)) {
      await services.registry.deliverToUser(uid, privateMessageFrame(notice));
    }
  }
}

/** After a claim: the type-8 message to everyone in the chat (the claimer's devices too) and the new balance. */
async function announceClaim(ctx: ImContext, claim: Claim & { at: number }): Promise<void> {
  const { packet, message } = claim;
  if (message && isGroupKey(packet.chatkey)) {
    const members = await groupsDb(ctx.db)
      .selectFrom('group_members')
      .select('uid')
      .where('groupkey', '=', Number(packet.chatkey))
      .execute();
    const frame = encodeMessage(0, 'msg_send_group_msg_rep', {
      result: RESULT.SUCCESS,
      msg_info: toChatMsg(message),
    });
    await ctx.registry.deliverToUsers(
      members.map((m) => m.uid),
      frame,
    );
  } else if (message) {
    await ctx.registry.deliverToUsers([packet.uid, ctx.conn.uid], privateMessageFrame(message));
  } else if (packet.roomkey !== 0) {
    const claimer = await askerProfile(ctx);
    await announceRoomClaim(ctx, {
      roomId: packet.roomkey,
      content: {
        redbag_id: packet.redbag_id,
        uid: packet.uid,
        getuid: ctx.conn.uid,
        getname: claimer.nickname,
        getvalue: claim.amount,
        cointype: packet.cointype,
        leftnum: packet.leftnum,
      },
      claimer: {
        nickname: claimer.nickname,
        headurl: claimer.headurl,
        viplevel: claimer.viplevel,
        isadmin: 0,
      },
      now: ctx.now(),
    });
  }
  await pushWallets(ctx, [ctx.conn.uid]);
  if (packet.uid === PLATFORM_ACCOUNT.uid) await pushMoneyNotices(ctx, [ctx.conn.uid], claim.at);
}

const info: Handler<'msg_redbag_info_req'> = async (ctx, req) =>
  redPacketInfo(ctx.db, await packetFor(ctx, req.redbag_id, false));

/**
 * Claim: result 1 and the share credited; 4 empty, 5 taken already, 8 expired (docs/messaging.md).
 * A retry with the first claim's `clientkey` is answered with its share (server/money/once.ts).
 */
const claimPacket: Handler<'msg_get_redbag_req'> = async (ctx, req) => {
  const at = ctx.now();
  const key = claimKey(ctx.conn.uid, req.redbag_id, req.clientkey);
  const { outcome, moved: claim } = await once(ctx.db, key, async () => {
    const packet = await packetFor(ctx, req.redbag_id, true);
    return claimRedPacket(ctx.db, ctx.conn.uid, packet, at, key);
  });
  ctx.afterReply(() => (claim ? announceClaim(ctx, { ...claim, at }) : pushWallets(ctx, [ctx.conn.uid])));
  return { result: RESULT.SUCCESS, redbag_id: req.redbag_id, getvalue: outcome.amount };
};

const history: Handler<'msg_redbag_history_req'> = (ctx) => redPacketHistory(ctx.db, ctx.conn.uid);

/** A transfer; a retry with its auth code is answered with the first outcome (server/money/once.ts). */
const transferTo: Handler<'msg_transfer_req'> = async (ctx, req) => {
  const at = ctx.now();
  const key = transferKey(ctx.conn.uid, req);
  const { outcome, moved: done } = await once(ctx.db, key, () =>
    transfer(ctx.db, ctx.conn.uid, req, at, key),
  );
  ctx.afterReply(async () => {
    if (!done) return pushWallets(ctx, [ctx.conn.uid]);
    await ctx.registry.deliverToUsers([ctx.conn.uid, done.to], privateMessageFrame(done.message));
    await pushWallets(ctx, [ctx.conn.uid, done.to]);
    await pushMoneyNotices(ctx, [done.to], at);
  });
  return { result: RESULT.SUCCESS, orderid: outcome.orderid };
};

const moneyList: Handler<'msg_money_change_list_req'> = async (ctx, req) => ({
  money_list: await moneyChanges(ctx.db, ctx.conn.uid, req),
});

const marketBills: Handler<'msg_goods_detail_data_req'> = async (ctx) => ({
  bill_list: await bills(ctx.db, ctx.conn.uid),
});

const payAuthcode: Handler<'msg_pay_authcode_req'> = async (ctx, req) => ({
  result: RESULT.SUCCESS,
  auth_code: await issueAuthCode(ctx.db, ctx.conn.uid, req.paypasswd, ctx.now()),
});

const setPayPasswd: Handler<'msg_set_pay_passwd_req'> = async (ctx, req) => {
  await setPayPassword(ctx.db, ctx.conn.uid, req, ctx.now());
  return { result: RESULT.SUCCESS };
};

const thirdPay: Handler<'msg_third_pay_req'> = async (ctx, req) => {
  if (!ctx.pay) throw new Refusal('result', RESULT.FAIL, 'no pay provider');
  await ctx.pay.payThirdParty(ctx.conn.uid, req);
  ctx.afterReply(() => pushWallets(ctx, [ctx.conn.uid]));
  return { result: RESULT.SUCCESS };
};

/** Tells `uid` that a top-up was decided at `at`: the wallet, and the notice (credited or refused). */
export async function announceTopUp(services: ImServices, uid: number, at: number): Promise<void> {
  await pushWallets(services, [uid]);
  await pushMoneyNotices(services, [uid], at);
}

/**
 * Top-up through the pay provider (server/money/payments): the order, pending until the provider
 * confirms the payment (credited at once only by the instant provider of DEV_ENDPOINTS, to this
 * machine's clients). A retry with the same `clientkey` answers the first order. 0 without a
 * provider, or for a bad amount, coin type or key.
 */
const topUp: Handler<'msg_top_up_req'> = async (ctx, req) => {
  if (!ctx.pay) throw new Refusal('result', RESULT.FAIL, 'no pay provider');
  checkAmount(req.amount, req.cointype);
  const at = ctx.now();
  const { order, made } = await ctx.pay.topUp({
    uid: ctx.conn.uid,
    cointype: req.cointype,
    amount: req.amount,
    clientkey: req.clientkey,
    loopback: ctx.conn.loopback,
  });
  if (made && order.status !== TOP_UP_STATUS.PENDING)
    ctx.afterReply(() => announceTopUp(ctx, ctx.conn.uid, at));
  return { result: RESULT.SUCCESS, orderid: order.orderid, order };
};

const topUpList: Handler<'msg_top_up_list_req'> = async (ctx) => ({
  list: await topUpsOf(ctx.db, ctx.conn.uid),
});

const shopCoin: Handler<'msg_shopcoin_oper_req'> = async (ctx, req) => {
  await shopCoinOperation(ctx.db, ctx.conn.uid, req, ctx.now());
  ctx.afterReply(() => pushWallets(ctx, [ctx.conn.uid]));
  return { result: RESULT.SUCCESS };
};

export const MONEY_HANDLERS: HandlerTable = {
  msg_redbag_info_req: info,
  msg_get_redbag_req: claimPacket,
  msg_redbag_history_req: history,
  msg_transfer_req: transferTo,
  msg_money_change_list_req: moneyList,
  msg_goods_detail_data_req: marketBills,
  msg_pay_authcode_req: payAuthcode,
  msg_set_pay_passwd_req: setPayPasswd,
  msg_third_pay_req: thirdPay,
  msg_shopcoin_oper_req: shopCoin,
  msg_top_up_req: topUp,
  msg_top_up_list_req: topUpList,
};

/** Offline data: the user data with the wallets, then the exchange rates (msg_rate_notify) when any are set. */
export const moneyOfflineData: OfflineDataHook = async (ctx) => {
  const frame = await userDataWithWallets(ctx, ctx.conn.uid);
  if (frame) ctx.registry.send(ctx.conn, frame);
  const ratelist = await rateList(ctx.db);
  if (ratelist.length > 0) ctx.registry.push(ctx.conn, 'msg_rate_notify', { ratelist });
};

/** Tells every online user (on any node) the rates after a change. */
export async function pushRates(services: Pick<ImServices, 'db' | 'registry'>): Promise<void> {
  const ratelist = await rateList(services.db);
  const online = await services.db
    .withTables<{ presence: { uid: number } }>()
    .selectFrom('presence')
    .select('uid')
    .distinct()
    .execute();
  const frame = encodeMessage(0, 'msg_rate_notify', { ratelist });
  await services.registry.deliverToUsers(
    online.map((p) => p.uid),
    frame,
  );
}

/** How often each node looks for expired red packets to refund (ms). */
export const RED_PACKET_SWEEP_MS = 60_000;

/**
 * Starts this node's refund sweep of expired red packets (server/money/expiry.ts: safe with every
 * node sweeping); each refunded sender gets the new balance. It also drops the money-request keys
 * past their 24 hours (server/money/once.ts). Returns the stop function, which
 * waits for a sweep in progress.
 */
export function startRedPacketSweep(
  services: ImServices,
  everyMs: number = RED_PACKET_SWEEP_MS,
): () => Promise<void> {
  const sweep = async () => {
    const at = services.now();
    await sweepOnceKeys(services.db, at);
    const refunds = await refundExpiredRedPackets(services.db, at);
    const senders = refunds.map((r) => r.uid).filter((uid) => uid !== PLATFORM_ACCOUNT.uid);
    await pushWallets(services, senders);
    await pushMoneyNotices(services, senders, at);
  };
  return startPeriodic(services, everyMs, 'red packet refund sweep', sweep);
}

/**
 * Starts this node's red-packet rain (server/money/rain.ts: safe with every node checking; one
 * drops each room's period). `everyMs` 0 starts nothing. Returns the stop function, which waits for
 * a check in progress.
 */
export function startRedPacketRain(
  services: ImServices,
  everyMs: number,
  timeZone = DEFAULT_TIME_ZONE,
): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  const short = new Set<number>();
  const check = async () => {
    const drops = await dropRain({ ...services, timeZone }, services.now(), (roomId, why) => {
      // NOTE: logged once per room until a drop succeeds again, not every check.
      if (!short.has(roomId))
        services.log.warn(
          { roomId },
          why === 'budget'
            ? "the red-packet rain's daily budget is spent"
            : 'the platform wallet cannot pay the red-packet rain',
        );
      short.add(roomId);
    });
    for (const drop of drops) short.delete(drop.roomId);
  };
  return startPeriodic(services, everyMs, 'red-packet rain', check);
}
