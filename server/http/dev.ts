import type { FastifyInstance } from 'fastify';
import type { ConsoleSmsProvider } from '../accounts';
import { isLoopback } from './security';

/**
 * Dev-only endpoints, registered only with DEV_ENDPOINTS=1 (the test harness sets it) and even then
 * answering loopback clients only (403 otherwise):
 * GET /dev/sms?zone=86&phone=… → the last SMS the console provider "sent" there: {zone, phone, text, code, sentAt}.
 * Nothing here changes the site: maintenance and settings belong to staff (tests write them in the store).
 */
export async function devPlugin(app: FastifyInstance, deps: { sms: ConsoleSmsProvider }): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    if (!isLoopback(req))
      return reply.code(403).send({ code: 403, msg: 'dev endpoints answer this machine only' });
  });
  app.get<{ Querystring: { zone?: string; phone?: string } }>('/dev/sms', async (req, reply) => {
    const { zone = '86', phone = '' } = req.query;
    const sent = deps.sms.last(zone, phone);
    if (!sent) return reply.code(404).send({ code: 404, msg: `no SMS was sent to +${zone} ${phone}` });
    return { ...sent, code: /\b(\d{6})\b/.exec(sent.text)?.[1] ?? '' };
  });
}
