import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, launchBrowser, launchDesktopBrowser, startClockAt } from '../../helpers/browser';
import { devSmsCode, startServer, type TestServer } from '../../helpers/server';
import { demoRooms } from '../../integration/rooms.helpers';
import { closeAdvert, homeReady, toast } from '../app-helpers';
import { type Comparison, compare, report, UPDATING } from './compare';

// Issue 49, "tests that look": the key screens and sheets, as pictures compared with committed
// baselines (tests/e2e/visual/baselines/), at 390×844 in Chinese and a few in Thai, the staff
// console's first page at 1280×800. The server's clock is fixed and the page's starts at the same
// moment, animations are off, and what moves on its own (pictures, video, avatars, carousels,
// counts and times of day) is masked. `npm run test:visual:update` writes the baselines after a
// deliberate change; a failure names each screen that differs and where its pictures of the
// differences went.

/** 1 December 2026, 12:00 in Beijing: the server's clock, and where the page's starts. */
const NOW = Date.parse('2026-12-01T04:00:00Z');

/** What moves on its own from one run to the next: covered by a flat box in the picture. */
const MOVING = [
  // NOTE: not the pictures in a carousel: it is hidden (STILL_CSS), and a picture's mask is its
  // whole box, the part of a moving slide the carousel clips too. Only what shows is masked.
  'img:not(.adm-swiper img):not([class*="carousel"] img)',
  // A live match's score and period change on their own (the demo's matches are played).
  '.match-card-team b',
  '.match-card-head em',
  'video',
  'canvas',
  '.adm-avatar',
  '[class*="avatar"]',
  '[class*="time"]',
  '[class*="count"]',
  '[class*="score"]',
  '[class*="viewers"]',
  '[data-testid="match-status"]',
  '.me-names > span',
].join(', ');

/**
 * The page's CSS for still pictures: no transition, no caret, carousels hidden (a mask follows the
 * slide's track as it moves; a hidden carousel keeps its place and draws nothing).
 */
// NOTE: the fullscreen tip over a room's video goes after 5 s, so a screen has it or not by timing.
const STILL_CSS =
  '*, *::before, *::after { transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }' +
  ' .adm-swiper, [class*="carousel"] { visibility: hidden !important; }' +
  ' .player-fullscreen-tip { visibility: hidden !important; }';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const results: Comparison[] = [];

beforeAll(async () => {
  server = await startServer({ distDir: inject('distDir') }, { now: () => NOW });
  // NOTE: no service worker: each screen comes from the server as it is now.
  browser = await launchBrowser({ serviceWorkers: 'block' });
  await startClockAt(browser.context, NOW);
  page = await browser.context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The screen once it is still: screenshots are taken until two in a row are the same (a sheet
 * sliding in, a list arriving), at most ten.
 */
async function still(on: Page): Promise<Buffer> {
  await on.addStyleTag({ content: STILL_CSS });
  // A toast left by the step before (a login, a sent code) is not part of the screen.
  await on.locator('.adm-toast-mask').waitFor({ state: 'detached', timeout: 10_000 });
  await on.evaluate(() => document.fonts.ready.then(() => undefined));
  const shot = () =>
    on.screenshot({
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      mask: [on.locator(MOVING).filter({ visible: true })],
      maskColor: '#ff00ff',
    });
  let last = await shot();
  for (let i = 0; i < 10; i++) {
    const next = await shot();
    if (next.equals(last)) return next;
    last = next;
  }
  return last;
}

async function look(name: string, on: Page = page): Promise<void> {
  results.push(compare(name, await still(on)));
}

async function open(path: string, testId: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await page.getByTestId(testId).first().waitFor({ timeout: 15_000 });
}

async function language(lang: 'zh' | 'th'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('sl:lang', JSON.stringify({ v: l, e: 0 })), lang);
}

async function loginSheet(): Promise<void> {
  await open('/me', 'me-login');
  await page.getByTestId('me-login').click();
  await page.getByTestId('login-form').waitFor();
}

test('the key screens look as their baselines', { timeout: 240_000 }, async () => {
  // A guest, in Chinese.
  await open('/', 'home-page');
  await homeReady(page);
  await closeAdvert(page);
  await look('home-zh');
  await open('/match', 'match-row');
  await look('match-zh');
  await loginSheet();
  await look('me-login-sheet-zh');
  await open('/login', 'login-form');
  await look('login-zh');

  // A guest, in Thai.
  await language('th');
  await open('/', 'home-page');
  await homeReady(page);
  await look('home-th');
  await loginSheet();
  await look('me-login-sheet-th');
  await language('zh');

  // Logged in (the login sheet's own flow), in Chinese.
  await loginSheet();
  const phone = '13800004901';
  await page.getByTestId('login-phone').locator('input').fill(phone);
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-send').click();
  await toast(page, '验证码');
  await page
    .getByTestId('login-code')
    .locator('input')
    .fill(await devSmsCode(server.url, phone));
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-form').waitFor({ state: 'detached', timeout: 10_000 });

  const [room] = await demoRooms(server.db);
  if (!room) throw new Error('no demo room');
  await open(`/player?id=${room.roomId}`, 'gift-open');
  await page.getByTestId('gift-open').click();
  await page.getByTestId('gift-item').first().waitFor();
  await look('player-gifts-zh');
  await open('/message', 'message-page');
  await look('message-zh');
  await open('/chat?id=10000', 'chat-page');
  // The history has arrived: its head says there is no more, not a spinner.
  await page.getByTestId('no-more').waitFor();
  await look('chat-service-zh');
  await open('/wallet', 'wallet-page');
  await look('wallet-zh');
  await open('/market', 'market-page');
  await look('market-zh');
  await open('/golive', 'golive-page');
  await look('golive-zh');
  await open('/sign', 'sign-page');
  await look('sign-zh');
  await language('th');
  await open('/wallet', 'wallet-page');
  await look('wallet-th');
  await language('zh');

  // The staff console's first page, on a desktop.
  const desktop = await launchDesktopBrowser();
  try {
    const admin = await (await desktop.newContext()).newPage();
    await admin.setViewportSize(DESKTOP);
    await admin.goto(`${server.url}/admin/`);
    await admin.getByTestId('login-form').waitFor();
    await look('admin-login', admin);
  } finally {
    await desktop.close();
  }

  if (UPDATING) return;
  const differ = report(results);
  if (differ.length > 0) console.log(`Screens that differ from their baselines:\n${differ.join('\n')}`);
  expect(differ).toEqual([]);
});
