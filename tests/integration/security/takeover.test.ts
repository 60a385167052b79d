// Attacks 2, 3 and 6 (issue 14): a guest token for anyone's uid from their device id alone;
// main-API tokens that never die; replaced and rotated sessions that stay alive.
import { expect, test } from 'vitest';
import { ImClient, newDeviceId } from '../../helpers/imClient';
import { callMain } from '../../helpers/mainApi';
import { devSmsCode, encodePassword, imCall, type TestServer } from '../../helpers/server';
import { onEachStore, smsUser } from './stores';

const DAY = 86_400_000;

async function customerToken(server: TestServer, user: { uid: number; fastkey: string }) {
  const answer = await callMain(server, 'encryptionCustomerLoginFree', {
    uid: user.uid,
    fastkey: user.fastkey,
  });
  expect(answer.code).toBe(200);
  return (answer.data as { token: string }).token;
}

/** IMUser.fastLogin's ret for a session's fastkey, from the session's own device. */
async function fastLoginRet(server: TestServer, uno: string, user: { fastkey: string; deviceid: string }) {
  return (
    await imCall(server.url, 'IMUser.fastLogin', { uno, fastkey: user.fastkey }, { deviceid: user.deviceid })
  ).ret;
}

/** What a client sees when it uses a main-API token: 200, or 401 once it is dead. */
async function tokenCode(server: TestServer, uid: number, token: string): Promise<number> {
  return (await callMain(server, 'matchSettings', { uid, token })).code;
}

