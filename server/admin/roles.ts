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
  /** User search and profiles. */
  'users.read',
  /** Ban, unban, reset a password, nickname or avatar. */
  'users.moderate',
  /** Wallet balances and the money log. */
  'wallets.read',
  /** Credit or debit a wallet, with a reason. */
  'wallets.adjust',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

// NOTE: wallets.adjust is finance's alone, admins included: money moves need the finance desk
// (separation of duties); everyone else sees balances read-only at most.
const GRANTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS.filter((p) => p !== 'wallets.adjust'),
  editor: ['settings.write'],
  moderator: ['users.read', 'users.moderate'],
  cs: ['users.read'],
  finance: ['users.read', 'wallets.read', 'wallets.adjust'],
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
