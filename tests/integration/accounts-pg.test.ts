import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { decryptText, encryptParams } from '../../protocol/cipher';
import { dropPgSchema, pgSchemaName } from '../helpers/pgSchema';
import { devSmsCode, encodePassword, imCall, startServer, type TestServer } from '../helpers/server';

const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('accounts over HTTP with PostgreSQL as the store', () => {
  const schema = pgSchemaName('accounts');
  let clock = Date.UTC(2030, 0, 1);
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ databaseUrl: pgUrl }, { pgSchema: schema, now: () => clock });
  });
  afterAll(async () => {
    await server?.close();
    await dropPgSchema(pgUrl, schema);
  });

  test('guest, promotion by SMS code, fast login, password and its lock, main-API token', async () => {
    const { url } = server;
    expect(server.server.store.dialect).toBe('postgres');
    const guest = await imCall(url, 'IMUser.guestLogin', {}, { deviceid: 'pg-device' });
    const uid = (guest.user as { uid: number }).uid;
    expect(uid).toBeGreaterThanOrEqual(100001);
    expect(
      ((await imCall(url, 'IMUser.guestLogin', {}, { deviceid: 'pg-device' })).user as { uid: number }).uid,
    ).toBe(uid);

    const phone = '13600000001';
    await imCall(url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
    const wrong = await imCall(url, 'IMUser.verifyLogin', { zone: '86', uno: phone, verifycode: '000000' });
    expect(wrong.ret).toBe(44);
    const code = await devSmsCode(url, phone);
    const login = await imCall(
      url,
      'IMUser.verifyLogin',
      { zone: '86', uno: phone, verifycode: code },
      { deviceid: 'pg-device' },
    );
    expect(login.ret).toBe(0);
    expect((login.user as { uid: number }).uid).toBe(uid);
    const fastkey = login.fastkey as string;
    expect(
      (await imCall(url, 'IMUser.fastLogin', { uno: phone, fastkey }, { deviceid: 'pg-device' })).ret,
    ).toBe(0);

    clock += 31_000;
    await imCall(url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 2 });
    const set = await imCall(
      url,
      'IMTools.setLoginPassWD',
      { fastkey, verifycode: await devSmsCode(url, phone), loginpasswd: encodePassword('pg-secret') },
      { uid },
    );
    expect(set.ret).toBe(0);
    const passwd = (p: string) =>
      imCall(url, 'IMUser.passwdLogin', { uno: phone, loginpasswd: encodePassword(p) });
    const byPassword = await passwd('pg-secret');
    expect(byPassword.ret).toBe(0);
    // That login (another device) replaced the first session: its fastkey is the live one now.
    const live = byPassword.fastkey as string;
    for (let i = 0; i < 10; i++) expect((await passwd(`bad-${i}-pw`)).ret).toBe(11);
    expect((await passwd('pg-secret')).ret).toBe(102);

    const query = await encryptParams(server.server.paramKey.key, { phone, fastkey: live, uid });
    const response = await fetch(`${url}/app/encryptionCustomerLoginFree?${query}`);
    const answer = JSON.parse(await decryptText(server.server.paramKey.key, await response.text()));
    expect(answer).toMatchObject({ code: 200, data: { customer_id: uid } });
    expect(await server.accounts.verifyApiToken(answer.data.token)).toMatchObject({ kind: 'customer', uid });
    await server.accounts.markLogout(uid, 1_900_000_000_000);
    expect((await server.accounts.getProfile(uid))?.lastlogouttime).toBe(1_900_000_000);
  });
});
