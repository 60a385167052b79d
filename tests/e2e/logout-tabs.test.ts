// Issue 14: a logout is a server call that ends the session everywhere: every tab of the browser
// follows it, and the old fastkey and main-API token stop working for whoever kept a copy.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { callMain } from '../helpers/mainApi';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { openApp, stored } from './app-helpers';
import { userPool } from './users';

let server: TestServer;
const pool = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

test('logout in one tab ends the session in every tab, and the old fastkey and token are refused', async () => {
  const user = await pool.register('13955550001');
  const { page: other, errors: otherErrors } = await openApp(user.context, `${server.url}/me`);
  await other.getByTestId('me-nickname').waitFor();
  await expect.poll(() => other.getByTestId('me-login').count()).toBe(0);
  // Both tabs act as the user, with the session's latest token (the second tab's start renewed it).
  const fastkey = String(await stored(other, 'fastkey'));
  const token = String(await stored(other, 'token'));
  expect(await stored(user.page, 'uid')).toBe(user.uid);
  expect((await callMain(server, 'matchSettings', { uid: user.uid, token })).code).toBe(200);

  await user.page.getByTestId('me-settings').click();
  await user.page.getByTestId('setting-logout').click();
  await user.page.locator('.adm-dialog-button', { hasText: '确定' }).click();
  await user.page.getByTestId('me-login').waitFor();

  // The other tab follows without a reload: a guest, with the new guest session.
  await other.getByTestId('me-login').waitFor({ timeout: 10_000 });
  await expect.poll(() => other.getByTestId('me-nickname').textContent()).toMatch(/^游客\d+$/);
  const guestUid = await stored(other, 'uid');
  expect(guestUid).not.toBe(user.uid);

  // Whoever kept the old credentials gets nothing with them.
  const fast = await imCall(server.url, 'IMUser.fastLogin', { uno: user.phone, fastkey }, { uid: user.uid });
  expect(fast.ret).toBe(9);
  const api = await callMain(server, 'matchSettings', { uid: user.uid, token });
  expect(api.code).toBe(401);
  expect(otherErrors.filter((e) => !e.includes('status of 4'))).toEqual([]);
});
