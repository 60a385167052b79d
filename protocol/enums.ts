/**
 * Enumerations and constants of the product, each written once. Wire values follow spec 001 §9
 * or spec 000; values the spec leaves open follow /work/shared/DECISIONS.md. Each map is
 * `as const` with its value type derived from it.
 */

type ValueOf<T> = T[keyof T];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// ---- Wire enumerations (spec 001 §9, spec 000 §3) ------------------------------------------

/** Chat message `msgtype` values (follows spec 001 §9). */
export const MSG_TYPE = {
  TEXT: 1,
  VOICE: 2,
  VIDEO: 3,
  IMAGE: 4,
  RED_BAG: 5,
  SHARE_LINK: 6,
  CARD: 7,
  GET_RED_BAG: 8,
  VOICE_CHAT_START: 9,
  TRANSFER_MONEY: 10,
  GROUP_CARD: 11,
  WITHDRAW: 12,
  CONFIRM_ORDER: 13,
  SERVER_TEXT: 14,
  FILE: 15,
  AT: 16,
  MONEY_LOG: 17,
  MINI_PROGRAM: 18,
  AD: 19,
  SYSTEM: 20,
  REPLY: 21,
  CHANNEL: 22,
  VOICE_CHAT_1: 102,
  CENTER_TIP: 10000,
  CENTER_TIP_CONFIRM_1: 10001,
  CENTER_TIP_CONFIRM_2: 10002,
  CENTER_TIP_CONFIRM_3: 10003,
  CENTER_TIP_GROUP_CODE: 10011,
  CHAT_ROOM_AD: 10012,
  CENTER_TIP_VOICE_PROVIDER: 20000,
} as const;
export type MsgType = ValueOf<typeof MSG_TYPE>;

/** Message types that skip notification handling (follows spec 001 §9). */
export const SILENT_MSG_TYPES: readonly MsgType[] = [MSG_TYPE.SERVER_TEXT, MSG_TYPE.MONEY_LOG];

/**
 * Push channels 1..6 for `pushchannel` (spec 001 §9 gives only the range and "one for iOS with
 * an auth key"; the names are ours and follow the usual APNs + FCM + Android vendor set).
 */
export const PUSH_CHANNEL = { APNS: 1, FCM: 2, HUAWEI: 3, XIAOMI: 4, OPPO: 5, VIVO: 6 } as const;
export type PushChannel = ValueOf<typeof PUSH_CHANNEL>;

/** Money log `moneytype` values 1..18 (follows spec 001 §9). */
export const MONEY_TYPE = {
  TRANSFER_BY_CODE: 1,
  TRANSFER: 2,
  RED_BAG: 3,
  RECHARGE: 4,
  WITHDRAW: 5,
  RED_BAG_REFUND: 6,
  GOODS: 7,
  ORDER_REFUND: 8,
  TRANSFER_BY_NUMBER: 9,
  EXCHANGE: 10,
  THIRD_PARTY_PAY: 11,
  BACK_SITE_OPERATION: 12,
  SIGN_IN: 13,
  EXCHANGE_GOODS: 14,
  ROOM_SPEAK: 15,
  WATCH_MATCH: 16,
  VIP_REWARD: 17,
  INVITE_REWARD: 18,
} as const;
export type MoneyType = ValueOf<typeof MONEY_TYPE>;

/**
 * Issue 47: what a money-log row written by the server itself is (`money_change_info.remark_kind`),
 * so the app says it in the user's language; 0 for a row whose `remarks` are the user's own words
 * (a transfer's remarks, a red packet's greeting). A kind's `remarks` hold only data (a level, a
 * staff member's reason), never prose.
 */
export const MONEY_REMARK = {
  NONE: 0,
  WELCOME: 1,
  TOP_UP: 2,
  RED_PACKET_EXPIRED: 3,
  TO_SHOP: 4,
  FROM_SHOP: 5,
  OFFER_FROZEN: 6,
  OFFER_RETURNED: 7,
  ORDER_ESCROW: 8,
  ORDER_RECEIVED: 9,
  ESCROW_RETURNED: 10,
  OFFER_CLOSED_RETURNED: 11,
  INVITE_REWARD: 12,
  VIP_REWARD: 13,
  DEMO_TRADER: 14,
  STAFF: 15,
} as const;
export type MoneyRemark = ValueOf<typeof MONEY_REMARK>;

