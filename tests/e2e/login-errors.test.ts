// Login error texts (issue 46 item 13, spec 000 §8): a refused password login shows the server's
// msg (here the lock's, with the minutes only the server knows, in the user's language); a refused
// guest login shows "err", not the text of its code.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { banUser } from '../../server/accounts/bans';
import { hashPassword } from '../../server/accounts/secrets';
import { createUser } from '../../server/accounts/users';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { closeAdvert, openApp, screenshot, stored, toast } from './app-helpers';

const PHONE = '13800004613';
const LOCKED = {
  zh: '密码错误次数过多，请60分钟后再试',
  th: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป โปรดลองใหม่ใน 60 นาที',
  id: 'Terlalu banyak kata sandi salah. Coba lagi dalam 60 menit',
} as const;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});
afterAll(async () => {
  await server?.close();
});

test('a locked password login shows the server msg in the user language', { timeout: 120_000 }, async ({
  onTestFinished,
}) => {
  const { uid } = await createUser(server.db, Date.now(), {
    phone: PHONE,
    zone: '86',
    channel: 8,
    siteid: 3,
  });
  await server.db
    .updateTable('users')
    .set({ password_hash: await hashPassword('Right-pass1') })
    .where('uid', '=', uid)
    .execute();
  const now = Date.now();
  for (const client_addr of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
    for (let i = 0; i < 10; i++) {
      await server.db
        .insertInto('login_failures')
        .values({ zone: '86', phone: PHONE, failed_at: now - i * 1000, client_addr })
        .execute();
    }
  }
  const browser = await launchBrowser();
  onTestFinished(() => browser.close());
  const { page } = await openApp(browser.context, `${server.url}/me`);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['zh', 'th', 'id'] as const) {
    await page.evaluate((v) => localStorage.setItem('sl:lang', JSON.stringify({ v, e: 0 })), lang);
    await page.reload();
    await closeAdvert(page);
    await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('me-login').click();
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('login-switch').click();
    await page.getByTestId('login-phone').locator('input').fill(PHONE);
    await page.getByTestId('login-password').locator('input').fill('Right-pass1');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await toast(page, LOCKED[lang]);
    await screenshot(page, `password-locked-${lang}`);
  }
});

test('a refused guest login shows err', { timeout: 60_000 }, async ({ onTestFinished }) => {
  const browser = await launchBrowser();
  onTestFinished(() => browser.close());
  const { page } = await openApp(browser.context, `${server.url}/me`);
  await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
  const uid = Number(await stored(page, 'uid'));
  // Staff ban the device's guest: its fast login and its guest login are refused (106).
  await banUser(server.db, uid, 'test', 0, Date.now());
  await page.reload();
  await page
    .locator('.adm-toast-main', { hasText: '出错了，请稍后重试' })
    .first()
    .waitFor({ timeout: 15_000 });
});
