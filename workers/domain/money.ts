/**
 * The wallet, the pay password, transfers and red packets (docs/messaging.md "Money"; DECISIONS
 * "Red packets", "Wallet and money"). The wallet is the one the server pushes in the user's own
 * profile (sync/pushes.ts keeps it and tells the tabs with a `wallet` event), the exchange rates the
 * ones of the last msg_rate_notify (kept there too, a `rates` event); a money operation
 * trades the pay password for a one-use auth code and spends it at once, so a tab never holds one.
 * A transfer (keyed by its auth code), a claim and a red-packet send (by a clientkey made per call)
 * are sent again with their key when the reply is lost (`askOnce`, server/money/once.ts).
 */

import type { net } from '../../protocol';
import { charCount, encodeRedPacketAsk, LIMITS, parseRedPacket } from '../../protocol/content';
import { MSG_TYPE, RED_PACKET_EXPIRY_MS, RED_PACKET_TYPE, TOP_UP_STATUS } from '../../protocol/enums';
import { RESULT } from '../../protocol/result';
import { chatRow, contentBytes, contentText, toMs } from '../db';
import { HubError } from '../errors';
import { newClientKey } from '../outbox/outbox';
import { copyRate } from '../sync/pushes';
import type { PushTarget } from '../sync/target';
import { ask, askOnce, checkId, defineCalls, lostReplyRetry, refusalOf } from './send';
import type {
  CoinBalance,
  ExchangeRate,
  MoneyLogEntry,
  MoneyLogPage,
  PayPasswordChange,
  RedPacketDraft,
  RedPacketHistoryEntry,
  RedPacketInfo,
  RedPacketTarget,
  TopUpOrder,
  TransferDraft,
} from './types';

/** Rows in a page of the money log (docs/messaging.md). */
export const MONEY_LOG_PAGE = 20;

const PAY_PASSWORD = /^\d{6}$/;
/** msg_transfer_req `trans_type` of a transfer to an account by phone (docs/messaging.md "Money"). */
const TRANSFER_BY_PHONE = 2;

function invalid(message: string): HubError {
  return new HubError('invalid-argument', message);
}

function checkPassword(paypasswd: string): void {
  if (typeof paypasswd !== 'string' || !PAY_PASSWORD.test(paypasswd)) {
    throw invalid('a pay password is 6 digits');
  }
}

function checkCents(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 0x7fff_ffff) {
    throw invalid(`${what} must be a positive number of cents, got ${value}`);
  }
}

function checkCoinType(cointype: number): void {
  if (!Number.isInteger(cointype) || cointype < 0 || cointype > 5) {
    throw invalid(`cointype must be 0..5, got ${cointype}`);
  }
}

function checkRedPacket(target: RedPacketTarget, draft: RedPacketDraft): void {
  checkCoinType(draft.cointype);
  checkCents('total', draft.total);
  const privateChat = target.kind === 'private';
  const types: number[] = privateChat
    ? [RED_PACKET_TYPE.PRIVATE]
    : [RED_PACKET_TYPE.LUCKY, RED_PACKET_TYPE.EQUAL];
  if (!types.includes(draft.type)) {
    throw invalid(`a ${target.kind} red packet is of type ${types.join(' or ')}`);
  }
  const max = privateChat ? 1 : LIMITS.RED_PACKET_MAX_SHARES;
  if (!Number.isInteger(draft.shares) || draft.shares < 1 || draft.shares > max) {
    throw invalid(`a ${target.kind} red packet has 1..${max} shares`);
  }
  if (draft.total < draft.shares) throw invalid('at least one cent a share');
  if (typeof draft.greeting !== 'string' || charCount(draft.greeting) > LIMITS.GREETING_MAX_CHARS) {
    throw invalid(`a greeting has at most ${LIMITS.GREETING_MAX_CHARS} characters`);
  }
}

async function authCode(hub: PushTarget, paypasswd: string): Promise<string> {
  checkPassword(paypasswd);
  return (await ask(hub, 'msg_pay_authcode_req', { paypasswd })).auth_code;
}

function logEntry(row: net.money_change_info): MoneyLogEntry {
  return {
    id: row.id,
    moneytype: row.moneytype,
    amount: row.amount,
    cointype: row.cointype,
    otheruid: row.otheruid,
    othername: row.othername,
    remarks: row.remarks,
    remarkKind: row.remark_kind,
    orderid: row.orderid,
    time: toMs(row.ptime),
  };
}

const TOP_UP_STATUS_NAMES: Record<number, TopUpOrder['status']> = {
  [TOP_UP_STATUS.PENDING]: 'pending',
  [TOP_UP_STATUS.CREDITED]: 'credited',
  [TOP_UP_STATUS.REFUSED]: 'refused',
};

