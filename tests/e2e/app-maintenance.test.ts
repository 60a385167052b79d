import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { setSetting, startServer, type TestServer } from '../helpers/server';
import { openApp } from './app-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function setMaintain(maintain: 0 | 1): Promise<void> {
  await setSetting(server, 'maintain', maintain);
}

test('the maintenance screen replaces the app while the flag is on and leaves within 10 s of it going off', async () => {
  await setMaintain(1);
  const { page } = await openApp(browser.context, server.url);
  const screen = page.getByTestId('maintenance-screen');
  await screen.waitFor({ timeout: 10_000 });
  expect(await screen.locator('img').getAttribute('src')).toMatch(/maintain/);
  const box = await screen.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBe(844);

  await setMaintain(0);
  await screen.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByTestId('home-page').waitFor();
}, 40_000);

test('announcement: notice_open 2 shows a dialog once per session, 3 opens /ann', async () => {
  await setSetting(server, 'notice_pre_content', '今晚 02:00 至 04:00 系统维护');
  await setSetting(server, 'notice_open', 2);
  const { page } = await openApp(browser.context, server.url);
  const dialog = page.locator('.adm-dialog-body', { hasText: '系统维护' });
  await dialog.waitFor({ timeout: 10_000 });
  await page.locator('.adm-dialog-button').click();
  await dialog.waitFor({ state: 'detached' });

  await setSetting(server, 'notice_open', 3);
  await page.reload();
  await page.getByTestId('ann-page').waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/ann');
  await page.getByTestId('ann-page').getByText('今晚 02:00 至 04:00 系统维护').waitFor();
  await setSetting(server, 'notice_open', 0);
});

test('a start looks at the maintenance files once: the announcement’s first answer, a moment later, does not look again', async () => {
  const page = await browser.context.newPage();
  const looks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/maintain.json') looks.push(request.url());
  });
  const announcement = page.waitForResponse((response) => response.url().includes('/app/noticeConfig'));
  await page.goto(server.url);
  await announcement;
  await page.getByTestId('home-page').waitFor();
  // NOTE: the announcement's answer is handled within a frame or two of its arrival.
  await page.waitForTimeout(1000);
  expect(looks).toHaveLength(1);
  await page.close();
});
