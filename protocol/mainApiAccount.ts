/**
 * The account area of the main HTTP API (spec 000 §7, issue 18): check-in and points, VIP levels
 * and rewards, the points mall with addresses and orders, real name, invitations, feedback and
 * activities. Conventions are those of protocol/mainApi.ts (encrypted `{code, msg, data}`, 200
 * success, times in unix seconds). No DOM, no Node APIs.
 *
 * Points are whole points; money (VIP and invitation rewards) is in cents of coin type 0.
 */

import type { Paged } from './mainApi';

type ValueOf<T> = T[keyof T];

/**
 * Codes of this area besides MAIN_CODE (400 bad parameter, 401 login, 404 not found) and
 * ROOM_API_CODE.SELF (409, inviting oneself); numbered apart from those so each has its own text
 * (protocol/apiCodes.ts).
 */
export const ACCOUNT_CODE = {
  /** vipReward when the level has no reward or today's was claimed (spec 001 result 42). */
  CANNOT_VIP_REWARD: 42,
  /** An exchange costs more points than the balance holds; nothing was spent. */
  POINTS_NOT_ENOUGH: 4021,
  /** Already done today (check-in), already bound (invitation, real name). */
  ALREADY_DONE: 4091,
  /** The item has fewer left than asked for, or is off sale. */
  OUT_OF_STOCK: 4101,
  /** A daily limit is reached (3 invitation shares). */
  LIMIT_REACHED: 4291,
  /** encryptionEditName: the SMS code is wrong, expired or used. */
  CODE_WRONG: 4441,
  /** encryptionSendCode / encryptionEditName need a registered phone; guests have none. */
  NEEDS_PHONE: 4031,
} as const;
export type AccountCode = ValueOf<typeof ACCOUNT_CODE>;

/** `kind` of a points ledger row. */
export const POINTS_KIND = {
  CHECK_IN: 'checkin',
  STREAK_BONUS: 'streak',
  WATCH: 'watch',
  CHAT: 'chat',
  SHARE: 'share',
  EXCHANGE: 'exchange',
  REFUND: 'refund',
} as const;
export type PointsKind = ValueOf<typeof POINTS_KIND>;

/**
 * VIP levels 0..6 (DECISIONS "Points, levels, VIP"): 0..5 take the thresholds of the levels
 * (newcomer..diamond); 6 is beyond diamond. NOTE: the decision names seven VIP levels over six
 * thresholds; the seventh (50,000) follows the doubling-and-more steps of the ones below it.
 * `reward` is the daily VIP reward in cents of coin type 0 (0: none, claiming gives 42).
 */
export const VIP_LEVELS = [
  { level: 0, min: 0, reward: 0 },
  { level: 1, min: 100, reward: 100 },
  { level: 2, min: 500, reward: 200 },
  { level: 3, min: 2000, reward: 500 },
  { level: 4, min: 5000, reward: 1000 },
  { level: 5, min: 20000, reward: 2000 },
  { level: 6, min: 50000, reward: 5000 },
] as const;

/** The VIP level reached with `earned` points earned in total. */
export function vipLevelFor(earned: number): number {
  let level = 0;
  for (const v of VIP_LEVELS) if (earned >= v.min) level = v.level;
  return level;
}

/** Mall order `status` (follows the usual shop order flow: placed, shipped, received; or cancelled). */
export const ORDER_STATUS = { PENDING: 1, SHIPPED: 2, DONE: 3, CANCELLED: 4 } as const;
export type OrderStatus = ValueOf<typeof ORDER_STATUS>;

/**
 * The reward (cents of coin type 0) an inviter gets once per new user who joins through the code,
 * paid when that user verifies a phone (issue 43: a guest costs a script nothing).
 */
export const INVITE_REWARD = 500;
/** Invitation rewards one inviter is paid in one product day; binding to a code past it is refused. */
export const INVITE_REWARDS_PER_DAY = 10;
/** Feedback: 5..500 characters, up to 4 pictures (upload rules of the spec: jpg/png, 1 MB). */
export const FEEDBACK = { MIN_CHARS: 5, MAX_CHARS: 500, MAX_IMAGES: 4 } as const;
/** Largest number of one item in one exchange. */
export const MAX_EXCHANGE_NUM = 5;
/** Largest number of addresses a user keeps. */
export const MAX_ADDRESSES = 10;

export interface SignDay {
  /** `YYYY-MM-DD` in the product's time zone. */
  day: string;
  checked: 0 | 1;
}

export interface PointsTask {
  kind: 'checkin' | 'watch' | 'chat' | 'share';
  points: number;
  /** Times done today and the daily limit. */
  done: number;
  limit: number;
}

export interface SignInfo {
  today: string;
  /** The product's time zone (IANA name). */
  time_zone: string;
  signed_today: 0 | 1;
  /** Consecutive days up to today (or yesterday when today is not signed yet); 0..7. */
  streak: number;
  /** The last 7 days up to today. */
  days: SignDay[];
  balance: number;
  earned: number;
  level: number;
  tasks: PointsTask[];
}

export interface SignResult {
  points: number;
  bonus: number;
  streak: number;
  balance: number;
}

export interface PointsRow {
  id: number;
  kind: string;
  points: number;
  time: number;
}

