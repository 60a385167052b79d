/**
 * The coin marketplace (docs/messaging.md "Goods and orders"; DECISIONS "Marketplace"): offers,
 * pay accounts and orders, as domain values. The release of an order trades the pay password for a
 * one-use auth code and spends it at once, as the money calls do. An order's create, confirm and
 * cancel carry a key made per call, and are sent again with it when the reply is lost
 * (`askOnce`, server/money/once.ts).
 */

import type { net } from '../../protocol';
import { GOODS_TYPE } from '../../protocol/enums';
import { toMs } from '../db';
import { HubError } from '../errors';
import { newClientKey } from '../outbox/outbox';
import { moneyCalls } from './money';
import { ask, askOnce, checkId, defineCalls } from './send';
import type { DealTotals, MarketFilter, MarketOffer, MarketOrder, OfferDraft, PayAccount } from './types';

function invalid(message: string): HubError {
  return new HubError('invalid-argument', message);
}

function checkCents(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 0x7fff_ffff)
    throw invalid(`${what} must be a positive number of cents`);
}

function checkOrderId(orderid: string): void {
  if (typeof orderid !== 'string' || !/^[A-Z0-9]{4,40}$/.test(orderid)) throw invalid('not an order id');
}

function offerOf(g: net.goods_info): MarketOffer {
  return {
    goodsid: g.goodsid,
    side: g.goodstype === GOODS_TYPE.BUY ? 'buy' : 'sell',
    uid: g.uid,
    nickname: g.username,
    headurl: g.headurl,
    deals: g.dealnum,
    total: g.goodsvalue,
    left: g.leftvalue,
    min: g.minlimit,
    max: Math.min(g.maxlimit, g.leftvalue),
    cointype: g.cointype,
    outcointype: g.outcointype,
    rate: g.rate,
    paytypes: [...g.paylist],
    status: g.status,
    publishedAt: toMs(g.ptime),
  };
}

function accountOf(a: net.mobile_pay_info): PayAccount {
  return {
    id: a.id,
    paytype: a.paytype,
    account: a.accountname,
    holder: a.name,
    bank: a.bankcode,
    phone: a.phoneno,
  };
}

function orderOf(o: net.order_info): MarketOrder {
  return {
    orderid: o.orderid,
    goodsid: o.goodsid,
    buyer: o.buyer,
    seller: o.seller,
    status: o.status,
    amount: o.ordervalue,
    cointype: o.cointype,
    outcointype: o.outcointype,
    rate: o.rate,
    paytype: o.paytype,
    account: o.payinfo && o.payinfo.id > 0 ? accountOf(o.payinfo) : null,
    createdAt: toMs(o.createtm),
    deadline: o.expiretm > 0 ? toMs(o.expiretm) : 0,
  };
}

/**
 * The coin marketplace (DECISIONS "Marketplace"). Refusals carry the server's result codes 15–30
 * (and 10–13 for money and the pay password).
 */
