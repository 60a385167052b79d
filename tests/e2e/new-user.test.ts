// What a new user hits (issue 13): refusals show their own text in the interface language, a
// page opened by a direct link goes back somewhere sensible, home's today strip labels each sport
// by its own status set, and score alerts say what happened per sport.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { encodeMessage } from '../../protocol/codec';
import { resultText } from '../../protocol/result';
import { BASKETBALL_STATUS, MATCH_EVENT } from '../../protocol/sports';
import { scoreAlertFor } from '../../server/sports/feed';
import { sportsDb } from '../../server/sports/tables';
import { launchBrowser } from '../helpers/browser';
import { devSmsCode, encodePassword, imCall, startServer, type TestServer } from '../helpers/server';
import { simulatorOf } from '../integration/sports-fixture';
import { closeAdvert, homeReady, openApp, screenshot, stored, toast } from './app-helpers';
import { type User, userPool } from './users';

let server: TestServer;
const pool = userPool(() => server.url);
let alice: User | undefined;
const PHONE = '13900000013';

beforeAll(async () => {
  server = await startServer(
    { distDir: inject('distDir') },
    { sports: { tickMs: 0, speed: 1, now: () => Date.now() } },
  );
  await simulatorOf(server).tick();
}, 120_000);

/** The registered user of these tests (expect.poll, used by the login, runs only inside a test). */
async function aliceReady(): Promise<User> {
  alice ??= await pool.register(PHONE);
  return alice;
}

afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

const dialogInput = (page: Page) => page.locator('.adm-dialog input');
const dialogButton = (page: Page, text: string) => page.locator('.adm-dialog-button', { hasText: text });

async function editNickname(page: Page, value: string): Promise<void> {
  await page.getByTestId('selfinfo-nickname').click();
  await dialogInput(page).fill(value);
  await dialogButton(page, '保存').click();
}

test('a nickname refused by the server shows its reason, not "connection not ready"; a refusal throws nothing', async () => {
  const { page, errors } = await aliceReady();
  await page.goto(`${server.url}/selfinfo`);
  await page.getByTestId('selfinfo-page').waitFor();
  // A validation refusal keeps the dialog open with its toast, and no uncaught error.
  await editNickname(page, '');
  await toast(page, '昵称不能为空');
  expect(await dialogInput(page).isVisible()).toBe(true);
  await dialogButton(page, '取消').click();
  await editNickname(page, '小明');
  await toast(page, '修改成功');
  // A second device does not know the nickname changed today: the server refuses (result 7).
  await page.evaluate(() => localStorage.removeItem('sl:nickChangedDay'));
  await page.reload();
  await page.getByTestId('selfinfo-page').waitFor();
  await page.waitForFunction(() => window.__hub?.getState().connection.status === 'online');
  await editNickname(page, '小红');
  await toast(page, `修改失败：${resultText(7)}`);
  expect(await page.locator('.adm-toast-main').textContent()).not.toContain('连接未就绪');
  await screenshot(page, 'selfinfo-refused');
  expect(errors).toEqual([]);
}, 90_000);

test('/Changepwd opened by a direct link ends on the settings page; a wrong old password is 密码错误', async () => {
  const { page, uid } = await aliceReady();
  // A first password, set through the IM API as the SMS flow does (the test drives the code).
  const fastkey = String(await stored(page, 'fastkey'));
  const loginCode = await devSmsCode(server.url, PHONE);
  await expect
    .poll(
      async () => {
        await imCall(server.url, 'IMTools.getValid', { zone: '86', uno: PHONE, mtype: 2 });
        return devSmsCode(server.url, PHONE);
      },
      { timeout: 40_000, interval: 3000 },
    )
    .not.toBe(loginCode);
  const set = await imCall(
    server.url,
    'IMTools.setLoginPassWD',
    { fastkey, verifycode: await devSmsCode(server.url, PHONE), loginpasswd: encodePassword('secret1') },
    { uid },
  );
  expect(set.ret).toBe(0);

  await page.goto(`${server.url}/Changepwd`);
  await page.getByTestId('pwd-old').locator('input').fill('wrong-one');
  await page.getByTestId('pwd-new').locator('input').fill('secret2');
  await page.getByTestId('pwd-again').locator('input').fill('secret2');
  await page.getByTestId('pwd-submit').click();
  await toast(page, '密码错误');
  expect(await page.locator('.adm-toast-main').textContent()).not.toMatch(/[a-z]{3}/i);
  await screenshot(page, 'changepwd-wrong');

  await page.getByTestId('pwd-old').locator('input').fill('secret1');
  await page.getByTestId('pwd-submit').click();
  await toast(page, '密码修改成功');
  // Opened by a direct link, there is no page to go back to: it ends on the settings page.
  await page.getByTestId('setting-page').waitFor();
  expect(new URL(page.url()).pathname).toBe('/Setting');
}, 90_000);

test('a password login with a wrong password says 密码错误 in Chinese, never the server’s English', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await openApp(browser.context, `${server.url}/passwordLogin`);
    await closeAdvert(page);
    await page.getByTestId('login-phone').locator('input').fill(PHONE);
    await page.getByTestId('login-password').locator('input').fill('wrong-one');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await toast(page, '密码错误');
    expect(await page.locator('.adm-toast-main').textContent()).not.toContain('password error');
    await screenshot(page, 'login-wrong-password');
  } finally {
    await browser.close();
  }
});

test('home labels a basketball game in its 4th quarter 第四节, as the match pages do', async () => {
  const db = sportsDb(server.db);
  const now = Math.floor(Date.now() / 1000);
  const match = await db
    .selectFrom('matches')
    .select(['id', 'home_name'])
    .where('type_id', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('matches')
    .set({ status_id: BASKETBALL_STATUS.Q4, match_time: now - 3600 })
    .where('id', '=', match.id)
    .execute();
  const { page } = await aliceReady();
  await page.goto(`${server.url}/`);
  await homeReady(page);
  const card = page.getByTestId('match-card').filter({ hasText: match.home_name }).first();
  await card.waitFor();
  expect(await card.locator('.match-card-head em').textContent()).toBe('第四节');
  expect(await card.getAttribute('class')).toContain('match-playing');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'home-today-basketball');
});

test('a basketball period-end alert is headed with the period that ended, not 进球啦', async () => {
  const db = sportsDb(server.db);
  const match = await db
    .selectFrom('matches')
    .select(['id', 'type_id', 'short_name_zh', 'home_name', 'away_name'])
    .where('type_id', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const alert = scoreAlertFor(
    match,
    {
      seq: 1,
      type: MATCH_EVENT.STATUS,
      position: 0,
      status_id: BASKETBALL_STATUS.Q1_END,
      time: 'Q1',
      points: 0,
      home_score: 0,
      away_score: 0,
    },
    { home: [24], away: [20] },
  );
  if (!alert) throw new Error('a quarter end raises no alert');
  const { page } = await aliceReady();
  const frame = encodeMessage(0, 'msg_server_msgbox_notify', {
    content: new TextEncoder().encode(JSON.stringify(alert)),
  });
  await server.server.im.registry.deliverToUser((await aliceReady()).uid, frame);
  const heading = page.getByTestId('score-popup-heading');
  await heading.waitFor({ timeout: 5000 });
  expect(await heading.textContent()).toBe('第一节完');
  await screenshot(page, 'popup-basketball');
});
