import type { Kysely } from 'kysely';
import { privateMessageFrame } from '../chat/private';
import type { ImServices } from '../im/types';
import {
  applicationsForStaff,
  approveApplication,
  findApplication,
  refuseApplication,
} from '../live/hostApplications';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';

const MIN_REASON = 2;
const MAX_REASON = 200;

/**
 * Host applications (issue 45): moderators list them and approve one (the user becomes an anchor
 * with a room of their own) or refuse it with a reason. The guarded status move makes a second
 * decision a 409. Either way the user gets a notice from the platform account at once.
 */
export function hostsRoutes(routes: ConsoleRoutes, db: Kysely<Database>, services: ImServices): void {
  routes.read('/hosts/applications', 'live.manage', () => applicationsForStaff(db));

  routes.change('POST', '/hosts/applications/:id', 'live.manage', async (trx, ctx, body, req) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new Refusal('console', 400, 'application must be a positive integer');
    const by = `staff:${ctx.session.staff.name}`;
    let decided: Awaited<ReturnType<typeof approveApplication>>;
    let after: Record<string, unknown>;
    if (body.outcome === 'approve') {
      decided = await approveApplication(trx, id, by, ctx.now);
      after = { status: 'approved', room_id: decided?.roomId };
    } else if (body.outcome === 'refuse') {
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if ([...reason].length < MIN_REASON || [...reason].length > MAX_REASON)
        throw new Refusal(
          'console',
          400,
          `a reason of ${MIN_REASON} to ${MAX_REASON} characters is required`,
        );
      decided = await refuseApplication(trx, id, reason, by, ctx.now);
      after = { status: 'refused', reason };
    } else throw new Refusal('console', 400, 'outcome must be approve, or refuse (with reason)');
    if (!decided) {
      const app = await findApplication(trx, id);
      if (!app) throw new Refusal('console', 404, `no application ${id}`);
      throw new Refusal(
        'console',
        409,
        `application ${id} was decided already (${app.status} by ${app.decided_by})`,
      );
    }
    const { uid, notice } = decided;
    return {
      answer: { id, status: after.status, room_id: decided.roomId },
      audit: {
        action: `host.${body.outcome}`,
        target: `user:${uid}`,
        before: { status: 'pending', application: id },
        after,
      },
      afterCommit: () =>
        void services.registry.deliverToUser(uid, privateMessageFrame(notice)).catch(() => {}),
    };
  });
}