/**
 * A top-up order's status (msg_top_up_req, top_up_info): it waits until its pay provider confirms
 * the payment (finance staff, or the gateway's signed notification), then is credited once or refused
 * with a reason. (Follows a payment intent's lifecycle: Stripe's processing → succeeded / canceled.)
 */
export const TOP_UP_STATUS = { PENDING: 1, CREDITED: 2, REFUSED: 3 } as const;
export type TopUpStatus = ValueOf<typeof TOP_UP_STATUS>;
/** Longest client key of a top-up (msg_top_up_req `clientkey`), characters. */
export const TOP_UP_CLIENTKEY_MAX = 64;
/** Top-ups msg_top_up_list_req answers with, newest first. */
export const TOP_UP_LIST_LIMIT = 20;

/**
 * Freeze types 1..7 (spec 001 §9 gives the range without meanings; the names are ours, one per
 * reason this product moves coins into `freezecoin`, after exchange-wallet "frozen" reasons).
 */
export const FREEZE_TYPE = {
  GOODS_ON_SALE: 1,
  ORDER_ESCROW: 2,
  ORDER_APPEAL: 3,
  WITHDRAW_PENDING: 4,
  SHOP_COIN: 5,
  RISK_CONTROL: 6,
  STAFF: 7,
} as const;
export type FreezeType = ValueOf<typeof FREEZE_TYPE>;

/**
 * The platform's wallet account: it funds the live rooms' red-packet rain and sends the money
 * notices (type 17) into each user's chat list; nobody writes to it (docs/messaging.md "Money notices").
 */
export const PLATFORM_UID = 9000;

/**
 * The red packets' default greeting, as the server stores it (setting `red_envelope_weclome`, the
 * rain's greeting): the app shows it in the user's language (issue 49); a greeting someone wrote
 * is shown as written.
 */
export const DEFAULT_RED_PACKET_GREETING = '恭喜发财，大吉大利';

/** Customer-service uids, never shown in a friend list (follows spec 001 §9, DECISIONS Friends). */
export const SERVICE_UIDS = [9999, 10000, 10001, 10010] as const;
export type ServiceUid = (typeof SERVICE_UIDS)[number];
/** True for one of the fixed customer-service uids. */
export function isServiceUid(uid: number): uid is ServiceUid {
  return (SERVICE_UIDS as readonly number[]).includes(uid);
}

/** `customer_type` of a customer_info (follows spec 001 §9). */
export const SERVICE_TYPE = { CUSTOMER: 1, PAY: 2 } as const;
export type ServiceType = ValueOf<typeof SERVICE_TYPE>;

/** Coin types; amounts are integers in cents of their coin (follows spec 001 §9). */
export const COIN = { CNY: 0, USD: 1, BUK: 2, MYR: 3, PHP: 4, TWD: 5 } as const;
export type CoinType = ValueOf<typeof COIN>;
/** Every coin type, in order (a wallet has one row per coin type). */
export const COIN_TYPES: readonly CoinType[] = Object.values(COIN);

/** Third-party pay channels: 1-25, 50, 60-63, 100 (follows spec 001 §9). */
export const PAY_CHANNELS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 50, 60, 61, 62,
  63, 100,
] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
/** True for a known third-party pay channel. */
export function isPayChannel(n: number): n is PayChannel {
  return (PAY_CHANNELS as readonly number[]).includes(n);
}

/** Chat advert types (follows spec 001 §9). */
export const CHAT_AD = { BANNER: 1, IN_ROOM_PLAY: 2, SIMULATED_PRIVATE_MESSAGE: 3 } as const;
export type ChatAdType = ValueOf<typeof CHAT_AD>;

/** `live_type` of a live room card; any other value means high quality (follows spec 000 §3). */
export const LIVE_TYPE = { ANCHOR_TALK: 1, CURRENT_SOUND: 2, MOVIE_PLAYBACK: 4 } as const;
export type LiveKind = 'anchor-talk' | 'current-sound' | 'movie-playback' | 'high-quality';
/** The kind of a live room from its `live_type`. */
export function liveKind(liveType: number): LiveKind {
  if (liveType === LIVE_TYPE.ANCHOR_TALK) return 'anchor-talk';
  if (liveType === LIVE_TYPE.CURRENT_SOUND) return 'current-sound';
  if (liveType === LIVE_TYPE.MOVIE_PLAYBACK) return 'movie-playback';
  return 'high-quality';
}

// ---- Friends, groups, rooms (DECISIONS.md) -------------------------------------------------

