import type { AuditRow } from '../../protocol/staff';
import { badInput } from './errors';
import type { Staff } from './staff';
import type { StaffDb } from './tables';

/** What one console action changed: written with the change, in its transaction. */
export interface AuditEntry {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(
  db: StaffDb,
  staff: Staff,
  entry: AuditEntry,
  ip: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      staff_id: staff.id,
      staff_name: staff.name,
      role: staff.role,
      action: entry.action,
      target: entry.target,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip,
      at: now,
    })
    .execute();
}

export type { AuditRow };

export interface AuditFilter {
  staffId?: number;
  action?: string;
  from?: number;
  to?: number;
  /** Rows with an id below this one (the next page). */
  before?: number;
}

export const AUDIT_PAGE = 50;

function optionalInt(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw badInput(`${field} must be a non-negative integer`);
  return n;
}

/** Reads a filter from a query string; bad values are refused, never ignored. */
export function auditFilterOf(query: Record<string, unknown>): AuditFilter {
  const filter: AuditFilter = {};
  const staffId = optionalInt(query.staffId, 'staffId');
  const from = optionalInt(query.from, 'from');
  const to = optionalInt(query.to, 'to');
  const before = optionalInt(query.before, 'before');
  if (staffId !== undefined) filter.staffId = staffId;
  if (from !== undefined) filter.from = from;
  if (to !== undefined) filter.to = to;
  if (before !== undefined) filter.before = before;
  if (typeof query.action === 'string' && query.action !== '') filter.action = query.action;
  if (from !== undefined && to !== undefined && from > to) throw badInput('from must not be after to');
  return filter;
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The newest audit rows matching `filter`, a page at a time. */
export async function listAudit(db: StaffDb, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db.selectFrom('staff_audit').selectAll().orderBy('id', 'desc').limit(AUDIT_PAGE);
  if (filter.staffId !== undefined) query = query.where('staff_id', '=', filter.staffId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    staffId: Number(r.staff_id),
    staffName: r.staff_name,
    role: r.role,
    action: r.action,
    target: r.target,
    before: parse(r.before),
    after: parse(r.after),
    ip: r.ip,
    at: Number(r.at),
  }));
}

/** The distinct actions in the log (the filter's choices). */
export async function auditActions(db: StaffDb): Promise<string[]> {
  const rows = await db.selectFrom('staff_audit').select('action').distinct().orderBy('action').execute();
  return rows.map((r) => r.action);
}
