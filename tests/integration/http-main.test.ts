import { afterAll, beforeAll, expect, test } from 'vitest';
import { decryptText, encryptParams, importParamKey } from '../../protocol/cipher';
import { devSmsCode, imCall, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let key: CryptoKey;

beforeAll(async () => {
  server = await startServer();
  // The app reads the key the way a page does: the script at /app/key.js.
  const script = await (await fetch(`${server.url}/app/key.js`)).text();
  const text = /__SPORTLIVE_PARAM_KEY__ = "([A-Za-z0-9_-]+)"/.exec(script)?.[1];
  if (!text) throw new Error(`no key in /app/key.js: ${script}`);
  key = await importParamKey(text);
});
afterAll(async () => server?.close());

interface Answer {
  code: number;
  msg: string;
  data?: Record<string, unknown>;
}

const common = { lang: 'zh', client_channel: 'h5', api_version: '6.9', client: 'h5', timeNowClient: '1' };

async function callApp(name: string, params: Record<string, string | number>): Promise<Answer> {
  const query = await encryptParams(key, { ...common, ...params });
  const response = await fetch(`${server.url}/app/${name}?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return JSON.parse(await decryptText(key, await response.text())) as Answer;
}

async function guest(deviceid: string) {
  const answer = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid });
  return { uid: (answer.user as { uid: number }).uid, fastkey: answer.fastkey as string };
}

test('encryptionTouristsFree gives a guest a stable identifier and a live token', async () => {
  const { uid, fastkey } = await guest('device-m1');
  const first = await callApp('encryptionTouristsFree', {
    phone_code: 'device-m1',
    url: 'http://x/',
    uid,
    fastkey,
  });
  expect(first.code).toBe(200);
  const { identifier, token } = first.data as { identifier: string; token: string };
  expect(identifier).toMatch(/^yk[0-9a-f]{20}$/);
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  expect(await server.accounts.verifyApiToken(token)).toEqual({
    kind: 'identifier',
    uid,
    subject: identifier,
  });

  const second = await callApp('encryptionTouristsFree', {
    phone_code: 'device-m1',
    url: 'http://x/',
    uid,
    fastkey,
  });
  expect(second.data?.identifier).toBe(identifier);
  expect(second.data?.token).not.toBe(token);
  expect(await server.accounts.verifyApiToken(token)).toBeUndefined();

  expect(
    (await callApp('encryptionTouristsFree', { phone_code: 'device-m1', uid: uid + 1, fastkey })).code,
  ).toBe(401);
  expect(
    (await callApp('encryptionTouristsFree', { phone_code: 'device-m1', uid, fastkey: 'bad' })).code,
  ).toBe(401);
  expect((await callApp('encryptionTouristsFree', { phone_code: 'never-seen', uid, fastkey })).code).toBe(
    401,
  );
  const missing = await callApp('encryptionTouristsFree', { uid, fastkey });
  expect(missing).toEqual({ code: 400, msg: 'parameter phone_code is required' });
  const unproven = await callApp('encryptionTouristsFree', { phone_code: 'device-m1', uid });
  expect(unproven).toEqual({ code: 400, msg: 'parameter fastkey is required' });
});

test('encryptionCustomerLoginFree gives a registered user a customer id and token; guests and bad fastkeys are refused', async () => {
  const phone = '13700000001';
  await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
  const login = await imCall(
    server.url,
    'IMUser.verifyLogin',
    { zone: '86', uno: phone, verifycode: await devSmsCode(server.url, phone) },
    { deviceid: 'device-m2' },
  );
  const uid = (login.user as { uid: number }).uid;
  const fastkey = login.fastkey as string;

  const answer = await callApp('encryptionCustomerLoginFree', { phone, fastkey, uid });
  expect(answer.code).toBe(200);
  expect(answer.data).toMatchObject({ customer_id: uid, free_data: { user: { usertype: 0, uid } } });
  const token = answer.data?.token as string;
  expect(await server.accounts.verifyApiToken(token)).toEqual({
    kind: 'customer',
    uid,
    subject: String(uid),
  });

  expect((await callApp('encryptionCustomerLoginFree', { phone, fastkey: 'f'.repeat(32), uid })).code).toBe(
    401,
  );
  expect((await callApp('encryptionCustomerLoginFree', { phone: '13700000009', fastkey, uid })).code).toBe(
    400,
  );
  const g = await guest('device-m3');
  expect(
    (await callApp('encryptionCustomerLoginFree', { phone: '', fastkey: g.fastkey, uid: g.uid })).code,
  ).toBe(400);
});

test('a tampered parameter is refused in plain JSON naming it', async () => {
  const query = new URLSearchParams(await encryptParams(key, { ...common, phone_code: 'device-m1' }));
  const token = query.get('phone_code') ?? '';
  const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
  query.set('phone_code', flipped);
  const response = await fetch(`${server.url}/app/encryptionTouristsFree?${query}`);
  expect(response.status).toBe(400);
  const body = (await response.json()) as Answer;
  expect(body.code).toBe(400);
  expect(body.msg).toMatch(/phone_code/);

  const plain = await fetch(`${server.url}/app/encryptionTouristsFree?phone_code=device-m1`);
  expect(plain.status).toBe(400);

  const otherKey = await importParamKey('A'.repeat(43));
  const foreign = await fetch(
    `${server.url}/app/encryptionTouristsFree?${await encryptParams(otherKey, { uid: 1 })}`,
  );
  expect(((await foreign.json()) as Answer).msg).toMatch(/uid/);
});

test('an unknown endpoint is a plain 404', async () => {
  const response = await fetch(`${server.url}/app/noSuchEndpoint`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ code: 404, msg: 'unknown endpoint: app/noSuchEndpoint' });
});
