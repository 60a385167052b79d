import type { CallSignal } from '../../protocol/messaging';
/**
 * The hub's domain calls (DESIGN §5: tabs speak domain, the hub speaks protocol), one interface per
 * area. `workers/api.ts` joins them into {@link HubApi}; the implementations sit beside this file,
 * one module per area. Each call sends its request, applies the reply to the database where the
 * hub keeps that data, and resolves with a typed result; a refusal by the server rejects with
 * `HubError` code `refused` and the server's `result` (`isRefusal`), never as a connection failure.
 * The protocol request each call replaces is named in its comment.
 */
import type { ApplyRow, GroupRow } from '../db/schema';

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

/** Friends, friend applications, aliases and the black list (workers/domain/friends.ts). */
export interface FriendCalls {
  /**
   * Fetches the whole friend list with aliases and online states into imfriend (the hub also does
   * it at every login and when a friend is added); resolves with the number of friends.
   * Replaces msg_friend_list_req, msg_alias_list_req, msg_online_list_req.
   */
  refreshFriends(): Promise<number>;
  /** Sends a friend application (msg_add_friend_req by phone, msg_add_friend_by_fid_req by fid). */
  addFriend(target: { phonenum: string } | { fid: number }, hellomsg?: string): Promise<void>;
  /** Fetches the received applications into imapply (msg_friend_apply_list_req). */
  refreshFriendApplies(): Promise<ApplyRow[]>;
  /**
   * Accepts or refuses an application (msg_handle_friend_apply_req): imapply shows the new state,
   * an accepted applicant joins imfriend.
   */
  handleFriendApply(uid: number, accept: boolean): Promise<void>;
  /** Removes a friend (msg_del_friend_req); imfriend drops them. */
  removeFriend(uid: number): Promise<void>;
  /** Sets the alias of a friend, '' to remove it (msg_set_alias_req); imfriend shows it. */
  setFriendAlias(uid: number, alias: string): Promise<void>;
  /** The users this user blacklisted (msg_get_blacklist_req). */
  blacklist(): Promise<UserProfile[]>;
  /** Adds a user to the black list or removes them (msg_set_blacklist_req). */
  setBlacklisted(uid: number, on: boolean): Promise<void>;
}

/** Profiles: looking users up and setting one's own (workers/domain/profile.ts). */
export interface ProfileCalls {
  /** Looks a user up and caches the profile in imuser (msg_get_user_info_req). */
  findUser(query: UserQuery): Promise<UserProfile>;
  /** Sets this user's nickname; resolves with the stored one (msg_set_name_req). */
  setNickname(name: string): Promise<string>;
  /** Sets this user's avatar URL; resolves with the stored one (msg_set_headurl_req). */
  setAvatar(headurl: string): Promise<string>;
  /** Sets this user's signature; resolves with the stored one (msg_set_sign_req). */
  setSignature(sign: string): Promise<string>;
}

/** Chat actions and per-chat settings (workers/domain/chat.ts). */
export interface ChatCalls {
  /** Pins a chat or unpins it; resolves with the pin time, 0 when unpinned (msg_pin_chat_req). */
  pinChat(chatkey: string, on: boolean): Promise<number>;
  /** The pinned chats (msg_pin_list_req). */
  pinnedChats(): Promise<ChatFlag[]>;
  /** Mutes a chat or not (msg_mute_chat_req). */
  muteChat(chatkey: string, on: boolean): Promise<void>;
  /** The muted chats (msg_mute_list_req). */
  mutedChats(): Promise<ChatFlag[]>;
  /**
   * Deletes a chat's messages up to its newest, on every device of this user; resolves with the
   * number of the newest message deleted (msg_del_chat_msg_req).
   */
  clearChat(chatkey: string): Promise<number>;
  /** Withdraws a message (msg_withdraw_msg_req); imchat shows it withdrawn. */
  withdraw(chatkey: string, chatmsgno: number): Promise<void>;
  /** Tells the peer of a private chat this user is typing or stopped (msg_input_status_req). */
  setTyping(chatkey: string, typing: boolean): Promise<void>;
  /** Sets a private chat's self-destruct time in seconds, 0 off (msg_set_snapchat_req). */
  setSnapTime(chatkey: string, snaptime: number): Promise<void>;
  /** The chats with a self-destruct time (msg_snap_list_req). */
  snapTimes(): Promise<SnapSetting[]>;
  /** Turns a private chat's screenshot notice on or off (msg_set_screenshot_req). */
  setScreenshotNotice(chatkey: string, on: boolean): Promise<void>;
  /** Whether a private chat's screenshot notice is on (msg_get_screenshot_req). */
  screenshotNotice(chatkey: string): Promise<boolean>;
}

