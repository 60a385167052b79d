import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { LOG_ACTION, MAIN_CODE } from '../../protocol/mainApi';
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

/** POST /api/logAction (form or JSON) → stored in action_logs; answers {code: 200}, or {code: 400, msg}. */
export async function statsPlugin(app: FastifyInstance, deps: StatsDeps): Promise<void> {
  await app.register(fastifyFormbody);
  app.post('/api/logAction', async (req, reply) => {
    const parsed = parseLogAction(req.body);
    if (!parsed.ok) return reply.code(400).send({ code: MAIN_CODE.BAD_REQUEST, msg: parsed.msg });
    await deps.db
      .insertInto('action_logs')
      .values({
        ...parsed.ints,
        ...parsed.texts,
        ip: req.ip,
        user_agent: (req.headers['user-agent'] ?? '').slice(0, 400),
        created_at: Date.now(),
      })
      .execute();
    return { code: MAIN_CODE.OK };
  });
}