/** Friend apply `applyState` and `handletype` (follows DECISIONS Friends). */
export const APPLY_STATE = { PENDING: 0, ACCEPTED: 1, REFUSED: 2, EXPIRED: 3 } as const;
export type ApplyState = ValueOf<typeof APPLY_STATE>;
/** A pending friend apply expires after 7 days (follows DECISIONS Friends). */
export const FRIEND_APPLY_EXPIRY_MS = 7 * DAY;

/** Roles in a group, ordered by rank (follows DECISIONS Groups). */
export const GROUP_ROLE = { MEMBER: 0, ADMIN: 1, HOST: 2 } as const;
export type GroupRole = ValueOf<typeof GROUP_ROLE>;
/** Roles in a chat room, ordered by rank (follows DECISIONS Chat rooms). */
export const ROOM_ROLE = { MEMBER: 0, ADMIN: 1, HOST: 2 } as const;
export type RoomRole = ValueOf<typeof ROOM_ROLE>;

/** Bit numbers of a group admin's `permission` mask (follows Telegram admin rights, DECISIONS). */
export const ADMIN_PERM = {
  CHANGE_INFO: 0,
  DELETE_MESSAGES: 1,
  MUTE_MEMBERS: 2,
  REMOVE_MEMBERS: 3,
  INVITE_MEMBERS: 4,
  APPROVE_JOINS: 5,
  PIN_MESSAGES: 6,
  ADD_ADMINS: 7,
  MANAGE_CALLS: 8,
  MENTION_ALL: 9,
  IGNORE_SLOW_MODE: 10,
  SEND_RED_PACKETS: 11,
} as const;
export type AdminPerm = ValueOf<typeof ADMIN_PERM>;
/** Every permission bit set: what the host holds. */
export const PERMISSION_ALL = 0xfff;

/** True when `mask` holds permission `bit`. @throws {RangeError} for a bit outside 0..11. */
export function hasPermission(mask: number, bit: AdminPerm): boolean {
  if (!Number.isInteger(bit) || bit < 0 || bit > ADMIN_PERM.SEND_RED_PACKETS) {
    throw new RangeError(`permission bit must be 0..${ADMIN_PERM.SEND_RED_PACKETS}, got ${bit}`);
  }
  return ((mask >>> bit) & 1) === 1;
}

/** A group's host and admins, as the permission checks need them. */
export interface GroupRoles {
  grouphost: number;
  admins: readonly { adminuid: number; permission: number }[];
}

/** A member's permission mask: every bit for the host, an admin's own mask, 0 for the others. */
export function memberMask(group: GroupRoles, uid: number): number {
  if (group.grouphost === uid) return PERMISSION_ALL;
  return (group.admins.find((a) => a.adminuid === uid)?.permission ?? 0) & PERMISSION_ALL;
}

/** The mask holding exactly the given permission bits. */
export function permissionMask(...bits: AdminPerm[]): number {
  return bits.reduce<number>((mask, bit) => mask | (1 << bit), 0);
}

/**
 * True when an admin holding `granterMask` may give `grantedMask`: it needs ADD_ADMINS and may
 * only hand out bits it holds itself (follows DECISIONS Groups, bit 7).
 */
export function canGrant(granterMask: number, grantedMask: number): boolean {
  const granter = granterMask & PERMISSION_ALL;
  return hasPermission(granter, ADMIN_PERM.ADD_ADMINS) && (grantedMask & PERMISSION_ALL & ~granter) === 0;
}

/** `info_limits`: who may edit group info (follows DECISIONS Groups). */
export const INFO_LIMITS = { ADMINS: 0, ALL_MEMBERS: 1 } as const;
export type InfoLimits = ValueOf<typeof INFO_LIMITS>;
/** `add_limits`: who may add members (follows DECISIONS Groups). */
export const ADD_LIMITS = { MEMBERS_INVITE: 0, ADMINS_ONLY: 1, NEEDS_APPROVAL: 2 } as const;
export type AddLimits = ValueOf<typeof ADD_LIMITS>;
/** `look_limits`: may members see each other's profile (follows DECISIONS Groups). */
export const LOOK_LIMITS = { VISIBLE: 0, HIDDEN: 1 } as const;
export type LookLimits = ValueOf<typeof LOOK_LIMITS>;
/** `send_msg_limits`: 0 all, 1 admins only, N >= 10 slow mode of N s (follows DECISIONS Groups). */
export const SEND_MSG_LIMITS = { ALL: 0, ADMINS_ONLY: 1 } as const;
/** The shortest slow-mode interval, in seconds. */
export const SLOW_MODE_MIN_SECONDS = 10;

