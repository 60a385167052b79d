// Chat files (type 15) in the app: a phone-verified user's file goes through the upload and
// downloads on the other side; a guest sends none (issue 43: guests cost nothing to make, so the
// disk is theirs only for a small allowance of pictures) and is told why, before the picker opens
// and, if the picker is bypassed, from the server's refusal.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startServer, type TestServer } from '../helpers/server';
import { hubOnline, openApp, stored, toast } from './app-helpers';
import { type User, userPool } from './users';

const GUEST_NO_FILES = '游客不能发送文件，请先登录并绑定手机号';

/** Waits for the toast on the screen to go (the next one is then a new one). */
function toastGone(page: Page): Promise<void> {
  return page.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 });
}

let server: TestServer;
const pool = userPool(() => server.url);
let a: User;
let b: User;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
});

/** Two phone-verified friends (userPool's register waits with expect.poll: inside a test only). */
async function friends(): Promise<void> {
  a = await pool.register('13800004301');
  b = await pool.register('13800004302');
  const fidB = Number(((await stored(b.page, 'user')) as { fid: string | number }).fid);
  // Friends through the real server (the friend-adding UI is another page's).
  await a.page.evaluate((fid) => window.__hub?.addFriend({ fid }, 'hi'), fidB);
  await b.page.evaluate((other) => window.__hub?.handleFriendApply(other, true), a.uid);
}

afterAll(async () => {
  await pool.closeAll();
  await server?.close();
});

test('a file goes through the upload, shows its name and size on the other side and downloads', async () => {
  await friends();
  await a.page.goto(`${server.url}/chat?id=${b.uid}`);
  await b.page.goto(`${server.url}/chat?id=${a.uid}`);
  await a.page.getByTestId('chat-input').waitFor();
  await b.page.getByTestId('chat-input').waitFor();
  const report = Buffer.from('match,score\nA-B,2-1\n'.repeat(100));
  await a.page
    .getByTestId('file-input')
    .setInputFiles({ name: '赛果.csv', mimeType: 'text/csv', buffer: report });
  const card = b.page.locator('.im-file', { hasText: '赛果.csv' }).first();
  await card.waitFor({ timeout: 15_000 });
  expect(await card.textContent()).toContain('2 KB');
  const href = (await card.getAttribute('href')) ?? '';
  const served = await b.page.evaluate(async (url) => {
    const r = await fetch(url);
    return { disposition: r.headers.get('content-disposition'), body: await r.text() };
  }, href);
  expect(served.disposition).toMatch(/^attachment;/);
  expect(served.body).toBe(report.toString());
  // The sender sees the same card.
  await a.page.locator('.im-file', { hasText: '赛果.csv' }).first().waitFor();
}, 120_000);

test('a guest is told it sends no files: the picker stays closed, and the server refuses one sent anyway', async () => {
  const browser = await launchBrowser();
  try {
    const { page } = await openApp(browser.context, `${server.url}/chat?id=10000`);
    await expect.poll(() => stored(page, 'uid'), { timeout: 10_000 }).toBeGreaterThan(0);
    await hubOnline(page);
    await page.getByTestId('chat-input').waitFor();
    let chooser = false;
    page.on('filechooser', () => {
      chooser = true;
    });
    await page.getByTestId('file-button').click();
    await toast(page, GUEST_NO_FILES);
    await toastGone(page);
    // The picture button still opens its picker: guests send pictures.
    const picked = page.waitForEvent('filechooser');
    await page.getByTestId('image-button').click();
    await picked;
    chooser = false;
    await page.getByTestId('file-button').click();
    await toast(page, GUEST_NO_FILES);
    expect(chooser).toBe(false);

    // Past the app's own check, the server's refusal says the same, and no file message is sent.
    await toastGone(page);
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await toast(page, GUEST_NO_FILES);
    expect(await page.locator('.im-file').count()).toBe(0);
  } finally {
    await browser.close();
  }
}, 60_000);
