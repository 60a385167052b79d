// Issue 49 item 10, the smaller faults: /Changepwd's 获取验证码 (no toast, the label on two lines, a
// plain white 确定), password login without the +86 zone, the wallet row blank after a logout, and a
// guest named 游客 on /me but 游客100054 on /selfinfo.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { closeAdvert, openApp, screenshot, setLang, stored, toast } from './app-helpers';
import { type User, userPool } from './users';

type Lang = 'zh' | 'th' | 'id';
const LANGS: readonly Lang[] = ['zh', 'th', 'id'];

/** The toast after a code went out, and the guest's name, in each language (src/components/texts.ts). */
const CODE_SENT: Record<Lang, string> = {
  zh: '验证码已发送',
  th: 'ส่งรหัสยืนยันแล้ว',
  id: 'Kode verifikasi terkirim',
};
const GUEST: Record<Lang, string> = { zh: '游客', th: 'ผู้เยี่ยมชม', id: 'Tamu' };

/** How far the server's clock is moved on: one code per phone per 30 s (DECISIONS.md Accounts). */
let skew = 0;
let server: TestServer;
const pool = userPool(() => server.url);
let alice: User | undefined;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') }, { now: () => Date.now() + skew });
}, 60_000);
afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

async function aliceReady(): Promise<User> {
  alice ??= await pool.register('13900004910');
  return alice;
}

/** The number of lines the element's text is laid out on (its text rectangles by their top). */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
    );
    return tops.size;
  });
}

const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

/** The background of the login form's submit once the form is filled: the app's primary button. */
async function primaryColour(): Promise<string> {
  const own = await launchBrowser();
  try {
    const { page } = await openApp(own.context, `${server.url}/login`);
    await closeAdvert(page);
    await page.getByTestId('login-phone').locator('input').fill('13900004999');
    await page.getByTestId('login-code').locator('input').fill('123456');
    await page.getByTestId('login-agree').click();
    const submit = page.getByTestId('login-submit');
    await expect.poll(() => submit.getAttribute('class')).toContain('login-submit-ready');
    return await background(submit);
  } finally {
    await own.close();
  }
}

/** Opens /Changepwd (a first password: the SMS code row) in `lang`. */
async function changePwd(lang: Lang): Promise<Page> {
  const { page } = await aliceReady();
  await setLang(page, lang);
  await page.goto(`${server.url}/Changepwd`);
  await page.getByTestId('pwd-send-code').waitFor();
  return page;
}

test('/Changepwd: the 获取验证码 label sits on one line beside the code field (zh, th, id)', async () => {
  for (const lang of LANGS) {
    const page = await changePwd(lang);
    const send = page.getByTestId('pwd-send-code');
    expect(await textLines(send), `${lang}: the send button's label wraps`).toBe(1);
    const box = await send.boundingBox();
    const field = await page.getByTestId('pwd-code').boundingBox();
    if (!box || !field) throw new Error('no send button or code field on screen');
    // Inside the screen, beside a code field wide enough to type six digits.
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(field.width).toBeGreaterThan(80);
    await screenshot(page, `changepwd-${lang}`);
  }
});

test('/Changepwd: 确定 is the app’s primary button, as the login form’s submit (zh, th, id)', async () => {
  const primary = await primaryColour();
  expect(primary).not.toBe('rgb(255, 255, 255)');
  for (const lang of LANGS) {
    const page = await changePwd(lang);
    expect(await background(page.getByTestId('pwd-submit')), `${lang}: 确定`).toBe(primary);
  }
});

test('/Changepwd: 获取验证码 toasts when the code went out, then counts down on one line (zh, th, id)', async () => {
  for (const lang of LANGS) {
    const page = await changePwd(lang);
    const send = page.getByTestId('pwd-send-code');
    skew += 31_000;
    await send.click();
    await toast(page, CODE_SENT[lang]);
    // The countdown: the button is disabled and names the seconds left, still on one line.
    await expect.poll(() => send.isDisabled()).toBe(true);
    expect(await send.textContent()).toMatch(/\d+/);
    expect(await textLines(send), `${lang}: the countdown wraps`).toBe(1);
    await screenshot(page, `changepwd-sent-${lang}`);
  }
}, 90_000);

