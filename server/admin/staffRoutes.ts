import { renderSVG } from 'uqr';
import { Refusal } from '../refusal';
import { auditActions, auditFilterOf, listAudit } from './audit';
import { DEMO_TOTP_SECRETS } from './demo';
import type { ConsoleRoutes } from './http';
import { isRole, mayGrant, ROLES } from './roles';
import { addStaff } from './staff';
import { type StaffDb, staffDb } from './tables';
import { totpUrl } from './totp';

/** Staff accounts (admin) and the audit log. */
export function staffRoutes(routes: ConsoleRoutes, db: StaffDb, demoStaff: boolean): void {
  routes.read('/staff', 'staff.manage', async () => {
    const rows = await db
      .selectFrom('staff')
      .select((eb) => [
        'id',
        'name',
        'role',
        'disabled',
        'created_at',
        // NOTE: a lock holds for one client address (loginThrottle.ts); the list shows the latest.
        eb
          .selectFrom('staff_login_failures')
          .select((f) => f.fn.max('locked_until').as('until'))
          .whereRef('staff_login_failures.name', '=', 'staff.name')
          .as('locked_until'),
      ])
      .orderBy('id')
      .execute();
    return {
      roles: ROLES,
      staff: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        role: r.role,
        disabled: Number(r.disabled) === 1,
        lockedUntil: Number(r.locked_until ?? 0),
        createdAt: Number(r.created_at),
      })),
    };
  });

  routes.change('POST', '/staff', 'staff.manage', async (trx, ctx, body) => {
    if (isRole(body.role) && !mayGrant(ctx.session.staff.role, body.role)) throw beyondOwnRights(body.role);
    const added = await addStaff(
      staffDb(trx),
      { name: body.name, role: body.role, password: body.password },
      ctx.now,
    );
    const url = totpUrl(added.totpSecret, added.name);
    return {
      answer: {
        id: added.id,
        name: added.name,
        role: added.role,
        totpSecret: added.totpSecret,
        totpUrl: url,
        qrSvg: renderSVG(url),
      },
      audit: {
        action: 'staff.add',
        target: `staff:${added.id}`,
        after: { name: added.name, role: added.role },
      },
    };
  });

  routes.change('POST', '/staff/:id/disabled', 'staff.manage', async (store, ctx, body, req) => {
    const trx = staffDb(store);
    const id = Number((req.params as { id: string }).id);
    if (typeof body.disabled !== 'boolean')
      throw new Refusal('console', 400, 'disabled must be true or false');
    if (id === ctx.session.staff.id) throw new Refusal('console', 400, 'you cannot disable your own account');
    const row = await trx
      .selectFrom('staff')
      .select(['disabled', 'role', 'totp_secret'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new Refusal('console', 404, `no staff ${id}`);
    if (!body.disabled) {
      if (isRole(row.role) && !mayGrant(ctx.session.staff.role, row.role)) throw beyondOwnRights(row.role);
      if (!demoStaff && Object.values(DEMO_TOTP_SECRETS).includes(row.totp_secret))
        throw new Refusal(
          'console',
          403,
          'a demo account (its password and secret are published) stays disabled here',
        );
    }
    await trx
      .updateTable('staff')
      .set({ disabled: body.disabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    if (body.disabled) await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
    return {
      answer: { ok: true },
      audit: {
        action: 'staff.disable',
        target: `staff:${id}`,
        before: { disabled: Number(row.disabled) === 1 },
        after: { disabled: body.disabled },
      },
    };
  });

  routes.read('/audit', 'audit.read', async (_ctx, req) => ({
    rows: await listAudit(db, auditFilterOf(req.query as Record<string, unknown>)),
  }));
  routes.read('/audit/actions', 'audit.read', async () => ({ actions: await auditActions(db) }));
}

function beyondOwnRights(role: string): Refusal<'console'> {
  return new Refusal(
    'console',
    403,
    `a ${role} account holds rights yours does not: make it with \`npm run staff -- add\` on the server`,
  );
}
