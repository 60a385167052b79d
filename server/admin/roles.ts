/**
 * Staff roles and what each may do (issue 22). The server checks a permission on every console
 * endpoint; the console's menu only hides what the role lacks.
 * (Follows role-based access as in Django admin groups and Discourse staff levels.)
 */
import { PERMISSIONS, type Permission, ROLES, type Role } from '../../protocol/staff';

export { PERMISSIONS, type Permission, ROLES, type Role };

/** Moves of money: the finance desk's alone. */
const MONEY_MOVES: readonly Permission[] = [
  'wallets.adjust',
  'market.appeals',
  'payments.confirm',
  'settings.money',
];

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

/**
 * Whether `actor` may make or enable an account of role `target`: only when every permission of
 * the target's is the actor's too, so no one hands out more than they hold (an admin cannot make a
 * finance account and move money through it; finance accounts come from `npm run staff`).
 */
export function mayGrant(actor: Role, target: Role): boolean {
  return GRANTS[target].every((p) => GRANTS[actor].includes(p));
}