test('the pay password page uses the same code field: one line, a toast when sent (th)', async () => {
  const { page } = await aliceReady();
  await setLang(page, 'th');
  await page.goto(`${server.url}/paypassword?mode=set`);
  const send = page.getByTestId('paypassword-send-code');
  await send.waitFor();
  expect(await textLines(send)).toBe(1);
  skew += 31_000;
  await send.click();
  await toast(page, CODE_SENT.th);
  await expect.poll(() => send.isDisabled()).toBe(true);
  await setLang(page, 'zh');
});

test('password login shows the +86 zone beside the phone, as SMS login does (zh, th, id)', async () => {
  const own = await launchBrowser();
  try {
    const { page } = await openApp(own.context, `${server.url}/passwordLogin`);
    await closeAdvert(page);
    for (const lang of LANGS) {
      await setLang(page, lang);
      await page.goto(`${server.url}/passwordLogin`);
      await page.getByTestId('login-password').waitFor();
      const zone = page.getByTestId('login-zone');
      await zone.waitFor();
      expect(await zone.locator('input').inputValue()).toBe('86');
      // "+" and "86" on one line, on the phone's row.
      const plus = await zone.locator('xpath=..').locator('span').first().boundingBox();
      const digits = await zone.boundingBox();
      const phone = await page.getByTestId('login-phone').boundingBox();
      if (!plus || !digits || !phone) throw new Error('zone or phone not on screen');
      expect(Math.abs(plus.y + plus.height / 2 - (digits.y + digits.height / 2))).toBeLessThan(4);
      expect(Math.abs(digits.y + digits.height / 2 - (phone.y + phone.height / 2))).toBeLessThan(4);
      await screenshot(page, `password-login-${lang}`);
    }
    // Switching modes keeps the zone shown.
    await page.getByTestId('login-switch').click();
    await page.getByTestId('login-code').waitFor();
    expect(await page.getByTestId('login-zone').isVisible()).toBe(true);
  } finally {
    await own.close();
  }
});

test('a guest has one name on /me and /selfinfo: 游客 and its uid, in the interface language', async () => {
  const own = await launchBrowser();
  try {
    const { page } = await openApp(own.context, `${server.url}/me`);
    await closeAdvert(page);
    await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
    const uid = Number(await stored(page, 'uid'));
    for (const lang of LANGS) {
      await setLang(page, lang);
      await page.goto(`${server.url}/me`);
      const onMe = page.getByTestId('me-nickname');
      await expect.poll(() => onMe.textContent()).toBe(`${GUEST[lang]}${uid}`);
      await screenshot(page, `me-guest-${lang}`);
      await page.goto(`${server.url}/selfinfo`);
      const onSelfInfo = page.getByTestId('selfinfo-nickname-value');
      await expect.poll(() => onSelfInfo.textContent()).toBe(`${GUEST[lang]}${uid}`);
      await screenshot(page, `selfinfo-guest-${lang}`);
    }
  } finally {
    await own.close();
  }
});

// NOTE: the row was blank for every guest (a guest's socket, which brings the balance, opened only
// on the player pages), so after a logout too, a logout being a new guest. The logout itself is left
// out here: on this build a logout after a login by the sheet never ends (the server refuses the
// session's fastkey, "fast key error"; seen on the build before this change as well).
test('a guest’s wallet row on /me shows its balance, not a blank', async () => {
  const own = await launchBrowser();
  try {
    const { page } = await openApp(own.context, `${server.url}/me`);
    await closeAdvert(page);
    await page.getByTestId('me-login').waitFor();
    const balance = page.getByTestId('me-wallet-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('0.00 CNY');
    await screenshot(page, 'me-guest-wallet');
  } finally {
    await own.close();
  }
});
