// The SMS provider interface (issue 14): the console provider prints the code in the server's own
// log (what `npm start` uses), and the HTTP gateway provider, tested against a local fake gateway.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ConsoleSmsProvider, createSmsProvider, HttpSmsProvider } from '../../../server/accounts';
import { loadConfig } from '../../../server/config';
import { imCall } from '../../helpers/server';
import { onEachStore } from './stores';

interface Received {
  authorization: string | undefined;
  body: { to: string; zone: string; phone: string; text: string; sender: string };
}

const received: Received[] = [];
let failNext = false;
const gateway = createServer((req: IncomingMessage, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    if (failNext) {
      failNext = false;
      res.writeHead(503).end('gateway down');
      return;
    }
    received.push({ authorization: req.headers.authorization, body: JSON.parse(data) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
let gatewayUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

test('SMS_PROVIDER picks the provider; http needs a gateway URL', () => {
  expect(createSmsProvider(loadConfig({}).sms)).toBeInstanceOf(ConsoleSmsProvider);
  const http = loadConfig({
    SMS_PROVIDER: 'http',
    SMS_GATEWAY_URL: 'https://sms.example/send',
    SMS_GATEWAY_TOKEN: 't',
  });
  expect(createSmsProvider(http.sms)).toBeInstanceOf(HttpSmsProvider);
  expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_GATEWAY_URL/);
  expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/console or http/);
});

test('the console provider prints the code in the server log, for the person running it', async () => {
  const lines: string[] = [];
  const provider = new ConsoleSmsProvider((line) => lines.push(line));
  await provider.send('86', '13840000000', 'Your SportLive verification code is 123456.');
  expect(lines).toEqual(['[sms] to +86 13840000000: Your SportLive verification code is 123456.']);
});

onEachStore('SMS through an HTTP gateway', (start) => {
  test('a code goes to the gateway with its token, and logs in; a failing gateway voids the code', async () => {
    const sms = new HttpSmsProvider({
      provider: 'http',
      gatewayUrl,
      gatewayToken: 'gw-token',
      sender: 'SportLive',
    });
    const server = await start({ devEndpoints: false }, { sms });
    received.length = 0;
    expect(
      (await imCall(server.url, 'IMTools.getValid', { zone: '086', uno: '013840000001', mtype: 1 })).ret,
    ).toBe(0);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first?.authorization).toBe('Bearer gw-token');
    expect(first?.body).toMatchObject({
      to: '+8613840000001',
      zone: '86',
      phone: '13840000001',
      sender: 'SportLive',
    });
    const code = /\b(\d{6})\b/.exec(first?.body.text ?? '')?.[1] ?? '';
    const login = await imCall(server.url, 'IMUser.verifyLogin', {
      zone: '86',
      uno: '13840000001',
      verifycode: code,
    });
    expect(login.ret).toBe(0);

    failNext = true;
    const failed = await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: '13840000002', mtype: 1 });
    expect(failed).toMatchObject({ httpStatus: 500, ret: 105 });
    // Nothing was stored for a text that never left: the user may ask again at once.
    expect(
      await server.db.selectFrom('sms_codes').select('id').where('phone', '=', '13840000002').execute(),
    ).toEqual([]);
    expect(
      (await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: '13840000002', mtype: 1 })).ret,
    ).toBe(0);
  });
});
