import type { Generated, Kysely } from 'kysely';
import type { MoneyTables } from '../money/tables';
import type { RoomsTables } from '../rooms/tables';
import type { Database } from '../store';

/** Milliseconds since the epoch, in 64-bit columns (below 2^53, so numbers). */
type Millis = number;

/** A user's spendable points and points earned in total (levels go by `earned`). */
export interface PointsAccountsTable {
  uid: number;
  balance: number;
  earned: number;
}

export interface CheckinsTable {
  uid: number;
  /** `YYYY-MM-DD` in the product's time zone. */
  day: string;
  /** 1..7: the day of the current 7-day run this check-in was. */
  streak: number;
  created_at: Millis;
}

export interface VipRewardsTable {
  uid: number;
  day: string;
  viplevel: number;
  amount: number;
  orderid: string;
  created_at: Millis;
}

export interface MallItemsTable {
  id: Generated<number>;
  /** JSON {zh, th, id}. */
  names: string;
  descs: string;
  image: string;
  cost: number;
  stock: number;
  sold: Generated<number>;
  /** 1 on sale, 0 off. */
  status: number;
  sort: number;
  created_at: Millis;
}

export interface MallAddressesTable {
  id: Generated<number>;
  uid: number;
  name: string;
  phone: string;
  region: string;
  detail: string;
  is_default: number;
  updated_at: Millis;
}

export interface MallOrdersTable {
  id: Generated<number>;
  orderid: string;
  uid: number;
  item_id: number;
  num: number;
  cost: number;
  /** ORDER_STATUS of protocol/mainApiAccount.ts. */
  status: number;
  ship_name: string;
  ship_phone: string;
  ship_address: string;
  /** Issue 47: the staff's tracking note (carrier and number), set when shipped. */
  tracking: Generated<string>;
  created_at: Millis;
  updated_at: Millis;
}

export interface RealNamesTable {
  uid: number;
  /** AES-256-GCM of JSON {name, idno} (server/points/realName.ts). */
  sealed: string;
  name_hint: string;
  idno_hint: string;
  created_at: Millis;
}

export interface InviteCodesTable {
  uid: number;
  code: string;
}

export interface InvitationsTable {
  invitee: number;
  inviter: number;
  deviceid: string;
  /** Cents paid to the inviter: 0 until the invitee verifies a phone (issue 43). */
  reward: number;
  orderid: string;
  created_at: Millis;
  /** When the reward was paid (null: not yet, or never — the phone was rewarded before, or the cap). */
  paid_at: Millis | null;
  /** The product's day of `paid_at` (the inviter's daily cap counts these). */
  paid_day: string | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  uid: number;
  content: string;
  contact: string;
  /** JSON array of picture paths. */
  images: string;
  /** 0 new, 1 read by staff. */
  status: number;
  created_at: Millis;
}

export interface ActivitiesTable {
  id: Generated<number>;
  titles: string;
  summaries: string;
  /** JSON {zh, th, id} of paragraph arrays. */
  bodies: string;
  cover: string;
  starts_at: Millis;
  ends_at: Millis;
  sort: number;
}

/** The tables of migration 0090_points. */
export type PointsTables = {
  points_accounts: PointsAccountsTable;
  checkins: CheckinsTable;
  vip_rewards: VipRewardsTable;
  mall_items: MallItemsTable;
  mall_addresses: MallAddressesTable;
  mall_orders: MallOrdersTable;
  real_names: RealNamesTable;
  invite_codes: InviteCodesTable;
  invitations: InvitationsTable;
  feedback: FeedbackTable;
  activities: ActivitiesTable;
};

export type PointsDatabase = Database &
  PointsTables &
  Pick<RoomsTables, 'points_events' | 'watch_days'> &
  MoneyTables;
export type PointsDb = Kysely<PointsDatabase>;

/** The store handle with this area's tables typed. */
export function pointsDb(db: Kysely<Database>): PointsDb {
  return db.withTables<PointsTables & Pick<RoomsTables, 'points_events' | 'watch_days'> & MoneyTables>();
}
