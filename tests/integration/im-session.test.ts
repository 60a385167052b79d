import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { messageId } from '../../protocol/ids';
import { RESULT } from '../../protocol/result';
import { CLOSE, MAX_REFUSED_BEFORE_LOGIN } from '../../server/im';
import { addDeviceSession, createGuest, ImClient, newDeviceId } from '../helpers/imClient';
import { devSmsCode, imCall, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];

async function connect(): Promise<ImClient> {
  const client = await ImClient.connect(server.url);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('login', () => {
  test('h5 login: result 1, server time, customer-service list, then the user-data push', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    const reply = await client.login({ ...user, kind: 'h5' });
    expect(reply.result).toBe(RESULT.SUCCESS);
    expect(Math.abs(reply.server_time - Date.now() / 1000)).toBeLessThan(5);
    expect(reply.customer_list).toEqual([
      { uid: 9999, customer_type: 1 },
      { uid: 10000, customer_type: 1 },
      { uid: 10001, customer_type: 2 },
      { uid: 10010, customer_type: 1 },
    ]);
    const data = await client.nextPush('msg_user_data_notify');
    expect(data.base_data).toMatchObject({
      uid: user.uid,
      nickname: `游客${user.uid}`,
      zone: '86',
      siteid: 3,
    });
    // The push follows the reply on the wire.
    const names = client.received.map((r) => r.name);
    expect(names.indexOf('msg_h5_login_rep')).toBeLessThan(names.indexOf('msg_user_data_notify'));
  });

  test('app login answers ms_time too', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    const reply = await client.login({ ...user, kind: 'app' });
    expect(reply.result).toBe(1);
    expect(Number(reply.ms_time) - Date.now()).toBeLessThan(5000);
    expect(reply.ms_time).toBeGreaterThan(0n);
  });

  test('a wrong fastkey is result 9 and the socket stays logged out until a good login', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    const wrong = await client.login({ ...user, fastkey: 'f'.repeat(32) });
    expect(wrong.result).toBe(RESULT.FAST_KEY_ERROR);
    expect((await client.request('msg_bind_openid_req', { channel: 1, thirduid: 5 })).result).toBe(0);
    const otherUid = await client.login({ ...user, uid: user.uid + 1000 });
    expect(otherUid.result).toBe(RESULT.FAST_KEY_ERROR);
    const otherDevice = await client.login({ ...user, deviceid: newDeviceId('elsewhere') });
    expect(otherDevice.result).toBe(RESULT.FAST_KEY_ERROR);
    expect(client.pushes('msg_user_data_notify')).toHaveLength(0);
    expect((await client.login(user)).result).toBe(RESULT.SUCCESS);
    expect((await client.nextPush('msg_user_data_notify')).base_data.uid).toBe(user.uid);
  });

  test('a missing device id is result 0', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    expect((await client.login({ ...user, deviceid: '' })).result).toBe(RESULT.FAIL);
  });

  test('before login only logins and the heartbeat are served; the socket is closed after repeated refusals', async () => {
    const client = await connect();
    const before = server.server.im.metrics.refusedUnauthenticated;
    const heartbeat = await client.request('msg_heart_test', {});
    expect(heartbeat.svr_time).toBeGreaterThan(0);
    for (let i = 1; i < MAX_REFUSED_BEFORE_LOGIN; i++) {
      expect((await client.request('msg_set_sign_req', { sign: 'x' })).result).toBe(RESULT.FAIL);
    }
    // A refused request whose reply has no result: the empty reply, then the result pushed.
    await client.request('msg_get_user_info_req', { uid: 100001 }).catch(() => undefined);
    const closed = await client.waitForClose();
    expect(closed).toEqual({ code: CLOSE.POLICY, reason: 'log in first' });
    expect(client.pushes('msg_oper_result_notify')[0]).toMatchObject({
      result: 0,
      optype: messageId('msg_get_user_info_req'),
    });
    expect(server.server.im.metrics.refusedUnauthenticated - before).toBe(MAX_REFUSED_BEFORE_LOGIN);
  });
});

test('heartbeat: svr_time in seconds and ms_time in milliseconds, close to now', async () => {
  const user = await createGuest(server.url);
  const client = await connect();
  await client.login(user);
  const t0 = Date.now();
  const beat = await client.request('msg_heart_test', {});
  const t1 = Date.now();
  expect(beat.svr_time).toBeGreaterThanOrEqual(Math.floor(t0 / 1000));
  expect(beat.svr_time).toBeLessThanOrEqual(Math.ceil(t1 / 1000));
  expect(beat.ms_time).toBeGreaterThanOrEqual(BigInt(t0));
  expect(beat.ms_time).toBeLessThanOrEqual(BigInt(t1));
});

