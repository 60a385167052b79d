import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { devSmsCode, startServer, type TestServer } from '../helpers/server';
import { closeAdvert, homeReady, openApp, screenshot, stored, toast } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let errors: string[];

const PHONE = '13912345678';

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
  ({ page, errors } = await openApp(browser.context, server.url));
  await homeReady(page);
  await closeAdvert(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const field = (name: string) => page.getByTestId(`login-${name}`).locator('input');

test('the login dialog refuses each invalid input with its message', async () => {
  await page.getByTestId('tab-bar').getByText('我的').click();
  await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
  await page.getByTestId('me-login').click();
  await page.getByTestId('login-form').waitFor();
  await screenshot(page, 'login-dialog');

  const submit = page.getByTestId('login-submit');
  expect(await submit.getAttribute('class')).not.toContain('login-submit-ready');
  await submit.click();
  await toast(page, '请同意服务协议');

  await page.getByTestId('login-agree').click();
  await submit.click();
  await toast(page, '手机号格式错误');

  await field('phone').fill('139-1234');
  await submit.click();
  await toast(page, '手机号格式错误');

  await field('phone').fill(PHONE);
  await submit.click();
  await toast(page, '请输入短信验证码');

  await field('code').fill('123456');
  await field('zone').fill('');
  await submit.click();
  await toast(page, '请输入区号');

  await page.getByTestId('login-send').click();
  await toast(page, '请输入区号');

  await page.getByTestId('login-switch').click();
  await page.getByTestId('login-password').waitFor();
  await submit.click();
  await toast(page, '请输入密码');
  await page.getByTestId('login-switch').click();
  await field('zone').fill('86');
  await field('code').fill('000000');
  await submit.click();
  await toast(page, '登录失败');
});

test('then it logs in with the SMS code from the dev endpoint', async () => {
  const guestUid = await stored(page, 'uid');
  await page.getByTestId('login-send').click();
  await toast(page, '验证码已发送');
  await expect.poll(() => page.getByTestId('login-send').textContent()).toMatch(/\d+秒后重发/);
  const code = await devSmsCode(server.url, PHONE);
  await field('code').fill(code);
  expect(await page.getByTestId('login-submit').getAttribute('class')).toContain('login-submit-ready');
  await page.getByTestId('login-submit').click();
  await toast(page, '登录成功');
  await page.getByTestId('login-form').waitFor({ state: 'detached', timeout: 8000 });
  expect(await stored(page, 'phone')).toBe(PHONE);
  expect(await stored(page, 'customerId')).toBeTruthy();
  expect(await stored(page, 'uid')).toBe(guestUid);
  await expect.poll(() => page.getByTestId('me-login').count()).toBe(0);
  expect(await page.getByTestId('me-nickname').textContent()).not.toMatch(/^游客/);
});

test('logout returns to a guest session', async () => {
  await page.getByTestId('me-settings').click();
  await page.getByTestId('setting-logout').click();
  await page.locator('.adm-dialog-button', { hasText: '确定' }).click();
  await page.getByTestId('me-page').waitFor();
  await page.getByTestId('me-login').waitFor();
  expect(await stored(page, 'phone')).toBeUndefined();
  expect(await stored(page, 'customerId')).toBeUndefined();
  expect(await stored(page, 'deviceid')).toBeTruthy();
  expect(await stored(page, 'agreement')).toBe(1);
  expect(await stored(page, 'identifier')).toBeTruthy();
  // The new guest, by the one rule for names (src/components/userName.ts): 游客 and its uid.
  expect(await page.getByTestId('me-nickname').textContent()).toBe(`游客${await stored(page, 'uid')}`);
  expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
});

test('a login page and a password login page exist as routes', async () => {
  await page.goto(`${server.url}/passwordLogin`);
  await page.getByTestId('login-password').waitFor();
  await page.goto(`${server.url}/login`);
  await page.getByTestId('login-code').waitFor();
});