/** What a `send_msg_limits` value means. */
export type SendRule = { kind: 'all' } | { kind: 'admins-only' } | { kind: 'slow'; seconds: number };
/** Reads a `send_msg_limits` value; `null` for a value with no meaning (2..9, negative, fraction). */
export function sendRule(limits: number): SendRule | null {
  if (limits === SEND_MSG_LIMITS.ALL) return { kind: 'all' };
  if (limits === SEND_MSG_LIMITS.ADMINS_ONLY) return { kind: 'admins-only' };
  if (Number.isInteger(limits) && limits >= SLOW_MODE_MIN_SECONDS) return { kind: 'slow', seconds: limits };
  return null;
}

/** Most members a group may hold; beyond it result 24 (follows DECISIONS Groups). */
export const GROUP_MAX_MEMBERS = 2000;
/** Longest group notice, in characters (msg_modify_group_notice_req); the server refuses longer ones. */
export const GROUP_NOTICE_MAX = 2000;
/** Longest group nickname, in characters (msg_set_group_nickname_req); the server refuses longer ones. */
export const GROUP_NICKNAME_MAX = 16;
/** A user kicked from a chat room may rejoin after 10 minutes (follows DECISIONS Chat rooms). */
export const ROOM_REJOIN_AFTER_KICK_MS = 10 * MINUTE;

// ---- Money, marketplace, points (DECISIONS.md) ---------------------------------------------

/** Red packet types (follows DECISIONS Red packets). */
export const RED_PACKET_TYPE = { LUCKY: 1, EQUAL: 2, PRIVATE: 3 } as const;
export type RedPacketType = ValueOf<typeof RED_PACKET_TYPE>;
/** Unclaimed red packets expire 24 h after sending (follows DECISIONS Red packets). */
export const RED_PACKET_EXPIRY_MS = DAY;
/** A pay-password auth code is valid for 5 minutes (follows DECISIONS Wallet). */
export const AUTH_CODE_TTL_MS = 5 * MINUTE;

/** Goods `goodstype` (follows DECISIONS Marketplace). */
export const GOODS_TYPE = { SELL: 1, BUY: 2 } as const;
export type GoodsType = ValueOf<typeof GOODS_TYPE>;
/** Goods `status` (follows DECISIONS Marketplace). */
export const GOODS_STATUS = { ONLINE: 1, OFFLINE: 2, INSUFFICIENT: 3, CLOSED: 4, BANNED: 5 } as const;
export type GoodsStatus = ValueOf<typeof GOODS_STATUS>;

/**
 * Pay types of offers, orders and pay accounts (spec 001 names the field, not the values; ours follow
 * the ways fans in the product's markets pay: bank card, Alipay, WeChat Pay, PromptPay, e-wallets).
 */
export const PAY_TYPE = { BANK: 1, ALIPAY: 2, WECHAT: 3, PROMPTPAY: 4, EWALLET: 5 } as const;
export type PayType = ValueOf<typeof PAY_TYPE>;

/** Order `status` (follows Binance P2P / RoboSats escrow, DECISIONS Marketplace). */
export const ORDER_STATUS = {
  WAITING_PAYMENT: 1,
  PAID: 2,
  COMPLETED: 3,
  APPEAL: 4,
  CANCELLED_BY_BUYER: 5,
  CANCELLED_BY_TIMEOUT: 6,
  CANCELLED_BY_ADMIN: 7,
} as const;
export type OrderStatus = ValueOf<typeof ORDER_STATUS>;
/** An unpaid order is cancelled, and a paid one may be appealed, 15 minutes on. */
export const ORDER_TIMEOUT_MS = 15 * MINUTE;

/** Who makes an order move: `system` is the server's own timer, `staff` an administrator. */
export type OrderActor = 'buyer' | 'seller' | 'either' | 'system' | 'staff';
/** One allowed order move. `afterMs`: only once this long has passed since the order's last move. */
export interface OrderMove {
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  afterMs?: number;
}