export const marketCalls = defineCalls({
  async marketOffers(hub, f: MarketFilter): Promise<MarketOffer[]> {
    const reply = await ask(hub, 'msg_get_goods_req', {
      opertype: f.side === 'buy' ? 1 : 2,
      paytype: f.paytype,
      value: f.amount,
      cointype: f.cointype,
      outcointype: f.outcointype,
    });
    return reply.goodslist.map(offerOf);
  },

  async myOffers(hub): Promise<MarketOffer[]> {
    return (await ask(hub, 'msg_my_goods_req', {})).g_info.map(offerOf);
  },

  async publishOffer(hub, d: OfferDraft): Promise<void> {
    for (const [what, v] of [
      ['total', d.total],
      ['min', d.min],
      ['max', d.max],
      ['rate', d.rate],
    ] as const)
      checkCents(what, v);
    if (d.min > d.max || d.max > d.total) throw invalid('limits must keep min ≤ max ≤ total');
    if (d.paytypes.length === 0) throw invalid('at least one pay type');
    await ask(hub, 'msg_create_goods_req', {
      goodsvalue: d.total,
      minlimit: d.min,
      maxlimit: d.max,
      paylist: d.paytypes,
      cointype: d.cointype,
      rate: d.rate,
      status: 1,
      goodstype: d.side === 'buy' ? GOODS_TYPE.BUY : GOODS_TYPE.SELL,
      outcointype: d.outcointype,
    });
  },

  /** Pause (2), resume (1) or close (4) one's offer; resolves with its new status. */
  async setOfferStatus(hub, goodsid: number, status: number): Promise<number> {
    checkId('goodsid', goodsid);
    return (await ask(hub, 'msg_set_goods_status_req', { goodsid, status })).status;
  },

  async payAccounts(hub): Promise<PayAccount[]> {
    return (await ask(hub, 'msg_my_pay_accounts_req', {})).payinfolist.map(accountOf);
  },

  async addPayAccount(hub, a: Omit<PayAccount, 'id'>): Promise<number> {
    const info = {
      paytype: a.paytype,
      accountname: a.account,
      name: a.holder,
      bankcode: a.bank,
      phoneno: a.phone,
    };
    return (await ask(hub, 'msg_set_pay_account_req', { info })).id;
  },

  async removePayAccount(hub, id: number): Promise<void> {
    checkId('id', id);
    await ask(hub, 'msg_set_pay_account_req', { info: { id }, remove: 1 });
  },

  /** Opens an order on an offer (buying from a sell offer, selling into a buy offer); resolves with its id. */
  async openOrder(
    hub,
    offer: Pick<MarketOffer, 'goodsid' | 'side'>,
    amount: number,
    paytype: number,
  ): Promise<string> {
    checkId('goodsid', offer.goodsid);
    checkCents('amount', amount);
    const reply = await askOnce(hub, 'msg_create_order_req', {
      opertype: offer.side === 'sell' ? 1 : 2,
      goodsid: offer.goodsid,
      ordervalue: amount,
      paytype,
      paytypeid: 0,
      clientkey: newClientKey(),
    });
    return reply.orderid;
  },

  async order(hub, orderid: string): Promise<MarketOrder> {
    checkOrderId(orderid);
    return orderOf((await ask(hub, 'msg_order_by_id_req', { orderid })).order);
  },

  async myOrders(hub): Promise<MarketOrder[]> {
    return (await ask(hub, 'msg_my_orders_req', {})).orders.map(orderOf);
  },

  async setOrderPayType(hub, orderid: string, paytype: number): Promise<void> {
    checkOrderId(orderid);
    await ask(hub, 'msg_set_order_paytype_req', { orderid, paytype, paytypeid: 0 });
  },

  /** The buyer: "I have paid". */
  async markPaid(hub, orderid: string): Promise<void> {
    checkOrderId(orderid);
    await askOnce(hub, 'msg_confirm_order_req', { orderid, clientkey: newClientKey() });
  },

  /** The seller: release the coins, paying with the pay password. */
  async releaseOrder(hub, orderid: string, paypasswd: string): Promise<void> {
    checkOrderId(orderid);
    const authcode = await moneyCalls.payAuthCode(hub, paypasswd);
    await askOnce(hub, 'msg_confirm_order_req', { orderid, authcode, clientkey: newClientKey() });
  },

  async cancelOrder(hub, orderid: string): Promise<void> {
    checkOrderId(orderid);
    await askOnce(hub, 'msg_cancel_order_req', { orderid, clientkey: newClientKey() });
  },

  async appealOrder(hub, orderid: string): Promise<void> {
    checkOrderId(orderid);
    await ask(hub, 'msg_appeal_order_req', { orderid });
  },

  async dealTotals(hub): Promise<DealTotals[]> {
    const reply = await ask(hub, 'msg_goods_deal_data_req', {});
    return reply.datalist.map((d) => ({
      cointype: d.cointype,
      orders: d.tnum,
      completed: d.cnum,
      bought: d.inval,
      sold: d.outval,
    }));
  },
});