function topUpOrder(o: net.top_up_info): TopUpOrder {
  return {
    orderid: o.orderid,
    cointype: o.cointype,
    amount: o.amount,
    status: TOP_UP_STATUS_NAMES[o.status] ?? 'pending',
    provider: o.provider,
    payUrl: o.payurl,
    reason: o.reason,
    created: toMs(o.created),
    done: o.done === 0 ? 0 : toMs(o.done),
  };
}

/** The packet's details as this user sees them at `now`. */
export function redPacketOf(reply: net.msg_redbag_info_rep, me: number, now: number): RedPacketInfo {
  const records = reply.records.map((r) => ({
    uid: r.uid,
    nickname: r.nickname,
    headurl: r.headurl,
    amount: r.getvalue,
    time: toMs(r.gettime),
    best: r.isbest === 1,
  }));
  const sentAt = toMs(reply.redbagtime);
  const state =
    records.length >= reply.redbagnum ? 'empty' : now >= sentAt + RED_PACKET_EXPIRY_MS ? 'expired' : 'open';
  return {
    packetId: reply.redbag_id,
    uid: reply.uid,
    nickname: reply.nickname,
    headurl: reply.headurl,
    type: reply.redbagtype,
    total: reply.redbagvalue,
    shares: reply.redbagnum,
    sharesLeft: reply.leftnum,
    cointype: reply.cointype,
    sentAt,
    state,
    records,
    mine: records.find((r) => r.uid === me) ?? null,
  };
}

async function info(hub: PushTarget, packetId: number): Promise<RedPacketInfo> {
  checkId('packetId', packetId);
  const reply = await ask(hub, 'msg_redbag_info_req', { redbag_id: packetId });
  // NOTE: a refused info answers with the defaults (redbag_id 0) and its result pushed after.
  if (reply.redbag_id !== packetId) throw await refusalOf(hub, 'msg_redbag_info_req');
  return redPacketOf(reply, hub.ctx.me, hub.ctx.timers.now());
}

/** The red packet's id in the content of its stored type-5 message (0 when malformed). */
function packetIdIn(content: Uint8Array): number {
  return parseRedPacket(contentText(content))?.redbag_id ?? 0;
}

async function sendRedPacket(
  hub: PushTarget,
  target: RedPacketTarget,
  draft: RedPacketDraft,
  paypasswd: string,
): Promise<number> {
  checkRedPacket(target, draft);
  const content = encodeRedPacketAsk({
    redbagtype: draft.type,
    redbagvalue: draft.total,
    redbagnum: draft.shares,
    cointype: draft.cointype,
    greeting: draft.greeting,
  });
  const authcode = await authCode(hub, paypasswd);
  if (target.kind === 'room') {
    checkId('roomId', target.roomId);
    const { roomId } = target;
    // A reply lost to the connection is asked for again with the same auth code: the server
    // answers with the packet it made (server/money/roomRedPackets.ts), moving nothing.
    const sent = await lostReplyRetry((options) =>
      hub.rooms.send(roomId, content, MSG_TYPE.RED_BAG, authcode, options),
    );
    if (sent.result !== RESULT.SUCCESS || !sent.message) {
      throw HubError.refused('sendRedPacket', sent.result);
    }
    return packetIdIn(contentBytes(sent.message.content));
  }
  // NOTE: not through the outbox: a red packet is sent once, now, with a code that is spent; a
  // failure is reported to the sender instead of being replayed later. A reply lost to the
  // connection is asked for again with the same clientkey (the server's dedupe answers with the
  // stored packet, moving nothing).
  const common = {
    msg_type: MSG_TYPE.RED_BAG,
    content: contentBytes(content),
    clientkey: newClientKey(),
    authcode,
  };
  let reply: net.msg_send_private_msg_rep;
  if (target.kind === 'private') {
    checkId('uid', target.uid);
    const recvuid = target.uid;
    reply = await lostReplyRetry((options) =>
      hub.ctx.socket.request('msg_send_private_msg_req', { ...common, recvuid }, options),
    );
  } else {
    checkId('groupkey', target.groupkey);
    const groupkey = target.groupkey;
    reply = await lostReplyRetry((options) =>
      hub.ctx.socket.request('msg_send_group_msg_req', { ...common, groupkey }, options),
    );
  }
  if (reply.result !== RESULT.SUCCESS) throw HubError.refused('sendRedPacket', reply.result);
  await hub.ctx.ingest([chatRow(reply.msg_info)]);
  return packetIdIn(reply.msg_info.content);
}

/**
 * The wallet, the pay password, transfers and red packets. Operations that move money take the pay
 * password: the hub trades it for a one-use auth code and spends it. Refusals carry the server's
 * result: 4 empty, 5 taken already, 8 expired, 10 not enough money, 11 wrong password, 12 bad auth
 * code, 13 no password set.
 */
