import { ROLES, type Role } from './roles';
import { addStaff } from './staff';
import type { StaffDb } from './tables';

/**
 * DEMO ONLY: one staff account per role with a published password and TOTP secret, so a person
 * trying the app (and the browser tests) can log in to /admin. Never made when NODE_ENV=production
 * (server/app.ts); README "Staff console" lists them.
 */
export const DEMO_STAFF_PASSWORD = 'demo-staff-password';
export const DEMO_TOTP_SECRETS: Record<Role, string> = {
  admin: 'DEMOADMINAAAAAAAAAAAAAAAAAAAAAAA',
  editor: 'DEMOEDITORAAAAAAAAAAAAAAAAAAAAAA',
  moderator: 'DEMOMODERATORAAAAAAAAAAAAAAAAAAA',
  cs: 'DEMOCSAAAAAAAAAAAAAAAAAAAAAAAAAA',
  finance: 'DEMOFINANCEAAAAAAAAAAAAAAAAAAAAA',
};

/** Demo staff are named `demo-<role>`. */
export const demoStaffName = (role: Role) => `demo-${role}`;

/** Makes the demo staff that are missing. */
export async function ensureDemoStaff(db: StaffDb, now: number): Promise<void> {
  for (const role of ROLES) {
    const name = demoStaffName(role);
    const exists = await db.selectFrom('staff').select('id').where('name', '=', name).executeTakeFirst();
    if (!exists)
      await addStaff(
        db,
        { name, role, password: DEMO_STAFF_PASSWORD, totpSecret: DEMO_TOTP_SECRETS[role] },
        now,
      );
  }
}
