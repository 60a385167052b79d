/**
 * Staff roles and what each may do (issue 22). The server checks a permission on every console
 * endpoint; the console's menu only hides what the role lacks.
 * (Follows role-based access as in Django admin groups and Discourse staff levels.)
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
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Moves of money: the finance desk's alone. */
const MONEY_MOVES: readonly Permission[] = ['wallets.adjust', 'market.appeals'];

// NOTE: money moves are finance's alone, admins included (separation of duties); everyone else
// sees balances read-only at most.
const GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS.filter((p) => !MONEY_MOVES.includes(p)),
  editor: ['settings.write', 'content.write', 'stats.read'],
  moderator: ['users.read', 'users.moderate', 'live.manage'],
  cs: ['users.read', 'cs.seat'],
  finance: ['users.read', 'wallets.read', ...MONEY_MOVES],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function permissionsOf(role: Role): readonly Permission[] {
  return GRANTS[role];
}

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}
