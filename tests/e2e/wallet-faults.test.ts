// Issue 47 items 1 and 2: the keypad tells a wrong pay password (with the tries left) from a locked
// one (with the time it unlocks), in the user's language; setting the pay password moments after the
// login code says a code was just sent and counts down, and a missing code has its own text.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { givePayPassword, PAY } from '../integration/money-fixture';
import { screenshot, setLang, toast } from './app-helpers';
import { type User, userPool } from './users';

type Lang = 'zh' | 'th' | 'id';

let server: TestServer;
const pool = userPool(() => server.url);

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
}, 60_000);
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

async function typeOnKeypad(page: Page, digits: string): Promise<void> {
  await page.getByTestId('pay-keypad').waitFor();
  for (const digit of digits) await page.getByTestId(`pay-key-${digit}`).click();
}

/** Opens the transfer keypad in `lang` (the password is checked before the payee). */
async function openKeypad(u: User, lang: Lang): Promise<Page> {
  const { page } = u;
  await setLang(page, lang);
  await page.goto(`${server.url}/transfer`);
  await page.getByTestId('transfer-phone').locator('input').fill('13800009999');
  await page.getByTestId('transfer-amount').locator('input').fill('1');
  await page.getByTestId('transfer-next').click();
  await page.getByTestId('pay-keypad').waitFor();
  return page;
}

test('a wrong pay password says the tries left; the locked one says so and when, even for the right one', {
  timeout: 120_000,
}, async () => {
  const u = await pool.register('13800004701');
  await givePayPassword(server.db, u.uid, 10_000);
  let page = await openKeypad(u, 'zh');
  const error = page.getByTestId('pay-error');
  for (let left = 4; left >= 1; left--) {
    await typeOnKeypad(page, '000000');
    await expect.poll(() => error.textContent()).toBe(`支付密码错误，还可以再试${left}次`);
  }
  await typeOnKeypad(page, '000000');
  await expect
    .poll(() => error.textContent())
    .toMatch(/^支付密码错误次数过多，已锁定至\d\d:\d\d，可先找回支付密码$/);
  await typeOnKeypad(page, PAY);
  await expect.poll(() => error.textContent()).toMatch(/已锁定至\d\d:\d\d/);
  expect(await error.textContent()).not.toContain('密码错误，');
  await screenshot(page, 'wallet-faults-locked-zh');

  for (const [lang, locked] of [
    ['th', /ถูกล็อกถึง \d\d:\d\d/],
    ['id', /dikunci hingga \d\d:\d\d/],
  ] as const) {
    page = await openKeypad(u, lang);
    await typeOnKeypad(page, PAY);
    await expect.poll(() => page.getByTestId('pay-error').textContent()).toMatch(locked);
    await screenshot(page, `wallet-faults-locked-${lang}`);
  }
  expect(u.errors).toEqual([]);
});

test('setting the pay password right after the login code: a countdown, not a network error', {
  timeout: 120_000,
}, async () => {
  // The login's code went to this phone moments ago: one code per phone per 30 s.
  const u = await pool.register('13800004702');
  const { page } = u;
  await page.goto(`${server.url}/paypassword?mode=set`);
  await page.getByTestId('paypassword-send-code').click();
  const recent = page.getByTestId('paypassword-send-code-recent');
  await expect
    .poll(() => recent.textContent())
    .toMatch(/^刚刚已发送过验证码，请查看短信；\d+秒后可重新获取$/);
  await expect.poll(() => page.getByTestId('paypassword-send-code').textContent()).toMatch(/^\d+秒后重发$/);
  await expect(page.getByTestId('paypassword-send-code').isDisabled()).resolves.toBe(true);

  await page.getByTestId('paypassword-new').locator('input').fill('246810');
  await page.getByTestId('paypassword-again').locator('input').fill('246810');
  await page.getByTestId('paypassword-submit').click();
  await toast(page, '请输入短信验证码');
  await page.getByTestId('paypassword-code').locator('input').fill('000000');
  await page.getByTestId('paypassword-submit').click();
  await toast(page, '短信验证码错误或已过期，请重新获取');
  await screenshot(page, 'wallet-faults-code-recent-zh');
  expect(await page.locator('.adm-toast-main', { hasText: '网络异常' }).count()).toBe(0);
  expect(u.errors).toEqual([]);
});