describe('one session per user and client kind', () => {
  test("a logout closes its own session's sockets with a notice naming its own device, not another's", async () => {
    const user = await createGuest(server.url);
    const a = await connect();
    expect((await a.login(user)).result).toBe(1);
    const out = await imCall(
      server.url,
      'IMUser.logout',
      { fastkey: user.fastkey },
      { uid: user.uid, deviceid: user.deviceid },
    );
    expect(out.ret).toBe(0);
    // The app tells a login elsewhere by the device the notice names: here it is this one.
    expect(await a.nextPush('msg_login_elsewhere_notify')).toEqual({ deviceid: user.deviceid });
    expect((await a.waitForClose()).code).toBe(CLOSE.LOGIN_ELSEWHERE);
  });

  test('a second h5 device gets the session: the first gets the notice with the new device id and is closed', async () => {
    const first = await createGuest(server.url);
    const second = await addDeviceSession(server.db, first.uid);
    const a = await connect();
    expect((await a.login(first)).result).toBe(1);
    const b = await connect();
    expect((await b.login(second)).result).toBe(1);
    expect(await a.nextPush('msg_login_elsewhere_notify')).toEqual({ deviceid: second.deviceid });
    expect(await a.waitForClose()).toEqual({
      code: CLOSE.LOGIN_ELSEWHERE,
      reason: 'logged in on another device',
    });
    expect((await b.request('msg_heart_test', {})).svr_time).toBeGreaterThan(0);
    expect(b.pushes('msg_login_elsewhere_notify')).toHaveLength(0);
  });

  test('a pc and an h5 session of one user do not close each other', async () => {
    const h5 = await createGuest(server.url);
    const pc = await addDeviceSession(server.db, h5.uid);
    const a = await connect();
    const b = await connect();
    expect((await a.login({ ...h5, kind: 'h5' })).result).toBe(1);
    expect((await b.login({ ...pc, kind: 'pc' })).result).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(a.closed).toBeUndefined();
    expect(b.closed).toBeUndefined();
    expect((await a.request('msg_heart_test', {})).svr_time).toBeGreaterThan(0);
    expect(a.pushes('msg_login_elsewhere_notify')).toHaveLength(0);
    expect(
      server.server.im.registry
        .local(h5.uid)
        .map((c) => c.kind)
        .sort(),
    ).toEqual(['h5', 'pc']);
  });

  test('the same device reconnecting replaces its old connection without a notice', async () => {
    const user = await createGuest(server.url);
    const old = await connect();
    await old.login(user);
    const fresh = await connect();
    expect((await fresh.login(user)).result).toBe(1);
    expect(await old.waitForClose()).toEqual({
      code: CLOSE.REPLACED,
      reason: 'replaced by a newer connection of this device',
    });
    expect(old.pushes('msg_login_elsewhere_notify')).toHaveLength(0);
    await expect.poll(() => server.server.im.registry.local(user.uid).length).toBe(1);
    expect((await fresh.request('msg_heart_test', {})).svr_time).toBeGreaterThan(0);
  });

  test("the user's last connection closing records the logout time", async () => {
    const user = await createGuest(server.url);
    const client = await ImClient.connect(server.url);
    await client.login(user);
    // Last seen long ago, so only the close can move it to now.
    await server.db.updateTable('users').set({ lastlogout_at: 1000 }).where('uid', '=', user.uid).execute();
    expect((await server.accounts.getProfile(user.uid))?.lastlogouttime).toBe(1);
    const before = Math.floor(Date.now() / 1000);
    await client.close();
    await expect
      .poll(async () => (await server.accounts.getProfile(user.uid))?.lastlogouttime, { timeout: 2000 })
      .toBeGreaterThanOrEqual(before);
  });
});

