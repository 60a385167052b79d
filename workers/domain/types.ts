/**
 * The data of the hub's domain calls (DESIGN §5: tabs speak domain, the hub speaks protocol). The
 * calls are written once, in their area's module beside this file (`defineCalls`, send.ts), with
 * their parameter and result types; `workers/hubApi.ts` derives `HubApi` from them. Each call
 * sends its request, applies the reply to the database where the hub keeps that data, and resolves
 * with a typed result; a refusal by the server rejects with `HubError` code `refused` and the
 * server's `result` (`isRefusal`), never as a connection failure. The protocol request each call
 * replaces is named in its comment.
 */

/** A user's public profile as a call returns it. */
export interface UserProfile {
  uid: number;
  fid: number;
  nickname: string;
  headurl: string;
  phonenum: string;
  sign: string;
  region: string;
  /** 0 while online, else the last logout time. */
  lastlogouttime: number;
}

/** Who to look up or add: by uid, by the public id (fid) or by phone number. */
export type UserQuery = { uid: number } | { fid: number } | { phonenum: string };

/** A chat with a per-chat setting and when it was set (pin time, mute time), seconds. */
export interface ChatFlag {
  chatkey: string;
  time: number;
}

/** A private chat's self-destruct time, seconds. */
export interface SnapSetting {
  chatkey: string;
  snaptime: number;
}

/** A group's mute window: members may not send between `begin` and `end` (seconds of the day). */
export interface MuteWindow {
  on: boolean;
  begin: number;
  end: number;
}

/** One coin type's balances, in cents (spec 001 coin_info). */
export interface CoinBalance {
  /** 0..5: CNY, USD, BUK, MYR, PHP, TWD. */
  cointype: number;
  coin: number;
  freezecoin: number;
  shopcoin: number;
  shopfreezecoin: number;
}

/**
 * One side of an exchange rate: prices of one coin in cents of the coin paid in (×100, as an offer's
 * price); 0 is "not set".
 */
export interface RateBand {
  /** The platform's reference price. */
  reference: number;
  /** The highest price a fair offer asks. */
  high: number;
  /** The lowest. */
  low: number;
}

/**
 * The platform's reference rates for one coin pair (spec 001 rate_info; README "Money", "Exchange
 * rates"), shown beside the market's own prices; the market does not enforce them.
 */
export interface ExchangeRate {
  /** The coin type priced (0..5). */
  cointype: number;
  /** The coin type its price is paid in. */
  outcointype: number;
  /** Buying `cointype`: crate, trate, drate on the wire. */
  buy: RateBand;
  /** Selling it: crate1, trate1, drate1. */
  sell: RateBand;
}

/** One row of the money log (spec 001 money_change_info). */
export interface MoneyLogEntry {
  /** The row's id: pass the last one of a page as `before` for the next. */
  id: number;
  /** Money-log type 1..18 (protocol/enums.ts MONEY_TYPE). */
  moneytype: number;
  /** Signed, in cents. */
  amount: number;
  cointype: number;
  otheruid: number;
  othername: string;
  remarks: string;
  /** What a row the server wrote is (protocol/enums.ts MONEY_REMARK), said in the user's language; 0: `remarks` are a user's. */
  remarkKind: number;
  orderid: string;
  /** When, ms since the epoch. */
  time: number;
}

/** A page of the money log, newest first. */
export interface MoneyLogPage {
  entries: MoneyLogEntry[];
  /** False once the oldest row has been reached. */
  hasMore: boolean;
}

/** How the pay password is set: a first or forgotten one with an SMS code (purpose 5), or a change. */
export type PayPasswordChange =
  | { paypasswd: string; verifycode: string }
  | { paypasswd: string; oldpasswd: string };

/** A transfer to the account with a phone number. */
export interface TransferDraft {
  phonenum: string;
  /** Cents. */
  amount: number;
  cointype: number;
  remarks: string;
}

/** Where a red packet is sent. */
export type RedPacketTarget =
  | { kind: 'private'; uid: number }
  | { kind: 'group'; groupkey: number }
  | { kind: 'room'; roomId: number };

/**
 * A red packet to send: type 1 lucky or 2 equal in groups and rooms, 3 in private chats (one share).
 * The red-packet types here carry domain names; the hub maps them to the wire's at its edge
 * (`redbag_id`, `redbagtype`, `redbagvalue`, `redbagnum`, `leftnum`: workers/domain/money.ts).
 */
export interface RedPacketDraft {
  /** RED_PACKET_TYPE. */
  type: number;
  /** The total, in cents (at least one cent a share). */
  total: number;
  shares: number;
  cointype: number;
  /** Up to 40 characters. */
  greeting: string;
}