onEachStore('account takeover', (start) => {
  test('encryptionTouristsFree with a victim’s device id and uid but no session is refused', async () => {
    const server = await start();
    const victim = await smsUser(server, '13820000001', newDeviceId('victim'));
    const attacker = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: newDeviceId('attacker') });
    const asVictim = { phone_code: victim.deviceid, url: 'http://x/', uid: victim.uid };
    expect(await callMain(server, 'encryptionTouristsFree', asVictim)).toMatchObject({ code: 400 });
    expect(
      await callMain(server, 'encryptionTouristsFree', { ...asVictim, fastkey: 'guessed' }),
    ).toMatchObject({
      code: 401,
    });
    // The attacker's own session does not vouch for the victim's uid or device.
    expect(
      await callMain(server, 'encryptionTouristsFree', { ...asVictim, fastkey: attacker.fastkey as string }),
    ).toMatchObject({ code: 401 });
    // The owner, with the session, gets its token.
    expect(
      (await callMain(server, 'encryptionTouristsFree', { ...asVictim, fastkey: victim.fastkey })).code,
    ).toBe(200);
  });

  test('main-API tokens and fastkeys expire after 30 days unused, and live on while used', async () => {
    let clock = Date.UTC(2031, 0, 1);
    const server = await start({}, { now: () => clock });
    const user = await smsUser(server, '13820000002', newDeviceId('u'));
    const token = await customerToken(server, user);
    clock += 29 * DAY;
    expect(await tokenCode(server, user.uid, token)).toBe(200);
    const fastLogin = async () =>
      (
        await imCall(
          server.url,
          'IMUser.fastLogin',
          { uno: '13820000002', fastkey: user.fastkey },
          { deviceid: user.deviceid },
        )
      ).ret;
    expect(await fastLogin()).toBe(0);
    clock += 31 * DAY;
    expect(await tokenCode(server, user.uid, token)).toBe(401);
    expect(await fastLogin()).toBe(9);
  });

  test('logout ends the fastkey, the token and the open socket', async () => {
    const server = await start();
    const user = await smsUser(server, '13820000003', newDeviceId('u'));
    const token = await customerToken(server, user);
    const socket = await ImClient.connect(server.url);
    expect((await socket.login(user)).result).toBe(1);
    expect(await fastLoginRet(server, '13820000003', user)).toBe(0);
    expect((await imCall(server.url, 'IMUser.logout', { fastkey: 'not-it' }, { uid: user.uid })).ret).toBe(9);
    expect(
      (await imCall(server.url, 'IMUser.logout', { fastkey: user.fastkey }, { uid: user.uid })).ret,
    ).toBe(0);
    // The notice names the device that logged out: the app knows it was its own logout.
    expect(await socket.nextPush('msg_login_elsewhere_notify')).toEqual({ deviceid: user.deviceid });
    expect((await socket.waitForClose()).code).toBe(4001);
    expect(await tokenCode(server, user.uid, token)).toBe(401);
    expect(await fastLoginRet(server, '13820000003', user)).toBe(9);
    const again = await ImClient.connect(server.url);
    expect((await again.login(user)).result).toBe(9);
    await again.close();
  });

  test('a password change ends the other devices’ sessions and tokens; a reset ends them all', async () => {
    let clock = Date.UTC(2031, 0, 1);
    const server = await start({}, { now: () => clock });
    const phone = '13820000004';
    const first = await smsUser(server, phone, newDeviceId('a'));
    clock += 31_000;
    await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 2 });
    const set = await imCall(
      server.url,
      'IMTools.setLoginPassWD',
      {
        fastkey: first.fastkey,
        verifycode: await devSmsCode(server.url, phone),
        loginpasswd: encodePassword('first-pw'),
      },
      { uid: first.uid },
    );
    expect(set.ret).toBe(0);
    const firstToken = await customerToken(server, first);
    const secondDevice = newDeviceId('b');
    // A second device logs in with the password (replacing the first), then a third one.
    const second = await imCall(
      server.url,
      'IMUser.passwdLogin',
      { zone: '86', uno: phone, loginpasswd: encodePassword('first-pw') },
      { deviceid: secondDevice },
    );
    expect(second.ret).toBe(0);
    expect(await tokenCode(server, first.uid, firstToken)).toBe(401);
    const secondUser = { uid: first.uid, fastkey: second.fastkey as string, deviceid: secondDevice };
    const secondToken = await customerToken(server, secondUser);

    const changed = await imCall(
      server.url,
      'IMTools.modifyLoginPassWD',
      {
        fastkey: secondUser.fastkey,
        oldpasswd: encodePassword('first-pw'),
        loginpasswd: encodePassword('second-pw'),
      },
      { uid: first.uid },
    );
    expect(changed.ret).toBe(0);
    // The device that changed it stays logged in.
    expect(await tokenCode(server, first.uid, secondToken)).toBe(200);
    expect(await fastLoginRet(server, phone, secondUser)).toBe(0);

    clock += 31_000;
    await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 3 });
    const reset = await imCall(server.url, 'IMTools.forgetLoginPassWD', {
      zone: '86',
      uno: phone,
      verifycode: await devSmsCode(server.url, phone),
      loginpasswd: encodePassword('third-pw'),
    });
    expect(reset.ret).toBe(0);
    expect(await tokenCode(server, first.uid, secondToken)).toBe(401);
    expect(await fastLoginRet(server, phone, secondUser)).toBe(9);
  });

  test('a login on another device revokes the older one: its fastkey cannot log in again and kick the new one', async () => {
    let clock = Date.now();
    const server = await start({}, { now: () => clock });
    const phone = '13820000005';
    const old = await smsUser(server, phone, newDeviceId('old'));
    const oldSocket = await ImClient.connect(server.url);
    expect((await oldSocket.login(old)).result).toBe(1);
    clock += 31_000;
    const fresh = await smsUser(server, phone, newDeviceId('new'));
    // The old device's socket is closed at once, naming the device that replaced it.
    expect(await oldSocket.nextPush('msg_login_elsewhere_notify')).toEqual({ deviceid: fresh.deviceid });
    expect((await oldSocket.waitForClose()).code).toBe(4001);
    const newSocket = await ImClient.connect(server.url);
    expect((await newSocket.login(fresh)).result).toBe(1);
    // The old fastkey is dead over HTTP and on the socket; the new socket stays.
    expect(
      (
        await imCall(
          server.url,
          'IMUser.fastLogin',
          { uno: phone, fastkey: old.fastkey },
          { deviceid: old.deviceid },
        )
      ).ret,
    ).toBe(9);
    const replay = await ImClient.connect(server.url);
    expect((await replay.login(old)).result).toBe(9);
    expect(newSocket.closed).toBeUndefined();
    expect((await newSocket.request('msg_heart_test', {})).svr_time).toBeGreaterThan(0);
    await replay.close();
    await newSocket.close();
  });

  test('a socket logged in with a fastkey that was rotated since is closed', async () => {
    const server = await start();
    const deviceid = newDeviceId('rotating');
    const first = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid });
    const user = { uid: (first.user as { uid: number }).uid, fastkey: first.fastkey as string, deviceid };
    const socket = await ImClient.connect(server.url);
    expect((await socket.login(user)).result).toBe(1);
    const rotated = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid });
    expect(rotated.fastkey).not.toBe(user.fastkey);
    await socket.nextPush('msg_login_elsewhere_notify');
    expect((await socket.waitForClose()).code).toBe(4001);
  });
});
