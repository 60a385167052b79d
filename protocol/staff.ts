/**
 * The staff console's roles and permissions (issue 22), shared by the server, which checks them on
 * every console endpoint (server/admin/roles.ts gives each role its permissions), and the console,
 * whose menu shows what the role may use.
 */
export const ROLES = ['admin', 'editor', 'moderator', 'cs', 'finance'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Staff accounts: list, add, disable. */
  'staff.manage',
  /** The audit log. */
  'audit.read',
  /** Configuration fields, announcement and the maintenance switch. */
  'settings.write',
  /**
   * Settings that spend platform money (the red-packet rain's price, period and daily budget), and the
   * platform's reference exchange rates between coin types.
   */
  'settings.money',
  /** Banners, notices, news and their comments, activities, mall items. */
  'content.write',
  /** The api/logAction statistics. */
  'stats.read',
  /** User search and profiles. */
  'users.read',
  /** Ban, unban, reset a password, nickname or avatar. */
  'users.moderate',
  /** Wallet balances and the money log. */
  'wallets.read',
  /** Credit or debit a wallet, with a reason. */
  'wallets.adjust',
  /** Live rooms and stream keys, the platform-wide mute, forbidden phrases, deleting room messages. */
  'live.manage',
  /** The customer-service seat: the queue of the service accounts' chats, answering as them. */
  'cs.seat',
  /** Resolve marketplace appeals (release or cancel). */
  'market.appeals',
  /** Confirm a pending top-up against the payment received (credits it), or refuse it with a reason. */
  'payments.confirm',
  /** Points-mall orders waiting to ship: list them with their delivery address, and ship one. */
  'mall.ship',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** How the console edits a content column, and how the server checks it. */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'int'
  | 'url'
  | 'image'
  | 'color'
  | 'time'
  | 'lang'
  | 'langList';

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** What the number means, for the console's label. */
  hint?: string;
}

/** One row of the audit log as the console lists it: who did what, the values before and after. */
export interface AuditRow {
  id: number;
  staffId: number;
  staffName: string;
  role: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
  at: number;
}