const S = ORDER_STATUS;
/** Every allowed order move; anything else is result 29 (follows DECISIONS Marketplace). */
export const ORDER_MOVES: readonly OrderMove[] = [
  { from: S.WAITING_PAYMENT, to: S.PAID, by: 'buyer' },
  { from: S.WAITING_PAYMENT, to: S.CANCELLED_BY_BUYER, by: 'buyer' },
  { from: S.WAITING_PAYMENT, to: S.CANCELLED_BY_TIMEOUT, by: 'system', afterMs: ORDER_TIMEOUT_MS },
  { from: S.PAID, to: S.COMPLETED, by: 'seller' },
  { from: S.PAID, to: S.APPEAL, by: 'either', afterMs: ORDER_TIMEOUT_MS },
  { from: S.APPEAL, to: S.COMPLETED, by: 'staff' },
  { from: S.APPEAL, to: S.CANCELLED_BY_ADMIN, by: 'staff' },
];

/** The move from `from` to `to`, or `undefined` when no such move exists. */
export function orderMove(from: number, to: number): OrderMove | undefined {
  return ORDER_MOVES.find((m) => m.from === from && m.to === to);
}
/** True when the order table allows `from` → `to`. */
export function canMoveOrder(from: number, to: number): boolean {
  return orderMove(from, to) !== undefined;
}
/** True for a status no move leaves (completed or cancelled). */
export function isFinalOrderStatus(status: number): boolean {
  return !ORDER_MOVES.some((m) => m.from === status);
}

/** Points earned per action (follows DECISIONS Points). */
export const POINTS = {
  CHECK_IN: 10,
  STREAK_DAYS: 7,
  STREAK_BONUS: 100,
  WATCH_MINUTES: 10,
  WATCH: 20,
  CHAT: 5,
  SHARE: 10,
  SHARES_PER_DAY: 3,
} as const;

/** Levels by total points earned, lowest first (follows DECISIONS Points). */
export const LEVELS = [
  { name: 'newcomer', min: 0 },
  { name: 'bronze', min: 100 },
  { name: 'silver', min: 500 },
  { name: 'gold', min: 2000 },
  { name: 'platinum', min: 5000 },
  { name: 'diamond', min: 20000 },
] as const;
export type LevelName = (typeof LEVELS)[number]['name'];

/** The level reached with `points` total points: its index in {@link LEVELS} and name. */
export function levelFor(points: number): { index: number; name: LevelName } {
  let index = 0;
  for (const [i, level] of LEVELS.entries()) if (points >= level.min) index = i;
  return { index, name: LEVELS[index]?.name ?? 'newcomer' };
}

// ---- Client timing and identity (spec 000 §9, spec 001 §7/§9) ------------------------------

/** Socket timings of the web client (follows spec 000 §9 and spec 001 §9). */
export const TIMING = {
  HEARTBEAT_MS: 5 * SECOND,
  MAX_LAG_MS: 15 * SECOND,
  RECONNECT_WAIT_MS: 3 * SECOND,
  DELAYED_SEND_MS: 4 * SECOND,
  GROUP_SYNC_STAGGER_MS: 50,
} as const;
/** Chat history pages: 20 messages counting back from the newest (follows spec 001 §9). */
export const HISTORY_PAGE_SIZE = 20;
/** Local cache sizes (follows spec 001 §9). */
export const CACHE_LIMITS = { FRIENDS: 100, USERS: 2000 } as const;
/**
 * The client's identity on the wire (follows spec 000 §9): site id 3, and 1 for the standalone
 * non-login calls (see {@link siteIdOf}).
 */
export const CLIENT = {
  /** The app's id: names its cloud configuration file (`{appid}` in cloud_config_urls). */
  APP_ID: 'sportlive',
  SITE_ID: 3,
  STANDALONE_SITE_ID: 1,
  CHANNEL: 8,
  VERSION: '6.9',
  SOCKET_LOGIN_VERSION: '2.0',
} as const;

/**
 * The `siteid` of an IM API call's win_param (spec 000 §9). NOTE: the login calls are the `IMUser`
 * methods (guest, code, password and fast login, logout: the session's own calls, which make or end a
 * user on a site); every other method (`IMTools`: codes, password state, head list, error report,
 * network test, a chat message without the socket, group QR codes) stands alone and sends 1.
 */
export function siteIdOf(method: string): number {
  return method.startsWith('IMUser.') ? CLIENT.SITE_ID : CLIENT.STANDALONE_SITE_ID;
}
/** Chat-room messages of type 22 are kept only for this channel (follows spec 000 §4). */
export const ROOM_MESSAGE_CHANNEL = CLIENT.CHANNEL;
