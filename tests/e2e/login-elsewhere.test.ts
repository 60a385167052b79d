// A login on another device (issue 49 item 7): every open tab of the first device tells its user
// and goes on as a guest; a device whose tabs were all closed meanwhile says so at its next start.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { hashPassword } from '../../server/accounts/secrets';
import { startServer, type TestServer } from '../helpers/server';
import { openApp, screenshot, stored } from './app-helpers';
import { userPool } from './users';

const PASSWORD = 'Kickoff2026';
const NOTICE = '您的账号已在其他设备登录';

let server: TestServer;
const { register, closeAll } = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await closeAll();
  await server?.close();
});

/** The account logs in with its password on a device of its own, as another phone would. */
async function loginOnAnotherDevice(uid: number, phone: string): Promise<void> {
  await server.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('uid', '=', uid)
    .execute();
  const encoded = Buffer.from(PASSWORD, 'utf8').toString('base64');
  await server.accounts.passwordLogin('86', phone, encoded, `other-device-${uid}-0123456789`, '127.0.0.1');
}

async function seesNoticeAndBecomesGuest(page: Page): Promise<void> {
  await page.locator('.adm-dialog').getByText(NOTICE).waitFor({ timeout: 15_000 });
  await expect.poll(() => stored(page, 'phone'), { timeout: 15_000 }).toBeFalsy();
}

test('every open tab of the first device shows the login-elsewhere notice and ends as a guest', {
  timeout: 120_000,
}, async () => {
  const a = await register('13800004901');
  const { page: second } = await openApp(a.context, `${server.url}/message`);
  await second.waitForFunction(() => window.__hub?.getState().connection.status === 'online');
  await loginOnAnotherDevice(a.uid, a.phone);
  await seesNoticeAndBecomesGuest(a.page);
  await seesNoticeAndBecomesGuest(second);
  await screenshot(a.page, 'login-elsewhere-notice');
  await a.page.locator('.adm-dialog').getByText('确定').click();
  await a.page.getByTestId('me-login').waitFor({ timeout: 10_000 });
});

test('a device with no tab open when it happened shows the notice at its next start', {
  timeout: 120_000,
}, async () => {
  const b = await register('13800004902');
  // Every tab closes: the notice reaches no tab now.
  await b.page.close();
  await loginOnAnotherDevice(b.uid, b.phone);
  const { page } = await openApp(b.context, `${server.url}/me`);
  await seesNoticeAndBecomesGuest(page);
  await page.getByTestId('me-login').waitFor({ timeout: 10_000 });
});