/** One claim of a red packet. */
export interface RedPacketClaim {
  uid: number;
  nickname: string;
  headurl: string;
  /** Cents. */
  amount: number;
  /** ms since the epoch. */
  time: number;
  /** The best luck of a lucky packet claimed out. */
  best: boolean;
}

/** A red packet's details as a claimer or the sender sees them. */
export interface RedPacketInfo {
  packetId: number;
  /** The sender. */
  uid: number;
  nickname: string;
  headurl: string;
  /** RED_PACKET_TYPE. */
  type: number;
  /** Cents. */
  total: number;
  shares: number;
  sharesLeft: number;
  cointype: number;
  /** Sent, ms since the epoch. */
  sentAt: number;
  /** `open` while shares are left and it has not expired; `empty` claimed out; `expired` after 24 h. */
  state: 'open' | 'empty' | 'expired';
  records: RedPacketClaim[];
  /** This user's claim, if any. */
  mine: RedPacketClaim | null;
}

/** One red packet of the history. */
export interface RedPacketHistoryEntry {
  packetId: number;
  type: number;
  /** Sent: the total; received: the share. Cents. */
  amount: number;
  cointype: number;
  /** ms since the epoch. */
  time: number;
  /** The sender. */
  uid: number;
  nickname: string;
}

/** A top-up order: `pending` until its pay provider confirms the payment, then `credited` or `refused` (with `reason`). */
export interface TopUpOrder {
  orderid: string;
  cointype: number;
  /** Cents. */
  amount: number;
  status: 'pending' | 'credited' | 'refused';
  /** `manual` (finance staff confirm), `gateway` or `instant` (development). */
  provider: string;
  /** Where to pay (gateway), else ''. */
  payUrl: string;
  reason: string;
  /** Milliseconds. */
  created: number;
  /** Milliseconds; 0 while pending. */
  done: number;
}

/** A marketplace offer (goods): `side` sell offers coins, buy wants coins; amounts in cents. */
export interface MarketOffer {
  goodsid: number;
  side: 'sell' | 'buy';
  /** The trader. */
  uid: number;
  nickname: string;
  headurl: string;
  /** Completed orders of the trader (the deal record). */
  deals: number;
  total: number;
  left: number;
  min: number;
  /** The largest order now: the maximum, or what is left when less. */
  max: number;
  cointype: number;
  outcointype: number;
  /** Price per coin, in hundredths of `outcointype`. */
  rate: number;
  paytypes: number[];
  /** 1 online, 2 paused, 3 insufficient, 4 closed, 5 banned. */
  status: number;
  /** ms since the epoch. */
  publishedAt: number;
}

/** What the market list filters on. */
export interface MarketFilter {
  /** `buy`: offers to buy from (sell offers); `sell`: offers to sell into (buy offers). */
  side: 'buy' | 'sell';
  /** 0 any. */
  paytype: number;
  /** 0 any, else an amount (cents) the offer takes in one order. */
  amount: number;
  cointype: number;
  outcointype: number;
}

/** An offer to publish. */
export interface OfferDraft {
  side: 'sell' | 'buy';
  total: number;
  min: number;
  max: number;
  cointype: number;
  outcointype: number;
  rate: number;
  paytypes: number[];
}

/** A pay account (bank card, wallet) of a user. */
export interface PayAccount {
  id: number;
  paytype: number;
  /** The account number or name. */
  account: string;
  /** The holder's name. */
  holder: string;
  bank: string;
  phone: string;
}

/** An order; its `status` follows ORDER_STATUS (1 waiting, 2 paid, 3 completed, 4 appeal, 5–7 cancelled). */
export interface MarketOrder {
  orderid: string;
  goodsid: number;
  buyer: number;
  seller: number;
  status: number;
  amount: number;
  cointype: number;
  outcointype: number;
  rate: number;
  paytype: number;
  /** The seller's account the buyer pays to (shown to the two sides only). */
  account: PayAccount | null;
  /** ms since the epoch. */
  createdAt: number;
  /** Waiting: the time to pay runs out; paid: an appeal opens. 0 otherwise. */
  deadline: number;
}

/** A user's deal totals in one coin type. */
export interface DealTotals {
  cointype: number;
  orders: number;
  completed: number;
  bought: number;
  sold: number;
}

/** How the user answers a call: accept or decline it while it rings, hang up at any time. */
export type CallAnswer = 'accept' | 'decline' | 'hangup';

/** A private call as the tabs see it (docs/messaging.md "Calls"). */
export interface CallInfo {
  token: string;
  chatkey: string;
  /** The other side. */
  peer: number;
  /** This user placed the call. */
  outgoing: boolean;
  video: boolean;
  /** CALL_STATE of protocol/messaging.ts. */
  state: number;
}
