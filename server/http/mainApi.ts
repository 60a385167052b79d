import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CipherError, decryptParams, encryptText } from '../../protocol/cipher';
import type { ServerConfigData } from '../../protocol/mainApiConfig';
import { type Accounts, type ApiCredential, RET } from '../accounts';
import { isRefusal, type Refusal } from '../refusal';
import type { Database } from '../store';
import type { ParamKey } from './paramKey';

/** The parameters the client adds to every main-API call (spec 000 §7). */
export interface CommonParams {
  lang: string;
  client_channel: string;
  api_version: string;
  client: string;
  timeNowClient: string;
  customer_id: string;
  uid: number | undefined;
  token: string;
  check_id: string;
  check_type: string;
}

export interface MainApiContext {
  /** Every decrypted parameter, the common ones included. */
  params: Readonly<Record<string, string>>;
  common: CommonParams;
  accounts: Accounts;
  db: Kysely<Database>;
  req: FastifyRequest;
  /** The credential of `common.token`, looked up on first use; undefined when absent or dead. */
  credential(): Promise<ApiCredential | undefined>;
  /** The server's clock, in milliseconds (fixed by tests that draw a given day). */
  now(): number;
}

/** A main-API answer; `code` 200 is success. It is sent encrypted. */
export interface MainApiReply {
  code: number;
  msg: string;
  data?: unknown;
}

export type MainApiHandler = (ctx: MainApiContext) => Promise<MainApiReply>;
/** Endpoint name (the part after /app/) → handler. Adding an endpoint is adding a line. */
export type MainApiTable = Readonly<Record<string, MainApiHandler>>;

export interface MainApiDeps {
  paramKey: ParamKey;
  table: MainApiTable;
  accounts: Accounts;
  db: Kysely<Database>;
  /** The public configuration (encryptionServerConfig's answer) for a request's host. */
  serverConfigOf: (req: FastifyRequest) => Promise<ServerConfigData>;
  now: () => number;
}

function readCommon(params: Record<string, string>): CommonParams {
  const uid = Number(params.uid);
  return {
    lang: params.lang || 'zh',
    client_channel: params.client_channel ?? '',
    api_version: params.api_version ?? '',
    client: params.client ?? '',
    timeNowClient: params.timeNowClient ?? '',
    customer_id: params.customer_id ?? '',
    uid: Number.isInteger(uid) && uid > 0 ? uid : undefined,
    token: params.token ?? '',
    check_id: params.check_id ?? '',
    check_type: params.check_type ?? '',
  };
}

/** A refusal from accounts as a main-API code: 401 for a dead session, 400 for the rest. */
function refusal(error: Refusal<'ret'>): MainApiReply {
  return { code: error.code === RET.fastKeyError ? 401 : 400, msg: error.message };
}

/**
 * GET /app/<name>: decrypts every query parameter, runs the endpoint's handler and sends its
 * {code, msg, data} encrypted (text/plain, base64url, protocol/cipher.ts).
 *
 * NOTE: a parameter that does not decrypt (altered, or sealed with another key) and an unknown
 * endpoint are answered in plain JSON {code: 400 | 404, msg} with that HTTP status: a client with a
 * stale key could not read an encrypted refusal.
 *
 * GET /app/key.js hands the key to the app: a classic script setting
 * `globalThis.__SPORTLIVE_PARAM_KEY__` (load it with a <script> tag before the app). The cipher keeps
 * parameters out of URLs and logs in clear text; it is not a secret from the client.
 */
export async function mainApiPlugin(app: FastifyInstance, deps: MainApiDeps): Promise<void> {
  const { paramKey, table } = deps;

  // NOTE: the script brings the public configuration too (encryptionServerConfig's answer, which
  // anyone may read), so the app's start has it without a call of its own: the home page's advert and
  // a live room's loading picture wait for it.
  // The key never depends on the database: when the settings cannot be read the script brings the
  // key alone and the app asks encryptionServerConfig itself, as it does without the script's copy.
  // NOTE: any origin may call the main API (its api_hosts are other origins of the same app, the
  // fallback hosts): it holds no ambient authority (no cookies), a call's token is in its parameters.
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/app/')) void reply.header('access-control-allow-origin', '*');
  });

  app.get('/app/key.js', async (req, reply) => {
    let config = '';
    try {
      config = `globalThis.__SPORTLIVE_SERVER_CONFIG__ = ${JSON.stringify(await deps.serverConfigOf(req))};\n`;
    } catch (error) {
      req.log.warn({ err: error }, 'public configuration unreadable; key script sent without it');
    }
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`globalThis.__SPORTLIVE_PARAM_KEY__ = ${JSON.stringify(paramKey.text)};\n${config}`);
  });

  app.get<{ Params: { name: string } }>('/app/:name', async (req, reply) => {
    const handler = Object.hasOwn(table, req.params.name) ? table[req.params.name] : undefined;
    if (!handler) return reply.code(404).send({ code: 404, msg: `unknown endpoint: app/${req.params.name}` });
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    let params: Record<string, string>;
    try {
      params = await decryptParams(paramKey.key, new URLSearchParams(query));
    } catch (error) {
      if (!(error instanceof CipherError)) throw error;
      return reply.code(400).send({ code: 400, msg: `a parameter could not be decrypted: ${error.message}` });
    }
    const common = readCommon(params);
    let credential: Promise<ApiCredential | undefined> | undefined;
    let answer: MainApiReply;
    try {
      answer = await handler({
        params,
        common,
        accounts: deps.accounts,
        db: deps.db,
        req,
        now: deps.now,
        credential: () => {
          credential ??= deps.accounts.verifyApiToken(common.token);
          return credential;
        },
      });
    } catch (error) {
      if (!isRefusal(error, 'ret')) throw error;
      answer = refusal(error);
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await encryptText(paramKey.key, JSON.stringify(answer)));
  });
}
