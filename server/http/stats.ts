import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LOG_ACTION, LOG_ACTION_BATCH_MAX, MAIN_CODE } from '../../protocol/mainApi';
import type { Database } from '../store';

export interface StatsDeps {
  db: Kysely<Database>;
}

const INT_FIELDS = ['anchor_id', 'action_id', 'type_id', 'match_id'] as const;
const TEXT_FIELDS = ['room_key', 'check_id', 'check_type', 'client', 'channel', 'free_id', 'url'] as const;
const MAX_TEXT = 200;
const MAX_URL = 2000;

type Parsed =
  | {
      ok: true;
      ints: Record<(typeof INT_FIELDS)[number], number>;
      texts: Record<(typeof TEXT_FIELDS)[number], string>;
    }
  | { ok: false; msg: string };

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Reads the spec's fields (spec 000 §7 Statistics) from a form or JSON body. */
export function parseLogAction(body: unknown): Parsed {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const ints = { anchor_id: 0, action_id: LOG_ACTION.DEFAULT as number, type_id: 0, match_id: 0 };
  for (const name of INT_FIELDS) {
    const text = scalar(fields[name]);
    if (text === '') continue;
    if (!/^\d{1,15}$/.test(text)) return { ok: false, msg: `${name} must be a non-negative integer` };
    ints[name] = Number(text);
  }
  const texts = { room_key: '', check_id: '', check_type: '', client: '', channel: '', free_id: '', url: '' };
  for (const name of TEXT_FIELDS) {
    const text = scalar(fields[name]);
    const max = name === 'url' ? MAX_URL : MAX_TEXT;
    if (text.length > max) return { ok: false, msg: `${name} is longer than ${max} characters` };
    texts[name] = text;
  }
  return { ok: true, ints, texts };
}

/** Reads one event, or a batch of them (a JSON array of at most LOG_ACTION_BATCH_MAX events). */
export function parseLogActions(
  body: unknown,
): { ok: true; rows: Extract<Parsed, { ok: true }>[] } | { ok: false; msg: string } {
  const events = Array.isArray(body) ? body : [body];
  if (events.length === 0) return { ok: false, msg: 'no events' };
  if (events.length > LOG_ACTION_BATCH_MAX)
    return { ok: false, msg: `at most ${LOG_ACTION_BATCH_MAX} events in one request` };
  const rows: Extract<Parsed, { ok: true }>[] = [];
  for (const [i, event] of events.entries()) {
    const parsed = parseLogAction(event);
    if (!parsed.ok) return { ok: false, msg: Array.isArray(body) ? `event ${i}: ${parsed.msg}` : parsed.msg };
    rows.push(parsed);
  }
  return { ok: true, rows };
}

/**
 * POST /api/logAction (form, JSON, or JSON sent as text/plain, which is what the app's batches and
 * beacons are) → stored in action_logs, every event of a batch or none; answers {code: 200}, or
 * {code: 400, msg}.
 */
export async function statsPlugin(app: FastifyInstance, deps: StatsDeps): Promise<void> {
  await app.register(fastifyFormbody);
  // NOTE: text/plain keeps a request from the app on another origin a simple one (no preflight),
  // and it is what sendBeacon can send there; the body is JSON all the same.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }));
    }
  });
  app.post('/api/logAction', async (req, reply) => {
    // NOTE: log_api_url may name this server as the log host of an app served elsewhere; the answer
    // carries nothing private, so any origin may read it.
    void reply.header('access-control-allow-origin', '*');
    const parsed = parseLogActions(req.body);
    if (!parsed.ok) return reply.code(400).send({ code: MAIN_CODE.BAD_REQUEST, msg: parsed.msg });
    const at = Date.now();
    const userAgent = (req.headers['user-agent'] ?? '').slice(0, 400);
    await deps.db
      .insertInto('action_logs')
      .values(
        parsed.rows.map((row) => ({
          ...row.ints,
          ...row.texts,
          ip: req.ip,
          user_agent: userAgent,
          created_at: at,
        })),
      )
      .execute();
    return { code: MAIN_CODE.OK };
  });
}
