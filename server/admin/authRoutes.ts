import type { FastifyInstance } from 'fastify';
import { isRefusal } from '../refusal';
import { writeAudit } from './audit';
import { type ConsoleRoutes, sendError, sessionCookie } from './http';
import { permissionsOf } from './roles';
import { ABSOLUTE_MS, logIn } from './staff';
import type { StaffDb } from './tables';

/**
 * POST /admin/api/login {name, password, code} sets the session cookie and answers the staff
 * member, their permissions and the CSRF value; GET /admin/api/me answers the same for a live
 * session; POST /admin/api/logout ends it and clears the cookie. Logins and logouts are audited.
 */
export function authRoutes(
  app: FastifyInstance,
  routes: ConsoleRoutes,
  db: StaffDb,
  now: () => number,
): void {
  app.post('/admin/api/login', async (req, reply) => {
    try {
      const body = (req.body ?? {}) as { name?: unknown; password?: unknown; code?: unknown };
      const at = now();
      const { token, session } = await logIn(db, body, req.ip, at);
      await writeAudit(
        db,
        session.staff,
        { action: 'staff.login', target: `staff:${session.staff.id}` },
        req.ip,
        at,
      );
      reply.header('set-cookie', sessionCookie(req, token, ABSOLUTE_MS / 1000));
      return { staff: session.staff, permissions: permissionsOf(session.staff.role), csrf: session.csrf };
    } catch (error) {
      return sendError(reply, error);
    }
  });

  routes.read('/me', null, async ({ session }) => ({
    staff: session.staff,
    permissions: permissionsOf(session.staff.role),
    csrf: session.csrf,
  }));

  app.post('/admin/api/logout', async (req, reply) => {
    try {
      const ctx = await routes.session(req, true);
      await routes.end(req);
      await writeAudit(
        db,
        ctx.session.staff,
        { action: 'staff.logout', target: `staff:${ctx.session.staff.id}` },
        req.ip,
        ctx.now,
      );
      reply.header('set-cookie', sessionCookie(req, '', 0));
      return { ok: true };
    } catch (error) {
      if (isRefusal(error, 'console') && error.code === 401)
        reply.header('set-cookie', sessionCookie(req, '', 0));
      return sendError(reply, error);
    }
  });
}