describe('user info, push id, open id, background, offline data', () => {
  test('get user info by uid, phone and fid; an unknown fid is result 41', async () => {
    const me = await createGuest(server.url);
    const other = await createGuest(server.url);
    const client = await connect();
    await client.login(me);

    const byUid = await client.request('msg_get_user_info_req', { uid: other.uid });
    expect(byUid.user_info).toMatchObject({ uid: other.uid, nickname: `游客${other.uid}` });
    // Finding users by phone is for registered users (tests/integration/security has the refusals).
    await server.db.updateTable('users').set({ phone: '13700000041' }).where('uid', '=', me.uid).execute();

    const phone = '13700000042';
    await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: phone, mtype: 1 });
    const code = await devSmsCode(server.url, phone);
    await imCall(
      server.url,
      'IMUser.verifyLogin',
      { zone: '86', uno: phone, verifycode: code },
      { deviceid: other.deviceid },
    );
    const byPhone = await client.request('msg_get_user_info_req', { phonenum: phone, zone: '86' });
    expect(byPhone.user_info).toMatchObject({ uid: other.uid, phonenum: phone });
    // Looked up by uid, another user's phone number stays hidden.
    expect((await client.request('msg_get_user_info_req', { uid: other.uid })).user_info.phonenum).toBe('');

    await server.db.updateTable('users').set({ fid: '48151623' }).where('uid', '=', other.uid).execute();
    const byFid = await client.request('msg_get_user_info_req', { fid: 48151623 });
    expect(byFid.user_info).toMatchObject({ uid: other.uid, fid: 48151623 });

    const missing = await client.request('msg_get_user_info_req', { fid: 11111111 });
    expect(missing.user_info.uid).toBe(0);
    expect(await client.nextPush('msg_oper_result_notify')).toMatchObject({
      result: RESULT.FID_NOT_EXIST,
      optype: messageId('msg_get_user_info_req'),
    });
    await client.request('msg_get_user_info_req', { phonenum: '19999999999' });
    expect((await client.nextPush('msg_oper_result_notify')).result).toBe(RESULT.PHONE_ERROR);
  });

  test('upload push id: stored per device, replaced on upload; a bad channel is refused and stores nothing', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    await client.login(user);
    const row = () =>
      server.db.selectFrom('push_ids').selectAll().where('deviceid', '=', user.deviceid).executeTakeFirst();
    expect(await client.request('msg_upload_pushid_req', { pushid: 'token-1', pushchannel: 2 })).toEqual({});
    expect(await row()).toMatchObject({ uid: user.uid, pushid: 'token-1', pushchannel: 2 });
    await client.request('msg_upload_pushid_req', { pushid: 'token-2', pushchannel: 1 });
    expect(await row()).toMatchObject({ pushid: 'token-2', pushchannel: 1 });

    await client.request('msg_upload_pushid_req', { pushid: 'token-3', pushchannel: 9 });
    const refusal = await client.nextPush('msg_oper_result_notify');
    expect(refusal).toMatchObject({ result: 0, optype: messageId('msg_upload_pushid_req') });
    expect(text(refusal.content)).toMatch(/pushchannel/);
    expect(await row()).toMatchObject({ pushid: 'token-2', pushchannel: 1 });
  });

  test('bind open id: 1, then 34 for the same account or a second one on the channel; found by get user info', async () => {
    const a = await createGuest(server.url);
    const b = await createGuest(server.url);
    const ca = await connect();
    const cb = await connect();
    await ca.login(a);
    await cb.login(b);
    expect((await ca.request('msg_bind_openid_req', { channel: 3, thirduid: 777001 })).result).toBe(1);
    expect((await ca.request('msg_bind_openid_req', { channel: 3, thirduid: 777001 })).result).toBe(34);
    expect((await ca.request('msg_bind_openid_req', { channel: 3, thirduid: 777002 })).result).toBe(34);
    expect((await cb.request('msg_bind_openid_req', { channel: 3, thirduid: 777001 })).result).toBe(34);
    expect((await cb.request('msg_bind_openid_req', { channel: 0, thirduid: 1 })).result).toBe(0);
    const found = await cb.request('msg_get_user_info_req', { channel: 3, thirduid: 777001 });
    expect(found.user_info).toMatchObject({ uid: a.uid, channel: 3, thirduid: 777001 });
  });

  test('set background flags the connection', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    await client.login(user);
    const conn = () => server.server.im.registry.local(user.uid)[0];
    expect(conn()?.background).toBe(false);
    expect(await client.request('msg_set_background_req', { is_back: 1 })).toEqual({});
    expect(conn()?.background).toBe(true);
    await client.request('msg_set_background_req', { is_back: 0 });
    expect(conn()?.background).toBe(false);
  });

  test('offline data: an empty reply, then what the registered hooks push', async () => {
    const user = await createGuest(server.url);
    const client = await connect();
    await client.login(user);
    const hooks = server.server.im.hooks.offlineData;
    const hook = (ctx: Parameters<(typeof hooks)[number]>[0]) => {
      ctx.registry.push(ctx.conn, 'msg_server_msgbox_notify', {
        content: new TextEncoder().encode('missed'),
      });
    };
    hooks.push(hook);
    try {
      expect(await client.request('msg_offline_data_req', {})).toEqual({});
      expect(text((await client.nextPush('msg_server_msgbox_notify')).content)).toBe('missed');
      const names = client.received.map((r) => r.name);
      expect(names.indexOf('msg_offline_data_rep')).toBeLessThan(names.indexOf('msg_server_msgbox_notify'));
    } finally {
      hooks.splice(hooks.indexOf(hook), 1);
    }
  });
});