/** Groups and their members (workers/domain/groups.ts). */
export interface GroupCalls {
  /** Creates a group with these members; imgroup and immember hold it (msg_create_group_req). */
  createGroup(uids: number[], name?: string, headurl?: string): Promise<GroupRow>;
  /**
   * Fetches a group's attributes and every member, with the nicknames they set in the group, into
   * imgroup and immember; resolves with the number of members. A non-member is refused with 43.
   * Replaces msg_get_group_info_req, msg_group_member_list_req, msg_group_nickname_list_req.
   */
  refreshGroupMembers(groupkey: number): Promise<number>;
  /** Adds members, or approves join requests (msg_add_group_member_req). */
  addGroupMembers(groupkey: number, uids: number[]): Promise<void>;
  /** Removes members, leaves (one's own uid), or refuses join requests (msg_del_group_member_req). */
  removeGroupMembers(groupkey: number, uids: number[]): Promise<void>;
  /** Dismisses a group (the host; msg_dismiss_group_req). */
  dismissGroup(groupkey: number): Promise<void>;
  /** Renames a group (msg_modify_group_name_req). */
  renameGroup(groupkey: number, name: string): Promise<void>;
  /** Sets a group's notice (msg_modify_group_notice_req). */
  setGroupNotice(groupkey: number, notice: string): Promise<void>;
  /** Whether this user has yet to read the group's notice (msg_need_read_group_notice_req). */
  groupNoticeUnread(groupkey: number): Promise<boolean>;
  /** Marks the group's notice read at `notifyversion` (msg_read_group_notice_req). */
  readGroupNotice(groupkey: number, notifyversion: number): Promise<void>;
  /** Sets this user's nickname in a group, '' to clear (msg_set_group_nickname_req). */
  setMyGroupNickname(groupkey: number, nickname: string): Promise<void>;
  /** Joins a group through its QR code (msg_join_group_by_qrcode_req); 14 means a request was sent. */
  joinGroupByQrCode(groupkey: number, inviter: number, verify: string): Promise<void>;
}

/** What the host and admins of a group do (workers/domain/groupAdmin.ts). */
export interface GroupAdminCalls {
  /** Makes a member an admin with these permission bits (msg_set_group_admin_new_req). */
  setGroupAdmin(groupkey: number, uid: number, permission: number): Promise<void>;
  /** Takes admins' rights away (msg_del_group_admin_req). */
  removeGroupAdmins(groupkey: number, uids: number[]): Promise<void>;
  /** Mutes members or lets them speak again (msg_set_group_forbid_req). */
  muteGroupMembers(groupkey: number, uids: number[], on: boolean): Promise<void>;
  /** Lets members speak during the mute window, or not (msg_set_group_white_req). */
  setGroupWhitelist(groupkey: number, uids: number[], on: boolean): Promise<void>;
  /** Sets the group's mute window (msg_set_group_forbid_time_req). */
  setGroupMuteWindow(groupkey: number, window: MuteWindow): Promise<void>;
  /** Sets the group's avatar URL (msg_set_group_headurl_req). */
  setGroupAvatar(groupkey: number, headurl: string): Promise<void>;
  /** Hands the group to another member (msg_set_group_host_req). */
  transferGroup(groupkey: number, uid: number): Promise<void>;
  /** Sets one of the group's limits (`limittype` and value as the spec lists them; msg_set_group_limits_req). */
  setGroupLimit(groupkey: number, limittype: number, value: number): Promise<void>;
}

