// Issue 22: staff ban and unban users (their sessions and sockets end at once, no login opens a
// new one) and reset their password; each change has its audit row.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { staffDb } from '../../server/admin/tables';
import { createGuest, ImClient } from '../helpers/imClient';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { type StaffClient, staffLogin } from '../helpers/staff';

let server: TestServer;
let moderator: StaffClient;

beforeAll(async () => {
  server = await startServer();
  moderator = await staffLogin(server.url, 'moderator');
});
afterAll(async () => server?.close());

test("a ban ends the user's sessions and socket and refuses new logins until it is lifted", async () => {
  const user = await createGuest(server.url);
  const socket = await ImClient.connect(server.url);
  await socket.login(user);

  const banned = await moderator.call('POST', `/users/${user.uid}/ban`, {
    banned: true,
    reason: 'spam in rooms',
  });
  expect(banned.status).toBe(200);
  expect(banned.body.sessionsEnded).toBe(1);
  await socket.waitForClose();

  const fast = await imCall(server.url, 'IMUser.fastLogin', { uno: String(user.uid), fastkey: user.fastkey });
  expect(fast.ret).not.toBe(0);
  const again = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: user.deviceid });
  expect(again.ret).toBe(106);
  expect(again.msg).toMatch(/banned/);
  const profile = await moderator.call('GET', `/users/${user.uid}`);
  expect(profile.body.ban).toMatchObject({ reason: 'spam in rooms' });

  expect((await moderator.call('POST', `/users/${user.uid}/ban`, { banned: false })).status).toBe(200);
  expect((await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: user.deviceid })).ret).toBe(0);

  const rows = await staffDb(server.db)
    .selectFrom('staff_audit')
    .select(['action', 'before', 'after'])
    .where('target', '=', `user:${user.uid}`)
    .orderBy('id')
    .execute();
  expect(rows.map((r) => r.action)).toEqual(['user.ban', 'user.unban']);
  expect(JSON.parse(rows[0]?.after ?? '')).toEqual({ reason: 'spam in rooms' });
  expect(JSON.parse(rows[1]?.before ?? '')).toMatchObject({ reason: 'spam in rooms' });
});

test('a ban needs a reason; nothing changes without one', async () => {
  const user = await createGuest(server.url);
  const refused = await moderator.call('POST', `/users/${user.uid}/ban`, { banned: true });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/reason/);
  expect((await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid: user.deviceid })).ret).toBe(0);
  expect((await moderator.call('POST', '/users/999999/ban', { banned: true, reason: 'nobody' })).status).toBe(
    404,
  );
});

test('a password reset clears the password and ends every session', async () => {
  const user = await createGuest(server.url);
  await server.db
    .updateTable('users')
    .set({ password_hash: 'scrypt$x' })
    .where('uid', '=', user.uid)
    .execute();
  const reset = await moderator.call('POST', `/users/${user.uid}/reset`, { field: 'password' });
  expect(reset.status).toBe(200);
  const row = await server.db
    .selectFrom('users')
    .select('password_hash')
    .where('uid', '=', user.uid)
    .executeTakeFirst();
  expect(row?.password_hash).toBeNull();
  const fast = await imCall(server.url, 'IMUser.fastLogin', { uno: String(user.uid), fastkey: user.fastkey });
  expect(fast.ret).not.toBe(0);
});

test('search finds users by uid, phone or part of a nickname; wildcards are plain text', async () => {
  const user = await createGuest(server.url);
  await server.db.updateTable('users').set({ nickname: '球迷_100%' }).where('uid', '=', user.uid).execute();
  const found = async (q: string) =>
    ((await moderator.call('GET', `/users?q=${encodeURIComponent(q)}`)).body.users as { uid: number }[]).map(
      (u) => u.uid,
    );
  expect(await found(String(user.uid))).toContain(user.uid);
  expect(await found('迷_10')).toEqual([user.uid]);
  expect(await found('0%')).toEqual([user.uid]);
  expect(await found('%')).toEqual([user.uid]);
  expect(await found('_')).toEqual([user.uid]);
  expect((await moderator.call('GET', '/users?q=')).status).toBe(400);
});
