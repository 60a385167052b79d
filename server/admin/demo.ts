import { ROLES, type Role } from './roles';
import { addStaff } from './staff';
import type { StaffDb } from './tables';

/**
 * DEMO ONLY: one staff account per role with a published password and TOTP secret, so a person
 * trying the app (and the browser tests) can log in to /admin. Made only in development
 * (DEV_ENDPOINTS=1, which production refuses; server/app.ts); on any other start, accounts still
 * holding a published secret are disabled and logged out. README "Staff console" lists them.
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

/**
 * Outside development: disables every account whose TOTP secret is a published demo one (made by
 * an earlier development run on this store) and ends its sessions. Returns how many it disabled.
 */
export async function retireDemoStaff(db: StaffDb): Promise<number> {
  const rows = await db
    .selectFrom('staff')
    .select('id')
    .where('totp_secret', 'in', Object.values(DEMO_TOTP_SECRETS))
    .where('disabled', '=', 0)
    .execute();
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ disabled: 1 }).where('id', 'in', ids).execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', 'in', ids).execute();
  });
  return rows.length;
}
