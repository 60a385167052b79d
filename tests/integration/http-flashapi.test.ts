import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { devSmsCode, encodePassword, imCall, startServer, type TestServer } from '../helpers/server';

describe('malformed IM API requests get a clear nonzero ret, never a 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.close());

  const post = async (body: string | URLSearchParams | undefined, contentType?: string) => {
    const response = await fetch(`${server.url}/api/flashapi.php`, {
      method: 'POST',
      ...(body === undefined ? {} : { body }),
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
    return { status: response.status, ...((await response.json()) as { ret: number; msg: string }) };
  };

  test.each([
    [
      'win_param that is not JSON',
      new URLSearchParams({ win_param: '{"method":' }),
      undefined,
      /not valid JSON/,
    ],
    ['win_param that is a JSON array', new URLSearchParams({ win_param: '[1,2]' }), undefined, /JSON object/],
    ['no win_param field', new URLSearchParams({ other: '1' }), undefined, /win_param is missing/],
    ['no method', new URLSearchParams({ win_param: '{"param":{}}' }), undefined, /method is missing/],
    [
      'a param that is not an object',
      new URLSearchParams({ win_param: '{"method":"IMTools.testNet","param":"[1]"}' }),
      undefined,
      /param must be a JSON object/,
    ],
    ['a JSON body that does not parse', '{"win_param":', 'application/json', /bad request/],
    ['an empty body', undefined, undefined, /.+/],
    ['an unsupported content type', 'win_param', 'text/xml', /bad request/],
  ])('%s', async (_name, body, contentType, msg) => {
    const answer = await post(body, contentType);
    expect(answer.status).toBe(200);
    expect(answer.ret).toBe(100);
    expect(answer.msg).toMatch(msg);
  });

  test('an unknown method is ret 101 naming it', async () => {
    const answer = await imCall(server.url, 'IMUser.noSuchThing');
    expect(answer).toMatchObject({ ret: 101, msg: 'unknown method: IMUser.noSuchThing' });
    expect((await imCall(server.url, '__proto__')).ret).toBe(101);
  });

  test('a missing parameter is ret 100 naming it', async () => {
    const answer = await imCall(server.url, 'IMUser.verifyLogin', { zone: '86', verifycode: '123456' });
    expect(answer).toMatchObject({ ret: 100, msg: 'param.uno is required' });
  });

  test('a JSON body is accepted, with win_param as text or as an object', async () => {
    for (const body of [
      { win_param: JSON.stringify({ method: 'IMTools.testNet' }) },
      { win_param: { method: 'IMTools.testNet', param: {} } },
      { method: 'IMTools.testNet' },
    ]) {
      const answer = await post(JSON.stringify(body), 'application/json');
      expect(answer.ret).toBe(0);
    }
  });

  test('PUBLIC_HOST / PUBLIC_PORT override the server list', async () => {
    const other = await startServer({ publicHost: 'live.example.com', publicPort: 443 });
    try {
      const answer = await imCall(other.url, 'IMUser.guestLogin', {}, { deviceid: 'device-pub' });
      expect(answer.svrlist).toEqual([{ svrip: 'live.example.com', websvrport: 443 }]);
    } finally {
      await other.close();
    }
  });
});

test('a restarted server on the same data folder keeps accounts, sessions and the parameter key', async () => {
  const first = await startServer({}, { keepData: true });
  const dataDir = first.config.dataDir;
  try {
    const guest = await imCall(first.url, 'IMUser.guestLogin', {}, { deviceid: 'device-r1' });
    await imCall(first.url, 'IMTools.getValid', { zone: '86', uno: '13900000001', mtype: 1 });
    const code = await devSmsCode(first.url, '13900000001');
    const phoneUser = await imCall(
      first.url,
      'IMUser.verifyLogin',
      { zone: '86', uno: '13900000001', verifycode: code },
      { deviceid: 'device-r2' },
    );
    const { uid, fastkey } = {
      uid: (phoneUser.user as { uid: number }).uid,
      fastkey: phoneUser.fastkey as string,
    };
    await imCall(first.url, 'IMTools.getValid', { zone: '86', uno: '13900000002', mtype: 1 });
    const keyBefore = first.server.paramKey.text;
    await first.close();

    const second = await startServer({ dataDir });
    try {
      const again = await imCall(second.url, 'IMUser.guestLogin', {}, { deviceid: 'device-r1' });
      expect((again.user as { uid: number }).uid).toBe((guest.user as { uid: number }).uid);
      const fast = await imCall(
        second.url,
        'IMUser.fastLogin',
        { uno: '13900000001', fastkey },
        { deviceid: 'device-r2' },
      );
      expect(fast.ret).toBe(0);
      expect((fast.user as { uid: number }).uid).toBe(uid);
      expect(second.server.paramKey.text).toBe(keyBefore);
      // The 30 s resend window is kept in the database, not in memory.
      expect(
        (await imCall(second.url, 'IMTools.getValid', { zone: '86', uno: '13900000002', mtype: 1 })).ret,
      ).toBe(102);
      expect(
        (
          await imCall(second.url, 'IMUser.passwdLogin', {
            uno: '13900000001',
            loginpasswd: encodePassword('nopass'),
          })
        ).ret,
      ).toBe(13);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
