import type { FastifyInstance } from 'fastify';
import type { DevSmsProvider } from '../accounts';

/**
 * Dev-only endpoints (never registered when NODE_ENV=production).
 * GET /dev/sms?zone=86&phone=… → the last SMS the dev provider "sent" there: {zone, phone, text, code, sentAt}.
 */
export async function devPlugin(app: FastifyInstance, deps: { sms: DevSmsProvider }): Promise<void> {
  app.get<{ Querystring: { zone?: string; phone?: string } }>('/dev/sms', async (req, reply) => {
    const { zone = '86', phone = '' } = req.query;
    const sent = deps.sms.last(zone, phone);
    if (!sent) return reply.code(404).send({ code: 404, msg: `no SMS was sent to +${zone} ${phone}` });
    return { ...sent, code: /\b(\d{6})\b/.exec(sent.text)?.[1] ?? '' };
  });
}