export interface VipData {
  viplevel: number;
  /** Index of LEVELS (newcomer..diamond). */
  level: number;
  earned: number;
  /** Points earned needed for the next VIP level, 0 at the top. */
  next_min: number;
  levels: { level: number; min: number; reward: number }[];
  /** Today's reward in cents (0 at VIP 0). */
  reward: number;
  /** 1 when today's reward was claimed. */
  rewarded_today: 0 | 1;
}

export interface VipRewardResult {
  amount: number;
  cointype: number;
  balance: number;
  orderid: string;
}

export interface MallItem {
  id: number;
  name: string;
  desc: string;
  image: string;
  cost: number;
  stock: number;
  sold: number;
}

export interface Address {
  id: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: 0 | 1;
}

export interface MallOrder {
  id: number;
  orderid: string;
  item_id: number;
  item_name: string;
  image: string;
  num: number;
  cost: number;
  status: OrderStatus;
  ship_name: string;
  ship_phone: string;
  ship_address: string;
  /** Issue 47: the staff's note when they shipped it (carrier and tracking number); '' before. */
  tracking: string;
  time: number;
}

/** The longest tracking note staff give a shipped mall order, in characters. */
export const MALL_TRACKING_MAX = 100;

export interface RealNameInfo {
  verified: 0 | 1;
  /** Masked: the first character and stars; the id number's first 3 and last 2. */
  name: string;
  idno: string;
}

export interface InviteInfo {
  code: string;
  /** The link a new user opens (`/invitef?code=`), absolute. */
  link: string;
  invited: number;
  /** Total reward earned, cents. */
  rewarded: number;
  reward: number;
  shares_today: number;
  uid: number;
  fid: string;
}

export interface Activity {
  id: number;
  title: string;
  summary: string;
  cover: string;
  starts_at: number;
  ends_at: number;
}

export interface ActivityDetail extends Activity {
  /** Paragraphs of plain text. */
  body: string[];
}

type Ok = Record<string, never>;

export interface AccountEndpoints {
  encryptionSignInfo: { params: Ok; data: SignInfo };
  encryptionSignIn: { params: Ok; data: SignResult };
  encryptionPointsDetail: { params: { page?: number; limit?: number }; data: Paged<PointsRow> };
  /** Records one invitation share (points up to 3 a day). */
  encryptionShareInvite: { params: Ok; data: { points: number; shares_today: number } };
  getVipData: { params: Ok; data: VipData };
  vipReward: { params: Ok; data: VipRewardResult };
  encryptionMallItems: { params: Ok; data: MallItem[] };
  encryptionMallItem: { params: { id: number }; data: MallItem };
  encryptionExchange: { params: { item_id: number; address_id: number; num: number }; data: MallOrder };
  encryptionMallOrders: { params: { page?: number; limit?: number }; data: Paged<MallOrder> };
  /** Cancels a pending order: points and stock go back. */
  encryptionOrderCancel: { params: { id: number }; data: MallOrder };
  /** Confirms receipt of a shipped order. */
  encryptionOrderReceive: { params: { id: number }; data: MallOrder };
  encryptionAddressList: { params: Ok; data: Address[] };
  /** Adds (id 0) or edits an address; is_default 1 makes it the default. */
  encryptionAddressSave: {
    params: { id?: number; name: string; phone: string; region: string; detail: string; is_default?: number };
    data: Address;
  };
  encryptionAddressDelete: { params: { id: number }; data: Ok };
  encryptionRealNameInfo: { params: Ok; data: RealNameInfo };
  encryptionRealName: { params: { real_name: string; id_number: string }; data: RealNameInfo };
  /** Texts a code to the account's phone for changing the real name (one per 30 s). */
  encryptionSendCode: { params: Ok; data: { phone: string } };
  /** Changes a verified real name, with the code of encryptionSendCode. */
  encryptionEditName: {
    params: { real_name: string; id_number: string; code: string };
    data: RealNameInfo;
  };
  encryptionInviteInfo: { params: Ok; data: InviteInfo };
  /** Binds the caller, a new user, to an inviter's code. */
  encryptionBindInvite: { params: { code: string }; data: { inviter_fid: string } };
  encryptionFeedback: {
    params: { content: string; contact?: string; images?: string };
    data: { id: number };
  };
  encryptionActivityList: { params: Ok; data: Activity[] };
  encryptionActivityDetail: { params: { id: number }; data: ActivityDetail };
}
export type AccountEndpointName = keyof AccountEndpoints;

/** A field of an address that is missing or malformed. */
export type AddressField = 'name' | 'phone' | 'region' | 'detail';

/**
 * Checks an address, form and server alike: a name of 1..20 characters, a phone of 5..20 digits
 * (an optional leading +, spaces and dashes removed first), a region of 1..60 and a street of 1..120.
 */
export function addressProblem(a: {
  name: string;
  phone: string;
  region: string;
  detail: string;
}): AddressField | undefined {
  const len = (s: string) => [...s.trim()].length;
  if (len(a.name) < 1 || len(a.name) > 20) return 'name';
  if (!/^\+?\d{5,20}$/.test(a.phone.replace(/[\s-]/g, ''))) return 'phone';
  if (len(a.region) < 1 || len(a.region) > 60) return 'region';
  if (len(a.detail) < 1 || len(a.detail) > 120) return 'detail';
  return undefined;
}
