// A logout interrupted by a reload (the app reloads itself when a host comes back after every host
// failed, spec 000 §8; the user may reload too): the server ended the session, but the tab had not
// yet cleared it. The next start must go on as the device's guest, not take the refused key for a
// login on another device and say so.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { stored } from './app-helpers';
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

test('a reload while the server ends the session starts a guest without the login-elsewhere notice', async () => {
  const user = await pool.register('13800004310');
  const { page } = user;
  // The server's answer to the logout is held: the server has ended the session, the tab not yet.
  let answered: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    answered = resolve;
  });
  await page.route('**/api/flashapi.php', async (route) => {
    if (!(route.request().postData() ?? '').includes('IMUser.logout')) return route.fallback();
    const response = await route.fetch();
    answered();
    // NOTE: never fulfilled: the page reloads first and the request goes with it.
    void response;
  });
  await page.goto(`${server.url}/Setting`);
  await page.getByTestId('setting-logout').click();
  await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
  await ended;
  await page.unroute('**/api/flashapi.php');
  await page.reload();
  await page.getByTestId('app-root').waitFor();
  // The start is done: a guest's session is stored; then /me, reached inside the app.
  await expect.poll(() => stored(page, 'identifier'), { timeout: 15_000 }).toBeTruthy();
  expect(await stored(page, 'phone')).toBeUndefined();
  await page.getByRole('button', { name: '返回', exact: true }).click();
  await page.getByTestId('me-login').waitFor({ timeout: 15_000 });
  expect(await page.getByText('您的账号已在其他设备登录').count()).toBe(0);
}, 120_000);