/** Moderation in a live room (workers/domain/rooms.ts). */
export interface RoomCalls {
  /** The room's admins (msg_chat_room_admin_list_req). */
  roomAdmins(roomkey: number): Promise<UserProfile[]>;
  /** Deletes a room message for everyone (msg_chat_room_del_msg_req). */
  deleteRoomMessage(roomkey: number, msgno: number): Promise<void>;
  /** Mutes a user in the room or not (msg_chat_room_forbid_req). */
  muteRoomUser(roomkey: number, uid: number, on: boolean): Promise<void>;
  /** Sends a user out of the room (msg_chat_room_kick_req). */
  kickRoomUser(roomkey: number, uid: number): Promise<void>;
  /** Makes a user a room admin or not (msg_chat_room_set_admin_req). */
  setRoomAdmin(roomkey: number, uid: number, on: boolean): Promise<void>;
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
  | { kind: 'room'; roomkey: number };

/** A red packet to send: type 1 lucky or 2 equal in groups and rooms, 3 in private chats (one share). */
export interface RedPacketDraft {
  redbagtype: number;
  /** The total, in cents (at least one cent a share). */
  redbagvalue: number;
  redbagnum: number;
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
  redbagId: number;
  /** The sender. */
  uid: number;
  nickname: string;
  headurl: string;
  redbagtype: number;
  redbagvalue: number;
  redbagnum: number;
  leftnum: number;
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
  redbagId: number;
  redbagtype: number;
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

/**
 * The wallet, the pay password, transfers and red packets (workers/domain/money.ts). Operations
 * that move money take the pay password: the hub trades it for a one-use auth code and spends it.
 * Refusals carry the server's result: 4 empty, 5 taken already, 8 expired, 10 not enough money,
 * 11 wrong password, 12 bad auth code, 13 no password set.
 */
export interface MoneyCalls {
  /** The wallet per coin type as last pushed ([] before the first push); `wallet` events follow changes. */
  wallet(): Promise<CoinBalance[]>;
  /** A page of the money log below the row `before` (0: the newest), of one type (0: every type). */
  moneyLog(before?: number, moneytype?: number): Promise<MoneyLogPage>;
  /** Sets, changes or resets the pay password (msg_set_pay_passwd_req). */
  setPayPassword(change: PayPasswordChange): Promise<void>;
  /** A one-use auth code for the pay password, valid 5 minutes (msg_pay_authcode_req). */
  payAuthCode(paypasswd: string): Promise<string>;
  /** Transfers to the account with that phone number (msg_transfer_req). */
  transfer(draft: TransferDraft, paypasswd: string): Promise<void>;
  /**
   * Asks for a top-up through the server's pay provider (msg_top_up_req, with a key of its own so a
   * retry is the same order); resolves with the order, pending until the provider confirms the
   * payment (finance staff or the gateway; `payUrl` is where to pay when there is one).
   */
  topUp(cointype: number, amount: number): Promise<TopUpOrder>;
  /** The latest top-ups, newest first (msg_top_up_list_req); a `wallet` event follows each decision. */
  topUps(): Promise<TopUpOrder[]>;
  /**
   * Sends a red packet into a chat or the current live room; resolves with its id. The type-5
   * message lands in imchat (rooms: the room's messages).
   */
  sendRedPacket(target: RedPacketTarget, draft: RedPacketDraft, paypasswd: string): Promise<number>;
  /** Claims a share (msg_get_redbag_req) and resolves with the packet's details, this claim in `mine`. */
  claimRedPacket(redbagId: number): Promise<RedPacketInfo>;
  /** A red packet's details and claims (msg_redbag_info_req). */
  redPacketInfo(redbagId: number): Promise<RedPacketInfo>;
  /** Red packets sent and received, newest first (msg_redbag_history_req). */
  redPacketHistory(): Promise<{ sent: RedPacketHistoryEntry[]; received: RedPacketHistoryEntry[] }>;
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

/**
 * The coin marketplace (workers/domain/market.ts; DECISIONS "Marketplace"). Refusals carry the
 * server's result codes 15–30 (and 10–13 for money and the pay password).
 */
export interface MarketCalls {
  marketOffers(filter: MarketFilter): Promise<MarketOffer[]>;
  myOffers(): Promise<MarketOffer[]>;
  publishOffer(draft: OfferDraft): Promise<void>;
  /** Pause (2), resume (1) or close (4) one's offer; resolves with its new status. */
  setOfferStatus(goodsid: number, status: number): Promise<number>;
  payAccounts(): Promise<PayAccount[]>;
  addPayAccount(draft: Omit<PayAccount, 'id'>): Promise<number>;
  removePayAccount(id: number): Promise<void>;
  /** Opens an order on an offer (buying from a sell offer, selling into a buy offer); resolves with its id. */
  openOrder(offer: Pick<MarketOffer, 'goodsid' | 'side'>, amount: number, paytype: number): Promise<string>;
  order(orderid: string): Promise<MarketOrder>;
  myOrders(): Promise<MarketOrder[]>;
  setOrderPayType(orderid: string, paytype: number): Promise<void>;
  /** The buyer: "I have paid". */
  markPaid(orderid: string): Promise<void>;
  /** The seller: release the coins, paying with the pay password. */
  releaseOrder(orderid: string, paypasswd: string): Promise<void>;
  cancelOrder(orderid: string): Promise<void>;
  appealOrder(orderid: string): Promise<void>;
  dealTotals(): Promise<DealTotals[]>;
}

/** Every domain call. */
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

/** Voice and video calls (domain/calls.ts); refusals carry 32 (in a call), 33 (no such call), 6, 28, 37, 24, 43. */
export interface CallCalls {
  /**
   * Calls a friend (msg_voice_call_req); resolves with the call's token, which names it in the
   * `call` events that follow.
   */
  startCall(peer: number, video: boolean): Promise<string>;
  /**
   * The private call ringing this user as last pushed (hub memory; null when none rings, or it rang
   * longer than the ring timeout), for a tab whose call screen came after the ring's `call` event.
   */
  ringingCall(): Promise<CallInfo | null>;
  /** Accepts, declines or hangs up the private chat's call (msg_voice_oper_req). */
  answerCall(chatkey: string, answer: CallAnswer): Promise<void>;
  /** Sends one WebRTC signalling message to the other side(s) of a call (msg_voice_data_req). */
  sendCallSignal(chatkey: string, signal: CallSignal): Promise<void>;
  /** Starts the group's call, ringing `uids` (none: every member) (msg_group_voice_call_req). */
  startGroupCall(groupkey: number, uids?: number[]): Promise<void>;
  /** Joins or leaves the group's call (msg_group_voice_join_req). */
  joinGroupCall(groupkey: number, join: boolean): Promise<void>;
  /** Sets the own microphone and camera state in the group's call (msg_group_voice_oper_req). */
  setGroupCallMedia(groupkey: number, mic: boolean, camera: boolean): Promise<void>;
}

export interface DomainCalls
  extends FriendCalls,
    CallCalls,
    ProfileCalls,
    ChatCalls,
    GroupCalls,
    GroupAdminCalls,
    RoomCalls,
    MoneyCalls,
    MarketCalls {}
