import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RESULT } from '../../protocol/result';
import { type Accounts, RET } from '../accounts';
import type { Bus } from '../bus';
import type { ServerConfig } from '../config';
import { isRefusal } from '../refusal';
import type { Database } from '../store';
import type { ImMethodTable, ImReply } from './imContext';
import { IM_GROUP_METHODS } from './imGroups';
import { IM_TOOLS_METHODS } from './imTools';
import { IM_USER_METHODS } from './imUser';
import { readWinParam } from './winParam';

/** Every IM API method. */
export const IM_METHODS: ImMethodTable = { ...IM_USER_METHODS, ...IM_TOOLS_METHODS, ...IM_GROUP_METHODS };

export interface ImApiDeps {
  accounts: Accounts;
  db: Kysely<Database>;
  config: ServerConfig;
  bus: Bus;
}

/**
 * Turns any failure into the API's JSON answer: a refusal (of the `ret` family, or of the
 * `result` family with its result code as `ret`) or a malformed request gets its `ret` with HTTP
 * 200; only a server fault is a 500 (with ret 105, details in the log).
 */
export function sendImError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (isRefusal(error, 'ret')) return reply.send({ ...error.fields, ret: error.code, msg: error.message });
  if (isRefusal(error, 'result')) {
    // NOTE: the protocol's 0 is "fail" but the API's 0 is success, so a bare failure is a bad request.
    const ret = error.code === RESULT.FAIL ? RET.badRequest : error.code;
    return reply.send({ ret, msg: error.message });
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 429) {
    return reply
      .code(429)
      .send({ ret: RET.tooFrequent, msg: (error as { msg?: string }).msg ?? 'too many requests' });
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return reply.send({ ret: RET.badRequest, msg: `bad request: ${(error as Error).message}` });
  }
  req.log.error({ err: error }, 'IM API fault');
  return reply.code(500).send({ ret: RET.serverError, msg: 'server error: please try again' });
}

/** POST /api/flashapi.php: one endpoint, `win_param.method` picks the handler. */
export async function imApiPlugin(app: FastifyInstance, deps: ImApiDeps): Promise<void> {
  app.setErrorHandler((error, req, reply) => sendImError(req, reply, error));
  app.post('/api/flashapi.php', async (req, reply) => {
    // NOTE: called from the app's other origins too (fallback hosts): no cookies, the session is in
    // win_param, so any origin may read the answer.
    void reply.header('access-control-allow-origin', '*');
    const win = readWinParam(req.body);
    const handler = Object.hasOwn(IM_METHODS, win.method) ? IM_METHODS[win.method] : undefined;
    if (!handler) return reply.send({ ret: RET.unknownMethod, msg: `unknown method: ${win.method}` });
    const answer: ImReply = await handler({ ...deps, win, param: win.param, req });
    return reply.send({ ret: RET.ok, msg: 'ok', ...answer });
  });
}
