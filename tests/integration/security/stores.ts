// The security suites run on both stores: SQLite always, PostgreSQL when it answers (each server in
// its own schema, dropped afterwards), as the *-pg suites do.
import pg from 'pg';
import { afterAll, describe, expect, inject } from 'vitest';
import type { ServerConfig } from '../../../server/config';
import { newDeviceId } from '../../helpers/imClient';
import {
  devSmsCode,
  type ImAnswer,
  imCall,
  imForm,
  type StartOptions,
  startServer,
  type TestServer,
} from '../../helpers/server';

export type Start = (overrides?: Partial<ServerConfig>, options?: StartOptions) => Promise<TestServer>;

let schemas = 0;

/** Declares `body` twice: on SQLite, and on PostgreSQL (skipped, with the reason, when it is not reachable). */
export function onEachStore(title: string, body: (start: Start) => void): void {
  describe(`${title} (SQLite)`, () => {
    const servers: TestServer[] = [];
    afterAll(async () => {
      for (const s of servers.splice(0)) await s.close();
    });
    body(async (overrides = {}, options = {}) => {
      const server = await startServer(overrides, options);
      servers.push(server);
      return server;
    });
  });

  const pgUrl = inject('pgUrl');
  describe.skipIf(!pgUrl)(`${title} (PostgreSQL)`, () => {
    const servers: TestServer[] = [];
    const made: string[] = [];
    afterAll(async () => {
      for (const s of servers.splice(0)) await s.close();
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      for (const schema of made) await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    });
    body(async (overrides = {}, options = {}) => {
      schemas += 1;
      const schema = `t_security_${process.pid}_${Date.now().toString(36)}_${schemas}`;
      made.push(schema);
      const server = await startServer(
        { databaseUrl: pgUrl, ...overrides },
        { pgSchema: schema, ...options },
      );
      servers.push(server);
      return server;
    });
  });
}

/** A call to POST /api/flashapi.php from another machine (`remoteAddress`), through the app itself. */
export async function imCallFrom(
  server: TestServer,
  remoteAddress: string,
  method: string,
  param: Record<string, unknown>,
  envelope: Record<string, unknown> = {},
): Promise<ImAnswer & { httpStatus: number }> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/flashapi.php',
    remoteAddress,
    payload: imForm(method, param, { deviceid: 'attacker-device', ...envelope }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { httpStatus: response.statusCode, ...(response.json() as ImAnswer) };
}

/** A user registered by SMS code on `deviceid` (a fresh device by default): uid, fastkey, device. */
export async function smsUser(server: TestServer, phone: string, deviceid = newDeviceId('sms')) {
  const sent = await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
  expect(sent.ret).toBe(0);
  const code = await devSmsCode(server.url, phone);
  const answer = await imCall(
    server.url,
    'IMUser.verifyLogin',
    { zone: '86', uno: phone, verifycode: code },
    { deviceid },
  );
  expect(answer.ret).toBe(0);
  return { uid: (answer.user as { uid: number }).uid, fastkey: answer.fastkey as string, deviceid };
}
