import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { TOP_UP_STATUS } from '../../../protocol/enums';
import type { Database } from '../../store';
import { parseNotification, REPLAY_WINDOW_MS, SIGNATURE_HEADER, verifySignature } from './gateway';
import { creditTopUp, findOrder, refuseTopUp } from './orders';

/** The path a gateway posts its notifications to. */
export const NOTIFY_PATH = '/pay/notify/gateway';
/** Largest notification body accepted. */
const NOTIFY_BODY_LIMIT = 4096;

export interface NotifyDeps {
  db: Kysely<Database>;
  secret: string;
  now: () => number;
  /** Tells the user (wallet and notice) once a top-up of theirs was decided at `at`. */
  announce(uid: number, at: number): Promise<void>;
}

/**
 * `POST /pay/notify/gateway` (issue 43): the gateway's signed notification confirms or fails one
 * top-up. The signature is checked over the body's bytes as they came (never a re-serialised
 * parse), then the timestamp against {@link REPLAY_WINDOW_MS}, then the order's amount and coin type;
 * the credit is a guarded move of the order from pending, so a repeated notification credits once.
 * Answers: 200 (done, or done already: the gateway stops retrying), 400 malformed, 401 bad signature
 * or outside the window, 404 no such top-up, 409 amount or coin type not the order's.
 */
export async function payNotifyPlugin(app: FastifyInstance, deps: NotifyDeps): Promise<void> {
  // NOTE: the raw bytes, for the signature: this plugin's scope parses every body as a Buffer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post(NOTIFY_PATH, async (req, reply) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const header = req.headers[SIGNATURE_HEADER];
    if (!verifySignature(deps.secret, body, typeof header === 'string' ? header : undefined)) {
      req.log.warn({ ip: req.ip }, 'pay notification with a bad signature refused');
      return reply.code(401).send({ error: 'bad signature' });
    }
    const note = parseNotification(body);
    if (typeof note === 'string') return reply.code(400).send({ error: note });
    const now = deps.now();
    if (Math.abs(now - note.ts * 1000) > REPLAY_WINDOW_MS)
      return reply.code(401).send({ error: 'timestamp outside the replay window' });
    const order = await findOrder(deps.db, note.orderid);
    if (order?.provider !== 'gateway')
      return reply.code(404).send({ error: `no gateway top-up ${note.orderid}` });
    if (order.amount !== note.amount || order.cointype !== note.cointype) {
      req.log.warn({ orderid: order.orderid, note }, 'pay notification does not match its order');
      return reply.code(409).send({ error: 'amount or cointype is not the order’s' });
    }
    const decision = { by: 'gateway', reference: note.reference };
    const decided = await deps.db
      .transaction()
      .execute((trx) =>
        note.status === 'paid'
          ? creditTopUp(trx, order.orderid, decision, now)
          : refuseTopUp(trx, order.orderid, 'the payment failed at the gateway', decision, now),
      );
    if (decided) await deps.announce(decided.uid, now);
    const after = decided ?? (await findOrder(deps.db, order.orderid)) ?? order;
    return {
      orderid: order.orderid,
      status: after.status === TOP_UP_STATUS.CREDITED ? 'credited' : 'refused',
      repeated: decided === undefined,
    };
  });
}