export const moneyCalls = defineCalls({
  /** The wallet per coin type as last pushed ([] before the first push); `wallet` events follow changes. */
  async wallet(hub): Promise<CoinBalance[]> {
    return hub.wallet.map((c) => ({ ...c }));
  },

  /**
   * The platform's exchange rates by coin pair as last pushed ([] before the login's offline data,
   * or when none is set); `rates` events follow changes.
   */
  async exchangeRates(hub): Promise<ExchangeRate[]> {
    return hub.rates.map(copyRate);
  },

  /** A page of the money log below the row `before` (0: the newest), of one type (0: every type). */
  async moneyLog(hub, before: number = 0, moneytype: number = 0): Promise<MoneyLogPage> {
    if (!Number.isInteger(before) || before < 0) throw invalid(`before must be a row id, got ${before}`);
    if (!Number.isInteger(moneytype) || moneytype < 0 || moneytype > 18) {
      throw invalid(`moneytype must be 0..18, got ${moneytype}`);
    }
    const reply = await ask(hub, 'msg_money_change_list_req', { before_id: before, moneytype });
    return { entries: reply.money_list.map(logEntry), hasMore: reply.money_list.length >= MONEY_LOG_PAGE };
  },

  /** Sets, changes or resets the pay password (msg_set_pay_passwd_req). */
  async setPayPassword(hub, change: PayPasswordChange): Promise<void> {
    checkPassword(change.paypasswd);
    if ('oldpasswd' in change) {
      checkPassword(change.oldpasswd);
      await ask(hub, 'msg_set_pay_passwd_req', { paypasswd: change.paypasswd, oldpasswd: change.oldpasswd });
    } else {
      if (!/^\d{4,8}$/.test(change.verifycode)) throw invalid('an SMS code is 4 to 8 digits');
      await ask(hub, 'msg_set_pay_passwd_req', {
        paypasswd: change.paypasswd,
        verifycode: change.verifycode,
      });
    }
  },

  /** A one-use auth code for the pay password, valid 5 minutes (msg_pay_authcode_req). */
  payAuthCode: authCode,

  /** Transfers to the account with that phone number (msg_transfer_req). */
  async transfer(hub, draft: TransferDraft, paypasswd: string): Promise<void> {
    checkCoinType(draft.cointype);
    checkCents('amount', draft.amount);
    if (!/^\+?\d{5,20}$/.test(draft.phonenum)) throw invalid('a phone number is 5 to 20 digits');
    if (charCount(draft.remarks) > LIMITS.TRANSFER_REMARKS_MAX_CHARS)
      throw invalid(`remarks have at most ${LIMITS.TRANSFER_REMARKS_MAX_CHARS} characters`);
    // NOTE: the auth code is the transfer's key: a retry after a lost reply sends the same one.
    const authcode = await authCode(hub, paypasswd);
    await askOnce(hub, 'msg_transfer_req', {
      target_phonenum: draft.phonenum,
      trans_type: TRANSFER_BY_PHONE,
      trans_amount: draft.amount,
      remarks: draft.remarks,
      authcode,
      cointype: draft.cointype,
    });
  },

  /**
   * Asks for a top-up through the server's pay provider (msg_top_up_req, with a key of its own so a
   * retry is the same order); resolves with the order, pending until the provider confirms the
   * payment (finance staff or the gateway; `payUrl` is where to pay when there is one).
   */
  async topUp(hub, cointype: number, amount: number): Promise<TopUpOrder> {
    checkCoinType(cointype);
    checkCents('amount', amount);
    const reply = await ask(hub, 'msg_top_up_req', { cointype, amount, clientkey: newClientKey() });
    return topUpOrder(reply.order);
  },

  /** The latest top-ups, newest first (msg_top_up_list_req); a `wallet` event follows each decision. */
  async topUps(hub): Promise<TopUpOrder[]> {
    return (await ask(hub, 'msg_top_up_list_req', {})).list.map(topUpOrder);
  },

  /**
   * Sends a red packet into a chat or the current live room; resolves with its id. The type-5
   * message lands in imchat (rooms: the room's messages).
   */
  sendRedPacket,

  /** Claims a share (msg_get_redbag_req) and resolves with the packet's details, this claim in `mine`. */
  async claimRedPacket(hub, packetId: number): Promise<RedPacketInfo> {
    checkId('packetId', packetId);
    await askOnce(hub, 'msg_get_redbag_req', { redbag_id: packetId, clientkey: newClientKey() });
    return info(hub, packetId);
  },

  /** A red packet's details and claims (msg_redbag_info_req). */
  redPacketInfo: info,

  /** Red packets sent and received, newest first (msg_redbag_history_req). */
  async redPacketHistory(hub): Promise<{ sent: RedPacketHistoryEntry[]; received: RedPacketHistoryEntry[] }> {
    const reply = await ask(hub, 'msg_redbag_history_req', {});
    const entry = (r: net.redbag_base_info): RedPacketHistoryEntry => ({
      packetId: r.redbag_id,
      type: r.redbagtype,
      amount: r.redbagvalue,
      cointype: r.cointype,
      time: toMs(r.tm),
      uid: r.uid,
      nickname: r.nickname,
    });
    return { sent: reply.sendlist.map(entry), received: reply.recvlist.map(entry) };
  },
});
