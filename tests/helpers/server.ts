import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type Accounts, ConsoleSmsProvider, type SmsProvider } from '../../server/accounts';
import { createServer, type Server, type ServerOptions } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import { resetSetting, writeSetting } from '../../server/content/settings';
import type { Database } from '../../server/store';

export interface TestServer {
  app: FastifyInstance;
  config: ServerConfig;
  /** The whole server node (store, accounts, param key…). */
  server: Server;
  db: Kysely<Database>;
  accounts: Accounts;
  sms: SmsProvider;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Stops the server; the data folder is removed unless it was passed in (keepData). */
  close: () => Promise<void>;
}

export interface StartOptions extends ServerOptions {
  /** Keep the data folder on close (to start a second server on it). */
  keepData?: boolean;
}

/**
 * Starts the whole server in-process on a free port, with the dev endpoints switched on
 * (DEV_ENDPOINTS=1: GET /dev/sms reads the codes of a quiet console SMS provider). Without
 * `overrides.dataDir` it gets its own temporary data folder, removed on close; with one (a
 * restart), the folder is left alone.
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const ownDir = overrides.dataDir === undefined;
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'sportlive-data-'));
  const config: ServerConfig = {
    // NOTE: no red-packet rain unless a test asks for it (rainCheckMs), so rooms hold only what tests send.
    ...loadConfig({ DEV_ENDPOINTS: '1', RTMP_PORT: 'off', RAIN_CHECK_MS: '0' }),
    port: 0,
    host: '127.0.0.1',
    ...overrides,
    dataDir,
  };
  const { keepData = false, ...serverOptions } = options;
  const server = await createServer(config, { sms: new ConsoleSmsProvider(() => {}), ...serverOptions });
  // NOTE: no opening advert unless a test asks for it (setSetting openad_img): it covers home for
  // seconds on every new page of a context once the day's red-packet advert was seen. A restart on
  // the same data keeps what the test set.
  const openad = await server.db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'openad_img')
    .executeTakeFirst();
  if (!openad) await writeSetting(server.db, 'openad_img', '', Date.now());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app: server.app,
    config,
    server,
    db: server.db,
    accounts: server.accounts,
    sms: server.sms,
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await server.close();
      if (ownDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answer of an IM API call. */
export interface ImAnswer {
  ret: number;
  msg: string;
  [field: string]: unknown;
}

/** The form body of POST /api/flashapi.php as the web client sends it: the JSON `win_param`. */
export function imForm(
  method: string,
  param: Record<string, unknown> = {},
  envelope: Record<string, unknown> = {},
): URLSearchParams {
  const winParam = {
    method,
    siteid: 3,
    channel: 8,
    param,
    version: '6.9',
    deviceid: 'test-device',
    lang: 'zh',
    ...envelope,
  };
  return new URLSearchParams({ win_param: JSON.stringify(winParam) });
}

/** Calls POST /api/flashapi.php as the web client does: a form with the JSON `win_param`. */
export async function imCall(
  url: string,
  method: string,
  param: Record<string, unknown> = {},
  envelope: Record<string, unknown> = {},
): Promise<ImAnswer & { httpStatus: number }> {
  const response = await fetch(`${url}/api/flashapi.php`, {
    method: 'POST',
    body: imForm(method, param, envelope),
  });
  return { httpStatus: response.status, ...((await response.json()) as ImAnswer) };
}

/** The last SMS code the dev provider "sent" to a phone, read from GET /dev/sms. */
export async function devSmsCode(url: string, phone: string, zone = '86'): Promise<string> {
  const response = await fetch(`${url}/dev/sms?zone=${zone}&phone=${phone}`);
  if (!response.ok) throw new Error(`no SMS for +${zone} ${phone}: HTTP ${response.status}`);
  return ((await response.json()) as { code: string }).code;
}

/** Logs `phone` in by SMS code over the IM API (a code asked for, then read from /dev/sms) on `deviceid`. */
export async function smsLogin(url: string, phone: string, deviceid: string) {
  await imCall(url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
  return imCall(
    url,
    'IMUser.verifyLogin',
    { zone: '86', uno: phone, verifycode: await devSmsCode(url, phone) },
    { deviceid },
  );
}

/** A password as the client sends it: base64 of its UTF-8 bytes. */
export function encodePassword(password: string): string {
  return Buffer.from(password, 'utf8').toString('base64');
}

/**
 * Changes a site setting (maintenance, notices, chat limits…) the way staff do: in the store, never
 * over public HTTP. `null` puts the default back. A bad value throws the store's refusal (console 400).
 */
export async function setSetting(
  server: { db: Kysely<Database> },
  key: string,
  value: unknown,
): Promise<void> {
  if (value === null) await resetSetting(server.db, key);
  else await writeSetting(server.db, key, value, Date.now());
}
