import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { isRefusal, Refusal } from '../refusal';
import type { Database } from '../store';
import { type AuditEntry, writeAudit } from './audit';
import { can, type Permission } from './roles';
import { endSession, type StaffSession, sessionOf } from './staff';
import { staffDb } from './tables';

/** The cookie holding a console session's token: httpOnly, SameSite=Strict, sent to /admin only. */
export const SESSION_COOKIE = 'staff_session';
/** The header a state-changing request carries: the session's CSRF value. */
export const CSRF_HEADER = 'x-staff-csrf';

export interface ConsoleContext {
  session: StaffSession;
  ip: string;
  now: number;
}

/** A read: answers with what the handler returns. */
export type ReadHandler = (ctx: ConsoleContext, req: FastifyRequest) => Promise<unknown>;

/**
 * A change: runs inside one transaction with its audit row; it reads and writes through `trx` only
 * (NOTE: on SQLite the store is one connection, so a query on the store itself would wait forever). It returns the answer, what it
 * changed (before/after), and what to do once committed (close the sockets of ended sessions).
 */
export type ChangeHandler = (
  trx: Transaction<Database>,
  ctx: ConsoleContext,
  body: Record<string, unknown>,
  req: FastifyRequest,
) => Promise<{ answer: unknown; audit: AuditEntry; afterCommit?: () => void }>;

export function cookieValue(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function sessionCookie(req: FastifyRequest, token: string, maxAgeS: number): string {
  // NOTE: behind a TLS proxy the request arrives as http; the proxy's X-Forwarded-Proto says so.
  // A client faking the header only makes its own cookie stricter.
  const https = req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https';
  const secure = https ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAgeS}${secure}`;
}

const CONSOLE_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 423, 429]);

/** Maps a refusal of any family to its HTTP answer, once, here. */
export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (isRefusal(error, 'console')) return reply.code(error.code).send({ error: error.message });
  if (isRefusal(error, 'main')) {
    // The main API's codes are HTTP statuses: those the console answers pass; the rest (an area's
    // own code, as ACCOUNT_CODE's) is a conflict with the state.
    const status = CONSOLE_STATUSES.has(error.code) ? error.code : 409;
    return reply.code(status).send({ error: error.message });
  }
  if (isRefusal(error, 'ret')) return reply.code(400).send({ error: error.message });
  if (isRefusal(error, 'result')) return reply.code(409).send({ error: error.message, result: error.code });
  throw error;
}

/**
 * Registers console endpoints under /admin/api: every one needs a live session and its permission;
 * changes also need the CSRF header and write their audit row in the change's own transaction.
 */
export class ConsoleRoutes {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /** The session of a request, or a 401 (no cookie, expired) / 403 (no CSRF on a change). */
  async session(req: FastifyRequest, change: boolean): Promise<ConsoleContext> {
    const token = cookieValue(req, SESSION_COOKIE);
    const now = this.now();
    const session = token ? await sessionOf(staffDb(this.db), token, now) : null;
    if (!session) throw new Refusal('console', 401, 'log in first: no session, or it expired');
    if (change && req.headers[CSRF_HEADER] !== session.csrf)
      throw new Refusal('console', 403, `missing or wrong ${CSRF_HEADER} header`);
    return { session, ip: req.ip, now };
  }

  private async allowed(req: FastifyRequest, permission: Permission | null, change: boolean) {
    const ctx = await this.session(req, change);
    if (permission && !can(ctx.session.staff.role, permission))
      throw new Refusal('console', 403, `the ${ctx.session.staff.role} role may not do this (${permission})`);
    return ctx;
  }

  read(path: string, permission: Permission | null, handler: ReadHandler): void {
    this.app.get(`/admin/api${path}`, async (req, reply) => {
      try {
        const ctx = await this.allowed(req, permission, false);
        return await handler(ctx, req);
      } catch (error) {
        return sendError(reply, error);
      }
    });
  }

  change(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    permission: Permission,
    handler: ChangeHandler,
    options: { bodyLimit?: number } = {},
  ): void {
    this.app.route({
      method,
      url: `/admin/api${path}`,
      ...options,
      handler: async (req, reply) => {
        try {
          const ctx = await this.allowed(req, permission, true);
          const body = (req.body ?? {}) as Record<string, unknown>;
          if (typeof body !== 'object' || Array.isArray(body))
            throw new Refusal('console', 400, 'the body must be a JSON object');
          const done = await this.db.transaction().execute(async (trx) => {
            const result = await handler(trx, ctx, body, req);
            await writeAudit(staffDb(trx), ctx.session.staff, result.audit, ctx.ip, ctx.now);
            return result;
          });
          done.afterCommit?.();
          return done.answer;
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }

  /** Ends the request's session (logout). */
  async end(req: FastifyRequest): Promise<void> {
    const ctx = await this.session(req, true);
    await endSession(staffDb(this.db), ctx.session.tokenHash);
  }
}
