import { announceTopUp } from '../im/money';
import type { ImServices } from '../im/types';
import { creditTopUp, findOrder, refuseTopUp, topUpsForStaff } from '../money/payments/orders';
import { Refusal } from '../refusal';
import type { ConsoleRoutes } from './http';
import type { StaffDb } from './tables';

/** Top-ups listed at once (pending, and recently decided). */
const LIST_LIMIT = 200;
/** Shortest payer's reference or refusal reason. */
const MIN_TEXT = 3;
const MAX_TEXT = 200;

function text(value: unknown, what: string): string {
  const s = typeof value === 'string' ? value.trim() : '';
  if (s.length < MIN_TEXT || s.length > MAX_TEXT)
    throw new Refusal('console', 400, `${what} of ${MIN_TEXT} to ${MAX_TEXT} characters is required`);
  return s;
}

/**
 * Top-ups of the manual provider (issue 43): finance lists the pending orders and, against the
 * payment received, confirms one with the payer's reference (the coins are credited in the same
 * transaction as the guarded move of the order and the audit row, so two confirming at once credit
 * once: the second gets 409) or refuses it with a reason. Either way the user gets a wallet notice.
 */
export function topUpsRoutes(routes: ConsoleRoutes, db: StaffDb, services: ImServices): void {
  routes.read('/top-ups', 'payments.confirm', async () => {
    const [pending, decided] = await Promise.all([
      topUpsForStaff(db, 'pending', LIST_LIMIT),
      topUpsForStaff(db, 'decided', 50),
    ]);
    const uids = [...new Set([...pending, ...decided].map((o) => o.uid))];
    const users = uids.length
      ? await db.selectFrom('users').select(['uid', 'nickname', 'phone']).where('uid', 'in', uids).execute()
      : [];
    const byUid = new Map(users.map((u) => [u.uid, u]));
    const view = (o: (typeof pending)[number]) => ({
      orderid: o.orderid,
      uid: o.uid,
      nickname: byUid.get(o.uid)?.nickname ?? '',
      phone: byUid.get(o.uid)?.phone ?? null,
      cointype: o.cointype,
      amount: o.amount,
      provider: o.provider,
      status: o.status,
      reference: o.reference,
      reason: o.reason,
      decidedBy: o.decided_by,
      createdAt: Number(o.created_at),
      doneAt: o.done_at === null ? null : Number(o.done_at),
    });
    return { pending: pending.map(view), decided: decided.map(view) };
  });

  routes.change('POST', '/top-ups/:orderid', 'payments.confirm', async (trx, ctx, body, req) => {
    const { orderid } = req.params as { orderid: string };
    const by = `staff:${ctx.session.staff.name}`;
    let decided: Awaited<ReturnType<typeof creditTopUp>>;
    let after: Record<string, unknown>;
    if (body.outcome === 'confirm') {
      const reference = text(body.reference, "the payer's reference");
      decided = await creditTopUp(trx, orderid, { by, reference }, ctx.now);
      after = { status: 'credited', reference };
    } else if (body.outcome === 'refuse') {
      const reason = text(body.reason, 'a reason');
      decided = await refuseTopUp(trx, orderid, reason, { by }, ctx.now);
      after = { status: 'refused', reason };
    } else
      throw new Refusal('console', 400, 'outcome must be confirm (with reference) or refuse (with reason)');
    if (!decided) {
      const order = await findOrder(trx, orderid);
      if (!order) throw new Refusal('console', 404, `no top-up ${orderid}`);
      throw new Refusal('console', 409, `top-up ${orderid} was decided already (${order.decided_by})`);
    }
    const { uid, amount, cointype } = decided;
    return {
      answer: { orderid, status: decided.status },
      audit: {
        action: `top-up.${body.outcome}`,
        target: `order:${orderid}`,
        before: { status: 'pending', uid, amount, cointype },
        after,
      },
      afterCommit: () => void announceTopUp(services, uid, ctx.now),
    };
  });
}
